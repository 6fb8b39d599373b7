import { and, eq, sql, type SQL } from 'drizzle-orm';
import { services } from '../../db/schema/catalogue';
import { deptDuties } from '../../db/schema/three-lists';
import type { Viewer } from '../../http/viewer';
import { visibleServices } from '../../catalogue/service-items';

/**
 * Duties of the viewer's tenant the viewer may see: a visitor the public ones, a signed-in user every one. The
 * visitor forms (nobody/preLogin/…) are always answered for a visitor, whoever calls (visitorViewer).
 */
export function visibleDuties(viewer: Viewer): SQL {
  const tenant = eq(deptDuties.tenantId, viewer.tenantId);
  return viewer.userId !== null ? tenant : (and(tenant, eq(deptDuties.isPublic, true)) ?? tenant);
}

/** Services of the viewer's tenant the viewer may see. */
export function visibleToViewer(viewer: Viewer): SQL {
  return sql`${eq(services.tenantId, viewer.tenantId)} and ${visibleServices(viewer.roleType)}`;
}
