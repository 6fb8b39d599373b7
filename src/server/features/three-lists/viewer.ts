import type { FastifyRequest } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { services } from '../../db/schema/catalog';
import { deptDuties } from '../../db/schema/three-lists';
import type { AuthUser } from '../../http/auth-types';
import { visibleServices } from '../../catalog/service-items';
import { tenantOfRequest } from '../../http/tenant';

/**
 * Whom a three-lists answer is for. A visitor sees the public duties and the services for everyone; a signed-in
 * user every duty of their tenant and the services of their role (the catalogue's one rule, visibleServices).
 */
export interface ListViewer {
  tenantId: string;
  roleType: string;
  signedIn: boolean;
}

/** The role type a visitor's services are filtered with: anything but admin/teacher/student sees 'all' only. */
const VISITOR_ROLE = 'nobody';

export function userViewer(user: AuthUser): ListViewer {
  return { tenantId: user.tenantId, roleType: user.roleType, signedIn: true };
}

/** The visitor forms (nobody/preLogin/…): always a visitor's view, whoever calls. */
export function visitorViewer(request: FastifyRequest): ListViewer {
  return { tenantId: tenantOfRequest(request), roleType: VISITOR_ROLE, signedIn: false };
}

/** The one-form public calls: the signed-in caller's view when a valid token came along, else a visitor's. */
export function callerViewer(request: FastifyRequest, user: AuthUser | null): ListViewer {
  return user ? userViewer(user) : visitorViewer(request);
}

/** Duties of the viewer's tenant the viewer may see. */
export function visibleDuties(viewer: ListViewer): SQL {
  const tenant = eq(deptDuties.tenantId, viewer.tenantId);
  return viewer.signedIn ? tenant : (and(tenant, eq(deptDuties.isPublic, true)) ?? tenant);
}

/** Services of the viewer's tenant the viewer may see. */
export function visibleToViewer(viewer: ListViewer): SQL {
  return sql`${eq(services.tenantId, viewer.tenantId)} and ${visibleServices(viewer.roleType)}`;
}

/** `%` and `_` in a keyword are matched as themselves, not as wildcards. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
