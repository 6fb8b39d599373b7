import { and, asc, eq } from 'drizzle-orm';
import { departments } from '../../../../db/schema/catalogue';
import { roles } from '../../../../db/schema/auth';
import { services } from '../../../../db/schema/catalogue';
import type { Queryable } from '../../../../db/client';
import { visibleServices } from '../../../../catalogue/service-items';
import { VISITOR_ROLE } from '../../../../http/viewer';

export interface ServiceRow {
  serviceId: string;
  serviceName: string;
  serviceDeptName: string;
}

/**
 * The tenant's services in catalogue order, listed or not (a withdrawn service may keep its guide), or only those a
 * role may see (the preview). A tenant holds a few thousand at most; the studio pages them in memory.
 */
export async function listServices(db: Queryable, tenantId: string, roleType?: string): Promise<ServiceRow[]> {
  const rows = await db.select({ serviceId: services.serviceId, serviceName: services.serviceName, serviceDeptName: departments.deptName })
    .from(services).leftJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(eq(services.tenantId, tenantId), roleType === undefined ? undefined : visibleServices(roleType)))
    .orderBy(asc(services.sort), asc(services.serviceName));
  return rows.map((r) => ({ ...r, serviceDeptName: r.serviceDeptName ?? '' }));
}

export async function roleTypeOf(db: Queryable, tenantId: string, roleId: string): Promise<string> {
  const [row] = await db.select({ roleType: roles.roleType }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  return row?.roleType ?? VISITOR_ROLE;
}
