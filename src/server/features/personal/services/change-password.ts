import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ssoSessions, users } from '../../../db/schema/auth';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import { hashPassword, verifyPassword } from '../../../security/password';
import { admitAttempt, settleFailure, settleSuccess, type LoginThrottle } from '../../auth';
import type { ChatRuntime } from '../../chat';
import { getPasswordRule, meetsPasswordRule, passwordTipOf } from '../../../security/password-rule';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  /** The client's address, for the same brute-force limits as sign-in. */
  ip: string;
}

/**
 * updatePassword: the old password must match — a wrong one counts as a failed sign-in, so this form cannot be
 * used to guess a password past the sign-in limits — and the new one must meet the school's rule
 * (getPasswordReg). Every other session of the user ends (a thief's included); the one making the change stays.
 */
export async function changePassword(
  db: Db, runtime: ChatRuntime, now: () => number, throttle: LoginThrottle, user: AuthUser, change: PasswordChange,
): Promise<{ revokedSessions: number }> {
  const key = { tenantId: user.tenantId, account: user.account, ip: change.ip };
  const attempt = await admitAttempt(db, throttle, key, now());
  const [me] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.userId));
  if (!me || !(await verifyPassword(change.oldPassword, me.passwordHash))) {
    await settleFailure(db, attempt, now());
    // errors: the page shows the reason beside the field it is about.
    throw new AppError('OLD_PASSWORD_WRONG', { errors: [{ field: 'oldPassword', msg: '原密码错误' }] });
  }
  // The old password was right: the attempt counted on admission is taken back, as after a sign-in.
  await db.transaction((tx) => settleSuccess(tx, attempt, now()));
  const rule = await getPasswordRule(db, user.tenantId);
  const refuse = (msg: string) => new AppError('PASSWORD_RULE', { msg, errors: [{ field: 'newPassword', msg }] });
  if (!meetsPasswordRule(change.newPassword, rule)) throw refuse(`新密码不符合密码规则：${passwordTipOf(rule)}`);
  if (change.newPassword === change.oldPassword) throw refuse('新密码不能与原密码相同');

  const passwordHash = await hashPassword(change.newPassword);
  const at = new Date(now());
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.userId));
    return tx
      .update(ssoSessions)
      .set({ endedAt: at, endReason: 'password-changed' })
      .where(and(eq(ssoSessions.userId, user.userId), ne(ssoSessions.id, user.sessionId), isNull(ssoSessions.endedAt)))
      .returning({ id: ssoSessions.id });
  });
  await runtime.endSessions(ended.map((s) => s.id));
  return { revokedSessions: ended.length };
}
