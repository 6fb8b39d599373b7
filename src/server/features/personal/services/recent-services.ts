import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { serviceVisits } from '../../../db/schema/directory';
import {
  deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, visibleServices,
} from '../../../catalogue/service-items';
import type { RecentService } from '../../../../shared/schema/personal';

/** How far back "recent" reaches; it also keeps the read on the click log's time index. */
const RECENT_DAYS = 90;

/**
 * My recent services: the services the user opened (the click log of OPEN-03, read only), each once at its latest
 * visit, newest first; a service withdrawn since, or no longer for the user's role, drops out.
 */
export async function listRecentServices(
  db: Queryable, viewer: { tenantId: string; userId: string; roleType: string }, size: number, nowMs: number,
): Promise<RecentService[]> {
  const since = new Date(nowMs - RECENT_DAYS * 86_400_000);
  const recent = db
    .select({ serviceId: serviceVisits.serviceId, lastAt: max(serviceVisits.visitedAt).as('last_at') })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.tenantId, viewer.tenantId), eq(serviceVisits.userId, viewer.userId), gt(serviceVisits.visitedAt, since)))
    .groupBy(serviceVisits.serviceId)
    .as('recent');
  const rows = await db
    .select({ ...serviceItemColumns, lastAt: recent.lastAt })
    .from(recent)
    .innerJoin(services, eq(services.serviceId, recent.serviceId))
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .where(and(eq(services.tenantId, viewer.tenantId), visibleServices(viewer.roleType)))
    .orderBy(desc(recent.lastAt), desc(services.serviceId))
    .limit(size);
  return rows.map(({ lastAt, ...row }) => ({ ...toServiceItem(row), lastVisitTime: lastAt ? new Date(lastAt).toISOString() : '' }));
}
