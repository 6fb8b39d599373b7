import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services } from '../../../db/schema/catalogue';
import type { ServiceInfoRequest, ServiceOption } from '../../../../shared/schema/studio-lists';
import { containsPattern } from '../../../db/like';

/**
 * getServiceInfo: the tenant's services by name for the studio's selects (a card's services, a duty's services),
 * listed ones only unless withdrawn ones are asked for, in the catalogue's order. Every audience is included: the
 * studio configures services for every role.
 */
export async function listServiceOptions(db: Queryable, tenantId: string, input: ServiceInfoRequest): Promise<ServiceOption[]> {
  const filters: SQL[] = [eq(services.tenantId, tenantId)];
  if (!input.includeWithdrawn) filters.push(eq(services.status, 1));
  if (input.serviceType !== '') filters.push(eq(services.serviceType, input.serviceType));
  if (input.serviceName !== '') filters.push(ilike(services.serviceName, containsPattern(input.serviceName)));
  return db
    .select({
      dictKey: services.serviceId, dictValue: services.serviceName, serviceDeptName: departments.deptName,
      serviceType: services.serviceType, status: services.status,
    })
    .from(services)
    .innerJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(...filters))
    .orderBy(asc(services.sort), asc(services.serviceId))
    .limit(input.size);
}
