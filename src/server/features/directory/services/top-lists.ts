import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { serviceShelfLabelItems, serviceStats } from '../../../db/schema/directory';
import { deptJoin, departments, sceneJoin, serviceScenes } from '../../../catalogue/service-items';
import type { DirectoryItem, DirectoryServiceType, DirectorySort } from '../../../../shared/schema/directory';
import type { Viewer } from '../../../http/viewer';
import { directoryConditions, directoryItemColumns, directoryOrder, statsJoin, toDirectoryItem } from './directory-query';

/** heatService (sort 'heat') and NewlyLaunched (sort 'newest'): the top `size` of the services the viewer sees. */
export async function listTopServices(
  db: Queryable, viewer: Viewer, serviceType: DirectoryServiceType, sort: DirectorySort, size: number,
): Promise<DirectoryItem[]> {
  const rows = await db
    .select(directoryItemColumns(viewer))
    .from(services)
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceStats, statsJoin)
    .where(directoryConditions(viewer, { serviceType }))
    .orderBy(...directoryOrder(sort))
    .limit(size);
  return rows.map(toDirectoryItem);
}

/** CASServiceList: the services reached through single sign-on (accessWay '3') that the viewer sees. */
export async function listCasServices(db: Queryable, viewer: Viewer, serviceType: DirectoryServiceType): Promise<DirectoryItem[]> {
  const rows = await db
    .select(directoryItemColumns(viewer))
    .from(services)
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceStats, statsJoin)
    .where(and(directoryConditions(viewer, { serviceType }), eq(services.accessWay, '3')))
    .orderBy(...directoryOrder('default'));
  return rows.map(toDirectoryItem);
}

/** queryShelfService: the services of one shelf label that the viewer sees, in the label's order. */
export async function listShelfServices(db: Queryable, viewer: Viewer, shelfLabelId: string): Promise<DirectoryItem[]> {
  const rows = await db
    .select(directoryItemColumns(viewer))
    .from(serviceShelfLabelItems)
    .innerJoin(services, eq(services.serviceId, serviceShelfLabelItems.serviceId))
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceStats, statsJoin)
    .where(and(eq(serviceShelfLabelItems.labelId, shelfLabelId), eq(serviceShelfLabelItems.tenantId, viewer.tenantId), directoryConditions(viewer, {})))
    .orderBy(asc(serviceShelfLabelItems.sort), sql`${services.serviceId}`);
  return rows.map(toDirectoryItem);
}
