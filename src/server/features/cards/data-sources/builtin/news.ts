import { and, desc, eq, sql } from 'drizzle-orm';
import { newsArticles } from '../../../../db/schema/content';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { isoOf, limitParam, textParam, type Params } from './params';

/** The date a news item is shown and ordered by: its release time, or its creation time when it has none. */
const shownAt = sql`coalesce(${newsArticles.releaseTime}, ${newsArticles.createdAt})`;

/**
 * News of params.channel ('' = every channel), newest first; an item scheduled for later stays hidden until then.
 * Each item keeps its own dataSource, so the portal dates official-account items by create_time (CARD-12).
 */
export async function loadNews(ctx: SourceContext, viewer: UserViewer, params: Params): Promise<ColumnData> {
  const channel = textParam(params, 'channel');
  const rows = await ctx.db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      dataSource: newsArticles.dataSource,
      releaseTime: newsArticles.releaseTime,
      createdAt: newsArticles.createdAt,
      fieldSet: newsArticles.fieldSet,
      coverImage: newsArticles.coverImage,
      url: newsArticles.url,
      total: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(newsArticles)
    .where(and(
      eq(newsArticles.tenantId, viewer.tenantId),
      channel === '' ? undefined : eq(newsArticles.channel, channel),
      sql`${shownAt} <= ${isoOf(ctx.now())}::timestamptz`,
    ))
    .orderBy(desc(shownAt), desc(newsArticles.id))
    .limit(limitParam(params, 20));
  return {
    kind: 'news',
    items: rows.map(({ total: _total, createdAt, releaseTime, ...row }) => ({
      ...row,
      releaseTime: releaseTime?.toISOString() ?? null,
      create_time: createdAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}
