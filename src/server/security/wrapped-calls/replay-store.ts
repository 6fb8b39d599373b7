import type { Redis } from 'ioredis';
import { isRedisUp } from '../../redis/connection';

/**
 * Remembers request ids and nonces for the replay window. One instance: memory; several instances: Redis, so a
 * request replayed against another instance is refused too.
 */
export interface ReplayStore {
  /** True when `key` was not seen in the last `ttlSeconds` (and is now remembered); false for a replay. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
}

export interface MemoryReplayStoreOptions {
  /** Most keys kept; default 200,000 (two a request: about 330 wrapped requests a second over a 600 s window). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * A bounded in-process store. When full it forgets the oldest key rather than refusing new ones: only holders of a
 * valid session can add keys, and refusing would let one such client deny every other user's calls, while
 * forgetting only reopens replay of the oldest requests to someone who both captured them and flooded the store.
 */
export function createMemoryReplayStore(options: MemoryReplayStoreOptions = {}): ReplayStore {
  const maxEntries = options.maxEntries ?? 200_000;
  const now = options.now ?? Date.now;
  // Insertion order is nearly expiry order (one TTL for all keys), so expired keys gather at the front.
  const expiries = new Map<string, number>();

  function prune(at: number): void {
    for (const [key, expiresAt] of expiries) {
      if (expiresAt > at && expiries.size <= maxEntries) break;
      expiries.delete(key);
    }
  }

  return {
    async claim(key, ttlSeconds) {
      const at = now();
      const expiresAt = expiries.get(key);
      if (expiresAt !== undefined && expiresAt > at) return false;
      // Re-inserting moves the key to the back, keeping the order by expiry.
      expiries.delete(key);
      expiries.set(key, at + ttlSeconds * 1000);
      prune(at);
      return true;
    },
  };
}

/** Keys live under this prefix in a Redis shared with other features. */
const REDIS_PREFIX = 'service-hall:wrap-replay:';

/**
 * SET key 1 NX EX ttl: atomic across instances; Redis expires the keys itself. Every key is also claimed in this
 * instance's memory first, so while Redis is down (and after it returns, for keys claimed meanwhile) a replay
 * against this instance is still refused and calls keep working; only a replay against another instance during the
 * outage gets through. `onUnreachable` hears each failed Redis call (report it once, not per call).
 */
export function createRedisReplayStore(
  redis: Redis,
  options: { local?: ReplayStore; onUnreachable?: (error: unknown) => void } = {},
): ReplayStore {
  const local = options.local ?? createMemoryReplayStore();
  return {
    async claim(key, ttlSeconds) {
      if (!(await local.claim(key, ttlSeconds))) return false;
      // Not connected: a command would wait in the offline queue, holding the request, until Redis is back.
      if (!isRedisUp(redis)) return true;
      try {
        const answer = await redis.set(`${REDIS_PREFIX}${key}`, '1', 'EX', ttlSeconds, 'NX');
        return answer === 'OK';
      } catch (error) {
        options.onUnreachable?.(error);
        return true;
      }
    },
  };
}
