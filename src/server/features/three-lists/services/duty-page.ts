import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services } from '../../../db/schema/catalogue';
import { deptDuties, dutyServices } from '../../../db/schema/three-lists';
import { DUTY_TYPE_NAMES, type DutyBrief, type Duty, type DutyPageRequest, type DutyType } from '../../../../shared/schema/three-lists';
import { visibleDuties, visibleToViewer } from '../viewer';
import type { Viewer } from '../../../http/viewer';
import { serviceCountsByDuty } from './dept-counts';
import { containsPattern } from '../../../db/like';

function dutyTypeName(type: string): string {
  return type === '' ? '未分类' : (DUTY_TYPE_NAMES[type as DutyType] ?? type);
}

export const dutyColumns = {
  dutyId: deptDuties.id,
  dutyCode: deptDuties.dutyCode,
  dutyName: deptDuties.dutyName,
  dutyType: deptDuties.dutyType,
  basis: deptDuties.basis,
  content: deptDuties.content,
  deptId: deptDuties.deptId,
  deptName: departments.deptName,
  category: departments.deptCategory,
  isPublic: deptDuties.isPublic,
  sort: deptDuties.sort,
};

type DutyRow = { [K in keyof typeof dutyColumns]: (typeof dutyColumns)[K]['_']['data'] };

/** The duty rows with their type names and the viewer's service counts. */
export async function toDuties(db: Queryable, viewer: Viewer, rows: DutyRow[]): Promise<Duty[]> {
  const counts = await serviceCountsByDuty(db, viewer, rows.map((r) => r.dutyId));
  return rows.map((r) => ({ ...r, dutyTypeName: dutyTypeName(r.dutyType), serviceCount: counts.get(r.dutyId) ?? 0 }));
}

export function toDutyBrief(r: { dutyId: string; dutyCode: string; dutyName: string; dutyType: string }): DutyBrief {
  return { dutyId: r.dutyId, dutyCode: r.dutyCode, dutyName: r.dutyName, dutyType: r.dutyType, dutyTypeName: dutyTypeName(r.dutyType) };
}

/** Duty order everywhere: by department as the catalogue orders them, then the department's own order. */
export const dutyOrder = [asc(departments.sort), asc(deptDuties.sort), asc(deptDuties.id)];

/** queryDuty: the duties the viewer may see, filtered and paged. */
export async function pageDuties(db: Queryable, viewer: Viewer, input: DutyPageRequest) {
  const conditions: SQL[] = [visibleDuties(viewer)];
  if (input.category !== '') conditions.push(eq(departments.deptCategory, input.category));
  if (input.deptId !== '') conditions.push(eq(deptDuties.deptId, input.deptId));
  if (input.dutyType !== '') conditions.push(eq(deptDuties.dutyType, input.dutyType));
  if (input.serviceId !== '') {
    // Only through a service the viewer may see: a hidden service's duties are not a way to learn about it.
    const carriers = db.select({ dutyId: dutyServices.dutyId }).from(dutyServices)
      .innerJoin(services, eq(services.serviceId, dutyServices.serviceId))
      .where(and(eq(dutyServices.serviceId, input.serviceId), visibleToViewer(viewer)));
    conditions.push(inArray(deptDuties.id, carriers));
  }
  if (input.keyword !== '') {
    const pattern = containsPattern(input.keyword);
    conditions.push(or(
      ilike(deptDuties.dutyName, pattern), ilike(deptDuties.dutyCode, pattern), ilike(deptDuties.content, pattern), ilike(deptDuties.basis, pattern),
    ) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select(dutyColumns).from(deptDuties).innerJoin(departments, eq(departments.id, deptDuties.deptId)).where(where)
      .orderBy(...dutyOrder).limit(input.size).offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(deptDuties).innerJoin(departments, eq(departments.id, deptDuties.deptId)).where(where),
  ]);
  return { records: await toDuties(db, viewer, rows), total: Number(total?.n ?? 0), current: input.current, size: input.size };
}
