import type { SearchServiceRequest, SearchServiceResult } from '../../../../shared/schema/search';
import type { Db } from '../../../db/client';
import type { SearchRuntime } from '../../../search/runtime';

export interface Searcher {
  tenantId: string;
  /** The user's role type, or 'nobody' for a visitor. */
  roleType: string;
}

/**
 * The page of a search: ranked by the in-memory index, then re-read from the database with `visibleServices`, so
 * the answer holds current rows (visit counts move all day) and never a service withdrawn or restricted since the
 * index was built. Every search is logged for hot words or the zero-result report.
 */
export async function searchServices(db: Db, runtime: SearchRuntime, who: Searcher, input: SearchServiceRequest): Promise<SearchServiceResult> {
  const index = await runtime.engine.index(who.tenantId);
  const outcome = index.search(
    input.keyword,
    { roleType: who.roleType, serviceType: input.serviceType },
    { offset: (input.current - 1) * input.size, limit: input.size },
  );
  runtime.log.record(who.tenantId, input.keyword, who.roleType, outcome.total);
  // The services the searcher may see now, in the index's order (one prepared lookup: current-rows.ts).
  const records = await runtime.rows(who.tenantId, who.roleType, outcome.hits.map((h) => h.item.serviceId));
  return {
    records,
    total: outcome.total,
    keyword: input.keyword,
    ...(outcome.corrected === undefined ? {} : { corrected: outcome.corrected }),
  };
}
