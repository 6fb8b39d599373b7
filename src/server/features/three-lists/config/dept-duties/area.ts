import { and, asc, eq } from 'drizzle-orm';
import { departments, services } from '../../../../db/schema/catalogue';
import { deptDuties, dutyServices } from '../../../../db/schema/three-lists';
import { deptDutyDocumentSchema, type DeptDutyDocument, type DeptDutyPreview } from '../../../../../shared/schema/dept-duty-config';
import type { ConfigAreaDef } from '../../../../drafts/area';
import { listDepartments } from './services/departments';

/** Rows per INSERT, far below PostgreSQL's bind-parameter limit. */
const BATCH = 300;

/**
 * The department duty area (ADR 009): every duty of the tenant with the services carrying it out, and every
 * department's contact details. Publishing writes dept_duties, duty_services and the departments' contact columns,
 * which the three lists read.
 */
export const deptDutyArea: ConfigAreaDef<DeptDutyDocument, DeptDutyPreview> = {
  area: 'deptDuties',
  menu: 'deptResponsibilityListConfig',
  schema: deptDutyDocumentSchema,

  async readLive(db, tenantId) {
    const depts = await listDepartments(db, tenantId);
    const rows = await db.select().from(deptDuties).where(eq(deptDuties.tenantId, tenantId))
      .orderBy(asc(deptDuties.deptId), asc(deptDuties.sort), asc(deptDuties.dutyCode));
    const links = await db.select({ dutyId: dutyServices.dutyId, serviceId: dutyServices.serviceId }).from(dutyServices)
      .where(eq(dutyServices.tenantId, tenantId)).orderBy(asc(dutyServices.dutyId), asc(dutyServices.sort));
    const servicesOf = new Map<string, string[]>();
    for (const link of links) servicesOf.set(link.dutyId, [...(servicesOf.get(link.dutyId) ?? []), link.serviceId]);
    return {
      duties: rows.map((row) => ({
        id: row.id, deptId: row.deptId, dutyCode: row.dutyCode, dutyName: row.dutyName, dutyType: row.dutyType,
        basis: row.basis, content: row.content, isPublic: row.isPublic, serviceIds: servicesOf.get(row.id) ?? [],
      })),
      depts: depts.map((d) => ({ deptId: d.id, leader: d.leader, phone: d.phone, location: d.location })),
    };
  },

  async materialise(tx, tenantId, body) {
    // Rewritten whole, in batches: codes may swap between duties in one publish, and the links follow the duties
    // (duty_services cascades). Only the tenant's rows are touched; ids are global keys made by this server.
    await tx.delete(deptDuties).where(eq(deptDuties.tenantId, tenantId));
    const sortInDept = new Map<string, number>();
    const now = new Date();
    const rows = body.duties.map((duty) => {
      const sort = (sortInDept.get(duty.deptId) ?? 0) + 1;
      sortInDept.set(duty.deptId, sort);
      return {
        id: duty.id, tenantId, deptId: duty.deptId, dutyCode: duty.dutyCode, dutyName: duty.dutyName, dutyType: duty.dutyType,
        basis: duty.basis, content: duty.content, isPublic: duty.isPublic, sort, updatedAt: now,
      };
    });
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(deptDuties).values(rows.slice(i, i + BATCH));
    // A service removed from the catalogue since the edit drops out of its duties (its links cascade live too).
    const known = new Set((await tx.select({ id: services.serviceId }).from(services).where(eq(services.tenantId, tenantId))).map((s) => s.id));
    const links = body.duties.flatMap((duty) => duty.serviceIds.filter((id) => known.has(id)).map((serviceId, k) => ({ dutyId: duty.id, serviceId, tenantId, sort: k + 1 })));
    for (let i = 0; i < links.length; i += BATCH) await tx.insert(dutyServices).values(links.slice(i, i + BATCH));
    for (const dept of body.depts) {
      await tx.update(departments).set({ leader: dept.leader, phone: dept.phone, location: dept.location })
        .where(and(eq(departments.tenantId, tenantId), eq(departments.id, dept.deptId)));
    }
  },

  async preview(db, tenantId, body) {
    const depts = await listDepartments(db, tenantId);
    // Every role is signed in, and a signed-in user sees every duty (ADR 008); the preview shows them all.
    return depts.map((dept) => ({
      deptId: dept.id,
      deptName: dept.deptName,
      duties: body.duties.filter((d) => d.deptId === dept.id)
        .map((d) => ({ dutyCode: d.dutyCode, dutyName: d.dutyName, dutyType: d.dutyType, isPublic: d.isPublic })),
    })).filter((dept) => dept.duties.length > 0);
  },
};
