import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { services } from '../../../../db/schema/catalogue';
import { serviceRecommendations } from '../../../../db/schema/content';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { limitParam, type Params } from './params';
import { deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, visibleServices } from '../../../../catalogue/service-items';

/**
 * Services recommended to the user's role or to everyone, in the administrator's order (CARD-06 highlights the
 * first three). A service recommended twice (to the role and to everyone) shows once, at its first place.
 */
export async function loadRecommendations(ctx: SourceContext, viewer: UserViewer, params: Params): Promise<ColumnData> {
  const limit = limitParam(params);
  const rows = await ctx.db
    .select(serviceItemColumns)
    .from(serviceRecommendations)
    .innerJoin(services, eq(services.serviceId, serviceRecommendations.serviceId))
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .where(and(
      eq(serviceRecommendations.tenantId, viewer.tenantId),
      or(eq(serviceRecommendations.roleId, viewer.roleId), isNull(serviceRecommendations.roleId)),
      visibleServices(viewer.roleType),
    ))
    .orderBy(asc(serviceRecommendations.sort), sql`${serviceRecommendations.roleId} is null`, asc(serviceRecommendations.id))
    // Twice the limit leaves room for duplicates; recommendations are a short hand-made list.
    .limit(limit * 2);
  const seen = new Set<string>();
  const items = rows.filter((row) => !seen.has(row.serviceId) && seen.add(row.serviceId)).map(toServiceItem);
  return { kind: 'services', items: items.slice(0, limit), total: items.length };
}
