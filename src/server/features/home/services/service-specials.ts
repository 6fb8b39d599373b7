import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, serviceScenes, services } from '../../../db/schema/catalogue';
import { serviceSpecialItems, serviceSpecials } from '../../../db/schema/content';
import type { ServiceItem } from '../../../../shared/schema/cards';
import type { ServiceSpecial } from '../../../../shared/schema/home';
import { AppError } from '../../../http/app-error';
import { deptJoin, sceneJoin, serviceItemColumns, toServiceItem, visibleServices } from '../../../catalogue/service-items';

interface Viewer {
  tenantId: string;
  roleType: string;
}

/**
 * getServiceSpecial: the shown specials (status 1) in order, each with the count of its services the role sees.
 * A special with none for the role is left out: a topic that opens onto an empty list is a dead end.
 */
export async function listServiceSpecials(db: Queryable, viewer: Viewer): Promise<ServiceSpecial[]> {
  const specials = await db
    .select({ id: serviceSpecials.id, title: serviceSpecials.title, description: serviceSpecials.description, cover: serviceSpecials.cover })
    .from(serviceSpecials)
    .where(and(eq(serviceSpecials.tenantId, viewer.tenantId), eq(serviceSpecials.status, 1)))
    .orderBy(asc(serviceSpecials.sort), asc(serviceSpecials.id));
  if (specials.length === 0) return [];
  const counts = await db
    .select({ specialId: serviceSpecialItems.specialId, n: count() })
    .from(serviceSpecialItems)
    .innerJoin(services, eq(services.serviceId, serviceSpecialItems.serviceId))
    .innerJoin(serviceSpecials, eq(serviceSpecials.id, serviceSpecialItems.specialId))
    .where(and(eq(serviceSpecials.tenantId, viewer.tenantId), eq(serviceSpecials.status, 1), visibleServices(viewer.roleType)))
    .groupBy(serviceSpecialItems.specialId);
  const countOf = new Map(counts.map((c) => [c.specialId, Number(c.n)]));
  return specials.map((s) => ({ ...s, serviceCount: countOf.get(s.id) ?? 0 })).filter((s) => s.serviceCount > 0);
}

/** getServiceSpecialList: one shown special of the tenant and its services the role sees, in the special's order. */
export async function getServiceSpecialList(
  db: Queryable, viewer: Viewer, specialId: string,
): Promise<{ special: ServiceSpecial; services: ServiceItem[] }> {
  const [special] = await db
    .select({ id: serviceSpecials.id, title: serviceSpecials.title, description: serviceSpecials.description, cover: serviceSpecials.cover })
    .from(serviceSpecials)
    .where(and(eq(serviceSpecials.id, specialId), eq(serviceSpecials.tenantId, viewer.tenantId), eq(serviceSpecials.status, 1)));
  if (!special) throw new AppError('NOT_FOUND', { msg: '服务专题不存在' });
  const rows = await db
    .select(serviceItemColumns)
    .from(serviceSpecialItems)
    .innerJoin(services, eq(services.serviceId, serviceSpecialItems.serviceId))
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .where(and(eq(serviceSpecialItems.specialId, special.id), visibleServices(viewer.roleType)))
    .orderBy(asc(serviceSpecialItems.sort), asc(services.serviceId));
  const items = rows.map(toServiceItem);
  return { special: { ...special, serviceCount: items.length }, services: items };
}
