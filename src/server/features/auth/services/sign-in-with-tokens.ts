import { and, eq, gt, isNull } from 'drizzle-orm';
import { refreshTokens, roles, ssoSessions, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { hashSecret } from '../../../security/secrets';
import { isSessionLive } from '../../../security/sso-session-clock';
import type { LoginResult } from '../../../../shared/schema/auth';
import { openSession, tokenSetFor, type AuthServiceContext } from '../issued-tokens';

export interface TokenPair {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * tokenLogin: a page opened with tokens issued elsewhere (another app of the hall) signs in with them. Both must be
 * genuine, live and of one session. The answer is a sign-in of its own — a new SSO session with its own ticket and
 * token family — so the page that handed the tokens over keeps its session, and neither page's logout or refresh
 * disturbs the other. The presented tokens are not consumed.
 */
export async function signInWithTokens(ctx: AuthServiceContext, pair: TokenPair): Promise<LoginResult> {
  if (!pair.accessToken || !pair.refreshToken) throw new AppError('UNAUTHENTICATED');
  const now = ctx.now();
  const claims = await ctx.accessTokens.verify(pair.accessToken, now);
  if (claims === null) throw new AppError('UNAUTHENTICATED');

  const [row] = await ctx.db
    .select({
      sessionId: ssoSessions.id, lastSeenAt: ssoSessions.lastSeenAt, endedAt: ssoSessions.endedAt,
      userId: users.id, tenantId: users.tenantId, account: users.account, nickName: users.nickName,
      roleId: roles.id, roleType: roles.roleType,
    })
    .from(refreshTokens)
    .innerJoin(ssoSessions, eq(ssoSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, ssoSessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(
      eq(refreshTokens.tokenHash, hashSecret(pair.refreshToken)),
      isNull(refreshTokens.rotatedAt),
      gt(refreshTokens.expiresAt, new Date(now)),
    ));
  const isPair = row !== undefined && row.sessionId === claims.sessionId && row.userId === claims.userId
    && row.tenantId === claims.tenantId;
  if (!isPair || !isSessionLive(row, ctx.env.SESSION_IDLE_MINUTES, now)) throw new AppError('UNAUTHENTICATED');

  const { sessionId: _s, lastSeenAt: _l, endedAt: _e, ...subject } = row;
  const opened = await ctx.db.transaction((tx) => openSession(tx, subject, now));
  return { ...(await tokenSetFor(ctx, subject, opened.sessionId, opened.refreshToken, now)), tgt: opened.ticket };
}
