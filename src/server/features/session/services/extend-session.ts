import { and, eq, isNull } from 'drizzle-orm';
import { ssoSessions } from '../../../db/schema';
import type { CasSessionData } from '../../../../shared/schema/session';
import { isSessionLive, sessionSecondsLeft } from '../../../security/sso-session-clock';
import { endReasonOf, findSessionByTicket, type SessionServiceContext } from './session-by-ticket';

/** updateSessionValidTime: restarts the idle timer of a live session; an ended or expired one stays over (0). */
export async function extendSession(ctx: SessionServiceContext, ticket: string): Promise<CasSessionData> {
  const now = ctx.now();
  const idleMinutes = ctx.env.SESSION_IDLE_MINUTES;
  const session = await findSessionByTicket(ctx, ticket);
  if (!isSessionLive(session, idleMinutes, now)) return { tgt: ticket, expireTime: 0, endReason: endReasonOf(session) };
  const lastSeenAt = new Date(now);
  await ctx.db
    .update(ssoSessions)
    .set({ lastSeenAt })
    .where(and(eq(ssoSessions.id, session.id), isNull(ssoSessions.endedAt)));
  return { tgt: ticket, expireTime: sessionSecondsLeft({ lastSeenAt, endedAt: null }, idleMinutes, now) };
}
