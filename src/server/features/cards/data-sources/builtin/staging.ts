import { and, desc, eq, sql } from 'drizzle-orm';
import { stagingRows } from '../../../../db/schema/cards';
import type { CardMappingEntry, ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { limitParam, requiredParam, type Params } from './params';

type Cell = string | number | null;

/**
 * The user's staging-table rows of params.tableKey, newest first, each cut down to the fields the column's
 * cardMapping shows (plus the row id, so the portal can key and open it); num is the user's whole count.
 */
export async function loadStaging(
  ctx: SourceContext, viewer: UserViewer, params: Params, cardMapping: readonly CardMappingEntry[],
): Promise<ColumnData> {
  const tableKey = requiredParam(params, 'tableKey');
  const rows = await ctx.db
    .select({ id: stagingRows.id, data: stagingRows.data, total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
    .from(stagingRows)
    .where(and(eq(stagingRows.userId, viewer.userId), eq(stagingRows.tableKey, tableKey), eq(stagingRows.tenantId, viewer.tenantId)))
    .orderBy(desc(stagingRows.createdAt), desc(stagingRows.id))
    .limit(limitParam(params, 20));
  const result = rows.map(({ id, data }) => {
    const row: Record<string, Cell> = { id };
    for (const { field } of cardMapping) {
      const value = data[field];
      row[field] = typeof value === 'string' || typeof value === 'number' ? value : null;
    }
    return row;
  });
  return { kind: 'staging', cardMapping: [...cardMapping], result, num: rows[0]?.total ?? 0 };
}
