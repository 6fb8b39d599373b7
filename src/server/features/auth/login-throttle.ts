import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { Db, Queryable } from '../../db/client';
import { loginAttempts, loginLimits } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * Sign-in limits (ADR 017). Three counters, each a row of login_limits:
 * - per account and address (the pair): a few free failures, then an exponential back-off;
 * - per account, for addresses the account has not signed in from recently: more free failures, then the same
 *   back-off — so spreading guesses over many addresses does not multiply them, while the owner, at an address the
 *   account is known at, is not held up by anyone else's failures;
 * - per address: a leaky bucket high enough for a campus NAT, which past its ceiling slows the address to the rate
 *   the bucket drains at instead of locking it.
 * An attempt is admitted and counted as a failure in one transaction that holds the rows it reads, before the
 * password is hashed; a success then takes its failure back. So concurrent attempts on one key, on any instance, are
 * counted one after another, and no more than the limit ever reach the password check.
 */
export interface SignInLimits {
  freeFailures: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  accountFreeFailures: number;
  addressMaxFailures: number;
  addressWindowMs: number;
  knownAddressMs: number;
  failureMemoryMs: number;
}

export function signInLimitsOf(env: Env): SignInLimits {
  return {
    freeFailures: env.LOGIN_FREE_FAILURES,
    backoffBaseMs: env.LOGIN_BACKOFF_BASE_SECONDS * 1000,
    backoffMaxMs: env.LOGIN_BACKOFF_MAX_SECONDS * 1000,
    accountFreeFailures: env.LOGIN_ACCOUNT_FREE_FAILURES,
    addressMaxFailures: env.LOGIN_ADDRESS_MAX_FAILURES,
    addressWindowMs: env.LOGIN_ADDRESS_WINDOW_MINUTES * 60_000,
    knownAddressMs: env.LOGIN_KNOWN_ADDRESS_DAYS * 86_400_000,
    failureMemoryMs: env.LOGIN_FAILURE_MEMORY_HOURS * 3_600_000,
  };
}

export interface AttemptKey {
  tenantId: string;
  account: string;
  ip: string;
}

type Scope = 'pair' | 'account' | 'address';

/**
 * Row keys. Tenant ids are digits and addresses never hold '|', so with the account last each key has one reading.
 * The account key is also built in SQL (accountKeySql), so the two must stay alike.
 */
const keyOf = {
  pair: (k: AttemptKey) => `${k.tenantId}|${k.ip.slice(0, 64)}|${k.account.slice(0, 64)}`,
  account: (k: AttemptKey) => `${k.tenantId}|${k.account.slice(0, 64)}`,
  address: (k: AttemptKey) => k.ip.slice(0, 64),
} satisfies Record<Scope, (k: AttemptKey) => string>;

interface LimitRow {
  failures: number;
  level: number;
  countedAt: Date | null;
  lastSuccessAt: Date | null;
}

/**
 * Reads the rows of `keys` and locks them to the end of the transaction, making missing ones: an upsert whose
 * update changes nothing, so two attempts that both find no row still queue on one. Rows are locked in the order
 * given.
 */
async function lockRows(tx: Queryable, keys: Array<{ scope: Scope; key: string }>): Promise<Rows> {
  const locked = await tx
    .insert(loginLimits)
    .values(keys)
    .onConflictDoUpdate({ target: [loginLimits.scope, loginLimits.key], set: { failures: sql.raw('"login_limits"."failures"') } })
    .returning({
      scope: loginLimits.scope, failures: loginLimits.failures, level: loginLimits.level,
      countedAt: loginLimits.countedAt, lastSuccessAt: loginLimits.lastSuccessAt,
    });
  return rowsByScope(locked);
}

function rowsByScope(found: Array<LimitRow & { scope: string }>): Rows {
  const rows: Rows = {};
  for (const { scope, ...row } of found) {
    if (scope === 'pair' || scope === 'account' || scope === 'address') rows[scope] = row;
  }
  return rows;
}

