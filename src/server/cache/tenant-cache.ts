import { createLocalCache } from './local-cache';

/** A per-tenant cache of read-mostly content (createLocalTenantCache; the published cache follows versions). */
export interface TenantCache<T> {
  get(tenantId: string): Promise<T>;
  /** Drops one tenant's value, or every tenant's when no id is given. */
  invalidate(tenantId?: string): void;
}

export interface LocalTenantCacheOptions<T> {
  ttlMs: number;
  /** Milliseconds since the epoch; the app's clock, so tests can move it. */
  now: () => number;
  load: (tenantId: string) => Promise<T>;
}

/** Tenants one instance keeps; a school system has a handful. */
const MAX_TENANTS = 1_000;

/**
 * On this instance only: each instance holds its own copy for `ttlMs`, so an edit made through another instance
 * shows here within that time; `invalidate` drops this instance's copy at once.
 */
export function createLocalTenantCache<T>({ ttlMs, now, load }: LocalTenantCacheOptions<T>): TenantCache<T> {
  const entries = createLocalCache<Promise<T>>({ maxEntries: MAX_TENANTS });
  return {
    get(tenantId) {
      const hit = entries.get(tenantId, now());
      if (hit) return hit;
      // The promise is cached, not the value, so concurrent misses share one query instead of each sending theirs.
      const value = load(tenantId);
      entries.set(tenantId, value, now() + ttlMs);
      // A failed load must not be served until it expires; only drop it if no newer value replaced it meanwhile.
      value.catch(() => entries.delete(tenantId, value));
      return value;
    },
    invalidate(tenantId) {
      if (tenantId === undefined) entries.clear();
      else entries.delete(tenantId);
    },
  };
}
