import { createLocalCache } from './local-cache';

/**
 * A memory cache of computed answers per tenant and key, for read-mostly lists that many callers ask alike (the
 * directory's pages). A value is served while both hold:
 * - the tenant's version is still the one read before the value was computed. The version moves with every change
 *   that must show at once (search/version.ts; followed across instances by search/version-watch.ts), so such a
 *   change is answered by the instance that made it at once, and by the others within a second;
 * - it is younger than `ttlMs`. This bounds what moves without a version bump (visit counts, ratings), on every
 *   instance alike, without a message.
 * Concurrent misses of one key share one computation. The least recently used keys go beyond `maxEntries`.
 */
export interface VersionedCache<V> {
  get(tenantId: string, key: string, compute: () => Promise<V>): Promise<V>;
  /** Drops every value (tests, or a change that concerns every tenant). */
  clear(): void;
}

export interface VersionedCacheOptions {
  /** The tenant's current version, e.g. VersionWatch.current. */
  version: (tenantId: string) => Promise<number>;
  /** Milliseconds since the epoch; the app's clock, so tests can move it. */
  now: () => number;
  ttlMs: number;
  maxEntries: number;
}

interface Entry<V> {
  version: number;
  value: Promise<V>;
}

export function createVersionedCache<V>({ version, now, ttlMs, maxEntries }: VersionedCacheOptions): VersionedCache<V> {
  const entries = createLocalCache<Entry<V>>({ maxEntries });
  return {
    async get(tenantId, key, compute) {
      // Read before computing: a change committed while the value is computed is caught by the next version read.
      const current = await version(tenantId);
      const id = `${tenantId}\u0000${key}`;
      const hit = entries.get(id, now());
      if (hit && hit.version === current) return hit.value;
      // Timed from when the computation began: the value is at least this old.
      const computedAt = now();
      const entry: Entry<V> = { version: current, value: compute() };
      entries.set(id, entry, computedAt + ttlMs);
      // A failure is answered to the callers that shared it, never served again.
      entry.value.catch(() => entries.delete(id, entry));
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
