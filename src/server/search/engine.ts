import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { loadIndexSources } from './load';
import { SearchIndex } from './search-index';
import { toSynonymTable } from './synonyms';
import { bumpSearchVersion, readSearchVersion } from './version';

/**
 * The search engine of one server instance: a lazily built in-memory index per tenant.
 *
 * Consistency across instances. Several instances share one database; each holds its own indexes. Every change
 * that affects an index (services, synonyms, guides) increments the tenant's row in `search_index_versions`
 * (bumpSearchVersion, version.ts) in the same transaction as the change, and after the commit calls `notify`. Before answering from a tenant's index an instance reads that
 * version — at most once per second per tenant, a primary-key read — and rebuilds when it moved. So a change made
 * through one instance is searched by every other within about a second, and by the instance that made it at once
 * (`notify` marks its own copy stale). With Redis (REDIS_URL), `notify` also publishes the tenant on a channel that
 * every instance subscribes to and marks stale on receipt, so they rebuild on their next search; the version read
 * then only runs every 30 s, as a safety net for a lost message. A rebuild reads the version before the data, so a
 * change committed during a build is caught by the next check instead of being lost.
 *
 * Rebuilds are shared: concurrent searches of a stale tenant wait for one build, never start their own. The
 * routes re-read the page they answer from the database (visibleServices), so even a stale index never shows a
 * service that was withdrawn or restricted meanwhile.
 */

export interface SearchEngine {
  /** The tenant's index, built or rebuilt when its version moved. */
  index(tenantId: string): Promise<SearchIndex>;
  /** After a committed change that bumped the version: this instance (and, with Redis, every one) checks at once. */
  notify(tenantId: string): Promise<void>;
  /** Bumps the version outside any transaction and notifies: for changes made without one (seeds, generators). */
  changed(tenantId: string): Promise<void>;
  /** The next search of the tenant reads the version. */
  markStale(tenantId: string): void;
  close(): Promise<void>;
}

export interface SearchEngineOptions {
  db: Db;
  now: () => number;
  redis?: Redis | null;
  /** How long an index is trusted without reading the version; default 1 s (30 s with Redis). */
  checkIntervalMs?: number;
  onError?: (error: unknown) => void;
}

interface TenantEntry {
  index: SearchIndex | null;
  checkedAt: number;
  /** Incremented by markStale: a check that began before it must not count as fresh. */
  staleness: number;
  pending: Promise<SearchIndex> | null;
  pendingStaleness: number;
}

export const INDEX_CHANNEL = 'service-hall:search-index';

export function createSearchEngine({ db, now, redis = null, checkIntervalMs, onError }: SearchEngineOptions): SearchEngine {
  const interval = checkIntervalMs ?? (redis ? 30_000 : 1_000);
  const tenants = new Map<string, TenantEntry>();
  const entryOf = (tenantId: string): TenantEntry => {
    let entry = tenants.get(tenantId);
    if (!entry) {
      entry = { index: null, checkedAt: Number.NEGATIVE_INFINITY, staleness: 0, pending: null, pendingStaleness: 0 };
      tenants.set(tenantId, entry);
    }
    return entry;
  };
  const markStale = (tenantId: string) => {
    const entry = tenants.get(tenantId);
    if (!entry) return;
    entry.checkedAt = Number.NEGATIVE_INFINITY;
    entry.staleness += 1;
  };

  // A subscribed ioredis connection can do nothing else, hence a duplicate of the app's client.
  const subscriber = redis ? redis.duplicate() : null;
  if (subscriber) {
    subscriber.on('message', (_channel: string, tenantId: string) => markStale(tenantId));
    subscriber.on('error', (error: unknown) => onError?.(error));
    subscriber.subscribe(INDEX_CHANNEL).catch((error: unknown) => onError?.(error));
  }

  async function notify(tenantId: string): Promise<void> {
    markStale(tenantId);
    if (redis) await redis.publish(INDEX_CHANNEL, tenantId).catch((error: unknown) => onError?.(error));
  }

  async function refresh(tenantId: string, entry: TenantEntry): Promise<SearchIndex> {
    const checkedAt = now();
    const staleness = entry.staleness;
    const version = await readSearchVersion(db, tenantId);
    let index = entry.index;
    if (!index || index.version !== version) {
      const sources = await loadIndexSources(db, tenantId);
      index = new SearchIndex(version, sources.services, sources.guides, toSynonymTable(sources.synonyms));
      entry.index = index;
    }
    if (entry.staleness === staleness) entry.checkedAt = checkedAt;
    return index;
  }

  return {
    index(tenantId) {
      const entry = entryOf(tenantId);
      if (entry.index && now() - entry.checkedAt < interval) return Promise.resolve(entry.index);
      // A check that began before the latest markStale may have read the old version: queue a new one behind it.
      if (entry.pending && entry.pendingStaleness === entry.staleness) return entry.pending;
      const before = entry.pending ?? Promise.resolve(null);
      const pending: Promise<SearchIndex> = before
        .catch(() => null)
        .then(() => refresh(tenantId, entry))
        .finally(() => {
          if (entry.pending === pending) entry.pending = null;
        });
      entry.pending = pending;
      entry.pendingStaleness = entry.staleness;
      return pending;
    },
    notify,
    async changed(tenantId) {
      await bumpSearchVersion(db, tenantId);
      await notify(tenantId);
    },
    markStale,
    async close() {
      if (subscriber) subscriber.disconnect();
    },
  };
}
