import type { FastifyRequest } from 'fastify';

/** The signed-in caller, as the access token and the live SSO session prove it. */
export interface AuthUser {
  userId: string;
  tenantId: string;
  account: string;
  nickName: string;
  roleId: string;
  roleType: string;
  sessionId: string;
  /** users.favorites_version as the authenticating query found it (absent where no call was authenticated). */
  favoritesVersion?: number;
}

/** Who may call a route: anyone, any signed-in user, or a user whose configuration menu holds `menu`. */
export type Access = 'public' | 'user' | { menu: string };

/**
 * As `menu`: granted when the caller's configuration menu holds any entry at all. For calls every studio area
 * shares (the common lists), which belong to no one area's menu. No menu entry is named '*'.
 */
export const ANY_CONFIG_MENU = '*';

export interface Authenticator {
  /** Resolves the caller or throws AppError('UNAUTHENTICATED'). */
  authenticate(request: FastifyRequest): Promise<AuthUser>;
  /** True when the caller's roles grant the configuration-menu entry named `menu`. */
  hasMenu(user: AuthUser, menu: string): Promise<boolean>;
}
