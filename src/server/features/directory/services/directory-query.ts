import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { services } from '../../../db/schema/catalogue';
import { serviceShelfLabelItems, serviceStats } from '../../../db/schema/directory';
import { serviceFavorites } from '../../../db/schema/process';
import { serviceItemColumns, toServiceItem, visibleServices, type ServiceItemRow } from '../../../catalogue/service-items';
import type { DirectoryItem, DirectoryQuery, DirectorySort } from '../../../../shared/schema/directory';
import type { Viewer } from '../../../http/viewer';
import { containsPattern } from '../../../db/like';

/** The filters of a directory list; '' leaves a filter out. */
export type DirectoryFilters = Omit<DirectoryQuery, 'sort' | 'current' | 'size'> & {
  /**
   * The services the search engine matched `keyword` with (pinyin, initials, synonyms, one typo): when given, the
   * keyword keeps these; without it, names containing the keyword as written.
   */
  keywordMatches?: readonly string[];
};

/** Services of the viewer's tenant that the viewer's role may see (the catalogue's one visibility rule). */
export function visibleTo(viewer: Viewer): SQL {
  return sql`${eq(services.tenantId, viewer.tenantId)} and ${visibleServices(viewer.roleType)}`;
}

/** Every condition of a directory list: visibility first, then each filter that is set. */
export function directoryConditions(viewer: Viewer, filters: Partial<DirectoryFilters>): SQL {
  const conditions: SQL[] = [visibleTo(viewer)];
  // ROUTE-06: '' is the whole hall; otherwise one centre.
  if (filters.serviceType) conditions.push(eq(services.serviceType, filters.serviceType));
  if (filters.deptId) conditions.push(eq(services.serviceDeptId, filters.deptId));
  if (filters.sceneId) conditions.push(eq(services.serviceSceneId, filters.sceneId));
  if (filters.typeId) conditions.push(eq(services.serviceTypeId, filters.typeId));
  // OPEN-05: OFFLINE is offline handling; anything else (ONLINE) online.
  if (filters.processType === 'OFFLINE') conditions.push(eq(services.processType, 'OFFLINE'));
  else if (filters.processType === 'ONLINE') conditions.push(sql`${services.processType} <> 'OFFLINE'`);
  if (filters.shelfLabelId) {
    conditions.push(sql`exists (select 1 from ${serviceShelfLabelItems} where ${serviceShelfLabelItems.labelId} = ${filters.shelfLabelId}
      and ${serviceShelfLabelItems.serviceId} = ${services.serviceId})`);
  }
  if (filters.keyword && filters.keywordMatches) {
    // One parameter per match: a catalogue of 10,000 services stays far below PostgreSQL's 65,535 parameters.
    conditions.push(filters.keywordMatches.length === 0 ? sql`false` : inArray(services.serviceId, [...filters.keywordMatches]));
  } else if (filters.keyword) {
    // The English name too (ADR 033): a reader in English mode may type the name they see.
    const pattern = containsPattern(filters.keyword);
    conditions.push(or(ilike(services.serviceName, pattern), ilike(services.serviceNameEn, pattern)) ?? sql`false`);
  }
  return and(...conditions) ?? sql`true`;
}

const ratingAvg = sql<number>`coalesce(${serviceStats.ratingAvg}, 0)::float8`.mapWith(Number);
const ratingCount = sql<number>`coalesce(${serviceStats.ratingCount}, 0)::int`.mapWith(Number);

/** Join condition of the ratings summary (left join: a service without ratings has no row). */
export const statsJoin = eq(serviceStats.serviceId, services.serviceId);

/** Orders of the sorts; every one ends on the service id so that paging is stable. */
export function directoryOrder(sort: DirectorySort): SQL[] {
  const tail = asc(services.serviceId);
  switch (sort) {
    case 'heat': return [desc(services.visitCount), tail];
    case 'newest': return [desc(services.releasedAt), tail];
    case 'rating': return [sql`${ratingAvg} desc`, sql`${ratingCount} desc`, desc(services.visitCount), tail];
    case 'default': return [asc(services.sort), tail];
  }
}

/** Whether the viewer collected the service; a visitor never has. */
function collectedBy(viewer: Viewer): SQL<boolean> {
  if (viewer.userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${serviceFavorites} where ${serviceFavorites.userId} = ${viewer.userId}
    and ${serviceFavorites.serviceId} = ${services.serviceId})`;
}

/** Columns of a directory item; use with the department, scene and stats joins. */
export function directoryItemColumns(viewer: Viewer) {
  return { ...serviceItemColumns, serviceType: services.serviceType, ratingAvg, ratingCount, collected: collectedBy(viewer) };
}

export interface DirectoryItemRow extends ServiceItemRow {
  serviceType: string;
  ratingAvg: number;
  ratingCount: number;
  collected: boolean;
}

export function toDirectoryItem(row: DirectoryItemRow): DirectoryItem {
  return { ...toServiceItem(row), serviceType: row.serviceType, ratingAvg: row.ratingAvg, ratingCount: row.ratingCount, collected: row.collected };
}
