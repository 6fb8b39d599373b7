import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { deptDuties, dutyServices } from '../../../db/schema/three-lists';
import { deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, type ServiceItemRow } from '../../../catalogue/service-items';
import type { InventoryService, ServicePageRequest } from '../../../../shared/schema/three-lists';
import { visibleDuties, visibleToViewer } from '../viewer';
import type { Viewer } from '../../../http/viewer';
import { dutyCountsByService } from './dept-counts';
import { containsPattern } from '../../../db/like';

export const inventoryColumns = { ...serviceItemColumns, serviceType: services.serviceType, deptId: services.serviceDeptId };

/** A row of `selectInventory`: the service item's columns (catalogue/service-items.ts) with its kind and department. */
type InventoryRow = ServiceItemRow & { serviceType: string; deptId: string };

/** Service rows as the inventory shows them, with the viewer's duty counts. */
export async function toInventoryServices(db: Queryable, viewer: Viewer, rows: InventoryRow[]): Promise<InventoryService[]> {
  const counts = await dutyCountsByService(db, viewer, rows.map((r) => r.serviceId));
  return rows.map((r) => ({ ...toServiceItem(r), serviceType: r.serviceType, deptId: r.deptId, dutyCount: counts.get(r.serviceId) ?? 0 }));
}

/** Services the viewer may see, joined for their department and scene names; filter with `where`. */
export function selectInventory(db: Queryable, where: SQL | undefined) {
  return db.select(inventoryColumns).from(services).innerJoin(departments, deptJoin).leftJoin(serviceScenes, sceneJoin).where(where);
}

/** queryService: the service inventory, in catalogue order. */
export async function pageServices(db: Queryable, viewer: Viewer, input: ServicePageRequest) {
  const conditions: SQL[] = [visibleToViewer(viewer)];
  if (input.category !== '') conditions.push(eq(departments.deptCategory, input.category));
  if (input.deptId !== '') conditions.push(eq(services.serviceDeptId, input.deptId));
  if (input.serviceType !== '') conditions.push(eq(services.serviceType, input.serviceType));
  if (input.dutyId !== '') {
    // Only through a duty the viewer may see (a visitor cannot list the services of an internal duty).
    const carried = db.select({ serviceId: dutyServices.serviceId }).from(dutyServices)
      .innerJoin(deptDuties, eq(deptDuties.id, dutyServices.dutyId))
      .where(and(eq(dutyServices.dutyId, input.dutyId), visibleDuties(viewer)));
    conditions.push(inArray(services.serviceId, carried));
  }
  if (input.keyword !== '') conditions.push(ilike(services.serviceName, containsPattern(input.keyword)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectInventory(db, where).orderBy(asc(services.sort), asc(services.serviceId)).limit(input.size).offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(services).innerJoin(departments, deptJoin).where(where),
  ]);
  return { records: await toInventoryServices(db, viewer, rows), total: Number(total?.n ?? 0), current: input.current, size: input.size };
}
