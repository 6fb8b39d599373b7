import { lt, max, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { wrapReplayClaims } from '../../db/schema/replay-claims';
import { REPLAY_WINDOW_SECONDS } from '../../../shared/api/crypto';
import { createLocalCache } from '../../cache/local-cache';
import { RedisUnavailableError, timeBoxedRedis } from '../../redis/connection';

/**
 * Remembers request ids and nonces for the replay window. One instance: memory; several instances: Redis, with
 * PostgreSQL standing in while Redis is unreachable (ADR 018), so a request replayed against another instance is
 * refused too.
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
 * A bounded in-process store. When full it forgets the least recently used key rather than refusing new ones: only
 * holders of a valid session can add keys, and refusing would let one such client deny every other user's calls, while
 * forgetting only reopens replay of the oldest requests to someone who both captured them and flooded the store.
 */
export function createMemoryReplayStore(options: MemoryReplayStoreOptions = {}): ReplayStore {
  const maxEntries = options.maxEntries ?? 200_000;
  const now = options.now ?? Date.now;
  const claimed = createLocalCache<true>({ maxEntries });
  return {
    async claim(key, ttlSeconds) {
      const at = now();
      if (claimed.get(key, at)) return false;
      claimed.set(key, true, at + ttlSeconds * 1000);
      return true;
    },
  };
}

/**
 * No shared store could record the claim (Redis and the database both unreachable): the request is refused with 503
 * and Retry-After rather than accepted unchecked — replay protection fails closed (ADR 002, ADR 018).
 */
export class ReplayStoreUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('no shared replay store reachable', options);
    this.name = 'ReplayStoreUnavailableError';
  }
}

/** The database store: shared by every instance like Redis, and the one that stands in for it (ADR 018). */
export interface DatabaseReplayStore extends ReplayStore {
  /** When the last unexpired claim expires (ms since the epoch), or null when there is none. */
  latestExpiry(): Promise<number | null>;
}

/** Expired rows are deleted at most this often, by the claim that notices. */
const PRUNE_EVERY_MS = 60_000;

/**
 * INSERT … ON CONFLICT: one atomic statement per key, on any number of instances; a key whose row expired is taken
 * over in the same statement. Throws ReplayStoreUnavailableError when the database does not answer.
 */
export function createDatabaseReplayStore(db: Db, options: { now?: () => number; onPruneError?: (error: unknown) => void } = {}): DatabaseReplayStore {
  const now = options.now ?? Date.now;
  let prunedAt = 0;

  function prune(at: number): void {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    void db.delete(wrapReplayClaims).where(lt(wrapReplayClaims.expiresAt, new Date(at))).catch((error: unknown) => options.onPruneError?.(error));
  }

  return {
    async claim(key, ttlSeconds) {
      const at = now();
      const expiresAt = new Date(at + ttlSeconds * 1000);
      let rows: unknown[];
      try {
        rows = await db
          .insert(wrapReplayClaims)
          .values({ key, expiresAt })
          .onConflictDoUpdate({ target: wrapReplayClaims.key, set: { expiresAt }, setWhere: sql`${wrapReplayClaims.expiresAt} <= ${new Date(at)}` })
          .returning({ key: wrapReplayClaims.key });
      } catch (error) {
        throw new ReplayStoreUnavailableError({ cause: error });
      }
      prune(at);
      return rows.length === 1;
    },
    async latestExpiry() {
      const [row] = await db.select({ latest: max(wrapReplayClaims.expiresAt) }).from(wrapReplayClaims);
      const latest = row?.latest ?? null;
      return latest === null ? null : new Date(latest).getTime();
    },
  };
}

/** Longest a replay claim waits for a connected Redis before it takes the database path. */
const REPLAY_REDIS_BUDGET_MS = 1_000;

/** Keys live under this prefix in a Redis shared with other features. */
const REDIS_PREFIX = 'service-hall:wrap-replay:';

