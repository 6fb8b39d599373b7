import { asc, eq } from 'drizzle-orm';
import { commonTools } from '../../../../db/schema/content';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { limitParam, type Params } from './params';

/** The tenant's common tools in the administrator's order. */
export async function loadTools(ctx: SourceContext, viewer: UserViewer, params: Params): Promise<ColumnData> {
  const rows = await ctx.db
    .select({
      id: commonTools.id,
      tools_name: commonTools.toolsName,
      tools_icon: commonTools.toolsIcon,
      url: commonTools.url,
      openWay: commonTools.openWay,
    })
    .from(commonTools)
    .where(eq(commonTools.tenantId, viewer.tenantId))
    .orderBy(asc(commonTools.sort), asc(commonTools.id))
    .limit(limitParam(params));
  return { kind: 'tools', items: rows };
}
