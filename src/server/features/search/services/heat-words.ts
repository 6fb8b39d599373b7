import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { HeatWord } from '../../../../shared/schema/search';
import type { Db } from '../../../db/client';
import { searchKeywordDaily, searchPinnedWords } from '../../../db/schema/search';
import type { SearchRuntime } from '../../../search/runtime';
import type { Searcher } from './search-services';

const WINDOW_DAYS = 30;
/** Searched words read beyond `size`, since some find nothing for this caller and are skipped. */
const CANDIDATES = 60;

/**
 * Hot words: the administrator's pinned words first (in their order), then the keywords searched most with results
 * over the last 30 days, then the names of the most visited services the caller sees. Every word, pinned ones too,
 * is offered only when it finds something for this caller now (ADR 027), so a visitor is never offered a word that
 * only finds staff services, and a word whose services were withdrawn drops out.
 */
export async function listHeatWords(db: Db, runtime: SearchRuntime, who: Searcher, size: number, now: number): Promise<HeatWord[]> {
  await runtime.log.flush();
  const since = new Date(now - WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const total = sql<number>`sum(${searchKeywordDaily.searchCount})`.mapWith(Number);
  const [pinned, searched] = await Promise.all([
    db.select({ word: searchPinnedWords.word }).from(searchPinnedWords)
      .where(eq(searchPinnedWords.tenantId, who.tenantId))
      .orderBy(asc(searchPinnedWords.sort), asc(searchPinnedWords.word)),
    db.select({ word: searchKeywordDaily.keyword, count: total }).from(searchKeywordDaily)
      .where(and(eq(searchKeywordDaily.tenantId, who.tenantId), gte(searchKeywordDaily.day, since)))
      .groupBy(searchKeywordDaily.keyword)
      .orderBy(desc(total), asc(searchKeywordDaily.keyword))
      .limit(CANDIDATES),
  ]);
  const counts = new Map(searched.map((s) => [s.word, s.count]));
  const index = await runtime.engine.index(who.tenantId);
  const finds = (word: string) => index.search(word, { roleType: who.roleType }, { offset: 0, limit: 0 }).total > 0;
  const out: HeatWord[] = [];
  const seen = new Set<string>();
  for (const { word } of pinned) {
    if (out.length >= size) return out;
    if (!finds(word)) continue;
    seen.add(word.toLowerCase());
    out.push({ word, pinned: true, searchCount: counts.get(word.toLowerCase()) ?? 0 });
  }
  for (const { word, count } of searched) {
    if (out.length >= size) break;
    if (seen.has(word) || !finds(word)) continue;
    seen.add(word);
    out.push({ word, pinned: false, searchCount: count });
  }
  // Too few words for this caller (a visitor, a new school): the names of the busiest services they see.
  for (const name of out.length < size ? index.busiestNames({ roleType: who.roleType }, size) : []) {
    if (out.length >= size) break;
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push({ word: name, pinned: false, searchCount: 0 });
  }
  return out;
}
