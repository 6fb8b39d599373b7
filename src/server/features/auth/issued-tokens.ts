import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth-types';
import { refreshTokens, ssoSessions } from '../../db/schema';
import { hashSecret, newOpaqueSecret } from '../../security/secrets';
import type { TokenSet } from '../../../shared/schema/auth';
import { randomId } from '../../../shared/rules/ids';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from './access-token';

/** What the auth services need: the database, the clock, the settings and the access-token signer. */
export type AuthServiceContext = Pick<AppContext, 'db' | 'now' | 'env'> & { accessTokens: AccessTokens };

/**
 * Absolute cap on one refresh token. In practice the session's idle limit ends a family much sooner; this only
 * bounds a token kept by a client that never idles out.
 */
const REFRESH_TOKEN_SECONDS = 7 * 24 * 3600;

/** The user fields a token set carries. */
export type TokenSubject = Omit<AuthUser, 'sessionId'>;

/** Stores a new refresh token of the session's family; returns the token itself (only its hash is kept). */
export async function storeRefreshToken(
  tx: Queryable, subject: TokenSubject, sessionId: string, nowMs: number,
): Promise<string> {
  const refreshToken = newOpaqueSecret();
  await tx.insert(refreshTokens).values({
    id: randomId(32),
    tenantId: subject.tenantId,
    sessionId,
    tokenHash: hashSecret(refreshToken),
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + REFRESH_TOKEN_SECONDS * 1000),
  });
  return refreshToken;
}

export interface OpenedSession {
  sessionId: string;
  ticket: string;
  refreshToken: string;
}

/** Opens a new SSO session (one per sign-in) with its ticket and the first refresh token of its family. */
export async function openSession(tx: Queryable, subject: TokenSubject, nowMs: number): Promise<OpenedSession> {
  const sessionId = randomId(32);
  const ticket = newOpaqueSecret();
  await tx.insert(ssoSessions).values({
    id: sessionId,
    tenantId: subject.tenantId,
    userId: subject.userId,
    ticketHash: hashSecret(ticket),
    createdAt: new Date(nowMs),
    lastSeenAt: new Date(nowMs),
    // The role the session acts as: the user's own at sign-in, the chosen one after a role switch.
    roleId: subject.roleId,
  });
  return { sessionId, ticket, refreshToken: await storeRefreshToken(tx, subject, sessionId, nowMs) };
}

/**
 * Signs the access token and assembles the answer. Called after the transaction has committed: signing may read
 * the key from the database on first use, and PGlite's single connection would wait on the open transaction.
 */
export async function tokenSetFor(
  ctx: AuthServiceContext, subject: TokenSubject, sessionId: string, refreshToken: string, nowMs: number,
): Promise<TokenSet> {
  const accessToken = await ctx.accessTokens.issue(
    { userId: subject.userId, tenantId: subject.tenantId, sessionId }, nowMs,
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    tenant_id: subject.tenantId,
    user_id: subject.userId,
    account: subject.account,
    nick_name: subject.nickName,
    role_id: subject.roleId,
    role_type: subject.roleType,
  };
}
