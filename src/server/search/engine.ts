import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { loadIndexSources } from './load';
import { SearchIndex } from './search-index';
import { toSynonymTable } from './synonyms';
import { bumpSearchVersion } from './version';
import { createVersionWatch, type VersionWatch } from './version-watch';

/**
 * The search engine of one server instance: a lazily built in-memory index per tenant.
 *
 * Consistency across instances. Several instances share one database; each holds its own indexes. Every change
 * that affects an index (services, synonyms, guides) increments the tenant's version (bumpSearchVersion, version.ts)
 * in the same transaction as the change, and after the commit calls `notify`. Before answering from a tenant's index
 * an instance compares the index's version with the tenant's version as its VersionWatch knows it (read at most once
 * per second, or on a Redis message: version-watch.ts), and rebuilds when it moved. So a change made through one
 * instance is searched by every other within about a second, and by the instance that made it at once. An index is
 * labelled with the version read before its data, so a change committed during a build is caught by the next check
 * instead of being lost.
 *
 * Rebuilds are shared: concurrent searches of a stale tenant wait for one build, never start their own. The
 * routes re-read the page they answer from the database (current-rows.ts), so even a stale index never shows a
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
  /** The versions to follow, when shared with other caches (runtime.ts); else the engine makes its own. */
  watch?: VersionWatch;
}

interface TenantEntry {
  index: SearchIndex | null;
  pending: Promise<SearchIndex> | null;
  /** The version the pending build is labelled with. */
  pendingVersion: number;
}

export function createSearchEngine({ db, now, redis = null, checkIntervalMs, onError, watch }: SearchEngineOptions): SearchEngine {
  const versions = watch ?? createVersionWatch({ db, now, redis, checkIntervalMs, onError });
  const tenants = new Map<string, TenantEntry>();

  async function build(tenantId: string, version: number): Promise<SearchIndex> {
    const sources = await loadIndexSources(db, tenantId);
    return new SearchIndex(version, sources.services, sources.guides, toSynonymTable(sources.synonyms));
  }

  return {
    async index(tenantId) {
      let entry = tenants.get(tenantId);
      if (!entry) {
        entry = { index: null, pending: null, pendingVersion: -1 };
        tenants.set(tenantId, entry);
      }
      const version = await versions.current(tenantId);
      if (entry.index?.version === version) return entry.index;
      if (entry.pending && entry.pendingVersion === version) return entry.pending;
      // One build at a time per tenant: a newer version queues behind the running build.
      const target = entry;
      const before: Promise<unknown> = target.pending ?? Promise.resolve();
      const pending: Promise<SearchIndex> = before
        .catch(() => undefined)
        .then(() => build(tenantId, version))
        .then((index) => {
          target.index = index;
          return index;
        })
        .finally(() => {
          if (target.pending === pending) target.pending = null;
        });
      target.pending = pending;
      target.pendingVersion = version;
      return pending;
    },
    notify: (tenantId) => versions.notify(tenantId),
    async changed(tenantId) {
      await bumpSearchVersion(db, tenantId);
      await versions.notify(tenantId);
    },
    markStale: (tenantId) => versions.markStale(tenantId),
    async close() {
      if (!watch) await versions.close();
    },
  };
}
