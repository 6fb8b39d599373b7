import type { Redis } from 'ioredis';
import { subscribeRedis, timeBoxedRedis, unlessRedisDown, type OutageReport } from '../redis/connection';
import type { Db } from '../db/client';
import { readSearchVersion } from './version';

/**
 * The catalogue version of each tenant (search_index_versions, version.ts) as this instance knows it: what the search
 * index and the directory's page cache check before answering from memory.
 *
 * Every change to services, synonyms or guides increments the tenant's version in the same transaction as the change
 * and, after the commit, calls `notify`. The version is read again at most once per `checkIntervalMs` per tenant (a
 * primary-key read), so a change made through another instance is seen within about a second; `notify` marks this
 * instance's copy stale at once. With Redis, `notify` also publishes the tenant on a channel every instance
 * subscribes to, and they mark it stale on receipt; the reads then only run every 30 s, as a safety net for a lost
 * message. While Redis is down (not subscribed) the reads run every second again, and every tenant is read afresh once
 * subscribed again, since notifications sent meanwhile were missed.
 */
export interface VersionWatch {
  /** The tenant's version: remembered, or read when the last read is too old or was marked stale since. */
  current(tenantId: string): Promise<number>;
  /** The next `current` of the tenant reads the version. */
  markStale(tenantId: string): void;
  /** After a committed change that bumped the version: this instance (and, with Redis, every one) reads it again. */
  notify(tenantId: string): Promise<void>;
  close(): Promise<void>;
}

export interface VersionWatchOptions {
  db: Db;
  now: () => number;
  redis?: Redis | null;
  /** How long a read version is trusted; default 1 s (30 s with Redis). */
  checkIntervalMs?: number;
  onError?: (error: unknown) => void;
  /** Reads a tenant's version; default readSearchVersion on `db` (tests count the reads). */
  readVersion?: (tenantId: string) => Promise<number>;
  /** Redis channel of the notifications; default INDEX_CHANNEL (another kind of version uses its own). */
  channel?: string;
  /** Told once when Redis goes and once when it is back; default: `onError` hears the outage. */
  onRedisOutage?: OutageReport;
}

const INDEX_CHANNEL = 'service-hall:search-index';
const MAX_TENANTS = 10_000;

interface Watched {
  version: number;
  checkedAt: number;
  /** Incremented by markStale: a read that began before it must not count as fresh. */
  staleness: number;
  pending: Promise<number> | null;
  pendingStaleness: number;
}

export function createVersionWatch(options: VersionWatchOptions): VersionWatch {
  const { db, now, redis = null, checkIntervalMs, onError, readVersion, channel = INDEX_CHANNEL } = options;
  const readOne = readVersion ?? ((tenantId: string) => readSearchVersion(db, tenantId));
  const tenants = new Map<string, Watched>();

  const markStale = (tenantId: string) => {
    const watched = tenants.get(tenantId);
    if (!watched) return;
    watched.checkedAt = Number.NEGATIVE_INFINITY;
    watched.staleness += 1;
  };

  const subscription = redis
    ? subscribeRedis(redis, channel, {
      onMessage: markStale,
      onResubscribed: () => {
        for (const tenantId of tenants.keys()) markStale(tenantId);
      },
      report: options.onRedisOutage ?? { down: (error) => onError?.(error), up: () => undefined },
    })
    : null;
  // Trusting a version for long is only safe while every change is heard of.
  const interval = () => checkIntervalMs ?? (subscription?.live ? 30_000 : 1_000);

  async function read(tenantId: string, watched: Watched): Promise<number> {
    const checkedAt = now();
    const staleness = watched.staleness;
    watched.version = await readOne(tenantId);
    if (watched.staleness === staleness) watched.checkedAt = checkedAt;
    return watched.version;
  }

  return {
    current(tenantId) {
      let watched = tenants.get(tenantId);
      if (!watched) {
        watched = { version: 0, checkedAt: Number.NEGATIVE_INFINITY, staleness: 0, pending: null, pendingStaleness: 0 };
        tenants.set(tenantId, watched);
        // A visitor names any six-digit tenant: forgetting the oldest only costs it one read more.
        if (tenants.size > MAX_TENANTS) tenants.delete(tenants.keys().next().value as string);
      }
      if (now() - watched.checkedAt < interval()) return Promise.resolve(watched.version);
      // Concurrent callers share one read; a read that began before the latest markStale may have seen the old
      // version, so a new one is queued behind it.
      if (watched.pending && watched.pendingStaleness === watched.staleness) return watched.pending;
      const entry = watched;
      const before: Promise<unknown> = entry.pending ?? Promise.resolve();
      const pending: Promise<number> = before
        .catch(() => undefined)
        .then(() => read(tenantId, entry))
        .finally(() => {
          if (entry.pending === pending) entry.pending = null;
        });
      entry.pending = pending;
      entry.pendingStaleness = entry.staleness;
      return pending;
    },
    markStale,
    async notify(tenantId) {
      markStale(tenantId);
      // Time-boxed (ADR 018): a hung Redis must not hold the write that changed the version; the others then see
      // the change at their next periodic read.
      if (redis) await timeBoxedRedis(redis, 'version-notify', (r) => r.publish(channel, tenantId)).catch(unlessRedisDown(onError));
    },
    async close() {
      subscription?.close();
    },
  };
}
