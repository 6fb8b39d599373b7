import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { refreshTokens, ssoSessions } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { isSessionLive } from '../../../security/sso-session-clock';
import type { TokenSet } from '../../../../shared/schema/auth';
import { findRefreshTokenOwner } from './find-refresh-token-owner';
import { storeRefreshToken, tokenSetFor, type AuthServiceContext, type TokenSubject } from '../issued-tokens';

export interface RefreshGrant {
  tenantId: string;
  refreshToken: string;
}

/** Ends the session of a token family: its access tokens stop at the next call, its refresh tokens at once. */
async function revokeFamily(tx: Queryable, sessionId: string, nowMs: number): Promise<void> {
  await tx
    .update(ssoSessions)
    .set({ endedAt: new Date(nowMs), endReason: 'refresh-reuse' })
    .where(and(eq(ssoSessions.id, sessionId), isNull(ssoSessions.endedAt)));
}

type Outcome = { kind: 'ok'; subject: TokenSubject; sessionId: string; refreshToken: string } | { kind: 'refused' };

/**
 * oauth/token with grant_type=refresh_token (TOKEN-01): the presented token is rotated — marked used and replaced
 * by a new one of the same family — and a new access token is signed. Presenting a token that was already rotated
 * means it was copied: the whole family and its SSO session are revoked, for the thief and the owner alike.
 */
export async function refreshAccessToken(ctx: AuthServiceContext, grant: RefreshGrant): Promise<TokenSet> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await findRefreshTokenOwner(tx, grant.refreshToken);
    if (!row || row.tenantId !== grant.tenantId) return { kind: 'refused' };
    if (row.rotatedAt !== null) {
      await revokeFamily(tx, row.sessionId, now);
      return { kind: 'refused' };
    }
    if (row.expiresAt.getTime() <= now || !isSessionLive(row, ctx.env.SESSION_IDLE_MINUTES, now)) {
      return { kind: 'refused' };
    }
    // The condition on rotated_at makes two concurrent uses of one token a reuse, not two successors.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date(now) })
      .where(and(eq(refreshTokens.id, row.tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.sessionId, now);
      return { kind: 'refused' };
    }
    const { tokenId: _t, rotatedAt: _r, expiresAt: _x, sessionId, lastSeenAt: _l, endedAt: _e, ...subject } = row;
    return { kind: 'ok', subject, sessionId, refreshToken: await storeRefreshToken(tx, subject, sessionId, now) };
  });
  // Thrown after the transaction commits, so a detected reuse stays revoked.
  if (outcome.kind === 'refused') throw new AppError('INVALID_REFRESH_TOKEN');
  return tokenSetFor(ctx, outcome.subject, outcome.sessionId, outcome.refreshToken, now);
}