/** The failures still remembered: none once `failureMemoryMs` passed since the last one was counted. */
function remembered(row: LimitRow, limits: SignInLimits, nowMs: number): number {
  if (!row.countedAt || nowMs - row.countedAt.getTime() > limits.failureMemoryMs) return 0;
  return row.failures;
}

/** The wait after `failures` failures when `free` are free: base, doubling per failure past them, capped. */
function backoffMs(failures: number, free: number, limits: SignInLimits): number {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 40);
  return Math.min(limits.backoffMaxMs, limits.backoffBaseMs * 2 ** doublings);
}

function backoffWait(failures: number, countedAt: Date | null, free: number, limits: SignInLimits, nowMs: number): number {
  const delay = backoffMs(failures, free, limits);
  if (delay === 0 || !countedAt) return 0;
  // Never longer than the delay itself: a failure counted "in the future" (an instance whose clock runs ahead, or a
  // clock set back) must not turn into a wait of that difference.
  return Math.max(0, delay - Math.max(0, nowMs - countedAt.getTime()));
}

/** The address bucket's level now: it drains at addressMaxFailures per window. */
function addressLevel(row: LimitRow, limits: SignInLimits, nowMs: number): number {
  if (!row.countedAt) return 0;
  const drained = (Math.max(0, nowMs - row.countedAt.getTime()) * limits.addressMaxFailures) / limits.addressWindowMs;
  return Math.max(0, row.level - drained);
}

/** The wait until one more failure fits in the address bucket. */
function addressWait(level: number, limits: SignInLimits): number {
  const excess = level + 1 - limits.addressMaxFailures;
  return excess <= 0 ? 0 : Math.ceil((excess * limits.addressWindowMs) / limits.addressMaxFailures);
}

/** "N 秒" under a minute, else whole minutes rounded up: the wait as the message says it. */
function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

function throttled(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('LOGIN_THROTTLED', {
    msg: `登录失败次数过多，请 ${waitText(seconds)}后再试`,
    headers: { 'Retry-After': String(seconds) },
  });
}

/** An attempt admitted to the password check, counted as a failure until settled as a success. */
export interface AdmittedAttempt {
  key: AttemptKey;
  /** The account signed in from this address recently: only the pair's limit applied and was counted. */
  knownAddress: boolean;
}

/**
 * Admits one attempt or refuses it (429 LOGIN_THROTTLED, the wait in the message and Retry-After) before any
 * password is checked. An admitted attempt is already counted as a failure of its pair, and — at an address the
 * account is not known at — of the account and the address; a refused one changes nothing, so waiting is never
 * prolonged by trying. The rows stay locked until the counts are written, so attempts on one key are serialized
 * across connections and instances (on PGlite, one transaction runs at a time anyway).
 */
export async function admitAttempt(db: Db, throttle: LoginThrottle, key: AttemptKey, nowMs: number): Promise<AdmittedAttempt> {
  const { limits } = throttle;
  // A plain read first: once a key is held back, the rest of a burst is refused without queueing on its row lock
  // (each waiter would hold a pooled connection). The read only ever refuses; admitting is decided under the lock.
  const seen = decide(await readRows(db, key), limits, nowMs);
  if (seen.wait > 0) throw throttled(seen.wait);

  const at = new Date(nowMs).toISOString();
  const admitted = await db.transaction(async (tx) => {
    // Always locked in the order pair, account, address, so two attempts never wait on each other in a circle; the
    // shared rows (account, address) are held for two statements only: their upsert and the update below.
    const rows = await lockRows(tx, [{ scope: 'pair', key: keyOf.pair(key) }]);
    if (!isKnown(rows.pair, limits, nowMs)) {
      Object.assign(rows, await lockRows(tx, [{ scope: 'account', key: keyOf.account(key) }, { scope: 'address', key: keyOf.address(key) }]));
    }
    const decision = decide(rows, limits, nowMs);
    if (decision.wait > 0) return decision;
    const counted = [sql`('pair', ${keyOf.pair(key)}, ${decision.pairFailures + 1}::int, 0::float8)`];
    if (!decision.known) {
      counted.push(
        sql`('account', ${keyOf.account(key)}, ${decision.accountFailures + 1}::int, 0::float8)`,
        sql`('address', ${keyOf.address(key)}, 0::int, ${decision.addressLevel + 1}::float8)`,
      );
    }
    await tx.execute(sql`update ${loginLimits} as l set failures = v.failures, level = v.level, counted_at = ${at}::timestamptz
      from (values ${sql.join(counted, sql`, `)}) as v(scope, key, failures, level)
      where l.scope = v.scope and l.key = v.key`);
    return decision;
  });
  if (admitted.wait > 0) throw throttled(admitted.wait);
  throttle.pruneNowAndThen(db, nowMs);
  return { key, knownAddress: admitted.known };
}

