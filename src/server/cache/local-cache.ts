import { LRUCache } from 'lru-cache';

/**
 * The one memory cache of the server: values of this instance only, each with its own expiry on the caller's clock,
 * bounded by a number of keys and optionally by a byte budget; the least recently used go first (lru-cache).
 *
 * Nothing here crosses instances. A cache built on it either follows a version that does (versioned-cache.ts), or
 * holds only what may be stale for its expiry on another instance, or what no other instance can change (a verified
 * token, an opened session id); such caches say "local" in their names.
 */
export interface LocalCache<V> {
  /** The value of `key` while `nowMs` is before its expiry; an expired value is dropped. */
  get(key: string, nowMs: number): V | undefined;
  /** Keeps `value` until `expiresAtMs`; `bytes` counts towards the byte budget, when there is one. */
  set(key: string, value: V, expiresAtMs: number, bytes?: number): void;
  /** Drops `key`; with `value`, only while that very value is still the one kept (a newer one stays). */
  delete(key: string, value?: V): void;
  clear(): void;
}

/** At least one bound: keys kept at most, bytes kept at most (as `set` counts them), or both. */
export type LocalCacheOptions = { maxEntries: number; maxBytes?: number } | { maxEntries?: number; maxBytes: number };

interface Entry<V> {
  value: V;
  expiresAtMs: number;
}

export function createLocalCache<V>({ maxEntries, maxBytes }: LocalCacheOptions): LocalCache<V> {
  // Expiry is checked here, on the app's clock (tests move it), not by lru-cache's own timer-based TTL.
  const entries = new LRUCache<string, Entry<V>>({
    ...(maxEntries === undefined ? {} : { max: maxEntries }),
    ...(maxBytes === undefined ? {} : { maxSize: maxBytes }),
  } as LRUCache.Options<string, Entry<V>, unknown>);
  return {
    get(key, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs > nowMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, expiresAtMs, bytes = 0) {
      // lru-cache counts sizes from 1: an entry whose size is not known yet still takes its place.
      entries.set(key, { value, expiresAtMs }, maxBytes === undefined ? {} : { size: Math.max(1, bytes) });
    },
    delete(key, value) {
      if (value === undefined || entries.peek(key)?.value === value) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
