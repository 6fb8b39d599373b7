import { asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services, serviceScenes, serviceTypes } from '../../../db/schema/catalogue';
import type { FilterOption, ServiceCount } from '../../../../shared/schema/directory';
import type { Viewer } from '../../../http/viewer';
import { directoryConditions, type DirectoryFilters } from './directory-query';
import { englishFields } from '../../../../shared/i18n/content';

/**
 * The filter lists (serviceDept, serviceScene, serviceType listByUser): each option with the count of services the
 * viewer sees under it in the chosen centre, narrowed by the other filters chosen and the keyword, so each count is
 * what choosing the option would list. Options with none are left out: a filter that empties the list is a dead end.
 * In the option table's own order. The caller leaves the list's own filter out of `filters` (routes.ts).
 */

type OptionFilters = Partial<DirectoryFilters>;

/** An option's English name only when set (ADR 033): the portal falls back to the Chinese one. */
const withEnglish = (rows: Array<FilterOption & { nameEn: string }>): FilterOption[] =>
  rows.map(({ nameEn, ...row }) => ({ ...row, ...englishFields({ nameEn }) }));

export async function listDeptOptions(db: Queryable, viewer: Viewer, filters: OptionFilters): Promise<FilterOption[]> {
  return withEnglish(await db
    .select({ id: departments.id, name: departments.deptName, nameEn: departments.deptNameEn, count: count() })
    .from(services)
    .innerJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(directoryConditions(viewer, filters))
    .groupBy(departments.id, departments.deptName, departments.deptNameEn, departments.sort)
    .orderBy(asc(departments.sort), asc(departments.id)));
}

export async function listSceneOptions(db: Queryable, viewer: Viewer, filters: OptionFilters): Promise<FilterOption[]> {
  return withEnglish(await db
    .select({ id: serviceScenes.id, name: serviceScenes.sceneName, nameEn: serviceScenes.sceneNameEn, count: count() })
    .from(services)
    .innerJoin(serviceScenes, eq(serviceScenes.id, services.serviceSceneId))
    .where(directoryConditions(viewer, filters))
    .groupBy(serviceScenes.id, serviceScenes.sceneName, serviceScenes.sceneNameEn, serviceScenes.sort)
    .orderBy(asc(serviceScenes.sort), asc(serviceScenes.id)));
}

export async function listTypeOptions(db: Queryable, viewer: Viewer, filters: OptionFilters): Promise<FilterOption[]> {
  return withEnglish(await db
    .select({ id: serviceTypes.id, name: serviceTypes.typeName, nameEn: serviceTypes.typeNameEn, count: count() })
    .from(services)
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .where(directoryConditions(viewer, filters))
    .groupBy(serviceTypes.id, serviceTypes.typeName, serviceTypes.typeNameEn, serviceTypes.sort)
    .orderBy(asc(serviceTypes.sort), asc(serviceTypes.id)));
}

/** serviceCount: the services the viewer sees, by centre and by way of handling (OPEN-05: OFFLINE is offline). */
export async function countServices(db: Queryable, viewer: Viewer): Promise<ServiceCount> {
  const n = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      application: n(sql`${services.serviceType} = 'APPLICATION'`),
      process: n(sql`${services.serviceType} = 'PROCESS'`),
      offline: n(sql`${services.processType} = 'OFFLINE'`),
    })
    .from(services)
    .where(directoryConditions(viewer, {}));
  const total = row?.total ?? 0;
  const offline = row?.offline ?? 0;
  return { total, application: row?.application ?? 0, process: row?.process ?? 0, online: total - offline, offline };
}
