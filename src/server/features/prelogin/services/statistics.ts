import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services, serviceScenes } from '../../../db/schema/catalogue';
import { processes } from '../../../db/schema/process';
import { visibleServices } from '../../../catalogue/service-items';
import { VISITOR_ROLE } from '../../../http/viewer';
import type { StatisticData } from '../../../../shared/schema/prelogin';

/** Figure labels of the statistics overview. */
export const STATISTIC_LABELS: Record<keyof StatisticData, string> = {
  // Only the services open to everyone: a signed-in user sees more, by audience (visibleServices).
  servicesOnline: '公开服务',
  departments: '服务部门',
  scenes: '服务场景',
  visitsTotal: '累计访问',
  processesThisYear: '本年办件',
  processesDoneThisYear: '本年办结',
};

/**
 * getStatisticData: aggregate figures only (no row of anyone's). Services and visits count the services for
 * everyone; processes count every application of the calendar year in the server's time zone.
 */
export async function loadStatistics(db: Queryable, tenantId: string, now: Date): Promise<StatisticData> {
  const forVisitors = and(eq(services.tenantId, tenantId), visibleServices(VISITOR_ROLE));
  const yearStart = new Date(now.getFullYear(), 0, 1);
  const [svc] = await db.select({ n: count(), visits: sql<string>`coalesce(sum(${services.visitCount}), 0)` }).from(services).where(forVisitors);
  const [dept] = await db.select({ n: sql<number>`count(distinct ${services.serviceDeptId})` }).from(services).where(forVisitors);
  const [scenes] = await db.select({ n: count() }).from(serviceScenes).where(eq(serviceScenes.tenantId, tenantId));
  const [proc] = await db.select({
    n: count(),
    done: sql<number>`count(*) filter (where ${processes.status} = 'done')`,
  }).from(processes).where(and(eq(processes.tenantId, tenantId), gte(processes.startedAt, yearStart)));
  return {
    servicesOnline: Number(svc?.n ?? 0),
    departments: Number(dept?.n ?? 0),
    scenes: Number(scenes?.n ?? 0),
    visitsTotal: Number(svc?.visits ?? 0),
    processesThisYear: Number(proc?.n ?? 0),
    processesDoneThisYear: Number(proc?.done ?? 0),
  };
}

