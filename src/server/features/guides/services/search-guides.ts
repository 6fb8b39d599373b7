import type { z } from 'zod/mini';
import type { guideSearchRequestSchema, guideSearchResultSchema } from '../../../../shared/schema/guides';
import type { SearchRuntime } from '../../../search/runtime';

type Request = z.output<typeof guideSearchRequestSchema>;
type Result = z.output<typeof guideSearchResultSchema>;

/**
 * Guides by the directory's engine: the service name the same way the service search matches it (substring,
 * pinyin, synonyms, one typo), then the guide's own text with the passage that matched. Only guides of services
 * the caller may see.
 */
export async function searchGuides(runtime: SearchRuntime, tenantId: string, roleType: string, input: Request): Promise<Result> {
  const index = await runtime.engine.index(tenantId);
  const outcome = index.search(input.keyword, { roleType, withGuide: true }, { offset: (input.current - 1) * input.size, limit: input.size });
  return {
    records: outcome.hits.map((h) => ({
      serviceId: h.item.serviceId,
      serviceName: h.item.serviceName,
      serviceDeptName: h.item.serviceDeptName,
      handling: h.item.processType === 'OFFLINE' ? 'OFFLINE' : 'ONLINE',
      snippet: h.snippet,
    })),
    total: outcome.total,
    keyword: input.keyword,
    ...(outcome.corrected === undefined ? {} : { corrected: outcome.corrected }),
  };
}
