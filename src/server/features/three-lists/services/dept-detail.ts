import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services } from '../../../db/schema/catalogue';
import { deptDuties, dutyServices } from '../../../db/schema/three-lists';
import { AppError } from '../../../http/app-error';
import { deptJoin, sceneJoin, serviceScenes, toServiceItem } from '../../../catalogue/service-items';
import type { DeptServiceInfo, DutyAndService, DutyBrief, ServiceDeptRelation } from '../../../../shared/schema/three-lists';
import type { ServiceItem } from '../../../../shared/schema/cards';
import { visibleDuties, visibleToViewer } from '../viewer';
import type { Viewer } from '../../../http/viewer';
import { requireDepartment } from './dept-page';
import { dutyColumns, dutyOrder, toDuties, toDutyBrief } from './duty-page';
import { inventoryColumns, selectInventory, toInventoryServices } from './service-page';

/** The visible duties each of `serviceIds` carries out, in duty order, with their departments. */
async function dutiesOfServices(db: Queryable, viewer: Viewer, serviceIds: string[]) {
  const out = new Map<string, Array<DutyBrief & { deptId: string; deptName: string }>>();
  if (serviceIds.length === 0) return out;
  const rows = await db.select({ serviceId: dutyServices.serviceId, ...dutyColumns }).from(dutyServices)
    .innerJoin(deptDuties, eq(deptDuties.id, dutyServices.dutyId))
    .innerJoin(departments, eq(departments.id, deptDuties.deptId))
    .where(and(inArray(dutyServices.serviceId, serviceIds), visibleDuties(viewer)))
    .orderBy(...dutyOrder);
  for (const r of rows) out.set(r.serviceId, [...(out.get(r.serviceId) ?? []), { ...toDutyBrief(r), deptId: r.deptId, deptName: r.deptName }]);
  return out;
}

/** ospDeptInfo/queryServiceInfo: a department's services the viewer may see, each with its duties. */
export async function deptServiceInfo(db: Queryable, viewer: Viewer, deptId: string): Promise<DeptServiceInfo> {
  const dept = await requireDepartment(db, viewer, deptId);
  const rows = await selectInventory(db, and(visibleToViewer(viewer), eq(services.serviceDeptId, dept.deptId)))
    .orderBy(asc(services.sort), asc(services.serviceId));
  const items = await toInventoryServices(db, viewer, rows);
  const duties = await dutiesOfServices(db, viewer, items.map((s) => s.serviceId));
  return {
    dept,
    services: items.map((s) => ({ ...s, duties: (duties.get(s.serviceId) ?? []).map(({ deptId: _d, deptName: _n, ...brief }) => brief) })),
  };
}

/** ospDeptInfo/dutyAndService: a department's duties the viewer may see, each with the services carrying it out. */
export async function deptDutiesWithServices(db: Queryable, viewer: Viewer, deptId: string): Promise<DutyAndService> {
  const dept = await requireDepartment(db, viewer, deptId);
  const dutyRows = await db.select(dutyColumns).from(deptDuties).innerJoin(departments, eq(departments.id, deptDuties.deptId))
    .where(and(visibleDuties(viewer), eq(deptDuties.deptId, dept.deptId))).orderBy(...dutyOrder);
  const duties = await toDuties(db, viewer, dutyRows);
  const servicesByDuty = new Map<string, ServiceItem[]>();
  if (duties.length > 0) {
    const links = await db.select({ ...inventoryColumns, dutyId: dutyServices.dutyId }).from(dutyServices)
      .innerJoin(services, eq(services.serviceId, dutyServices.serviceId))
      .innerJoin(departments, deptJoin)
      .leftJoin(serviceScenes, sceneJoin)
      .where(and(visibleToViewer(viewer), inArray(dutyServices.dutyId, duties.map((d) => d.dutyId))))
      .orderBy(asc(dutyServices.sort), asc(services.sort), asc(services.serviceId));
    for (const link of links) servicesByDuty.set(link.dutyId, [...(servicesByDuty.get(link.dutyId) ?? []), toServiceItem(link)]);
  }
  return { dept, duties: duties.map((d) => ({ ...d, services: servicesByDuty.get(d.dutyId) ?? [] })) };
}

/** nobody/baseService/getServiceDeptRelation: a service the viewer may see, its department and its duties. */
export async function serviceDeptRelation(db: Queryable, viewer: Viewer, serviceId: string): Promise<ServiceDeptRelation> {
  const [service] = await db.select({ serviceId: services.serviceId, serviceName: services.serviceName, deptId: services.serviceDeptId })
    .from(services).where(and(visibleToViewer(viewer), eq(services.serviceId, serviceId)));
  // A service the viewer may not see answers exactly like an unknown one (OPEN-04).
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  const dept = await requireDepartment(db, viewer, service.deptId);
  const duties = await dutiesOfServices(db, viewer, [service.serviceId]);
  return { serviceId: service.serviceId, serviceName: service.serviceName, dept, duties: duties.get(service.serviceId) ?? [] };
}
