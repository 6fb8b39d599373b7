import { and, asc, eq, sql } from 'drizzle-orm';
import { services } from '../../../../db/schema/catalogue';
import { serviceFavorites } from '../../../../db/schema/process';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { limitParam, type Params } from './params';
import { deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, visibleServices } from '../../../../catalogue/service-items';

/** The user's favourite services in the user's own order; a withdrawn or no longer visible service drops out. */
export async function loadFavourites(ctx: SourceContext, viewer: UserViewer, params: Params): Promise<ColumnData> {
  const rows = await ctx.db
    .select({ ...serviceItemColumns, total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
    .from(serviceFavorites)
    .innerJoin(services, eq(services.serviceId, serviceFavorites.serviceId))
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .where(and(eq(serviceFavorites.userId, viewer.userId), eq(serviceFavorites.tenantId, viewer.tenantId), visibleServices(viewer.roleType)))
    .orderBy(asc(serviceFavorites.sort), asc(serviceFavorites.createdAt), asc(services.serviceId))
    .limit(limitParam(params));
  return { kind: 'services', items: rows.map(toServiceItem), total: rows[0]?.total ?? 0 };
}
