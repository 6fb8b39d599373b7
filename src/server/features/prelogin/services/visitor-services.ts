import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { serviceTypes, services } from '../../../db/schema/catalogue';
import { deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem, visibleServices } from '../../../catalogue/service-items';
import type { ServiceItem } from '../../../../shared/schema/cards';
import type { PreLoginConfig } from '../../../../shared/schema/prelogin';
import { containsPattern } from '../../../db/like';
import { VISITOR_ROLE } from '../../../http/viewer';
import { englishFields } from '../../../../shared/i18n/content';

/**
 * Services as a visitor sees them: listed, for everyone (visibleServices(VISITOR_ROLE)), whoever asks. The landing page
 * is the same for a signed-in caller; their own services are in the service centres.
 */

const forVisitors = (tenantId: string): SQL => and(eq(services.tenantId, tenantId), visibleServices(VISITOR_ROLE)) as SQL;
type GroupBy = PreLoginConfig['serviceColumn']['groupBy'];
const groupColumn = { type: services.serviceTypeId, scene: services.serviceSceneId, dept: services.serviceDeptId } as const;

async function pageOf(db: Queryable, where: SQL, current: number, size: number) {
  const [total] = await db.select({ n: count() }).from(services).where(where);
  const rows = await db.select(serviceItemColumns).from(services)
    .innerJoin(departments, deptJoin).leftJoin(serviceScenes, sceneJoin)
    .where(where).orderBy(asc(services.sort), asc(services.serviceName), asc(services.serviceId))
    .limit(size).offset((current - 1) * size);
  return { records: rows.map(toServiceItem), total: Number(total?.n ?? 0), current, size };
}

export interface VisitorPageQuery {
  current: number;
  size: number;
  keyword: string;
  sceneId?: string;
  deptId?: string;
  typeId?: string;
}

export function visitorServicePage(db: Queryable, tenantId: string, q: VisitorPageQuery) {
  const where = and(
    forVisitors(tenantId),
    // The English name too (ADR 033): a visitor in English mode types the name they see.
    q.keyword ? or(ilike(services.serviceName, containsPattern(q.keyword)), ilike(services.serviceNameEn, containsPattern(q.keyword))) : undefined,
    q.sceneId ? eq(services.serviceSceneId, q.sceneId) : undefined,
    q.deptId ? eq(services.serviceDeptId, q.deptId) : undefined,
    q.typeId ? eq(services.serviceTypeId, q.typeId) : undefined,
  ) as SQL;
  return pageOf(db, where, q.current, q.size);
}

export function visitorGroupPage(db: Queryable, tenantId: string, groupBy: GroupBy, groupId: string, current: number, size: number) {
  return pageOf(db, and(forVisitors(tenantId), eq(groupColumn[groupBy], groupId)) as SQL, current, size);
}

/** The groups (types, scenes or departments) in their order, with how many services for everyone each holds. */
export async function visitorGroups(db: Queryable, tenantId: string, groupBy: GroupBy): Promise<Array<{ id: string; name: string; nameEn?: string; count: number }>> {
  const rows = groupBy === 'type'
    ? await db.select({ id: serviceTypes.id, name: serviceTypes.typeName, nameEn: serviceTypes.typeNameEn, count: count() }).from(services)
      .innerJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId)).where(forVisitors(tenantId))
      .groupBy(serviceTypes.id, serviceTypes.typeName, serviceTypes.typeNameEn, serviceTypes.sort).orderBy(asc(serviceTypes.sort), asc(serviceTypes.id))
    : groupBy === 'scene'
      ? await db.select({ id: serviceScenes.id, name: serviceScenes.sceneName, nameEn: serviceScenes.sceneNameEn, count: count() }).from(services)
        .innerJoin(serviceScenes, sceneJoin).where(forVisitors(tenantId))
        .groupBy(serviceScenes.id, serviceScenes.sceneName, serviceScenes.sceneNameEn, serviceScenes.sort).orderBy(asc(serviceScenes.sort), asc(serviceScenes.id))
      : await db.select({ id: departments.id, name: departments.deptName, nameEn: departments.deptNameEn, count: count() }).from(services)
        .innerJoin(departments, deptJoin).where(forVisitors(tenantId))
        .groupBy(departments.id, departments.deptName, departments.deptNameEn, departments.sort).orderBy(asc(departments.sort), asc(departments.id));
  // An English name only when set (ADR 033): the landing page falls back to the Chinese one.
  return rows.map(({ nameEn, ...r }) => ({ ...r, ...englishFields({ nameEn }), count: Number(r.count) }));
}

/** queryAllServiceByType: each group with its first `perGroup` services (one window query for all groups). */
export async function visitorGroupsWithServices(db: Queryable, tenantId: string, groupBy: GroupBy, perGroup: number) {
  const groups = await visitorGroups(db, tenantId, groupBy);
  const column = groupColumn[groupBy];
  const ranked = db.select({
    serviceId: services.serviceId,
    groupId: sql<string>`${column}`.as('group_id'),
    rank: sql<number>`row_number() over (partition by ${column} order by ${services.sort}, ${services.serviceName}, ${services.serviceId})`.as('rank'),
  }).from(services).where(forVisitors(tenantId)).as('ranked');
  const rows = await db.select({ ...serviceItemColumns, groupId: ranked.groupId }).from(ranked)
    .innerJoin(services, eq(services.serviceId, ranked.serviceId))
    .innerJoin(departments, deptJoin).leftJoin(serviceScenes, sceneJoin)
    .where(sql`${ranked.rank} <= ${perGroup}`)
    .orderBy(asc(ranked.rank));
  const byGroup = new Map<string, ServiceItem[]>();
  for (const { groupId, ...row } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), toServiceItem(row)]);
  return {
    groupBy,
    groups: groups.map((g) => ({
      groupId: g.id, groupName: g.name, ...englishFields({ groupNameEn: g.nameEn }), total: g.count, services: byGroup.get(g.id) ?? [],
    })),
  };
}

/** 服务直通车: the most visited services for everyone. */
export async function mostUsedServices(db: Queryable, tenantId: string, size: number): Promise<ServiceItem[]> {
  const rows = await db.select(serviceItemColumns).from(services)
    .innerJoin(departments, deptJoin).leftJoin(serviceScenes, sceneJoin)
    .where(forVisitors(tenantId)).orderBy(desc(services.visitCount), asc(services.serviceId)).limit(size);
  return rows.map(toServiceItem);
}

export async function visitorServiceOverview(db: Queryable, tenantId: string) {
  const [row] = await db.select({
    total: count(),
    offline: sql<number>`count(*) filter (where ${services.processType} = 'OFFLINE')`,
    application: sql<number>`count(*) filter (where ${services.serviceType} = 'APPLICATION')`,
  }).from(services).where(forVisitors(tenantId));
  const total = Number(row?.total ?? 0);
  const offline = Number(row?.offline ?? 0);
  const application = Number(row?.application ?? 0);
  return { total, online: total - offline, offline, application, process: total - application };
}
