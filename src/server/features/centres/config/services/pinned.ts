import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { roles } from '../../../../db/schema/auth';
import { departments, services } from '../../../../db/schema/catalogue';
import { visibleServices } from '../../../../catalogue/service-items';
import type { Centre, PinnedService } from '../../../../../shared/schema/centre-config';
import { containsPattern } from '../../../../db/like';

/** How many services the studio's picker offers per search. */
const OPTION_LIMIT = 20;

const columns = { serviceId: services.serviceId, serviceName: services.serviceName, deptName: departments.deptName };

/** The centre's own services: the hall lists every kind, a centre its kind only (ROUTE-06). */
function ofCentre(tenantId: string, centre: Centre): SQL | undefined {
  return and(eq(services.tenantId, tenantId), centre === 'hall' ? undefined : eq(services.serviceType, centre));
}

/**
 * `ids` resolved to named services of the centre, in the given order; a service that is gone, of another kind, or
 * (with `roleType`) hidden from that role is left out.
 */
export async function pinnedServices(db: Queryable, tenantId: string, centre: Centre, ids: readonly string[], roleType?: string): Promise<PinnedService[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(columns).from(services).innerJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(ofCentre(tenantId, centre), inArray(services.serviceId, [...ids]), roleType === undefined ? undefined : visibleServices(roleType)));
  const byId = new Map(rows.map((r) => [r.serviceId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Services of the centre whose name holds `keyword`, for the studio's picker (listed or not: an administrator's view). */
export async function serviceOptions(db: Queryable, tenantId: string, centre: Centre, keyword: string): Promise<PinnedService[]> {
  const pattern = containsPattern(keyword);
  return db.select(columns).from(services).innerJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(ofCentre(tenantId, centre), keyword === '' ? undefined : ilike(services.serviceName, pattern)))
    .orderBy(asc(services.serviceName)).limit(OPTION_LIMIT);
}

/** The role type of a role of the tenant (the preview applies its visibility); unknown answers as a visitor. */
export async function roleTypeOf(db: Queryable, tenantId: string, roleId: string): Promise<string> {
  const [row] = await db.select({ roleType: roles.roleType }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  return row?.roleType ?? 'visitor';
}
