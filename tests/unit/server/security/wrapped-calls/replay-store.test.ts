import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  createMemoryReplayStore,
  createRedisReplayStore,
  ReplayStoreUnavailableError,
  type DatabaseReplayStore,
} from '../../../../../src/server/security/wrapped-calls/replay-store';

/** The database store's stand-in: a shared set, which can be made to fail like a database that went away. */
function fakeDatabaseStore(latest: number | null = null) {
  const keys = new Set<string>();
  const store = {
    claims: 0,
    down: false,
    keys,
    async claim(key: string) {
      store.claims += 1;
      if (store.down) throw new ReplayStoreUnavailableError();
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
    async latestExpiry() {
      return latest;
    },
  };
  return store satisfies DatabaseReplayStore;
}

/** Enough of an ioredis client for the store: a status, connection events, SET NX. */
function fakeRedis(status: string, set: (...args: unknown[]) => Promise<unknown>) {
  const listeners = new Map<string, Array<() => void>>();
  return {
    status,
    set,
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    },
    emit(event: string) {
      for (const listener of listeners.get(event) ?? []) listener();
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

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
    const fake = fakeRedis('ready', async (...args: unknown[]) => {
      calls.push(args);
      const key = String(args[0]);
      if (seen.has(key)) return null;
      seen.add(key);
      return 'OK';
    });
    const database = fakeDatabaseStore();
    const store = createRedisReplayStore(fake as unknown as Redis, { fallback: database });
    await settled();
    expect(await store.claim('rid:x', 600)).toBe(true);
    expect(await store.claim('rid:x', 600)).toBe(false);
    expect(calls[0]).toEqual(['service-hall:wrap-replay:rid:x', '1', 'EX', 600, 'NX']);
    // No outage, no claims left in the database: Redis alone.
    expect(database.claims).toBe(0);
  });

  it('redis down: each key is claimed in the shared database instead, so another instance refuses the replay', async () => {
    const failures: unknown[] = [];
    let sets = 0;
    const fake = fakeRedis('reconnecting', async () => {
      sets += 1;
      throw new Error('Connection is closed.');
    });
    const database = fakeDatabaseStore();
    const onA = createRedisReplayStore(fake as unknown as Redis, { fallback: database, onUnreachable: (error) => failures.push(error) });
    const onB = createRedisReplayStore(fake as unknown as Redis, { fallback: database });
    await settled();
    // Not connected: no command is queued behind the reconnection, and no failure reported per call.
    expect(await onA.claim('rid:y', 600)).toBe(true);
    expect(await onB.claim('rid:y', 600)).toBe(false);
    expect(sets).toBe(0);
    expect(failures).toHaveLength(0);
    // Connected but the command fails: the same answer, and the failure is reported.
    fake.status = 'ready';
    expect(await onA.claim('rid:z', 600)).toBe(true);
    expect(await onB.claim('rid:z', 600)).toBe(false);
    expect(failures.length).toBeGreaterThan(0);
  });

  it('neither Redis nor the database answers: the claim fails closed (ReplayStoreUnavailableError), never true', async () => {
    const fake = fakeRedis('reconnecting', async () => 'OK');
    const database = fakeDatabaseStore();
    database.down = true;
    const store = createRedisReplayStore(fake as unknown as Redis, { fallback: database });
    await expect(store.claim('rid:w', 600)).rejects.toBeInstanceOf(ReplayStoreUnavailableError);
  });

  it('after an outage, and at startup while the database holds claims, keys are claimed in Redis and the database', async () => {
    let clock = 1_000_000;
    const seen = new Set<string>();
    const fake = fakeRedis('ready', async (key: unknown) => {
      if (seen.has(String(key))) return null;
      seen.add(String(key));
      return 'OK';
    });
    // Another instance claimed keys in the database, the last expiring in 100 s.
    const database = fakeDatabaseStore(clock + 100_000);
    database.keys.add('rid:during-outage');
    const store = createRedisReplayStore(fake as unknown as Redis, { fallback: database, now: () => clock });
    await settled();
    // Redis (emptied by a restart) has never seen the key; the database has.
    expect(await store.claim('rid:during-outage', 600)).toBe(false);
    expect(await store.claim('rid:new', 600)).toBe(true);
    expect(database.keys.has('rid:new')).toBe(true);
    // Once those claims expired: Redis alone.
    clock += 100_001;
    const before = database.claims;
    expect(await store.claim('rid:later', 600)).toBe(true);
    expect(database.claims).toBe(before);
    // Redis drops and returns: both again, for a replay window.
    fake.emit('close');
    fake.emit('ready');
    expect(await store.claim('rid:after-outage', 600)).toBe(true);
    expect(database.keys.has('rid:after-outage')).toBe(true);
    clock += 600_001;
    expect(await store.claim('rid:much-later', 600)).toBe(true);
    expect(database.keys.has('rid:much-later')).toBe(false);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('redis: against a real server (TEST_REDIS_URL)', async () => {
    const { Redis: RedisClient } = await import('ioredis');
    const redis = new RedisClient(process.env.TEST_REDIS_URL ?? '');
    try {
      await redis.ping();
      const store = createRedisReplayStore(redis, { fallback: fakeDatabaseStore() });
      const key = `test:${Math.random()}`;
      expect(await store.claim(key, 5)).toBe(true);
      expect(await store.claim(key, 5)).toBe(false);
      expect(await redis.ttl(`service-hall:wrap-replay:${key}`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