interface Rows {
  pair?: LimitRow;
  account?: LimitRow;
  address?: LimitRow;
}

interface Decision {
  /** Milliseconds to wait; 0: admitted. */
  wait: number;
  known: boolean;
  pairFailures: number;
  accountFailures: number;
  addressLevel: number;
}

function isKnown(pair: LimitRow | undefined, limits: SignInLimits, nowMs: number): boolean {
  return pair?.lastSuccessAt != null && nowMs - pair.lastSuccessAt.getTime() <= limits.knownAddressMs;
}

/** The limits applied to the rows of one attempt (a missing row counts nothing). */
function decide(rows: Rows, limits: SignInLimits, nowMs: number): Decision {
  const none: LimitRow = { failures: 0, level: 0, countedAt: null, lastSuccessAt: null };
  const pair = rows.pair ?? none;
  const account = rows.account ?? none;
  const known = isKnown(rows.pair, limits, nowMs);
  const pairFailures = remembered(pair, limits, nowMs);
  const accountFailures = remembered(account, limits, nowMs);
  const level = addressLevel(rows.address ?? none, limits, nowMs);
  let wait = backoffWait(pairFailures, pair.countedAt, limits.freeFailures, limits, nowMs);
  if (!known) {
    wait = Math.max(
      wait,
      backoffWait(accountFailures, account.countedAt, limits.accountFreeFailures, limits, nowMs),
      addressWait(level, limits),
    );
  }
  return { wait, known, pairFailures, accountFailures, addressLevel: level };
}

/** The attempt's rows as committed, without locking them: one statement. */
async function readRows(db: Queryable, key: AttemptKey): Promise<Rows> {
  const found = await db
    .select({
      scope: loginLimits.scope, failures: loginLimits.failures, level: loginLimits.level,
      countedAt: loginLimits.countedAt, lastSuccessAt: loginLimits.lastSuccessAt,
    })
    .from(loginLimits)
    .where(or(
      and(eq(loginLimits.scope, 'pair'), eq(loginLimits.key, keyOf.pair(key))),
      and(eq(loginLimits.scope, 'account'), eq(loginLimits.key, keyOf.account(key))),
      and(eq(loginLimits.scope, 'address'), eq(loginLimits.key, keyOf.address(key))),
    ));
  return rowsByScope(found);
}

const PRUNE_EVERY_MS = 3_600_000;

/** One app's sign-in limits, and its pruning of their rows (registerLoginThrottle). */
export interface LoginThrottle {
  readonly limits: SignInLimits;
  /**
   * Every unknown account name or address an attacker tries leaves rows; one batch of stale ones goes at most hourly
   * per instance, after an admitted attempt and outside its answer. A failed prune only leaves the rows for the next.
   */
  pruneNowAndThen(db: Db, nowMs: number): void;
}

