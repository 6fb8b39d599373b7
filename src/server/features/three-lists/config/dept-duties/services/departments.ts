import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../../../db/client';
import { departments } from '../../../../../db/schema/catalogue';

/** A department as the duty configuration lists it (the catalogue owns names, codes and the tree). */
export interface DeptRow {
  id: string;
  deptCode: string;
  deptName: string;
  /** Optional English name, '' for none (ADR 033). */
  deptNameEn: string;
  category: string;
  parentId: string | null;
  sort: number;
  leader: string;
  phone: string;
  location: string;
}

/** The tenant's departments in catalogue order. A tenant has at most a few hundred, read whole. */
export function listDepartments(db: Queryable, tenantId: string): Promise<DeptRow[]> {
  return db.select({
    id: departments.id, deptCode: departments.deptCode, deptName: departments.deptName, deptNameEn: departments.deptNameEn, category: departments.deptCategory,
    parentId: departments.parentId, sort: departments.sort, leader: departments.leader, phone: departments.phone, location: departments.location,
  }).from(departments).where(eq(departments.tenantId, tenantId)).orderBy(asc(departments.sort), asc(departments.deptCode));
}
