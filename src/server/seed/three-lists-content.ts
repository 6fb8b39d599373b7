import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { departments, services } from '../db/schema/catalogue';
import { deptDuties, dutyServices, threeListConfigs } from '../db/schema/three-lists';
import { DEFAULT_TRIPLE_LIST_CONFIG } from '../features/three-lists/services/config';
import { OPERATIONS_DUTIES } from './data/duties-operations';
import { TEACHING_DUTIES } from './data/duties-teaching';
import type { DutyTemplate } from './data/duties-template';
import { collegeDuties, UNIT_DUTIES } from './data/duties-units';

/** Rows per INSERT, far below PostgreSQL's bind-parameter limit. */
const BATCH = 300;

/** The duties of a department by its code: the offices', the units', else a college's. */
function dutiesOf(code: string): readonly DutyTemplate[] {
  return TEACHING_DUTIES[code] ?? OPERATIONS_DUTIES[code] ?? UNIT_DUTIES[code] ?? collegeDuties(code);
}

const dutyId = (tenantId: string, deptCode: string, n: number) => `duty-${tenantId}-${deptCode}-${n}`;

/**
 * Seeds the three lists of one tenant: every department's duties and the services that carry each out, and the
 * page's configuration. Runs after the catalogue; a service name the catalogue lacks stops the seed, so a typo in
 * the data cannot silently drop a link.
 */
export async function seedThreeListsContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  const deptRows = await tx.select({ id: departments.id, code: departments.deptCode }).from(departments).where(eq(departments.tenantId, tenantId));
  const serviceRows = await tx.select({ id: services.serviceId, name: services.serviceName }).from(services).where(eq(services.tenantId, tenantId));
  const serviceByName = new Map(serviceRows.map((s) => [s.name, s.id]));

  const duties: Array<typeof deptDuties.$inferInsert> = [];
  const links: Array<typeof dutyServices.$inferInsert> = [];
  for (const dept of deptRows) {
    dutiesOf(dept.code).forEach((template, i) => {
      const id = dutyId(tenantId, dept.code, i + 1);
      duties.push({
        id,
        tenantId,
        deptId: dept.id,
        dutyCode: `${dept.code}-${String(i + 1).padStart(3, '0')}`,
        dutyName: template.name,
        dutyType: template.type,
        basis: template.basis,
        content: template.content,
        isPublic: template.internal !== true,
        sort: i + 1,
        createdAt: now,
        updatedAt: now,
      });
      template.services.forEach((name, k) => {
        const serviceId = serviceByName.get(name);
        if (serviceId === undefined) throw new Error(`three-lists seed: duty ${dept.code}/${template.name} names an unknown service ${name}`);
        links.push({ dutyId: id, serviceId, tenantId, sort: k + 1 });
      });
    });
  }
  for (let i = 0; i < duties.length; i += BATCH) await tx.insert(deptDuties).values(duties.slice(i, i + BATCH));
  for (let i = 0; i < links.length; i += BATCH) await tx.insert(dutyServices).values(links.slice(i, i + BATCH));
  await tx.insert(threeListConfigs).values({ tenantId, config: DEFAULT_TRIPLE_LIST_CONFIG, updatedAt: now });
}
