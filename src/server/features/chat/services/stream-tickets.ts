import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ssoSessions } from '../../../db/schema/auth';
import { chatStreamTickets } from '../../../db/schema/chat';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import { isSessionLive } from '../../../security/sso-session-clock';
import { hashSecret, newOpaqueSecret } from '../../../security/secrets';
import { CHAT_STREAM_PATH, type StreamTicket } from '../../../../shared/schema/chat';
import type { StreamOwner } from '../realtime/sse-stream';

/** A ticket opens a stream within a minute of being issued, once. */
const STREAM_TICKET_SECONDS = 60;
/** Unused tickets one user may hold at once: enough for a few tabs reconnecting, not for hoarding. */
const MAX_OPEN_TICKETS = 10;
/** What a ticket looks like (newOpaqueSecret: 32 bytes, base64url). */
const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * streamTicket: a one-time, short-lived secret that opens the event stream in place of the bearer header an
 * EventSource cannot send. It is bound to the caller's user, tenant and SSO session; only its hash is stored, so
 * the table is useless to whoever reads it, and any instance can redeem it.
 */
export async function issueStreamTicket(db: Db, user: AuthUser, nowMs: number): Promise<StreamTicket> {
  const now = new Date(nowMs);
  // Expired tickets of this user go first, so the table holds only what is still usable.
  await db.delete(chatStreamTickets).where(and(eq(chatStreamTickets.userId, user.userId), lt(chatStreamTickets.expiresAt, now)));
  const [open] = await db
    .select({ n: count() })
    .from(chatStreamTickets)
    .where(and(eq(chatStreamTickets.userId, user.userId), isNull(chatStreamTickets.usedAt), gt(chatStreamTickets.expiresAt, now)));
  if (Number(open?.n ?? 0) >= MAX_OPEN_TICKETS) throw new AppError('RATE_LIMITED', { msg: '实时连接请求过于频繁，请稍后再试' });

  const ticket = newOpaqueSecret();
  await db.insert(chatStreamTickets).values({
    ticketHash: hashSecret(ticket),
    tenantId: user.tenantId,
    userId: user.userId,
    sessionId: user.sessionId,
    createdAt: now,
    expiresAt: new Date(nowMs + STREAM_TICKET_SECONDS * 1000),
  });
  return { ticket, expiresIn: STREAM_TICKET_SECONDS, url: `${CHAT_STREAM_PATH}?ticket=${ticket}` };
}

/**
 * Uses a ticket up: the owner it was issued to, or null when it is unknown, expired, already used, or its session
 * has ended or gone idle meanwhile. The update is the claim, so two connections with one ticket cannot both win.
 */
export async function redeemStreamTicket(db: Db, ticket: string, nowMs: number, idleMinutes: number): Promise<StreamOwner | null> {
  if (!TICKET_SHAPE.test(ticket)) return null;
  const now = new Date(nowMs);
  const [claimed] = await db
    .update(chatStreamTickets)
    .set({ usedAt: now })
    .where(and(eq(chatStreamTickets.ticketHash, hashSecret(ticket)), isNull(chatStreamTickets.usedAt), gt(chatStreamTickets.expiresAt, now)))
    .returning({ tenantId: chatStreamTickets.tenantId, userId: chatStreamTickets.userId, sessionId: chatStreamTickets.sessionId });
  if (!claimed) return null;
  const [session] = await db
    .select({ userId: ssoSessions.userId, tenantId: ssoSessions.tenantId, lastSeenAt: ssoSessions.lastSeenAt, endedAt: ssoSessions.endedAt })
    .from(ssoSessions)
    .where(eq(ssoSessions.id, claimed.sessionId));
  const isOwn = session !== undefined && session.userId === claimed.userId && session.tenantId === claimed.tenantId;
  return isOwn && isSessionLive(session, idleMinutes, nowMs) ? claimed : null;
}