export interface RedisReplayStoreOptions {
  /** The shared store that stands in while Redis is unreachable: the database's. */
  fallback: DatabaseReplayStore;
  /** This instance's memory, claimed first; default a new memory store. */
  local?: ReplayStore;
  now?: () => number;
  /** Hears each Redis call that overran its budget or failed (an outage itself is reported once elsewhere). */
  onUnreachable?: (error: unknown) => void;
  /** Hears a failure to read when the database's claims expire (the store then assumes the longest window). */
  onFallbackError?: (error: unknown) => void;
}

/**
 * Redis first (`SET key 1 NX EX ttl`, atomic across instances, time-boxed), the database when Redis is down, hung or
 * failing (ADR 018), and 503 when neither answers: never "accepted unchecked", so a request is accepted at most once
 * across all instances (ADR 002's fail-closed rule).
 *
 * Keys claimed in the database are not in Redis, so for one replay window after an outage (and after startup, while
 * the database still holds unexpired claims) every key is claimed in both: a request accepted through the database
 * during the outage is refused when replayed to any instance afterwards, and one accepted through Redis is refused
 * by an instance still reconnecting. Every key is also claimed in this instance's memory first, which refuses a
 * replay to this instance without a round trip.
 */
export function createRedisReplayStore(redis: Redis, options: RedisReplayStoreOptions): ReplayStore {
  const local = options.local ?? createMemoryReplayStore();
  const now = options.now ?? Date.now;
  const { fallback } = options;
  const windowMs = REPLAY_WINDOW_SECONDS * 1000;
  // Keys are claimed in the database as well as in Redis until the later of these two.
  // Another instance may have claimed keys in the database before this one started (an outage): until the database
  // says when the last of them expires, assume the longest.
  let startupUntil = now() + windowMs;
  // After an outage seen here, and after a claim made in the database here.
  let tailUntil = 0;
  let lostRedis = false;
  fallback.latestExpiry().then(
    (latest) => {
      startupUntil = latest ?? 0;
    },
    (error: unknown) => options.onFallbackError?.(error),
  );
  redis.on('close', () => {
    lostRedis = true;
  });
  redis.on('ready', () => {
    if (!lostRedis) return;
    lostRedis = false;
    // Every instance claimed in the database while Redis was gone, and some may still be reconnecting.
    tailUntil = Math.max(tailUntil, now() + windowMs);
  });

  async function claimInRedis(key: string, ttlSeconds: number): Promise<boolean | 'unreachable'> {
    try {
      // A longer budget than other callers', and Redis asked whenever connected even if another call just overran:
      // a claim taken in the database while the other instances trust Redis would be invisible to them, so a busy
      // instance (an event loop stalled for a few hundred ms) must not fall back on its own (ADR 018).
      const answer = await timeBoxedRedis(redis, 'wrap-replay', (r) => r.set(`${REDIS_PREFIX}${key}`, '1', 'EX', ttlSeconds, 'NX'), {
        budgetMs: REPLAY_REDIS_BUDGET_MS,
        evenIfSuspect: true,
      });
      return answer === 'OK';
    } catch (error) {
      if (!(error instanceof RedisUnavailableError && error.reason === 'down')) options.onUnreachable?.(error);
      return 'unreachable';
    }
  }

  return {
    async claim(key, ttlSeconds) {
      if (!(await local.claim(key, ttlSeconds))) return false;
      const inRedis = await claimInRedis(key, ttlSeconds);
      if (inRedis === false) return false;
      if (inRedis === 'unreachable') {
        // Replays of this key may reach this instance through Redis once it answers again: keep checking both.
        tailUntil = Math.max(tailUntil, now() + ttlSeconds * 1000);
        return fallback.claim(key, ttlSeconds);
      }
      if (now() < Math.max(startupUntil, tailUntil)) return fallback.claim(key, ttlSeconds);
      return true;
    },
  };
}
