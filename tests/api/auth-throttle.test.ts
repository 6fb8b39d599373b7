import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAttempts, loginLimits, users } from '../../src/server/db/schema/auth';
import { pruneLoginLimits, signInLimitsOf } from '../../src/server/features/auth/login-throttle';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { hashPassword } from '../../src/server/security/password';
import { modelLogin } from '../../src/shared/api/catalogue/auth';
import { ApiError } from '../../src/shared/api/client-types';
import { MSG_TIMEOUT } from '../../src/shared/api/wrap-messages';
import { createTestPortal, type PortalTarget, type TestPortal } from '../support/portal-client';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/**
 * Every password verification the server runs, counted where it happens: the module is wrapped, not changed, so
 * production code keeps a single path. Both instances of the two-instance test run in this process and share it.
 * The API tier's workers keep modules from one file to the next (isolate: false in vitest.config.ts): the server's
 * modules are loaded afresh here, before this file's imports, so they take the wrapped module.
 */
const verifications = vi.hoisted(() => {
  vi.resetModules();
  return { count: 0 };
});
vi.mock(import('../../src/server/security/password'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    verifyPassword: (password: string, stored: string) => {
      verifications.count += 1;
      return actual.verifyPassword(password, stored);
    },
    verifyAgainstDummy: (password: string) => {
      verifications.count += 1;
      return actual.verifyAgainstDummy(password);
    },
  };
});

const BAD_CREDENTIALS = '账号或密码错误';
const THROTTLED = /^登录失败次数过多，请 \d+ (秒|分钟)后再试$/;
const BURST = 200;
/** The defaults of LOGIN_FREE_FAILURES and LOGIN_ACCOUNT_FREE_FAILURES (config/env.ts). */
const FREE_PER_PAIR = 3;
const FREE_PER_ACCOUNT = 10;
/** A per-address ceiling below the default 300, so reaching it costs the test fewer password hashes. */
const ADDRESS_CEILING = 40;
const SETTINGS = { LOAD_SHED_MAX_IN_FLIGHT: '0', LOGIN_ADDRESS_MAX_FAILURES: String(ADDRESS_CEILING) };
/** Hundreds of sealed requests and tens of password hashes on a shared 2-core machine: counted, never timed. */
const SLOW = 180_000;

interface Outcome {
  ok: boolean;
  msg: string;
}

async function attempt(portal: TestPortal, account: string, password: string): Promise<Outcome> {
  try {
    await portal.api.call(modelLogin, { username: account, password }, { silent: true });
    return { ok: true, msg: '' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, msg: error.message };
  }
}

/** Sequential attempt that also reads the answer's status and Retry-After (one call at a time on the portal). */
async function attemptWithHeaders(portal: TestPortal, account: string, password: string): Promise<Outcome & { http?: number; retryAfter: number | null }> {
  portal.lastResponse = null;
  const outcome = await attempt(portal, account, password);
  const header = portal.lastResponse as TestPortal['lastResponse'];
  const retryAfter = header?.headers.get('retry-after');
  return { ...outcome, http: header?.http, retryAfter: retryAfter ? Number(retryAfter) : null };
}

/** Counts the answers of a burst: wrong-password answers (reached the check), refusals, successes. */
function tally(outcomes: Outcome[]): { badCredentials: number; throttled: number; signedIn: number; other: string[] } {
  return {
    badCredentials: outcomes.filter((o) => o.msg === BAD_CREDENTIALS).length,
    throttled: outcomes.filter((o) => THROTTLED.test(o.msg)).length,
    signedIn: outcomes.filter((o) => o.ok).length,
    other: outcomes.filter((o) => !o.ok && o.msg !== BAD_CREDENTIALS && !THROTTLED.test(o.msg)).map((o) => o.msg),
  };
}

/**
 * What a burst must show: `admitted` wrong-password answers, no sign-in, every other answer a refusal — or, on a
 * machine busy enough, the client's own time-out (WRAP-12), which says nothing about the server; nothing else.
 */
