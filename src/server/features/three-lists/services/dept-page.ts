import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import { departments } from '../../../db/schema/catalogue';
import { AppError } from '../../../http/app-error';
import type { DeptPageRequest, ThreeListDept } from '../../../../shared/schema/three-lists';
import type { Viewer } from '../../../http/viewer';
import { dutyCountsByDept, selectedDeptIds, serviceCountsByDept } from './dept-counts';
import { containsPattern } from '../../../db/like';

const parent = alias(departments, 'parent_dept');

const deptColumns = {
  deptId: departments.id,
  deptCode: departments.deptCode,
  deptName: departments.deptName,
  category: departments.deptCategory,
  parentId: departments.parentId,
  parentName: parent.deptName,
  leader: departments.leader,
  phone: departments.phone,
  location: departments.location,
};

type DeptRow = { deptId: string; deptCode: string; deptName: string; category: string; parentId: string | null; parentName: string | null; leader: string; phone: string; location: string };

async function withCounts(db: Queryable, viewer: Viewer, rows: DeptRow[]): Promise<ThreeListDept[]> {
  const ids = rows.map((r) => r.deptId);
  const [duties, servicesByDept] = await Promise.all([dutyCountsByDept(db, viewer, ids), serviceCountsByDept(db, viewer, ids)]);
  return rows.map((r) => ({
    ...r,
    parentId: r.parentId ?? '',
    parentName: r.parentName ?? '',
    dutyCount: duties.get(r.deptId) ?? 0,
    serviceCount: servicesByDept.get(r.deptId) ?? 0,
  }));
}

/** threeInventory/page: the department responsibility list, in catalogue order. */
export async function pageDepartments(db: Queryable, viewer: Viewer, input: DeptPageRequest) {
  const conditions: SQL[] = [eq(departments.tenantId, viewer.tenantId)];
  const selected = await selectedDeptIds(db, viewer.tenantId, input);
  if (selected) conditions.push(inArray(departments.id, selected.length > 0 ? selected : ['']));
  if (input.keyword !== '') {
    const pattern = containsPattern(input.keyword);
    conditions.push(or(ilike(departments.deptName, pattern), ilike(departments.deptCode, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select(deptColumns).from(departments).leftJoin(parent, eq(parent.id, departments.parentId)).where(where)
      .orderBy(asc(departments.sort), asc(departments.id)).limit(input.size).offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(departments).where(where),
  ]);
  return { records: await withCounts(db, viewer, rows), total: Number(total?.n ?? 0), current: input.current, size: input.size };
}

/** One department of the viewer's tenant with the viewer's counts; another tenant's is as unknown as a made-up id. */
export async function requireDepartment(db: Queryable, viewer: Viewer, deptId: string): Promise<ThreeListDept> {
  const rows = await db.select(deptColumns).from(departments).leftJoin(parent, eq(parent.id, departments.parentId))
    .where(and(eq(departments.tenantId, viewer.tenantId), eq(departments.id, deptId)));
  const [dept] = await withCounts(db, viewer, rows);
  if (!dept) throw new AppError('DEPT_NOT_FOUND');
  return dept;
}
