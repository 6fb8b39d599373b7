import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NewsHit, SearchSuggestRequest, SearchSuggestResult } from '../../../../shared/schema/search';
import type { Db } from '../../../db/client';
import { newsArticles } from '../../../db/schema/content';
import { containsPattern } from '../../../db/like';
import type { Viewer } from '../../../http/viewer';
import type { SearchRuntime } from '../../../search/runtime';
import { faqAnswers } from '../../robot';
import { englishFields } from '../../../../shared/i18n/content';

/** The date a news item is shown and ordered by (as the news card has it): its release time, else its creation. */
const shownAt = sql`coalesce(${newsArticles.releaseTime}, ${newsArticles.createdAt})`;

/**
 * The typeahead and the results beyond services (ADR 027), in groups: the services the search ranks best (re-read,
 * so none withdrawn or restricted since the index was built), the guides whose words match with their passage,
 * published news by title or summary, and the robot's answers. Not logged as a search: it runs as the user types.
 */
export async function suggest(app: FastifyInstance, db: Db, runtime: SearchRuntime, viewer: Viewer, input: SearchSuggestRequest, now: number): Promise<SearchSuggestResult> {
  const index = await runtime.engine.index(viewer.tenantId);
  const found = index.search(input.keyword, { roleType: viewer.roleType }, { offset: 0, limit: input.size });
  const guides = index.search(input.keyword, { roleType: viewer.roleType, withGuide: true }, { offset: 0, limit: input.size });
  const [services, news, faq] = await Promise.all([
    runtime.rows(viewer.tenantId, viewer.roleType, found.hits.map((h) => h.item.serviceId)),
    newsMatching(db, viewer.tenantId, input.keyword.trim(), input.size, now),
    faqAnswers(app, viewer, input.keyword, input.size),
  ]);
  const visible = new Set((await runtime.rows(viewer.tenantId, viewer.roleType, guides.hits.map((h) => h.item.serviceId))).map((s) => s.serviceId));
  return {
    keyword: input.keyword,
    ...(found.corrected === undefined ? {} : { corrected: found.corrected }),
    services,
    guides: guides.hits
      .filter((h) => visible.has(h.item.serviceId))
      .map((h) => ({ serviceId: h.item.serviceId, serviceName: h.item.serviceName, ...englishFields({ serviceNameEn: h.item.serviceNameEn }), snippet: h.snippet })),
    news,
    faq,
  };
}

async function newsMatching(db: Db, tenantId: string, keyword: string, size: number, now: number): Promise<NewsHit[]> {
  const pattern = containsPattern(keyword);
  const rows = await db
    .select({
      id: newsArticles.id, title: newsArticles.title, summary: newsArticles.summary, url: newsArticles.url,
      releaseTime: newsArticles.releaseTime, createdAt: newsArticles.createdAt,
    })
    .from(newsArticles)
    .where(and(
      eq(newsArticles.tenantId, tenantId),
      or(ilike(newsArticles.title, pattern), ilike(newsArticles.summary, pattern)),
      sql`${shownAt} <= ${new Date(now).toISOString()}::timestamptz`,
    ))
    .orderBy(desc(shownAt), desc(newsArticles.id))
    .limit(size);
  return rows.map(({ releaseTime, createdAt, ...row }) => ({ ...row, releaseTime: (releaseTime ?? createdAt).toISOString() }));
}
