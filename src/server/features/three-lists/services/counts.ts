import { and, count, countDistinct, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services } from '../../../db/schema/catalogue';
import { deptDuties, dutyServices } from '../../../db/schema/three-lists';
import type { InventoryCount, ServiceCount } from '../../../../shared/schema/three-lists';
import { visibleDuties, visibleToViewer } from '../viewer';
import type { Viewer } from '../../../http/viewer';

export interface CountFilter {
  category: string;
  /** One department's own figures, as its tree node shows them. */
  deptId: string;
}

function deptConditions(viewer: Viewer, filter: CountFilter): SQL[] {
  const conditions: SQL[] = [eq(departments.tenantId, viewer.tenantId)];
  if (filter.category !== '') conditions.push(eq(departments.deptCategory, filter.category));
  if (filter.deptId !== '') conditions.push(eq(departments.id, filter.deptId));
  return conditions;
}

/** preLogin/threeInventory/threeInventoryCount: the figures of the page's header, for the viewer. */
export async function countInventory(db: Queryable, viewer: Viewer, filter: CountFilter): Promise<InventoryCount> {
  const inDepts = and(...deptConditions(viewer, filter));
  const visibleService = and(visibleToViewer(viewer), inDepts);
  const carriesDuty = exists(db.select({ one: sql`1` }).from(dutyServices)
    .innerJoin(deptDuties, eq(deptDuties.id, dutyServices.dutyId))
    .where(and(eq(dutyServices.serviceId, services.serviceId), visibleDuties(viewer))));
  const [[depts], [duties], [servicesFound]] = await Promise.all([
    db.select({ categories: countDistinct(departments.deptCategory), depts: count() }).from(departments).where(inDepts),
    db.select({ n: count() }).from(deptDuties).innerJoin(departments, eq(departments.id, deptDuties.deptId)).where(and(visibleDuties(viewer), inDepts)),
    db.select({
      n: count(),
      linked: sql<number>`count(*) filter (where ${carriesDuty})`.mapWith(Number),
    }).from(services).innerJoin(departments, eq(departments.id, services.serviceDeptId)).where(visibleService),
  ]);
  return {
    categoryCount: Number(depts?.categories ?? 0),
    deptCount: Number(depts?.depts ?? 0),
    dutyCount: Number(duties?.n ?? 0),
    serviceCount: Number(servicesFound?.n ?? 0),
    linkedServiceCount: Number(servicesFound?.linked ?? 0),
  };
}

/** preLogin/threeInventory/serviceCount: the viewer's services by way of handling and by kind. */
export async function countServices(db: Queryable, viewer: Viewer, filter: CountFilter): Promise<ServiceCount> {
  const where = and(visibleToViewer(viewer), ...deptConditions(viewer, filter));
  const [row] = await db.select({
    total: count(),
    offline: sql<number>`count(*) filter (where ${services.processType} = 'OFFLINE')`.mapWith(Number),
    application: sql<number>`count(*) filter (where ${services.serviceType} = 'APPLICATION')`.mapWith(Number),
  }).from(services).innerJoin(departments, eq(departments.id, services.serviceDeptId)).where(where);
  const total = Number(row?.total ?? 0);
  const offline = row?.offline ?? 0;
  const application = row?.application ?? 0;
  // OPEN-05: anything not OFFLINE is handled online; a service is either an application or a process.
  return { total, online: total - offline, offline, application, process: total - application };
}

