import { asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { configMenus } from '../../../db/schema/auth';
import { services, type OpenWay } from '../../../db/schema/catalogue';
import type { AccessWayOption, AppOption } from '../../../../shared/schema/studio-lists';

/**
 * getAppsDict: the studio's configuration apps, i.e. every entry of the tenant's configuration menu in menu order
 * (not only the caller's: a form that grants apps to a role must offer all of them).
 */
export async function listApps(db: Queryable, tenantId: string): Promise<AppOption[]> {
  return db
    .select({ dictKey: configMenus.name, dictValue: configMenus.title, path: configMenus.path })
    .from(configMenus)
    .where(eq(configMenus.tenantId, tenantId))
    .orderBy(asc(configMenus.sort), asc(configMenus.id));
}

/** OPEN-01's ways of opening a service, in its order; the database allows exactly these (services_open_way_ck). */
const OPEN_WAYS: readonly { openWay: OpenWay; name: string }[] = [
  { openWay: 1001, name: '页面内弹窗打开' },
  { openWay: 1002, name: '弹出窗口打开' },
  { openWay: 1003, name: '新标签页打开' },
];

/** getAccessWayList: every way, used or not, with how many of the tenant's services (listed or not) use it. */
export async function listAccessWays(db: Queryable, tenantId: string): Promise<AccessWayOption[]> {
  const used = await db
    .select({ openWay: services.openWay, n: count() })
    .from(services)
    .where(eq(services.tenantId, tenantId))
    .groupBy(services.openWay);
  const countOf = new Map(used.map((row) => [Number(row.openWay), Number(row.n)]));
  return OPEN_WAYS.map((way) => ({ dictKey: String(way.openWay), dictValue: way.name, serviceCount: countOf.get(way.openWay) ?? 0 }));
}
