import { and, eq, isNull, sql } from 'drizzle-orm';
import { roles, ssoSessions, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import { hashSecret, newOpaqueSecret } from '../../../security/secrets';
import { isSessionLive } from '../../../security/sso-session-clock';
import type { TokenSet } from '../../../../shared/schema/auth';
import { storeRefreshToken, tokenSetFor, type AuthServiceContext } from '../issued-tokens';

/** tabLogin's refusal: no live session behind the cookie (none sent, signed out, expired, or another browser's). */
const NO_SESSION = '本浏览器没有可接续的登录，请登录';

/**
 * bindTab (ADR 025): gives the caller's live SSO session a new browser key and answers it, for the HttpOnly tab
 * cookie. A new key each time: the key of an earlier sign-in in this browser no longer opens anything.
 */
export async function bindBrowser(ctx: Pick<AuthServiceContext, 'db' | 'now'>, user: AuthUser): Promise<string> {
  const key = newOpaqueSecret();
  const bound = await ctx.db
    .update(ssoSessions)
    .set({ browserKeyHash: hashSecret(key) })
    .where(and(eq(ssoSessions.id, user.sessionId), isNull(ssoSessions.endedAt)))
    .returning({ id: ssoSessions.id });
  if (bound.length === 0) throw new AppError('UNAUTHENTICATED');
  return key;
}

/**
 * tabLogin (ADR 025): a new tab of the browser holding the key joins its live session: a new access token and a
 * refresh-token chain of the tab's own (two tabs never share a refresh token, so strict rotation holds), under the
 * same session, so logout, expiry and revocation still end every tab at once.
 */
export async function joinBrowserSession(ctx: AuthServiceContext, key: string | null): Promise<TokenSet> {
  if (key === null) throw new AppError('NOT_FOUND', { msg: NO_SESSION });
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      sessionId: ssoSessions.id, lastSeenAt: ssoSessions.lastSeenAt, endedAt: ssoSessions.endedAt,
      disabledAt: users.disabledAt,
      userId: users.id, tenantId: users.tenantId, account: users.account, nickName: users.nickName,
      roleId: roles.id, roleType: roles.roleType,
    })
    .from(ssoSessions)
    .innerJoin(users, eq(users.id, ssoSessions.userId))
    .innerJoin(roles, eq(roles.id, sql`coalesce(${ssoSessions.roleId}, ${users.roleId})`))
    .where(eq(ssoSessions.browserKeyHash, hashSecret(key)));
  if (!row || row.disabledAt !== null || !isSessionLive(row, ctx.env.SESSION_IDLE_MINUTES, now)) {
    throw new AppError('NOT_FOUND', { msg: NO_SESSION });
  }
  const { sessionId, lastSeenAt: _l, endedAt: _e, disabledAt: _d, ...subject } = row;
  const refreshToken = await storeRefreshToken(ctx.db, subject, sessionId, now);
  return tokenSetFor(ctx, subject, sessionId, refreshToken, now);
}
