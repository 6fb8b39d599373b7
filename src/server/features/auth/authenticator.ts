import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { configMenus, roleConfigMenus, roles, ssoSessions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { readAccessToken } from '../../http/access-token-header';
import { ANY_CONFIG_MENU, type AuthUser, type Authenticator } from '../../http/auth-types';
import { isSessionLive, isTouchDue } from '../../security/sso-session-clock';
import { createAccessTokens, type AccessTokens } from './access-token';

/** What getUserInfo shows beyond AuthUser; read by the same query that authenticates, so it costs nothing more. */
interface UserProfile {
  realName: string;
  roleName: string;
  deptName: string;
  avatar: string;
}

export interface SessionAuthenticator extends Authenticator {
  /** The profile read while authenticating `user` (the very object `authenticate` returned). */
  profileOf(user: AuthUser): UserProfile | undefined;
  readonly accessTokens: AccessTokens;
}

/**
 * Visitor paths (`nobody`) are what the page's own timers poll — the session-time checks above all — so a token
 * that rides along on them must not keep an idle session alive.
 */
function countsAsActivity(request: FastifyRequest): boolean {
  return !(request.routeOptions.url ?? request.url).includes('/nobody/');
}

/**
 * The caller as `authenticate` proves them, carrying the profile its query read in a private field: spreading or
 * logging the user shows the AuthUser fields only, and no per-request table maps users to profiles.
 */
class SessionUser implements AuthUser {
  readonly #profile: UserProfile;

  constructor(
    readonly userId: string,
    readonly tenantId: string,
    readonly account: string,
    readonly nickName: string,
    readonly roleId: string,
    readonly roleType: string,
    readonly sessionId: string,
    readonly favoritesVersion: number,
    profile: UserProfile,
  ) {
    this.#profile = profile;
  }

  static profileOf(user: AuthUser): UserProfile | undefined {
    return user instanceof SessionUser ? user.#profile : undefined;
  }
}

function prepareQueries(context: AppContext) {
  const { db } = context;
  // One round trip per signed-in call: the token's session, its user and role, in one prepared statement.
  const sessionUser = db
    .select({
      tenantId: ssoSessions.tenantId,
      userId: ssoSessions.userId,
      lastSeenAt: ssoSessions.lastSeenAt,
      endedAt: ssoSessions.endedAt,
      account: users.account,
      nickName: users.nickName,
      realName: users.realName,
      deptName: users.deptName,
      avatar: users.avatar,
      favoritesVersion: users.favoritesVersion,
      roleId: roles.id,
      roleType: roles.roleType,
      roleName: roles.name,
    })
    .from(ssoSessions)
    .innerJoin(users, eq(users.id, ssoSessions.userId))
    .innerJoin(roles, eq(roles.id, sql`coalesce(${ssoSessions.roleId}, ${users.roleId})`))
    .where(eq(ssoSessions.id, sql.placeholder('sessionId')))
    .prepare('auth_session_user');

  const menuGrant = db
    .select({ one: sql<number>`1` })
    .from(roleConfigMenus)
    .innerJoin(configMenus, eq(configMenus.id, roleConfigMenus.menuId))
    .where(and(
      eq(roleConfigMenus.roleId, sql.placeholder('roleId')),
      eq(configMenus.tenantId, sql.placeholder('tenantId')),
      or(eq(configMenus.name, sql.placeholder('menu')), eq(configMenus.path, sql.placeholder('menu'))),
    ))
    .limit(1)
    .prepare('auth_menu_grant');

  const anyMenuGrant = db
    .select({ one: sql<number>`1` })
    .from(roleConfigMenus)
    .innerJoin(configMenus, eq(configMenus.id, roleConfigMenus.menuId))
    .where(and(eq(roleConfigMenus.roleId, sql.placeholder('roleId')), eq(configMenus.tenantId, sql.placeholder('tenantId'))))
    .limit(1)
    .prepare('auth_any_menu_grant');

  return { sessionUser, menuGrant, anyMenuGrant };
}

/**
 * Proves the caller from the access token and the live SSO session behind it: a session that was ended (logout,
 * removeSessionValidTime, refresh-token reuse) or went idle refuses its tokens on the very next call.
 */
export function createAuthenticator(context: AppContext): SessionAuthenticator {
  const accessTokens = createAccessTokens(context.keyStore);
  const queries = prepareQueries(context);
  const idleMinutes = context.env.SESSION_IDLE_MINUTES;
  // Sessions whose last_seen_at this instance is writing now: the calls that find the touch due meanwhile (a page's
  // burst, 50 connections of a bench) leave it to the one write rather than queue on the same row.
  const touching = new Set<string>();

  return {
    accessTokens,

    async authenticate(request) {
      const token = readAccessToken(request);
      if (token === null) throw new AppError('UNAUTHENTICATED');
      const now = context.now();
      const claims = await accessTokens.verify(token, now);
      if (claims === null) throw new AppError('UNAUTHENTICATED');

      const [row] = await queries.sessionUser.execute({ sessionId: claims.sessionId });
      const isGenuine = row !== undefined && row.userId === claims.userId && row.tenantId === claims.tenantId;
      if (!isGenuine || !isSessionLive(row, idleMinutes, now)) throw new AppError('UNAUTHENTICATED');

      if (isTouchDue(row, now) && !touching.has(claims.sessionId) && countsAsActivity(request)) {
        touching.add(claims.sessionId);
        try {
          await context.db
            .update(ssoSessions)
            .set({ lastSeenAt: new Date(now) })
            .where(and(eq(ssoSessions.id, claims.sessionId), isNull(ssoSessions.endedAt)));
        } finally {
          touching.delete(claims.sessionId);
        }
      }

      return new SessionUser(
        row.userId, row.tenantId, row.account, row.nickName, row.roleId, row.roleType, claims.sessionId, row.favoritesVersion,
        { realName: row.realName, roleName: row.roleName, deptName: row.deptName, avatar: row.avatar },
      );
    },

    async hasMenu(user, menu) {
      const rows = menu === ANY_CONFIG_MENU
        ? await queries.anyMenuGrant.execute({ roleId: user.roleId, tenantId: user.tenantId })
        : await queries.menuGrant.execute({ roleId: user.roleId, tenantId: user.tenantId, menu });
      return rows.length > 0;
    },

    profileOf(user) {
      return SessionUser.profileOf(user);
    },
  };
}
