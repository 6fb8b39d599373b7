import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { refreshTokens, roles, ssoSessions, users } from '../../../db/schema';
import { hashSecret } from '../../../security/secrets';

/** A refresh token with its family's session and the user it was issued to (refresh and tokenLogin read this). */
export async function findRefreshTokenOwner(db: Queryable, refreshToken: string) {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id, rotatedAt: refreshTokens.rotatedAt, expiresAt: refreshTokens.expiresAt,
      sessionId: ssoSessions.id, lastSeenAt: ssoSessions.lastSeenAt, endedAt: ssoSessions.endedAt,
      userId: users.id, tenantId: users.tenantId, account: users.account, nickName: users.nickName,
      roleId: roles.id, roleType: roles.roleType,
    })
    .from(refreshTokens)
    .innerJoin(ssoSessions, eq(ssoSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, ssoSessions.userId))
    .innerJoin(roles, eq(roles.id, sql`coalesce(${ssoSessions.roleId}, ${users.roleId})`))
    .where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)));
  return row;
}
