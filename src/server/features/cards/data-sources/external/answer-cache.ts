import { createLocalCache } from '../../../../cache/local-cache';

/**
 * Answers of external APIs, kept for the API's cacheSeconds per (tenant, API, resolved parameters).
 *
 * In memory, per server instance: with several instances each fetches an answer once per period, which an
 * external API can bear, and no answer of one tenant's API ever travels through shared storage. A byte budget
 * bounds the memory (answers are at most 1 MB each); the least recently used entries go first.
 */

interface CachedAnswer {
  value: unknown;
  /** Size of the answer as received, for the byte budget. */
  bytes: number;
}

export interface LocalAnswerCache {
  /** The cached answer of `key` if younger than `ttlMs`, else `load()`'s (shared by concurrent callers). */
  get(key: string, ttlMs: number, load: () => Promise<CachedAnswer>): Promise<unknown>;
  clear(): void;
}

const DEFAULT_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

export function createLocalAnswerCache({ now, budgetBytes = DEFAULT_CACHE_BUDGET_BYTES }: { now: () => number; budgetBytes?: number }): LocalAnswerCache {
  const entries = createLocalCache<Promise<CachedAnswer>>({ maxBytes: budgetBytes });
  return {
    async get(key, ttlMs, load) {
      if (ttlMs <= 0) return (await load()).value;
      const hit = entries.get(key, now());
      if (hit) return (await hit).value;
      const answer = load();
      const expiresAtMs = now() + ttlMs;
      entries.set(key, answer, expiresAtMs);
      try {
        const { value, bytes } = await answer;
        // Counted once its size is known, unless a newer load replaced it meanwhile.
        if (entries.get(key, now()) === answer) entries.set(key, answer, expiresAtMs, bytes);
        return value;
      } catch (error) {
        // A failure is never served from the cache: the next call tries again.
        entries.delete(key, answer);
        throw error;
      }
    },
    clear() {
      entries.clear();
    },
  };
}
