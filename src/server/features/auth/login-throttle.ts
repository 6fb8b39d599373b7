import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Brute-force limits: this many failures within the window, per account or per client address. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export interface AttemptKey {
  tenantId: string;
  account: string;
  ip: string;
}

/**
 * When the oldest failure that still keeps the count at the limit leaves the window, the limit lifts: that is the
 * MAX_FAILURES-th most recent failure. Returns it, or null when fewer failures are in the window.
 */
async function limitingFailure(db: Queryable, where: ReturnType<typeof and>): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.at))
    .limit(1)
    .offset(MAX_FAILURES - 1);
  return row?.at ?? null;
}

/**
 * Refuses the attempt, before any password is checked, when the account or the address has reached the limit.
 * An account's count starts again after its own successful sign-in; an address's count never does, so one good
 * password does not wipe out the failures that address caused on other accounts.
 */
export async function assertLoginAllowed(db: Queryable, key: AttemptKey, nowMs: number): Promise<void> {
  const windowStart = new Date(nowMs - FAILURE_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(
      eq(loginAttempts.tenantId, key.tenantId), eq(loginAttempts.account, key.account),
      eq(loginAttempts.ok, true), gt(loginAttempts.at, windowStart),
    ));
  const accountSince = lastSuccess?.at ?? windowStart;

  const [byAccount, byAddress] = await Promise.all([
    limitingFailure(db, and(
      eq(loginAttempts.tenantId, key.tenantId), eq(loginAttempts.account, key.account),
      eq(loginAttempts.ok, false), gt(loginAttempts.at, accountSince),
    )),
    limitingFailure(db, and(eq(loginAttempts.ip, key.ip), eq(loginAttempts.ok, false), gt(loginAttempts.at, windowStart))),
  ]);
  const liftsAt = Math.max(byAccount?.getTime() ?? 0, byAddress?.getTime() ?? 0) + FAILURE_WINDOW_MS;
  if (liftsAt <= nowMs) return;

  const retryAfterSeconds = Math.max(1, Math.ceil((liftsAt - nowMs) / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw new AppError('LOGIN_THROTTLED', {
    msg: `登录失败次数过多，请 ${minutes} 分钟后再试`,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** Records one attempt that reached the password check (refused attempts are not recorded: they prove nothing). */
export async function recordLoginAttempt(db: Queryable, key: AttemptKey, ok: boolean, nowMs: number): Promise<void> {
  await db.insert(loginAttempts).values({
    tenantId: key.tenantId,
    account: key.account.slice(0, 64),
    ip: key.ip.slice(0, 64),
    at: new Date(nowMs),
    ok,
  });
}
