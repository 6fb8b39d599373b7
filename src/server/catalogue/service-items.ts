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
  /** Optional English names ('' or null for none, ADR 029); a read that does not select them answers none. */
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
