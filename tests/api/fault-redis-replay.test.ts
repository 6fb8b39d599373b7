import { and, count, eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/server/db/schema/chat';
import { createRedisClient } from '../../src/server/redis/connection';
import { chat, shell } from '../../src/shared/api/catalogue';
import { createWebCryptoSealer } from '../../src/shared/api/crypto';
import { randomId } from '../../src/shared/rules/ids';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startRedisProcess, type RedisProcess } from '../support/redis-process';
import { until } from '../support/until';
import { listenInstance, startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const STUDENT_ID = '1123598821738675203';
const REPLAY_KEYS = 'service-hall:wrap-replay:*';

/** A Redis client as main.ts makes one, whose outage noise stays out of the test's output. */
function serverRedis(url: string): Redis {
  const redis = createRedisClient(url);
  redis.on('error', () => undefined);
  return redis;
}

/**
 * ADR 002 and ADR 018: replay protection fails closed while Redis, the shared replay store, is down. Two instances
 * share one database and one Redis of the test's own; the test kills that Redis, sends the same sealed bytes of a
 * wrapped write (a chat message) to both, and brings Redis back empty. On PostgreSQL B has a pool of its own, as a
 * second process would; on PGlite (one process's database) B shares A's handle.
 */
describe.each(testDatabases())('fault: replayed wrapped calls across two instances while Redis is down (%s)', (kind) => {
  let redisServer: RedisProcess;
  let redisA: Redis;
  let redisB: Redis;
  let a: TestServer;
  let b: ServerInstance;
  let teacher: TestPortal;

  beforeAll(async () => {
    redisServer = await startRedisProcess();
    redisA = serverRedis(redisServer.url);
    redisB = serverRedis(redisServer.url);
    await Promise.all([redisA.ping(), redisB.ping()]);
    a = await startTestServer(kind, {}, { redis: redisA });
    b = kind === 'postgres'
      ? await startSecondInstance(a, { redis: redisB })
      : await listenInstance({ db: a.context.db, kind: 'pglite', close: async () => undefined }, redisB);
    teacher = createTestPortal({ baseUrl: a.baseUrl });
    await teacher.signIn('teacher', 'Teacher@123');
  }, 120_000);

  afterAll(async () => {
    await stopInstance(b);
    await a?.close();
    redisA?.disconnect();
    redisB?.disconnect();
    await redisServer?.kill();
  });

  /** The sealed bytes of one chat message from the teacher, ready to be sent to any instance, as often as wanted. */
  async function sealMessage(content: string) {
    const path = chat.sendChatMessage.path;
    const body = JSON.stringify({ toId: STUDENT_ID, mpType: 'user', type: 'text', content, account: 'teacher', nick_name: 'teacher' });
    const sealed = await createWebCryptoSealer({ baseUrl: a.baseUrl, fetch }).seal({ method: 'POST', pathWithQuery: path, body });
    return async (instance: { baseUrl: string }) => {
      const response = await fetch(`${instance.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...sealed.headers, 'Content-Type': 'application/json', 'Blade-Auth': `bearer ${teacher.tokens?.access_token ?? ''}` },
        body: sealed.body,
      });
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get('Retry-After') };
    };
  }

  async function storedCopies(content: string): Promise<number> {
    const [row] = await a.context.db.select({ n: count() }).from(chatMessages)
      .where(and(eq(chatMessages.content, content), eq(chatMessages.senderType, 'user')));
    return Number(row?.n ?? 0);
  }

  it('[WRAP-04] never accepts the same sealed bytes on both instances: Redis up, down, and back empty', async () => {
    const accepted = (status: number) => status === 200;
    const tally = { pairs: 0, bothAccepted: 0, oneAccepted: 0, refusedAsReplay: 0, refusedUnavailable: 0 };
    const record = (statuses: number[]) => {
      tally.pairs += 1;
      const ok = statuses.filter(accepted).length;
      if (ok === 2) tally.bothAccepted += 1;
      if (ok === 1) tally.oneAccepted += 1;
      tally.refusedAsReplay += statuses.filter((s) => s === 409).length;
      tally.refusedUnavailable += statuses.filter((s) => s === 503).length;
    };

    // Up: B refuses what A accepted, through Redis.
    const up = `Redis 正常 ${randomId(6)}`;
    const sendUp = await sealMessage(up);
    const upStatuses = [(await sendUp(a)).status, (await sendUp(b)).status];
    expect(upStatuses).toEqual([200, 409]);

    await redisServer.kill();

    // Down, at once (the instances may not have noticed yet) and once both have: A then B, B then A, and both at once.
    const downContents: string[] = [];
    const sentDuringOutage: Array<Awaited<ReturnType<typeof sealMessage>>> = [];
    const pairs = async (label: string) => {
      for (const order of ['ab', 'ba', 'together'] as const) {
        const content = `Redis 停机 ${label} ${order} ${randomId(6)}`;
        const send = await sealMessage(content);
        let statuses: number[];
        if (order === 'together') statuses = (await Promise.all([send(a), send(b)])).map((r) => r.status);
        else {
          const [first, second] = order === 'ab' ? [a, b] : [b, a];
          statuses = [(await send(first)).status, (await send(second)).status];
        }
        record(statuses);
        expect(statuses.filter(accepted), `${label} ${order}: ${statuses.join(', ')}`).toHaveLength(1);
        expect(statuses.every((s) => s === 200 || s === 409), statuses.join(', ')).toBe(true);
        downContents.push(content);
        sentDuringOutage.push(send);
      }
    };
    await pairs('at once');
    await until('both instances see Redis gone', () => redisA.status !== 'ready' && redisB.status !== 'ready');
    await pairs('noticed');
    // What was accepted is stored once, not twice.
    for (const content of downContents) expect(await storedCopies(content)).toBe(1);

    // Ordinary use goes on meanwhile: a fresh sign-in on B and a wrapped read there.
    const student = createTestPortal({ baseUrl: b.baseUrl });
    await student.signIn('student', 'Student@123');
    expect((await student.api.call(shell.getTopMenu, {})).length).toBeGreaterThan(0);

    // Back on the same port, empty: what was accepted during the outage is still refused on both instances.
    await redisServer.restart();
    await until('both instances reconnected', () => redisA.status === 'ready' && redisB.status === 'ready');
    for (const send of sentDuringOutage) {
      const statuses = [(await send(a)).status, (await send(b)).status];
      expect(statuses).toEqual([409, 409]);
    }
    for (const content of downContents) expect(await storedCopies(content)).toBe(1);

    // And Redis is used again for new requests.
    const after = `Redis 恢复 ${randomId(6)}`;
    const sendAfter = await sealMessage(after);
    expect([(await sendAfter(b)).status, (await sendAfter(a)).status]).toEqual([200, 409]);
    const probe = serverRedis(redisServer.url);
    try {
      expect((await probe.keys(REPLAY_KEYS)).length).toBeGreaterThan(0);
    } finally {
      probe.disconnect();
    }

    expect(tally.bothAccepted).toBe(0);
    process.stdout.write(`${JSON.stringify({ fault: 'redis-down-replay', db: kind, ...tally, replayedAfterRecovery: sentDuringOutage.length * 2 })}\n`);
  }, 120_000);
});
