import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchKeywordDaily, searchZeroResults } from '../db/schema/search';
import { normalizeKeyword } from './normalize';

/**
 * What people searched, for hot words (searches with results, per day) and the zero-result report. Counted in
 * memory and written every few seconds in one upsert per table, so a search never waits for a write and a burst of
 * identical searches costs one row update. A crash loses at most the last interval's counts, which only feed
 * statistics. Readers call `flush` first, so this instance's own counts are in what they read.
 */
export interface SearchLog {
  record(tenantId: string, keyword: string, roleType: string, found: number): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface SearchLogOptions {
  db: Db;
  now: () => number;
  flushIntervalMs?: number;
  onError?: (error: unknown) => void;
}

interface Zero {
  tenantId: string;
  keyword: string;
  roleType: string;
  count: number;
  lastAt: number;
}

interface Hit {
  tenantId: string;
  day: string;
  keyword: string;
  count: number;
}

/** Beyond this many distinct entries the buffer is written at once instead of waiting for the timer. */
const MAX_BUFFERED = 5_000;
/** Rows per INSERT: far below PostgreSQL's bind parameter limit. */
const BATCH = 500;

export function createSearchLog({ db, now, flushIntervalMs = 5_000, onError }: SearchLogOptions): SearchLog {
  let hits = new Map<string, Hit>();
  let zeros = new Map<string, Zero>();
  let writing: Promise<void> = Promise.resolve();

  async function write(hitRows: Hit[], zeroRows: Zero[]): Promise<void> {
    for (let i = 0; i < hitRows.length; i += BATCH) {
      await db
        .insert(searchKeywordDaily)
        .values(hitRows.slice(i, i + BATCH).map((h) => ({ tenantId: h.tenantId, day: h.day, keyword: h.keyword, searchCount: h.count })))
        .onConflictDoUpdate({
          target: [searchKeywordDaily.tenantId, searchKeywordDaily.day, searchKeywordDaily.keyword],
          set: { searchCount: sql`${searchKeywordDaily.searchCount} + excluded.search_count` },
        });
    }
    for (let i = 0; i < zeroRows.length; i += BATCH) {
      await db
        .insert(searchZeroResults)
        .values(zeroRows.slice(i, i + BATCH).map((z) => ({
          tenantId: z.tenantId, keyword: z.keyword, roleType: z.roleType, searchCount: z.count, lastAt: new Date(z.lastAt),
        })))
        .onConflictDoUpdate({
          target: [searchZeroResults.tenantId, searchZeroResults.keyword, searchZeroResults.roleType],
          set: {
            searchCount: sql`${searchZeroResults.searchCount} + excluded.search_count`,
            lastAt: sql`greatest(${searchZeroResults.lastAt}, excluded.last_at)`,
          },
        });
    }
  }

  function flush(): Promise<void> {
    // Writes run one after another, so two flushes never upsert the same row at once.
    writing = writing.then(async () => {
      if (hits.size === 0 && zeros.size === 0) return;
      const hitRows = [...hits.values()];
      const zeroRows = [...zeros.values()];
      hits = new Map();
      zeros = new Map();
      await write(hitRows, zeroRows).catch((error: unknown) => onError?.(error));
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  return {
    record(tenantId, keyword, roleType, found) {
      const word = normalizeKeyword(keyword);
      if (word === '') return;
      const at = now();
      if (found > 0) {
        const day = new Date(at).toISOString().slice(0, 10);
        const key = `${tenantId}\u0000${day}\u0000${word}`;
        const hit = hits.get(key);
        if (hit) hit.count += 1;
        else hits.set(key, { tenantId, day, keyword: word, count: 1 });
      } else {
        const key = `${tenantId}\u0000${word}\u0000${roleType}`;
        const zero = zeros.get(key);
        if (zero) {
          zero.count += 1;
          zero.lastAt = at;
        } else {
          zeros.set(key, { tenantId, keyword: word, roleType, count: 1, lastAt: at });
        }
      }
      if (hits.size + zeros.size >= MAX_BUFFERED) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