function expectBurst(counts: ReturnType<typeof tally>, admitted: number): void {
  expect(counts.badCredentials).toBe(admitted);
  expect(counts.signedIn).toBe(0);
  expect(counts.other.filter((msg) => msg !== MSG_TIMEOUT)).toEqual([]);
  expect(counts.throttled + counts.other.length).toBe(BURST - admitted);
}

/**
 * Fires `wrong` at once; resolves `refused` as soon as the first refusal comes back, so a later call can be sent
 * while the rest of the burst is still on its way.
 */
function fireBurst(wrong: Array<() => Promise<Outcome>>): { all: Promise<Outcome[]>; firstRefusal: Promise<void> } {
  let signal: () => void = () => undefined;
  const firstRefusal = new Promise<void>((resolve) => {
    signal = resolve;
  });
  const all = Promise.all(wrong.map((send) => send().then((outcome) => {
    if (THROTTLED.test(outcome.msg)) signal();
    return outcome;
  })));
  // A burst in which nothing is refused must not leave the test waiting for a refusal.
  void all.then(() => signal());
  return { all, firstRefusal };
}

/** A new address of `prefix` for each request: `prefix`.0.1, .0.2, … .0.250, .1.1, … */
function rotatingAddresses(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}

async function auditedFailures(server: TestServer, account: string): Promise<number> {
  const [row] = await server.context.db.select({ n: count() }).from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, DEMO_TENANT_ID), eq(loginAttempts.account, account), eq(loginAttempts.ok, false)));
  return Number(row?.n ?? 0);
}

/** `n` users of the student role sharing one password: the people behind a campus NAT. */
async function addUsers(server: TestServer, prefix: string, n: number, password: string): Promise<string[]> {
  const db = server.context.db;
  const [student] = await db.select({ roleId: users.roleId }).from(users).where(and(eq(users.tenantId, DEMO_TENANT_ID), eq(users.account, 'student')));
  const passwordHash = await hashPassword(password);
  const accounts = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
  await db.insert(users).values(accounts.map((account) => ({
    id: `u-${account}`, tenantId: DEMO_TENANT_ID, account, passwordHash, realName: account, nickName: account, roleId: student?.roleId ?? '',
  })));
  return accounts;
}

