import { and, asc, count, desc, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services } from '../../../db/schema/catalogue';
import type { ServicePage, ServicePageRequest, ServiceSortField } from '../../../../shared/schema/catalogue-lists';
import { containsPattern } from '../../../db/like';

type Input = Required<ServicePageRequest>;

const SORT_COLUMNS: Record<ServiceSortField, AnyColumn> = {
  sort: services.sort,
  serviceCode: services.serviceId,
  serviceName: services.serviceName,
  deptName: departments.deptName,
  serviceType: services.serviceType,
  status: services.status,
  visitCount: services.visitCount,
  releasedAt: services.releasedAt,
};

/**
 * The filters of the page. The export's "current search" (export-sources.ts, list `service`) reads the same form
 * keys with the same meaning, so a search exported counts what the page shows.
 */
function whereOf(tenantId: string, input: Input): SQL | undefined {
  const filters: SQL[] = [eq(services.tenantId, tenantId)];
  if (input.keyword !== '') {
    const pattern = containsPattern(input.keyword);
    const byWord = or(ilike(services.serviceName, pattern), ilike(services.serviceId, pattern));
    if (byWord) filters.push(byWord);
  }
  if (input.serviceType !== '') filters.push(eq(services.serviceType, input.serviceType));
  if (input.deptId !== '') filters.push(eq(services.serviceDeptId, input.deptId));
  if (input.status !== '') filters.push(eq(services.status, Number(input.status)));
  return and(...filters);
}

/**
 * serverCenter/adminPage: every service of the tenant, listed or withdrawn and for every audience (the studio
 * manages them all), one page in the chosen order, the service code breaking ties so pages never overlap.
 */
export async function pageServices(db: Queryable, tenantId: string, input: Input): Promise<ServicePage> {
  const where = whereOf(tenantId, input);
  const direction = input.order === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        serviceCode: services.serviceId, serviceName: services.serviceName, serviceType: services.serviceType,
        deptId: services.serviceDeptId, deptName: departments.deptName, accessWay: services.accessWay, openWay: services.openWay,
        status: services.status, sort: services.sort, visitCount: services.visitCount, releasedAt: services.releasedAt,
      })
      .from(services)
      .innerJoin(departments, eq(departments.id, services.serviceDeptId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[input.sort]), asc(services.serviceId))
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(services).where(where),
  ]);
  return {
    records: rows.map((r) => ({ ...r, releasedAt: r.releasedAt.toISOString() })),
    total: total?.n ?? 0,
    current: input.current,
    size: input.size,
  };
}
