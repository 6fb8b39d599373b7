import { and, eq } from 'drizzle-orm';
import type { ServiceGuide } from '../../../../shared/schema/guides';
import { deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, visibleServices } from '../../../catalogue/service-items';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { serviceGuides } from '../../../db/schema/search';
import { AppError } from '../../../http/app-error';

/**
 * The guide of a service the caller may see (visibleServices; a visitor's role 'nobody' sees audience 'all' only).
 * A service the caller may not see answers exactly like one without a guide, so its existence does not leak.
 */
export async function getGuide(db: Db, tenantId: string, roleType: string, serviceId: string): Promise<ServiceGuide> {
  const [row] = await db
    .select({ item: serviceItemColumns, guide: serviceGuides })
    .from(serviceGuides)
    .innerJoin(services, eq(services.serviceId, serviceGuides.serviceId))
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .where(and(eq(serviceGuides.serviceId, serviceId), eq(services.tenantId, tenantId), visibleServices(roleType)));
  if (!row) throw new AppError('GUIDE_NOT_FOUND');
  const { guide } = row;
  return {
    service: toServiceItem(row.item),
    conditions: guide.conditions,
    materials: guide.materials,
    steps: guide.steps,
    fees: guide.fees,
    timeLimit: guide.timeLimit,
    department: guide.department,
    location: guide.location,
    contactPhone: guide.contactPhone,
    handling: guide.handling,
    faq: guide.faq,
    updateTime: guide.updatedAt.toISOString(),
  };
}
