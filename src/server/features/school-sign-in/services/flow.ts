import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schoolSignIns, signInFlows } from '../../../db/schema';
import { hashSecret, newOpaqueSecret } from '../../../security/secrets';
import { randomId } from '../../../../shared/rules/ids';
import { safeRedirectTarget } from '../../../../shared/rules/route-guard';
import type { SsoErrorCode } from '../../../../shared/schema/school-sign-in';
import type { TokenSubject } from '../../auth';
import { SignInRefused } from '../sign-in-error';

/**
 * The browser-bound state of one sign-in and the one-time hand-over code (ADR 022). The flow cookie holds a random
 * value whose hash keys the flow row: a callback counts only from the browser that started it, once, for ten
 * minutes. The code in the redirect to the login page is worth something only to that browser, once, for a minute.
 */

export const FLOW_SECONDS = 600;
const CODE_SECONDS = 60;

interface StartedFlow {
  /** The flow cookie's value. */
  browserSecret: string;
}

interface FlowExtras {
  state?: string;
  nonce?: string;
  codeVerifier?: string;
}

/** Records a new flow; `next` is kept only when it is a path of ours (no open redirect). */
export async function startFlow(
  db: Db, tenantId: string, protocol: 'cas' | 'oidc', next: string | null, extras: FlowExtras, nowMs: number,
): Promise<StartedFlow> {
  const browserSecret = newOpaqueSecret();
  // Expired flows of any tenant go as new ones come: the table holds minutes of sign-ins.
  await db.delete(signInFlows).where(lt(signInFlows.expiresAt, new Date(nowMs - FLOW_SECONDS * 1000)));
  await db.insert(signInFlows).values({
    browserHash: hashSecret(browserSecret), tenantId, protocol, next: safeRedirectTarget(next),
    state: extras.state ?? '', nonce: extras.nonce ?? '', codeVerifier: extras.codeVerifier ?? '',
    createdAt: new Date(nowMs), expiresAt: new Date(nowMs + FLOW_SECONDS * 1000),
  });
  return { browserSecret };
}

type ClaimedFlow = typeof signInFlows.$inferSelect;

/** Takes the flow of this browser for its callback: once, in time, for the right tenant and protocol. */
export async function claimFlow(db: Db, tenantId: string, protocol: 'cas' | 'oidc', browserSecret: string | null, nowMs: number): Promise<ClaimedFlow> {
  if (!browserSecret) throw new SignInRefused('flow_invalid', 'no flow cookie');
  const [flow] = await db.update(signInFlows).set({ usedAt: new Date(nowMs) })
    .where(and(
      eq(signInFlows.browserHash, hashSecret(browserSecret)), eq(signInFlows.tenantId, tenantId), eq(signInFlows.protocol, protocol),
      isNull(signInFlows.usedAt), gt(signInFlows.expiresAt, new Date(nowMs)),
    ))
    .returning();
  if (!flow) throw new SignInRefused('flow_invalid', 'flow unknown, used or expired');
  return flow;
}

interface AcceptedSignIn {
  tenantId: string;
  subject: TokenSubject;
  protocol: 'cas' | 'oidc';
  browserSecret: string;
  casTicket?: string;
  oidc?: { issuer: string; sub: string; sid: string | null; idToken: string };
}

/** Whether a CAS ticket was already accepted once (a replay). */
export async function isTicketUsed(db: Db, ticket: string): Promise<boolean> {
  const rows = await db.select({ id: schoolSignIns.id }).from(schoolSignIns).where(eq(schoolSignIns.casTicketHash, hashSecret(ticket)));
  return rows.length > 0;
}

/**
 * Records an accepted sign-in and answers its one-time code. A CAS ticket is taken once: a second insert of the same
 * ticket (two callbacks racing) finds the unique index and is refused as a replay.
 */
export async function recordSignIn(db: Db, accepted: AcceptedSignIn, nowMs: number): Promise<string> {
  const code = newOpaqueSecret();
  const rows = await db.insert(schoolSignIns).values({
    id: randomId(32), tenantId: accepted.tenantId, userId: accepted.subject.userId, protocol: accepted.protocol,
    codeHash: hashSecret(code), browserHash: hashSecret(accepted.browserSecret),
    casTicketHash: accepted.casTicket === undefined ? null : hashSecret(accepted.casTicket),
    oidcIssuer: accepted.oidc?.issuer ?? null, oidcSub: accepted.oidc?.sub ?? null, oidcSid: accepted.oidc?.sid ?? null,
    idToken: accepted.oidc?.idToken ?? null,
    createdAt: new Date(nowMs), codeExpiresAt: new Date(nowMs + CODE_SECONDS * 1000),
  }).onConflictDoNothing().returning({ id: schoolSignIns.id });
  if (rows.length === 0) throw new SignInRefused('ticket_replayed', 'ticket accepted before');
  return code;
}

/** Where the login page goes with a code, or with an error to show. */
export function loginRedirect(outcome: { code: string; next: string } | { error: SsoErrorCode }): string {
  const params = new URLSearchParams();
  if ('error' in outcome) params.set('ssoError', outcome.error);
  else {
    params.set('ssoCode', outcome.code);
    params.set('redirect', outcome.next);
  }
  return `/login?${params.toString()}`;
}
