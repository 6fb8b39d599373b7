import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-types';
import { tenantOfRequest } from './tenant';

/**
 * The role type a visitor is filtered and recorded with: anything but admin/teacher/student sees the services for
 * everyone only (visibleServices in catalogue/service-items.ts, canSee in search/visibility.ts).
 */
export const VISITOR_ROLE = 'nobody';

/**
 * Whom an answer is computed for: a signed-in user, or a visitor (no user, role type VISITOR_ROLE). A visitor sees
 * the public content of the tenant; a signed-in user also what is for signed-in users and the services of their
 * role.
 */
export interface Viewer {
  tenantId: string;
  /** 'admin' | 'teacher' | 'student' for the demo roles; decides which services' audience fits. */
  roleType: string;
  /** null for a visitor: nothing personal (favourites, records, non-public duties) is read or shown. */
  userId: string | null;
  /** The user's favourites version (AuthUser.favoritesVersion), when known: their favourites may come from memory. */
  favoritesVersion?: number;
}

/** A signed-in viewer with the role they act in: the home page's cards are computed for the user or the one an administrator previews as. */
export interface UserViewer extends Viewer {
  userId: string;
  account: string;
  roleId: string;
}

export function userViewer(user: AuthUser): UserViewer {
  return {
    tenantId: user.tenantId, roleType: user.roleType, userId: user.userId, account: user.account, roleId: user.roleId,
    favoritesVersion: user.favoritesVersion,
  };
}

/**
 * A visitor's view (the `nobody` calls): exactly what anyone sees, even when a token rides along — a visitor's page
 * must never depend on who happens to be signed in on the same browser.
 */
export function visitorViewer(request: FastifyRequest): Viewer {
  return { tenantId: tenantOfRequest(request), roleType: VISITOR_ROLE, userId: null };
}

/** The public calls answered for both: the signed-in caller's view when a valid token came along, else a visitor's. */
export function callerViewer(request: FastifyRequest, user: AuthUser | null): Viewer {
  return user ? userViewer(user) : visitorViewer(request);
}
