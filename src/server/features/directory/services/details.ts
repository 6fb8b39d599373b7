import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services, serviceTypes } from '../../../db/schema/catalogue';
import { serviceStats } from '../../../db/schema/directory';
import { AppError } from '../../../http/app-error';
import { deptJoin, departments, sceneJoin, serviceScenes } from '../../../catalogue/service-items';
import type { GuestServiceDetails, ServiceDetails } from '../../../../shared/schema/directory';
import type { Viewer } from '../../../http/viewer';
import { directoryItemColumns, statsJoin, toDirectoryItem, visibleTo } from './directory-query';
import { englishFields } from '../../../../shared/i18n/content';

/**
 * OPEN-04: a service's details as the viewer may see them. A service the viewer may not see (withdrawn, for
 * another audience, another tenant's) answers exactly like an unknown one, so its existence does not leak.
 */
export async function getServiceDetails(db: Queryable, viewer: Viewer, serviceId: string): Promise<ServiceDetails> {
  const [row] = await db
    .select({
      ...directoryItemColumns(viewer),
      description: services.description,
      descriptionEn: services.descriptionEn,
      deptId: services.serviceDeptId,
      sceneId: services.serviceSceneId,
      typeId: services.serviceTypeId,
      typeName: serviceTypes.typeName,
      typeNameEn: serviceTypes.typeNameEn,
      audience: services.audience,
    })
    .from(services)
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .leftJoin(serviceStats, statsJoin)
    .where(and(eq(services.serviceId, serviceId), visibleTo(viewer)));
  if (!row) throw new AppError('SERVICE_NOT_FOUND');
  return {
    ...toDirectoryItem(row),
    description: row.description,
    deptId: row.deptId,
    sceneId: row.sceneId ?? '',
    typeId: row.typeId ?? '',
    typeName: row.typeName ?? '',
    audience: row.audience,
    ...englishFields({ descriptionEn: row.descriptionEn, typeNameEn: row.typeNameEn }),
  };
}

/** customDetails: the same without anything about the caller. */
export async function getVisitorServiceDetails(db: Queryable, viewer: Viewer, serviceId: string): Promise<GuestServiceDetails> {
  const { collected: _collected, ...details } = await getServiceDetails(db, { ...viewer, userId: null }, serviceId);
  return details;
}
