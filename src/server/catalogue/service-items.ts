import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { departments, services, serviceScenes } from '../db/schema/catalogue';
import type { ServiceItem } from '../../shared/schema/cards';
import { englishFields } from '../../shared/i18n/content';

/**
 * What every list of services shows of a service (doc1 §3 "Service item"), and who may see which service: the one
 * definition the cards, the specials and the service directory share.
 */

/** Columns of a service row joined to its department and scene; use with `withServiceNames`. */
export const serviceItemColumns = {
  serviceId: services.serviceId,
  serviceName: services.serviceName,
  serviceNameEn: services.serviceNameEn,
  serviceIcon: services.serviceIcon,
  serviceDeptName: departments.deptName,
  serviceDeptNameEn: departments.deptNameEn,
  serviceSceneName: serviceScenes.sceneName,
  serviceSceneNameEn: serviceScenes.sceneNameEn,
  processType: services.processType,
  hasGuide: services.hasGuide,
  accessWay: services.accessWay,
  openWay: services.openWay,
  serviceUrl: services.serviceUrl,
  visitCount: services.visitCount,
  releasedAt: services.releasedAt,
};

export interface ServiceItemRow {
  serviceId: string;
  serviceName: string;
  serviceIcon: string;
  serviceDeptName: string | null;
  serviceSceneName: string | null;
  /** Optional English names ('' or null for none, ADR 033); a read that does not select them answers none. */
  serviceNameEn?: string | null;
  serviceDeptNameEn?: string | null;
  serviceSceneNameEn?: string | null;
  processType: string;
  hasGuide: boolean;
  accessWay: string;
  openWay: number;
  serviceUrl: string;
  visitCount: number;
  releasedAt: Date;
}

export function toServiceItem(row: ServiceItemRow): ServiceItem {
  return {
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    serviceIcon: row.serviceIcon,
    serviceDeptName: row.serviceDeptName ?? '',
    serviceSceneName: row.serviceSceneName ?? '',
    processType: row.processType,
    hasGuide: row.hasGuide,
    accessWay: row.accessWay,
    openWay: row.openWay,
    serviceUrl: row.serviceUrl,
    visitCount: row.visitCount,
    releaseTime: row.releasedAt.toISOString(),
    ...englishFields({ serviceNameEn: row.serviceNameEn, serviceDeptNameEn: row.serviceDeptNameEn, serviceSceneNameEn: row.serviceSceneNameEn }),
  };
}

/** Join conditions for `serviceItemColumns`: the department always exists; the scene may have been removed. */
export const deptJoin = eq(departments.id, services.serviceDeptId);
export const sceneJoin = eq(serviceScenes.id, services.serviceSceneId);
export { departments, serviceScenes };

/** The kinds of caller `visibleServices` tells apart: two callers of one kind see exactly the same services. */
export type VisibilityKind = 'admin' | 'teacher' | 'student' | 'all';

export function visibilityKind(roleType: string): VisibilityKind {
  return roleType === 'admin' || roleType === 'teacher' || roleType === 'student' ? roleType : 'all';
}

/**
 * Services a role may see: listed ones (status 1) whose audience is everyone or the role's own kind; the admin
 * role sees every listed service. A school's own role types see the services for everyone.
 */
export function visibleServices(roleType: string): SQL {
  const kind = visibilityKind(roleType);
  const listed = eq(services.status, 1);
  if (kind === 'admin') return listed;
  const audiences = kind === 'all' ? ['all'] : ['all', kind];
  return sql`${listed} and ${inArray(services.audience, audiences as Array<'all' | 'teacher' | 'student'>)}`;
}
