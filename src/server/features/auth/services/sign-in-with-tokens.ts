import { AppError } from '../../../http/app-error';
import { isSessionLive } from '../../../security/sso-session-clock';
import type { LoginResult } from '../../../../shared/schema/auth';
import { findRefreshTokenOwner } from './find-refresh-token-owner';
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

  const owner = await findRefreshTokenOwner(ctx.db, pair.refreshToken);
  // A rotated or expired refresh token cannot vouch for the pair.
  const row = owner && owner.rotatedAt === null && owner.expiresAt.getTime() > now ? owner : undefined;
  const isPair = row !== undefined && row.sessionId === claims.sessionId && row.userId === claims.userId
    && row.tenantId === claims.tenantId;
  if (!isPair || !isSessionLive(row, ctx.env.SESSION_IDLE_MINUTES, now)) throw new AppError('UNAUTHENTICATED');

  const { sessionId: _s, lastSeenAt: _l, endedAt: _e, tokenId: _t, rotatedAt: _r, expiresAt: _x, ...subject } = row;
  const opened = await ctx.db.transaction((tx) => openSession(tx, subject, now));
  return { ...(await tokenSetFor(ctx, subject, opened.sessionId, opened.refreshToken, now)), tgt: opened.ticket };
}
