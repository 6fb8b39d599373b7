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
  const profiles = new WeakMap<AuthUser, UserProfile>();
  const idleMinutes = context.env.SESSION_IDLE_MINUTES;

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

      if (isTouchDue(row, now) && countsAsActivity(request)) {
        await context.db
          .update(ssoSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(and(eq(ssoSessions.id, claims.sessionId), isNull(ssoSessions.endedAt)));
      }

      const user: AuthUser = {
        userId: row.userId,
        tenantId: row.tenantId,
        account: row.account,
        nickName: row.nickName,
        roleId: row.roleId,
        roleType: row.roleType,
        sessionId: claims.sessionId,
        favoritesVersion: row.favoritesVersion,
      };
      profiles.set(user, { realName: row.realName, roleName: row.roleName, deptName: row.deptName, avatar: row.avatar });
      return user;
    },

    async hasMenu(user, menu) {
      const rows = menu === ANY_CONFIG_MENU
        ? await queries.anyMenuGrant.execute({ roleId: user.roleId, tenantId: user.tenantId })
        : await queries.menuGrant.execute({ roleId: user.roleId, tenantId: user.tenantId, menu });
      return rows.length > 0;
    },

    profileOf(user) {
      return profiles.get(user);
    },
  };
}