function createLoginThrottle(env: Env): LoginThrottle {
  const limits = signInLimitsOf(env);
  let lastPruned: number | undefined;
  return {
    limits,
    pruneNowAndThen(db, nowMs) {
      if (lastPruned !== undefined && nowMs - lastPruned < PRUNE_EVERY_MS) return;
      lastPruned = nowMs;
      pruneLoginLimits(db, limits, nowMs).catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's sign-in limits (registerLoginThrottle); one per app, so two test servers in one process keep theirs apart. */
    loginThrottle: LoginThrottle;
  }
}

/** Decorates the app with its sign-in limits, before the features that check a password are registered. */
export function registerLoginThrottle(app: FastifyInstance, env: Env): void {
  app.decorate('loginThrottle', createLoginThrottle(env));
}

async function setRow(tx: Queryable, scope: Scope, key: string, values: PgUpdateSetSource<typeof loginLimits>): Promise<void> {
  await tx.update(loginLimits).set(values).where(and(eq(loginLimits.scope, scope), eq(loginLimits.key, key)));
}

/** Writes the audit row of an attempt that reached the password check. */
async function audit(db: Queryable, key: AttemptKey, ok: boolean, nowMs: number): Promise<void> {
  await db.insert(loginAttempts).values({
    tenantId: key.tenantId,
    account: key.account.slice(0, 64),
    ip: key.ip.slice(0, 64),
    at: new Date(nowMs),
    ok,
  });
}

/** A wrong password: already counted when admitted; only the audit trail is written. */
export async function settleFailure(db: Queryable, attempt: AdmittedAttempt, nowMs: number): Promise<void> {
  await audit(db, attempt.key, false, nowMs);
}

/**
 * A right password, inside the transaction that opens the session: the pair's failures end and the address becomes
 * (or stays) known for the account; the account and the address take back the failure counted on admission, but
 * keep the others — the owner signing in must not hand an attacker elsewhere a fresh allowance.
 */
export async function settleSuccess(tx: Queryable, attempt: AdmittedAttempt, nowMs: number): Promise<void> {
  const { key } = attempt;
  const at = new Date(nowMs);
  await setRow(tx, 'pair', keyOf.pair(key), { failures: 0, lastSuccessAt: at });
  if (!attempt.knownAddress) {
    await setRow(tx, 'account', keyOf.account(key), { failures: sql`greatest(${loginLimits.failures} - 1, 0)` });
    await setRow(tx, 'address', keyOf.address(key), { level: sql`greatest(${loginLimits.level} - 1, 0)` });
  }
  await audit(tx, key, true, nowMs);
}

/**
 * The studio's "locked" state of an account: attempts from addresses it is not known at are being delayed now.
 * `accountKeySql` must build the same key as keyOf.account.
 */
export function accountSlowedSql(tenantId: SQL | string, account: SQL | string, limits: SignInLimits, nowMs: number): SQL<boolean> {
  const now = new Date(nowMs).toISOString();
  const delayMs = sql`least(${limits.backoffMaxMs}::float8,
    ${limits.backoffBaseMs}::float8 * power(2::float8, least(l.failures - ${limits.accountFreeFailures}, 40)))`;
  return sql<boolean>`exists (select 1 from login_limits l
    where l.scope = 'account' and l.key = ${tenantId} || '|' || ${account}
      and l.failures >= ${limits.accountFreeFailures}
      and l.counted_at > ${now}::timestamptz - make_interval(secs => ${limits.failureMemoryMs / 1000})
      and l.counted_at + make_interval(secs => ${delayMs} / 1000) > ${now}::timestamptz)`;
}

/** How long a row matters: after this without a failure or a success it only takes space. */
function staleAfterMs(limits: SignInLimits): number {
  return Math.max(limits.failureMemoryMs, limits.addressWindowMs, limits.backoffMaxMs, limits.knownAddressMs);
}

/** Rows removed per statement, so a prune never holds PGlite's one connection long. */
const PRUNE_BATCH = 500;

/** Deletes one batch of rows that no longer count; returns how many went. */
export async function pruneLoginLimits(db: Queryable, limits: SignInLimits, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - staleAfterMs(limits)).toISOString();
  const stale = and(
    lt(sql`coalesce(${loginLimits.countedAt}, '-infinity'::timestamptz)`, sql`${cutoff}::timestamptz`),
    lt(sql`coalesce(${loginLimits.lastSuccessAt}, '-infinity'::timestamptz)`, sql`${cutoff}::timestamptz`),
  );
  const gone = await db.execute(sql`delete from ${loginLimits} where (scope, key) in (
    select scope, key from ${loginLimits} where ${stale} limit ${PRUNE_BATCH})`);
  return (gone as unknown as { affectedRows?: number; rowCount?: number | null }).affectedRows
    ?? (gone as unknown as { rowCount?: number | null }).rowCount ?? 0;
}
