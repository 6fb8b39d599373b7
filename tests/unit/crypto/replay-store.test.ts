import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemoryReplayStore, createRedisReplayStore } from '../../../src/server/security/wrapped-calls/replay-store';

describe('replay stores', () => {
  it('memory: a key is claimed once within its TTL, and again after it', async () => {
    let clock = 0;
    const store = createMemoryReplayStore({ now: () => clock });
    expect(await store.claim('a', 600)).toBe(true);
    expect(await store.claim('a', 600)).toBe(false);
    expect(await store.claim('b', 600)).toBe(true);
    clock += 599_000;
    expect(await store.claim('a', 600)).toBe(false);
    clock += 1_000;
    expect(await store.claim('a', 600)).toBe(true);
  });

  it('memory: bounded, forgetting the oldest key first', async () => {
    const store = createMemoryReplayStore({ maxEntries: 3, now: () => 0 });
    for (const key of ['a', 'b', 'c', 'd']) expect(await store.claim(key, 600)).toBe(true);
    expect(await store.claim('d', 600)).toBe(false);
    expect(await store.claim('c', 600)).toBe(false);
    expect(await store.claim('a', 600)).toBe(true);
  });

  it('redis: SET key 1 EX ttl NX under a prefix; OK means new, null means seen', async () => {
    const calls: unknown[][] = [];
    const seen = new Set<string>();
    const fake = {
      status: 'ready',
      async set(...args: unknown[]) {
        calls.push(args);
        const key = String(args[0]);
        if (seen.has(key)) return null;
        seen.add(key);
        return 'OK';
      },
    };
    const store = createRedisReplayStore(fake as unknown as Redis);
    expect(await store.claim('rid:x', 600)).toBe(true);
    expect(await store.claim('rid:x', 600)).toBe(false);
    expect(calls[0]).toEqual(['service-hall:wrap-replay:rid:x', '1', 'EX', 600, 'NX']);
  });

  it('redis down: calls go on, claimed in memory, and a replay to this instance is still refused', async () => {
    const failures: unknown[] = [];
    let sets = 0;
    const fake = {
      status: 'reconnecting',
      async set() {
        sets += 1;
        throw new Error('Connection is closed.');
      },
    };
    const store = createRedisReplayStore(fake as unknown as Redis, { onUnreachable: (error) => failures.push(error) });
    // Not connected: no command is queued behind the reconnection.
    expect(await store.claim('rid:y', 600)).toBe(true);
    expect(await store.claim('rid:y', 600)).toBe(false);
    expect(sets).toBe(0);
    // Connected but the command fails: the same answer, and the failure is reported.
    fake.status = 'ready';
    expect(await store.claim('rid:z', 600)).toBe(true);
    expect(await store.claim('rid:z', 600)).toBe(false);
    expect(sets).toBe(1);
    expect(failures).toHaveLength(1);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('redis: against a real server (TEST_REDIS_URL)', async () => {
    const { Redis: RedisClient } = await import('ioredis');
    const redis = new RedisClient(process.env.TEST_REDIS_URL ?? '');
    try {
      await redis.ping();
      const store = createRedisReplayStore(redis);
      const key = `test:${Math.random()}`;
      expect(await store.claim(key, 5)).toBe(true);
      expect(await store.claim(key, 5)).toBe(false);
      expect(await redis.ttl(`service-hall:wrap-replay:${key}`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
