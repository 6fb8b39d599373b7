import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services } from '../../../db/schema/catalogue';
import { deptDuties, dutyServices } from '../../../db/schema/three-lists';
import { visibleDuties, visibleToViewer } from '../viewer';
import type { Viewer } from '../../../http/viewer';

/** One department of the tenant with what the viewer may count in it. */
export interface CountedDept {
  id: string;
  parentId: string | null;
  deptCode: string;
  deptName: string;
  category: string;
  sort: number;
  leader: string;
  phone: string;
  location: string;
  dutyCount: number;
  serviceCount: number;
}

/** Visible duties per department (only departments that have one). */
export async function dutyCountsByDept(db: Queryable, viewer: Viewer, deptIds?: string[]): Promise<Map<string, number>> {
  const where: SQL[] = [visibleDuties(viewer)];
  if (deptIds) where.push(inArray(deptDuties.deptId, deptIds.length > 0 ? deptIds : ['']));
  const rows = await db.select({ deptId: deptDuties.deptId, n: count() }).from(deptDuties).where(and(...where)).groupBy(deptDuties.deptId);
  return new Map(rows.map((r) => [r.deptId, Number(r.n)]));
}

/** Visible services per department. */
export async function serviceCountsByDept(db: Queryable, viewer: Viewer, deptIds?: string[]): Promise<Map<string, number>> {
  const where: SQL[] = [visibleToViewer(viewer)];
  if (deptIds) where.push(inArray(services.serviceDeptId, deptIds.length > 0 ? deptIds : ['']));
  const rows = await db.select({ deptId: services.serviceDeptId, n: count() }).from(services).where(and(...where)).groupBy(services.serviceDeptId);
  return new Map(rows.map((r) => [r.deptId, Number(r.n)]));
}

/** Every department of the tenant in catalogue order, with the viewer's counts: the tree and the categories. */
export async function countedDepartments(db: Queryable, viewer: Viewer): Promise<CountedDept[]> {
  const [rows, duties, servicesByDept] = await Promise.all([
    db.select({
      id: departments.id, parentId: departments.parentId, deptCode: departments.deptCode, deptName: departments.deptName,
      category: departments.deptCategory, sort: departments.sort, leader: departments.leader, phone: departments.phone, location: departments.location,
    }).from(departments).where(eq(departments.tenantId, viewer.tenantId)).orderBy(asc(departments.sort), asc(departments.id)),
    dutyCountsByDept(db, viewer),
    serviceCountsByDept(db, viewer),
  ]);
  return rows.map((d) => ({ ...d, dutyCount: duties.get(d.id) ?? 0, serviceCount: servicesByDept.get(d.id) ?? 0 }));
}

/** Visible services carrying out each of `dutyIds`. */
export async function serviceCountsByDuty(db: Queryable, viewer: Viewer, dutyIds: string[]): Promise<Map<string, number>> {
  if (dutyIds.length === 0) return new Map();
  const rows = await db.select({ dutyId: dutyServices.dutyId, n: count() }).from(dutyServices)
    .innerJoin(services, eq(services.serviceId, dutyServices.serviceId))
    .where(and(inArray(dutyServices.dutyId, dutyIds), visibleToViewer(viewer)))
    .groupBy(dutyServices.dutyId);
  return new Map(rows.map((r) => [r.dutyId, Number(r.n)]));
}

/** Visible duties each of `serviceIds` carries out. */
export async function dutyCountsByService(db: Queryable, viewer: Viewer, serviceIds: string[]): Promise<Map<string, number>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db.select({ serviceId: dutyServices.serviceId, n: count() }).from(dutyServices)
    .innerJoin(deptDuties, eq(deptDuties.id, dutyServices.dutyId))
    .where(and(inArray(dutyServices.serviceId, serviceIds), visibleDuties(viewer)))
    .groupBy(dutyServices.serviceId);
  return new Map(rows.map((r) => [r.serviceId, Number(r.n)]));
}

/** The department ids a page filter selects: one department and those under it, or a whole category. */
export async function selectedDeptIds(db: Queryable, tenantId: string, filter: { deptId: string; category: string }): Promise<string[] | null> {
  if (filter.deptId === '' && filter.category === '') return null;
  const rows = await db.select({ id: departments.id, parentId: departments.parentId, category: departments.deptCategory })
    .from(departments).where(eq(departments.tenantId, tenantId));
  let ids = rows.map((r) => r.id);
  if (filter.deptId !== '') {
    const children = new Map<string, string[]>();
    for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
    const picked = new Set<string>();
    const stack = rows.some((r) => r.id === filter.deptId) ? [filter.deptId] : [];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (picked.has(id)) continue;
      picked.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    ids = ids.filter((id) => picked.has(id));
  }
  if (filter.category !== '') {
    const inCategory = new Set(rows.filter((r) => r.category === filter.category).map((r) => r.id));
    ids = ids.filter((id) => inCategory.has(id));
  }
  return ids;
}
