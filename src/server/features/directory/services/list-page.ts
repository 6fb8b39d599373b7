import { count, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalog';
import { serviceStats } from '../../../db/schema/directory';
import { deptJoin, departments, sceneJoin, serviceScenes } from '../../../catalog/service-items';
import type { DirectoryPage, DirectoryQuery } from '../../../../shared/schema/directory';
import type { DirectoryViewer } from '../viewer';
import { directoryConditions, directoryItemColumns, directoryOrder, statsJoin, toDirectoryItem } from './directory-query';

/**
 * serverCenter/page, customPage, pageRoles and OSP page: one page of the services the viewer sees. The total rides
 * on the page's own query (a window count), so a page costs one round trip; only a page past the end asks again.
 */
export async function listDirectoryPage(db: Queryable, viewer: DirectoryViewer, query: DirectoryQuery): Promise<DirectoryPage> {
  const where = directoryConditions(viewer, query);
  const rows = await db
    .select({ ...directoryItemColumns(viewer), total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
    .from(services)
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceStats, statsJoin)
    .where(where)
    .orderBy(...directoryOrder(query.sort))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.current > 1) {
    const [counted] = await db.select({ n: count() }).from(services).where(where);
    total = counted?.n ?? 0;
  }
  return { records: rows.map(toDirectoryItem), total, current: query.current, size: query.size };
}