describe.each(testDatabases())('sign-in limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, SETTINGS);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.thawClock();
  });

  // On PostgreSQL the bursts run across two instances (below), which covers one instance too.
  it.runIf(kind === 'pglite')('a burst of 200 concurrent wrong passwords on one account and address: only the free failures reach the password check, and the right password sent after them does not sign in', async () => {
    // One instant for the whole burst: what is measured is the counting, not how fast this machine answers.
    server.freezeClock();
    const portal = createTestPortal(server, { ip: '10.9.0.1' });
    verifications.count = 0;
    const burst = fireBurst(Array.from({ length: BURST }, (_, i) => () => attempt(portal, 'teacher', `Wrong-${i}`)));
    await burst.firstRefusal;
    const right = await attempt(createTestPortal(server, { ip: '10.9.0.1' }), 'teacher', 'Teacher@123');
    const counts = tally(await burst.all);

    expect(verifications.count).toBe(FREE_PER_PAIR);
    expectBurst(counts, FREE_PER_PAIR);
    expect(right).toEqual({ ok: false, msg: '登录失败次数过多，请 1 秒后再试' });
    expect(await auditedFailures(server, 'teacher')).toBe(FREE_PER_PAIR);
    console.info(`burst on ${kind}: ${BURST} wrong + 1 right at once → ${verifications.count} password checks, ${counts.throttled} refused, right password refused`);

    // The wait was 1 s: after it, the owner is in.
    server.advanceClock(1000);
    expect((await attempt(portal, 'teacher', 'Teacher@123')).ok).toBe(true);
  }, SLOW);

  it.runIf(kind === 'pglite')('an attacker hammering an account from 200 addresses at once gets the account\'s free failures only, and cannot keep its owner, at a known address, out', async () => {
    const owner = createTestPortal(server, { ip: '10.9.1.1' });
    expect((await attempt(owner, 'admin', 'Admin@123')).ok).toBe(true);

    server.freezeClock();
    verifications.count = 0;
    // One attacker's crypto session, each request from the next of 200 addresses.
    const botnet = createTestPortal(server, { ip: rotatingAddresses('198.18') });
    const burst = fireBurst(Array.from({ length: BURST }, (_, i) => () => attempt(botnet, 'admin', `Guess-${i}`)));
    await burst.firstRefusal;
    // The owner signs in from their known address while the attack goes on.
    const ownerDuring = await attempt(owner, 'admin', 'Admin@123');
    const counts = tally(await burst.all);
    expect(verifications.count).toBe(FREE_PER_ACCOUNT + 1);
    expectBurst(counts, FREE_PER_ACCOUNT);
    expect(ownerDuring.ok).toBe(true);

    // The attack keeps going, a guess as soon as each wait is over: the owner still signs in every time.
    for (let round = 0; round < 5; round += 1) {
      const attacker = createTestPortal(server, { ip: `198.18.9.${round + 1}` });
      const refused = await attemptWithHeaders(attacker, 'admin', `Later-${round}`);
      expect(refused.msg).toMatch(THROTTLED);
      server.advanceClock((refused.retryAfter ?? 0) * 1000);
      expect(await attempt(attacker, 'admin', `Later-${round}`)).toEqual({ ok: false, msg: BAD_CREDENTIALS });
      expect((await attempt(owner, 'admin', 'Admin@123')).ok).toBe(true);
    }
    // A new address of the owner's is slowed like any other while the account is under attack.
    const fresh = await attempt(createTestPortal(server, { ip: '10.9.1.2' }), 'admin', 'Admin@123');
    expect(fresh.msg).toMatch(THROTTLED);
    console.info(`account attack on ${kind}: ${BURST} addresses at once → ${counts.badCredentials} password checks; owner at known address signed in 6 of 6`);
  }, SLOW);

  it('NAT: many users behind one address sign in while one of them keeps mistyping, and the address is slowed past its ceiling, never locked', async () => {
    const nat = '10.9.2.1';
    const people = await addUsers(server, 'nat', 16, 'Campus@2026');
    const [mistyper = '', ...others] = people;
    server.freezeClock();

    // The mistyper keeps trying: after the free failures, each try is refused with a wait, and nothing else is hit.
    const typos: Outcome[] = [];
    for (let i = 0; i < 10; i += 1) typos.push(await attempt(createTestPortal(server, { ip: nat }), mistyper, `typo-${i}`));
    expect(tally(typos)).toMatchObject({ badCredentials: FREE_PER_PAIR, throttled: 10 - FREE_PER_PAIR });

    // Everyone else behind the same address: each mistypes once, then signs in — all at once.
    const results = await Promise.all(others.map(async (account) => {
      const portal = createTestPortal(server, { ip: nat });
      const typo = await attempt(portal, account, 'campus@2026');
      return { typo, signIn: await attempt(portal, account, 'Campus@2026') };
    }));
    expect(results.map((r) => r.typo.msg)).toEqual(others.map(() => BAD_CREDENTIALS));
    expect(results.filter((r) => r.signIn.ok)).toHaveLength(others.length);
    // And the mistyper, once their own wait is over, is in too.
    server.advanceClock(1000);
    expect((await attempt(createTestPortal(server, { ip: nat }), mistyper, 'Campus@2026')).ok).toBe(true);

    // Guessing across accounts from the address fills its bucket (the failures above, minus the successes'):
    // past the ceiling the address waits for the bucket to drain a little — seconds, not a lock.
    let refusal: Outcome & { retryAfter: number | null } = { ok: false, msg: '', retryAfter: null };
    const spray = createTestPortal(server, { ip: nat });
    let sprayed = 0;
    while (!THROTTLED.test(refusal.msg) && sprayed < ADDRESS_CEILING + 5) {
      refusal = await attemptWithHeaders(spray, `nobody-${sprayed}`, 'Wrong@123');
      sprayed += 1;
    }
    // At most the time the bucket takes to drain one failure: 15 minutes / the ceiling.
    const drainSeconds = Math.ceil((15 * 60) / ADDRESS_CEILING);
    expect(refusal.retryAfter).toBeGreaterThan(0);
    expect(refusal.retryAfter).toBeLessThanOrEqual(drainSeconds);
    expect(refusal.msg).toBe(`登录失败次数过多，请 ${refusal.retryAfter ?? '?'} 秒后再试`);
    // Someone who signed in from here before is not held up by the ceiling.
    expect((await attempt(createTestPortal(server, { ip: nat }), others[0] ?? '', 'Campus@2026')).ok).toBe(true);
    // After the wait, the next unknown attempt from the address is let through again.
    server.advanceClock((refusal.retryAfter ?? 0) * 1000);
    expect(await attempt(spray, 'nobody-after', 'Wrong@123')).toEqual({ ok: false, msg: BAD_CREDENTIALS });
    console.info(`NAT on ${kind}: ${others.length} of ${others.length} signed in beside ${typos.length} tries of one mistyper; ceiling reached after ${sprayed} sprayed guesses, wait ${refusal.retryAfter ?? '?'} s`);
  }, SLOW);

  it('the refusal names the wait (秒, then 分钟) with Retry-After, doubles per failure up to 15 minutes, and trying again does not prolong it', async () => {
    const home = createTestPortal(server, { ip: '10.9.3.9' });
    expect((await attempt(home, 'student', 'Student@123')).ok).toBe(true);
    server.freezeClock();
    const portal = createTestPortal(server, { ip: '10.9.3.1' });
    for (let i = 0; i < FREE_PER_PAIR; i += 1) expect((await attempt(portal, 'student', `Wrong-${i}`)).msg).toBe(BAD_CREDENTIALS);

    const waits: number[] = [];
    const messages: string[] = [];
    for (let failures = FREE_PER_PAIR; failures < FREE_PER_PAIR + 12; failures += 1) {
      const refused = await attemptWithHeaders(portal, 'student', 'Student@123');
      expect(refused.http).toBe(429);
      expect(refused.msg).toMatch(THROTTLED);
      waits.push(refused.retryAfter ?? 0);
      messages.push(refused.msg);
      // Half-way through the wait, trying again is refused with what is left, not a longer wait.
      server.advanceClock(Math.floor((refused.retryAfter ?? 0) * 500));
      const again = await attemptWithHeaders(portal, 'student', 'Student@123');
      expect(again.retryAfter).toBe(Math.ceil((refused.retryAfter ?? 0) / 2));
      server.advanceClock((again.retryAfter ?? 0) * 1000);
      expect((await attempt(portal, 'student', `Wrong-${failures}`)).msg).toBe(BAD_CREDENTIALS);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(messages[0]).toBe('登录失败次数过多，请 1 秒后再试');
    expect(messages[5]).toBe('登录失败次数过多，请 32 秒后再试');
    expect(messages[6]).toBe('登录失败次数过多，请 2 分钟后再试');
    expect(messages[11]).toBe('登录失败次数过多，请 15 分钟后再试');
    // The wait belongs to the account at that address (and, past the account's free failures, to addresses it is
    // not known at): from the address it signed in from before, the owner is in at once.
    expect((await attempt(createTestPortal(server, { ip: '10.9.3.2' }), 'student', 'Student@123')).msg).toMatch(THROTTLED);
    expect((await attempt(home, 'student', 'Student@123')).ok).toBe(true);
  }, SLOW);

  it('prunes rows that no longer count, and keeps an address the account is known at', async () => {
    const day = 86_400_000;
    const now = server.context.now();
    const old = new Date(now - 40 * day);
    await server.context.db.insert(loginLimits).values([
      { scope: 'pair', key: '000000|192.0.2.1|prune-stale', failures: 7, countedAt: old },
      { scope: 'pair', key: '000000|192.0.2.2|prune-known', failures: 0, countedAt: old, lastSuccessAt: new Date(now - 5 * day) },
      { scope: 'account', key: '000000|prune-recent', failures: 4, countedAt: new Date(now - 3_600_000) },
    ]);
    expect(await pruneLoginLimits(server.context.db, signInLimitsOf(server.context.env), now)).toBeGreaterThanOrEqual(1);
    const left = await server.context.db.select({ key: loginLimits.key }).from(loginLimits).where(like(loginLimits.key, '%prune-%'));
    expect(left.map((r) => r.key).sort()).toEqual(['000000|192.0.2.2|prune-known', '000000|prune-recent']);
  });
});

