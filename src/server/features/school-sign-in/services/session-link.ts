import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { roles, schoolSignIns, ssoSessions, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { hashSecret } from '../../../security/secrets';
import { SSO_ERROR_TEXTS } from '../../../../shared/schema/school-sign-in';
import type { LoginResult } from '../../../../shared/schema/auth';
import { openSession, tokenSetFor, type AuthServiceContext } from '../../auth';

/**
 * The sessions a provider sign-in opens and how the provider ends them (ADR 022): the hand-over code becomes our
 * usual SSO session and token pair; a CAS logoutRequest or an OIDC logout token ends the sessions it names, and with
 * them their refresh-token families (the refresh grant checks the session).
 */

/**
 * ssoExchange: the login page's one-time code, from the browser the sign-in started in, becomes the LoginResult the
 * own form answers (tgt and tokens), so the ticket, expiry and refresh calls work unchanged.
 */
export async function exchangeCode(ctx: AuthServiceContext, code: string, browserSecret: string | null): Promise<LoginResult> {
  const refused = () => new AppError('BAD_REQUEST', { msg: SSO_ERROR_TEXTS.code_invalid });
  if (!browserSecret) throw refused();
  const now = ctx.now();
  const opened = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx.update(schoolSignIns).set({ exchangedAt: new Date(now) })
      .where(and(
        eq(schoolSignIns.codeHash, hashSecret(code)), eq(schoolSignIns.browserHash, hashSecret(browserSecret)),
        isNull(schoolSignIns.exchangedAt), isNull(schoolSignIns.loggedOutAt), gt(schoolSignIns.codeExpiresAt, new Date(now)),
      ))
      .returning({ id: schoolSignIns.id, userId: schoolSignIns.userId });
    if (!claimed) return null;
    const [subject] = await tx
      .select({ userId: users.id, tenantId: users.tenantId, account: users.account, nickName: users.nickName, roleId: roles.id, roleType: roles.roleType })
      .from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, claimed.userId));
    if (!subject) return null;
    const session = await openSession(tx, subject, now);
    await tx.update(schoolSignIns).set({ sessionId: session.sessionId }).where(eq(schoolSignIns.id, claimed.id));
    return { subject, session };
  });
  if (!opened) throw refused();
  const { subject, session } = opened;
  return { ...(await tokenSetFor(ctx, subject, session.sessionId, session.refreshToken, now)), tgt: session.ticket };
}

/** Ends the sign-ins `where` names and their sessions; answers how many sessions ended. */
async function endSignIns(db: Db, where: SQL, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(schoolSignIns).set({ loggedOutAt: new Date(nowMs) })
      .where(and(where, isNull(schoolSignIns.loggedOutAt)))
      .returning({ sessionId: schoolSignIns.sessionId });
    const sessionIds = rows.map((row) => row.sessionId).filter((id): id is string => id !== null);
    if (sessionIds.length === 0) return 0;
    const ended = await tx.update(ssoSessions).set({ endedAt: new Date(nowMs), endReason: 'idp-logout' })
      .where(and(inArray(ssoSessions.id, sessionIds), isNull(ssoSessions.endedAt)))
      .returning({ id: ssoSessions.id });
    return ended.length;
  });
}

/** CAS single logout: the session opened with this service ticket (and a code not yet exchanged) ends. */
export function endCasSignIn(db: Db, tenantId: string, ticket: string, nowMs: number): Promise<number> {
  return endSignIns(db, and(eq(schoolSignIns.tenantId, tenantId), eq(schoolSignIns.casTicketHash, hashSecret(ticket))) as SQL, nowMs);
}

/** OIDC back-channel logout: the sessions of that provider session (sid), or of that person (sub) when no sid. */
export function endOidcSignIns(db: Db, tenantId: string, issuer: string, target: { sub: string | null; sid: string | null }, nowMs: number): Promise<number> {
  const bySid = target.sid === null ? undefined : eq(schoolSignIns.oidcSid, target.sid);
  const bySub = target.sub === null ? undefined : eq(schoolSignIns.oidcSub, target.sub);
  // With both, the sid names the provider session; the sub must agree with it.
  const names = bySid && bySub ? and(bySid, bySub) : (bySid ?? bySub);
  if (!names) return Promise.resolve(0);
  return endSignIns(db, and(eq(schoolSignIns.tenantId, tenantId), eq(schoolSignIns.protocol, 'oidc'), eq(schoolSignIns.oidcIssuer, issuer), names) as SQL, nowMs);
}

/** The provider sign-in behind a session: its protocol and, for OIDC, the id_token for the logout hint. */
export async function signInOfSession(db: Db, sessionId: string) {
  const [row] = await db.select({ protocol: schoolSignIns.protocol, idToken: schoolSignIns.idToken })
    .from(schoolSignIns).where(eq(schoolSignIns.sessionId, sessionId));
  return row ?? null;
}

