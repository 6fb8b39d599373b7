import type { Redis } from 'ioredis';
import { randomId } from '../../shared/rules/ids';
import { timeBoxedRedis, unlessRedisDown } from '../redis/connection';

/**
 * A sliding window of hits per key: at most `limit` within any `windowMs`. A refused hit is not counted, so a
 * client that keeps trying is let through again as soon as its oldest counted hit leaves the window.
 */
export interface RateWindow {
  /**
   * Counts `weight` hits of `key` at `nowMs` (1 when left out: one call), all or none; false (and nothing counted)
   * when fewer than `weight` places are left in the window.
   */
  take(key: string, nowMs: number, weight?: number): Promise<boolean>;
}

/** A weight as a whole number of hits, at least 1. */
const hitsOf = (weight: number | undefined): number => Math.max(1, Math.floor(weight ?? 1));

interface RateWindowOptions {
  limit: number;
  windowMs: number;
}

/** Keys one instance keeps in memory; the least recently used go first. */
const MAX_KEYS = 10_000;

/** One process's window: what a single instance uses, and what the Redis window falls back to. */
function createMemoryRateWindow({ limit, windowMs }: RateWindowOptions): RateWindow {
  const hits = new Map<string, number[]>();
  return {
    async take(key, nowMs, weight) {
      const n = hitsOf(weight);
      const recent = (hits.get(key) ?? []).filter((at) => nowMs - at < windowMs);
      const allowed = recent.length + n <= limit;
      if (allowed) for (let i = 0; i < n; i += 1) recent.push(nowMs);
      // Re-inserting moves the key to the end, so the first key is the one used longest ago.
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value as string);
      return allowed;
    },
  };
}

/**
 * Drops the hits that left the window, refuses when fewer than the weight's places remain, else records the weight's
 * hits (members `<ARGV[4]>:1…n`); atomic in Redis, so instances racing on one key cannot both take the last places.
 */
const SLIDING_WINDOW_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local weight = tonumber(ARGV[5])
if redis.call('ZCARD', KEYS[1]) + weight > tonumber(ARGV[3]) then return 0 end
for i = 1, weight do redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4] .. ':' .. i) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export interface SharedRateWindowOptions extends RateWindowOptions {
  /** Names the window in its Redis keys (`service-hall:rate:<name>:<key>`). */
  name: string;
  /** Told when Redis fails; the instance's own window then decides, so the limit still holds per instance. */
  onError?: (error: unknown) => void;
}

/**
 * The window every instance shares through Redis (DESIGN.md: rate limits live in Redis when several instances run);
 * without Redis, the process's own.
 */
export function createRateWindow(redis: Redis | null, { name, limit, windowMs, onError }: SharedRateWindowOptions): RateWindow {
  const local = createMemoryRateWindow({ limit, windowMs });
  if (!redis) return local;
  // An outage is reported once by the connection's watcher; time-outs and error answers each time.
  const report = unlessRedisDown(onError);
  return {
    async take(key, nowMs, weight) {
      const n = hitsOf(weight);
      try {
        // Time-boxed (ADR 018): while Redis is gone or hung the instance's own window decides at once.
        // A random member: two hits in the same millisecond are two hits.
        const allowed = await timeBoxedRedis(redis, `rate:${name}`, (r) =>
          r.eval(SLIDING_WINDOW_SCRIPT, 1, `service-hall:rate:${name}:${key}`, nowMs, windowMs, limit, `${nowMs}:${randomId(8)}`, n));
        return allowed === 1;
      } catch (error) {
        report(error);
        return local.take(key, nowMs, n);
      }
    },
  };
}
