import { and, eq, isNull } from 'drizzle-orm';
import { ssoSessions } from '../../../db/schema/auth';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import type { LoginResult } from '../../../../shared/schema/auth';
import { openSession, tokenSetFor, type AuthServiceContext, type TokenSubject } from '../../auth';
import type { ChatRuntime } from '../../chat';
import { listHeldRoles } from './held-roles';

/**
 * switchRole: re-issues the caller's sign-in for another role they hold. A new SSO session acting as that role
 * (its own ticket and token family) replaces the current one, which ends at once — its tokens stop on their next
 * call and its chat streams close — so no token ever acts as two roles. The user's own role (the one a sign-in
 * starts with) stays as it was.
 */
export async function switchRole(ctx: AuthServiceContext, runtime: ChatRuntime, user: AuthUser, roleId: string): Promise<LoginResult> {
  if (roleId === user.roleId) throw new AppError('BAD_REQUEST', { msg: '当前已是该角色' });
  const chosen = (await listHeldRoles(ctx.db, user)).find((r) => r.roleId === roleId);
  if (!chosen) throw new AppError('ROLE_NOT_HELD');

  const now = ctx.now();
  const subject: TokenSubject = {
    userId: user.userId, tenantId: user.tenantId, account: user.account, nickName: user.nickName,
    roleId: chosen.roleId, roleType: chosen.roleType,
  };
  const opened = await ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(ssoSessions)
      .set({ endedAt: new Date(now), endReason: 'role-switch' })
      .where(and(eq(ssoSessions.id, user.sessionId), isNull(ssoSessions.endedAt)))
      .returning({ id: ssoSessions.id });
    // Two switches racing on one session: only the first re-issues it.
    if (ended.length === 0) return null;
    return openSession(tx, subject, now);
  });
  if (!opened) throw new AppError('UNAUTHENTICATED');
  await runtime.endSessions([user.sessionId]);
  return { ...(await tokenSetFor(ctx, subject, opened.sessionId, opened.refreshToken, now)), tgt: opened.ticket };
}
