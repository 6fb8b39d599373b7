/**
 * Answers of external APIs, kept for the API's cacheSeconds per (tenant, API, resolved parameters).
 *
 * In memory, per server instance: with several instances each fetches an answer once per period, which an
 * external API can bear, and no answer of one tenant's API ever travels through shared storage. A byte budget
 * bounds the memory (answers are at most 1 MB each); the oldest entries go first.
 */

export interface CachedAnswer {
  value: unknown;
  /** Size of the answer as received, for the byte budget. */
  bytes: number;
}

export interface AnswerCache {
  /** The cached answer of `key` if younger than `ttlMs`, else `load()`'s (shared by concurrent callers). */
  get(key: string, ttlMs: number, load: () => Promise<CachedAnswer>): Promise<unknown>;
  clear(): void;
}

interface Entry {
  answer: Promise<CachedAnswer>;
  expiresAt: number;
  bytes: number;
}

export const DEFAULT_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

export function createAnswerCache({ now, budgetBytes = DEFAULT_CACHE_BUDGET_BYTES }: { now: () => number; budgetBytes?: number }): AnswerCache {
  const entries = new Map<string, Entry>();
  let used = 0;

  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    used -= entry.bytes;
  };

  const evictUntilFits = () => {
    for (const [key, entry] of entries) {
      if (used <= budgetBytes) return;
      remove(key, entry);
    }
  };

  return {
    async get(key, ttlMs, load) {
      if (ttlMs <= 0) return (await load()).value;
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return (await hit.answer).value;
      if (hit) remove(key, hit);
      const entry: Entry = { answer: load(), expiresAt: now() + ttlMs, bytes: 0 };
      entries.set(key, entry);
      try {
        const answer = await entry.answer;
        if (entries.get(key) === entry) {
          entry.bytes = answer.bytes;
          used += answer.bytes;
          evictUntilFits();
        }
        return answer.value;
      } catch (error) {
        // A failure is never served from the cache: the next call tries again.
        remove(key, entry);
        throw error;
      }
    },
    clear() {
      entries.clear();
      used = 0;
    },
  };
}
