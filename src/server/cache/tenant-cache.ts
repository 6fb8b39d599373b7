/**
 * A per-tenant memory cache for read-mostly shell content. Each server instance holds its own copy for `ttlMs`;
 * an edit becomes visible everywhere within that time. (A later issue invalidates on edit through Redis pub/sub,
 * calling `invalidate` on every instance, so the TTL then only bounds a missed message.)
 */
export interface TenantCache<T> {
  get(tenantId: string): Promise<T>;
  /** Drops one tenant's value, or every tenant's when no id is given. */
  invalidate(tenantId?: string): void;
}

export interface TenantCacheOptions<T> {
  ttlMs: number;
  /** Milliseconds since the epoch; the app's clock, so tests can move it. */
  now: () => number;
  load: (tenantId: string) => Promise<T>;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function createTenantCache<T>({ ttlMs, now, load }: TenantCacheOptions<T>): TenantCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(tenantId) {
      const hit = entries.get(tenantId);
      if (hit && hit.expiresAt > now()) return hit.value;
      // The promise is cached, not the value, so concurrent misses share one query instead of each sending theirs.
      const value = load(tenantId);
      const entry = { value, expiresAt: now() + ttlMs };
      entries.set(tenantId, entry);
      // A failed load must not be served for the next 30 s; only drop it if no newer entry replaced it meanwhile.
      value.catch(() => {
        if (entries.get(tenantId) === entry) entries.delete(tenantId);
      });
      return value;
    },
    invalidate(tenantId) {
      if (tenantId === undefined) entries.clear();
      else entries.delete(tenantId);
    },
  };
}
