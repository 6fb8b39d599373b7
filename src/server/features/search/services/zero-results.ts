import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { zeroResultPageRequestSchema, zeroResultPageSchema } from '../../../../shared/schema/search';
import type { Db } from '../../../db/client';
import { searchZeroResults } from '../../../db/schema/search';
import type { SearchRuntime } from '../../../search/runtime';
import { containsPattern } from '../../../db/like';

type PageRequest = z.output<typeof zeroResultPageRequestSchema>;
type Page = z.output<typeof zeroResultPageSchema>;

/** Searches that found nothing, most frequent first, then most recent: what the catalogue or synonyms lack. */
export async function pageZeroResults(db: Db, runtime: SearchRuntime, tenantId: string, input: PageRequest): Promise<Page> {
  await runtime.log.flush();
  const filters: SQL[] = [eq(searchZeroResults.tenantId, tenantId)];
  if (input.keyword !== '') filters.push(ilike(searchZeroResults.keyword, containsPattern(input.keyword)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(searchZeroResults).where(where)
      .orderBy(desc(searchZeroResults.searchCount), desc(searchZeroResults.lastAt), searchZeroResults.keyword)
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(searchZeroResults).where(where),
  ]);
  return {
    records: rows.map((r) => ({ keyword: r.keyword, roleType: r.roleType, searchCount: r.searchCount, lastTime: r.lastAt.toISOString() })),
    total: total?.n ?? 0,
    current: input.current,
    size: input.size,
  };
}
