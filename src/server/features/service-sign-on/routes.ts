import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import { AppError } from '../../http/app-error';
import { roles, ssoSessions, users } from '../../db/schema';
import { combLoginToMicroService, getCombStr } from '../../../shared/api/catalogue/service-sign-on';
import { COMB_STR_LIFETIME_SECONDS } from '../../../shared/schema/service-sign-on';
import { themeColourOf } from '../home';
import { createCombStrSigner } from './comb-str';

/** OPEN-02: the user's combStr, and the combined sign-in a service makes with it. */
export async function registerServiceSignOnRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, env, keyStore, now } = feature;
  const signer = createCombStrSigner(keyStore);

  registerCall(app, authenticator, getCombStr, { access: 'user' }, async (_input, { user }) => ({
    combStr: await signer.issue(user.sessionId, now(), COMB_STR_LIFETIME_SECONDS),
    expiresIn: COMB_STR_LIFETIME_SECONDS,
  }));

  registerCall(app, authenticator, combLoginToMicroService, { access: 'public' }, async (input) => {
    const sessionId = await signer.read(input.combStr, now());
    // One answer for forged, expired and ended: the caller learns nothing about which.
    if (sessionId === null) throw new AppError('UNAUTHENTICATED');
    const [row] = await db
      .select({
        userId: users.id, tenantId: users.tenantId, account: users.account, realName: users.realName,
        deptName: users.deptName, roleType: roles.roleType,
      })
      .from(ssoSessions)
      .innerJoin(users, eq(users.id, ssoSessions.userId))
      // The role the session signed in with (a two-role user picks one), else the user's own.
      .innerJoin(roles, eq(roles.id, sql`coalesce(${ssoSessions.roleId}, ${users.roleId})`))
      .where(and(
        eq(ssoSessions.id, sessionId), isNull(ssoSessions.endedAt), isNull(users.disabledAt),
        // A session idle past its limit is over even before anything marks it ended (SESS-01).
        gt(ssoSessions.lastSeenAt, new Date(now() - env.SESSION_IDLE_MINUTES * 60_000)),
      ))
      .limit(1);
    if (!row) throw new AppError('UNAUTHENTICATED');
    const themeColor = await themeColourOf(db, { userId: row.userId, tenantId: row.tenantId });
    return { userId: row.userId, account: row.account, realName: row.realName, roleType: row.roleType, deptName: row.deptName, themeColor };
  });
}
