import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { processes } from '../../../db/schema/process';
import type { BuiltinSource, CardKind } from '../../../../shared/schema/cards';
import { itemFieldsOf } from '../data-sources/external/map-rows';
import { BUILTIN_SOURCE_INFO } from '../data-sources/source-kinds';
import { containsPattern } from '../../../db/like';

/**
 * The read-only lists the column form offers (getServiceList, getParamTypeList, getRequestParamByDataSource,
 * getReturnParamByDataSource, getFlowType): they describe sources and the catalogue, not the home page, so they
 * read live tables and need no draft.
 */

const LIMIT = { name: 'limit', label: '条数上限（1–50）', required: false } as const;

/** What each built-in source reads from a column's params (data-sources/builtin/*). */
const SOURCE_PARAMS: Readonly<Record<BuiltinSource, ReadonlyArray<{ name: string; label: string; required: boolean }>>> = {
  todo: [
    { name: 'flowType', label: '流程类型（空为全部）', required: false },
    { name: 'todoTypeName', label: '待办名称（默认 待审批）', required: false },
    { name: 'todoTimeoutName', label: '超时名称（默认 超时）', required: false },
  ],
  services: [
    { name: 'sceneId', label: '服务场景', required: false },
    { name: 'typeId', label: '服务类型', required: false },
    { name: 'deptId', label: '服务部门', required: false },
    { name: 'serviceIds', label: '指定服务（逗号分隔）', required: false },
    { name: 'order', label: '排序：visits、newest 或 sort', required: false },
    LIMIT,
  ],
  personalMatters: [],
  staging: [{ name: 'tableKey', label: '暂存表标识', required: true }, LIMIT],
  favorites: [LIMIT],
  news: [{ name: 'channel', label: '新闻栏目', required: false }, LIMIT],
  tools: [LIMIT],
  recommendations: [LIMIT],
  announcements: [LIMIT],
};

export function requestParamsOf(source: BuiltinSource) {
  return { source, label: BUILTIN_SOURCE_INFO[source].label, params: SOURCE_PARAMS[source].map((p) => ({ ...p })) };
}

export function returnParamsOf(cardKind: CardKind) {
  return { cardKind, fields: itemFieldsOf(cardKind) };
}

/** API_PARAM_TYPES with what each sends: only 'fixed' takes a value; the others the server fills for the caller. */
export const PARAM_TYPES = [
  { paramType: 'fixed', label: '固定值' },
  { paramType: 'userAccount', label: '当前用户账号' },
  { paramType: 'userId', label: '当前用户编号' },
  { paramType: 'tenantId', label: '租户编号' },
] as const;

/** Listed services of the tenant whose name holds the keyword, for a services column's serviceIds. */
export async function listServiceChoices(db: Queryable, tenantId: string, keyword: string, limit: number) {
  const pattern = containsPattern(keyword);
  return db.select({ serviceId: services.serviceId, serviceName: services.serviceName, serviceType: services.serviceType })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.status, 1), keyword === '' ? undefined : ilike(services.serviceName, pattern)))
    .orderBy(asc(services.sort), asc(services.serviceName), asc(services.serviceId))
    .limit(limit);
}

/** The flow types the tenant's processes use: a to-do column may filter on one (params.flowType). */
export async function listFlowTypes(db: Queryable, tenantId: string): Promise<Array<{ flowType: string; count: number }>> {
  const rows = await db.select({ flowType: processes.flowType, count: sql<number>`count(*)::int` })
    .from(processes).where(eq(processes.tenantId, tenantId)).groupBy(processes.flowType).orderBy(asc(processes.flowType));
  return rows.map((row) => ({ flowType: row.flowType, count: Number(row.count) }));
}
