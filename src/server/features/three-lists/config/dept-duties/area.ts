import { and, asc, eq, inArray } from 'drizzle-orm';
import { departments, services } from '../../../../db/schema/catalogue';
import { deptDuties, dutyServices } from '../../../../db/schema/three-lists';
import { deptDutyDocumentSchema, type DeptDutyDocument, type DeptDutyPreview } from '../../../../../shared/schema/dept-duty-config';
import type { ConfigAreaDef } from '../../../../drafts/area';
import { listDepartments } from './services/departments';

/** Rows per INSERT, far below PostgreSQL's bind-parameter limit. */
const BATCH = 300;
/** Ids per DELETE … IN (…), one bound parameter each. */
const DELETE_BATCH = 5_000;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

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
    // Only what the publish changes is written: a duty whose fields, place in its department or services differ from
    // the live row is deleted and inserted again (codes may swap between duties in one publish, which an in-place
    // update would trip over on the unique code; its links cascade and are inserted again), a duty the document no
    // longer holds is deleted, and every other row — its 更新时间 included — is left alone. Publishing one edit of a
    // 50,000-duty list writes one row, not 50,000.
    const live = await tx.select().from(deptDuties).where(eq(deptDuties.tenantId, tenantId));
    const liveLinks = await tx.select({ dutyId: dutyServices.dutyId, serviceId: dutyServices.serviceId }).from(dutyServices)
      .where(eq(dutyServices.tenantId, tenantId)).orderBy(asc(dutyServices.dutyId), asc(dutyServices.sort));
    const liveServices = new Map<string, string[]>();
    for (const link of liveLinks) liveServices.set(link.dutyId, [...(liveServices.get(link.dutyId) ?? []), link.serviceId]);
    const liveById = new Map(live.map((row) => [row.id, row]));
    // A service removed from the catalogue since the edit drops out of its duties (its links cascade live too).
    const known = new Set((await tx.select({ id: services.serviceId }).from(services).where(eq(services.tenantId, tenantId))).map((s) => s.id));

    const sortInDept = new Map<string, number>();
    const now = new Date();
    const kept = new Set<string>();
    const written: Array<typeof deptDuties.$inferInsert> = [];
    const links: Array<typeof dutyServices.$inferInsert> = [];
    for (const duty of body.duties) {
      const sort = (sortInDept.get(duty.deptId) ?? 0) + 1;
      sortInDept.set(duty.deptId, sort);
      const serviceIds = duty.serviceIds.filter((id) => known.has(id));
      const before = liveById.get(duty.id);
      const same = before !== undefined && before.deptId === duty.deptId && before.dutyCode === duty.dutyCode
        && before.dutyName === duty.dutyName && before.dutyType === duty.dutyType && before.basis === duty.basis
        && before.content === duty.content && before.isPublic === duty.isPublic && before.sort === sort
        && sameList(liveServices.get(duty.id) ?? [], serviceIds);
      if (same) {
        kept.add(duty.id);
        continue;
      }
      written.push({
        id: duty.id, tenantId, deptId: duty.deptId, dutyCode: duty.dutyCode, dutyName: duty.dutyName, dutyType: duty.dutyType,
        basis: duty.basis, content: duty.content, isPublic: duty.isPublic, sort, updatedAt: now,
      });
      serviceIds.forEach((serviceId, k) => links.push({ dutyId: duty.id, serviceId, tenantId, sort: k + 1 }));
    }
    const gone = live.filter((row) => !kept.has(row.id)).map((row) => row.id);
    for (let i = 0; i < gone.length; i += DELETE_BATCH) {
      await tx.delete(deptDuties).where(and(eq(deptDuties.tenantId, tenantId), inArray(deptDuties.id, gone.slice(i, i + DELETE_BATCH))));
    }
    for (let i = 0; i < written.length; i += BATCH) await tx.insert(deptDuties).values(written.slice(i, i + BATCH));
    for (let i = 0; i < links.length; i += BATCH) await tx.insert(dutyServices).values(links.slice(i, i + BATCH));

    const liveDepts = new Map((await listDepartments(tx, tenantId)).map((d) => [d.id, d]));
    for (const dept of body.depts) {
      const before = liveDepts.get(dept.deptId);
      if (before && before.leader === dept.leader && before.phone === dept.phone && before.location === dept.location) continue;
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
