import { and, eq } from 'drizzle-orm';
import { roles, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../../security/password';
import type { LoginResult } from '../../../../shared/schema/auth';
import { openSession, tokenSetFor, type AuthServiceContext } from '../issued-tokens';
import { admitAttempt, settleFailure, settleSuccess, type LoginThrottle } from '../login-throttle';

export interface PasswordSignIn {
  tenantId: string;
  account: string;
  password: string;
  /** The client's address, as Fastify resolved it behind the trusted proxy. */
  ip: string;
}

/**
 * modelLogin: admits the attempt under the sign-in limits (counting it before any hashing, ADR 017), then checks the
 * password and opens an SSO session. A wrong password and an unknown account give the same answer after the same
 * amount of work.
 */
export async function signInWithPassword(ctx: AuthServiceContext, throttle: LoginThrottle, input: PasswordSignIn): Promise<LoginResult> {
  const key = { tenantId: input.tenantId, account: input.account, ip: input.ip };
  const attempt = await admitAttempt(ctx.db, throttle, key, ctx.now());

  const [user] = await ctx.db
    .select({
      userId: users.id, tenantId: users.tenantId, account: users.account, nickName: users.nickName,
      passwordHash: users.passwordHash, roleId: roles.id, roleType: roles.roleType,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.tenantId, input.tenantId), eq(users.account, input.account)));

  const isValid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  // The clock is read after hashing, so the attempt is recorded at the moment the answer is known.
  const now = ctx.now();
  if (!user || !isValid) {
    await settleFailure(ctx.db, attempt, now);
    throw new AppError('BAD_CREDENTIALS');
  }

  const { passwordHash: _hash, ...subject } = user;
  const opened = await ctx.db.transaction(async (tx) => {
    const session = await openSession(tx, subject, now);
    // Last, so the shared counter rows it updates stay locked only until the commit.
    await settleSuccess(tx, attempt, now);
    return session;
  });
  return { ...(await tokenSetFor(ctx, subject, opened.sessionId, opened.refreshToken, now)), tgt: opened.ticket };
}
