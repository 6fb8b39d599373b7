import { and, desc, eq, sql } from 'drizzle-orm';
import { businessSystems } from '../../../../db/schema/business-systems';
import { stagingRows } from '../../../../db/schema/cards';
import { services } from '../../../../db/schema/catalogue';
import { processes } from '../../../../db/schema/process';
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
    .select({
      id: stagingRows.id, data: stagingRows.data, total: sql<number>`(count(*) over ())::int`.mapWith(Number),
      url: stagingRows.url, openWay: services.openWay, accessWay: services.accessWay, systemName: businessSystems.name,
      systemContact: businessSystems.contact,
    })
    .from(stagingRows)
    // A returned application's row: its service says how it opens, its system who to ask (ADR 024).
    .leftJoin(processes, eq(processes.id, stagingRows.processId))
    .leftJoin(services, eq(services.serviceId, processes.serviceId))
    .leftJoin(businessSystems, eq(businessSystems.id, processes.businessSystemId))
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
  const targets = rows.map(({ id, url, openWay, accessWay, systemName, systemContact }) => ({
    id,
    // A form saved in the portal itself has no system: it resumes in the in-page dialog, when it names an address,
    // with the user's combStr (OPEN-02): a draft is the user's own, and the page that resumes it must know whose.
    open: { url, openWay: openWay ?? 1001, accessWay: accessWay ?? '5', systemName: systemName ?? '', systemContact: systemContact ?? '' },
  }));
  return { kind: 'staging', cardMapping: [...cardMapping], result, num: rows[0]?.total ?? 0, targets };
}
