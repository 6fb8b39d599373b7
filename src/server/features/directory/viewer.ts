import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../http/auth-types';
import { tenantOfRequest } from '../../http/tenant';

/**
 * Whom a directory answer is computed for. A visitor has no user and the role type 'visitor', which
 * visibleServices treats like any unknown role: services for everyone (audience 'all') only.
 */
export interface DirectoryViewer {
  tenantId: string;
  roleType: string;
  /** null for a visitor: nothing about favourites is read or shown. */
  userId: string | null;
  /** The user's favourites version (AuthUser.favoritesVersion), when known: their favourites may come from memory. */
  favoritesVersion?: number;
}

export const VISITOR_ROLE_TYPE = 'visitor';

export function userViewer(user: AuthUser): DirectoryViewer {
  return { tenantId: user.tenantId, roleType: user.roleType, userId: user.userId, favoritesVersion: user.favoritesVersion };
}

/**
 * What a `nobody` list shows: exactly a visitor's view, even when a token rides along — a visitor's page must
 * never depend on who happens to be signed in on the same browser.
 */
export function visitorViewer(request: FastifyRequest): DirectoryViewer {
  return { tenantId: tenantOfRequest(request), roleType: VISITOR_ROLE_TYPE, userId: null };
}
