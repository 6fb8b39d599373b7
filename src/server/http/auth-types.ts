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
}

/** Who may call a route: anyone, any signed-in user, or a user whose configuration menu holds `menu`. */
export type Access = 'public' | 'user' | { menu: string };

export interface Authenticator {
  /** Resolves the caller or throws AppError('UNAUTHENTICATED'). */
  authenticate(request: FastifyRequest): Promise<AuthUser>;
  /** True when the caller's roles grant the configuration-menu entry named `menu`. */
  hasMenu(user: AuthUser, menu: string): Promise<boolean>;
}