const PG_URL = process.env.TEST_DATABASE_URL;

describe.runIf(PG_URL)('sign-in limits across two instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: ServerInstance;
  let onB: PortalTarget;
  beforeAll(async () => {
    a = await startTestServer('postgres', SETTINGS);
    b = await startSecondInstance(a, { env: SETTINGS, shareClock: true });
    onB = { baseUrl: b.baseUrl, context: a.context };
  });
  afterAll(async () => {
    await stopInstance(b);
    await a?.close();
  });
  afterEach(() => {
    a.thawClock();
  });

  it('200 concurrent wrong passwords split over both instances reach the password check only the free number of times, and the right password on the other instance is refused', async () => {
    a.freezeClock();
    verifications.count = 0;
    const portals = [createTestPortal(a, { ip: '10.9.4.1' }), createTestPortal(onB, { ip: '10.9.4.1' })];
    const burst = fireBurst(Array.from({ length: BURST }, (_, i) => () => attempt(portals[i % 2] as TestPortal, 'teacher', `Wrong-${i}`)));
    await burst.firstRefusal;
    const right = await attempt(createTestPortal(onB, { ip: '10.9.4.1' }), 'teacher', 'Teacher@123');
    const counts = tally(await burst.all);
    expect(verifications.count).toBe(FREE_PER_PAIR);
    expectBurst(counts, FREE_PER_PAIR);
    expect(right.msg).toMatch(THROTTLED);
    expect(await auditedFailures(a, 'teacher')).toBe(FREE_PER_PAIR);
    console.info(`two instances: ${BURST} wrong at once on one pair → ${verifications.count} password checks`);
  }, SLOW);

  it('200 concurrent wrong passwords on one account from 200 addresses over both instances reach the check only the account\'s free number of times; its owner at a known address signs in', async () => {
    const owner = createTestPortal(onB, { ip: '10.9.5.1' });
    expect((await attempt(owner, 'student', 'Student@123')).ok).toBe(true);
    a.freezeClock();
    verifications.count = 0;
    const addresses = rotatingAddresses('198.19');
    const botnet = [createTestPortal(a, { ip: addresses }), createTestPortal(onB, { ip: addresses })];
    const burst = fireBurst(Array.from({ length: BURST }, (_, i) => () => attempt(botnet[i % 2] as TestPortal, 'student', `Guess-${i}`)));
    await burst.firstRefusal;
    const ownerDuring = await attempt(owner, 'student', 'Student@123');
    const counts = tally(await burst.all);
    expect(verifications.count).toBe(FREE_PER_ACCOUNT + 1);
    expectBurst(counts, FREE_PER_ACCOUNT);
    expectBurst(counts, FREE_PER_ACCOUNT);
    expect(ownerDuring.ok).toBe(true);
    console.info(`two instances: ${BURST} addresses at once on one account → ${counts.badCredentials} password checks; owner signed in`);
  }, SLOW);
});

describe('sign-in limits behind no trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { TRUST_PROXY: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ignores a forged X-Forwarded-For, so changing it does not dodge the per-address back-off', async () => {
    server.freezeClock();
    for (let i = 0; i < FREE_PER_PAIR; i += 1) {
      const portal = createTestPortal(server, { ip: `203.0.113.${i + 1}` });
      expect(await attempt(portal, 'student', `Wrong-${i}`)).toEqual({ ok: false, msg: BAD_CREDENTIALS });
    }
    const disguised = createTestPortal(server, { ip: '198.51.100.7' });
    expect(await attempt(disguised, 'student', 'Student@123')).toEqual({ ok: false, msg: '登录失败次数过多，请 1 秒后再试' });
  });
});
