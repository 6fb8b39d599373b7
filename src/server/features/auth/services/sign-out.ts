import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ssoSessions } from '../../../db/schema';
import type { AuthUser } from '../../../http/auth-types';

/**
 * loginOut: ends the caller's SSO session. The authenticator checks the session on every call and the refresh
 * grant checks it too, so the access token, the refresh tokens and the ticket all stop at once.
 */
export async function signOut(db: Db, user: AuthUser, nowMs: number): Promise<void> {
  await db
    .update(ssoSessions)
    .set({ endedAt: new Date(nowMs), endReason: 'logout' })
    .where(and(eq(ssoSessions.id, user.sessionId), isNull(ssoSessions.endedAt)));
}
