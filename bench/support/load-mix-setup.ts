import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { visibleServices } from '../../src/server/catalogue/service-items';
import * as schema from '../../src/server/db/schema';
import { roles, users } from '../../src/server/db/schema/auth';
import { services } from '../../src/server/db/schema/catalogue';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { generateServices } from '../data/generate-services';
import { getUserApplyCardList } from '../../src/shared/api/catalogue/home';
import { createTestPortal } from '../../tests/support/portal-client';
import type { MixFixture } from './load-mix-plan';

/** The demo student's password; the bench users share the student's hash, so they sign in with it too. */
export const BENCH_PASSWORD = 'Student@123';

export interface LoadMixData {
  mixAccounts: string[];
  stormAccounts: string[];
  serviceIds: string[];
}

const accountsOf = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(5, '0')}`);

/**
 * On a migrated and seeded database: `servicesToAdd` generated services, and students for the mix and for the
 * sign-in storm written straight to the users table (distinct users: chat sends are limited per sender, a rating
 * and a favourite belong to one user). They share the demo student's password hash: hashing thousands of
 * passwords would take minutes, and sign-in verifies whatever hash it finds, so its cost is the same.
 */
export async function seedLoadMixData(url: string, options: { servicesToAdd: number; mixUsers: number; stormUsers: number; servicesUsed: number }): Promise<LoadMixData> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const db = drizzle(pool, { schema });
    if (options.servicesToAdd > 0) await generateServices(db, { count: options.servicesToAdd });
    const [student] = await db.select({ hash: users.passwordHash, roleId: users.roleId }).from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.tenantId, DEMO_TENANT_ID), eq(users.account, 'student')));
    if (!student) throw new Error('the demo seed has no student account');
    const mixAccounts = accountsOf('loadmix', options.mixUsers);
    const stormAccounts = accountsOf('loadstorm', options.stormUsers);
    const all = [...mixAccounts, ...stormAccounts];
    for (let i = 0; i < all.length; i += 500) {
      await db.insert(users).values(all.slice(i, i + 500).map((account) => ({
        id: account, tenantId: DEMO_TENANT_ID, account, passwordHash: student.hash, realName: `压测学生${account.slice(-5)}`,
        nickName: account, roleId: student.roleId,
      })));
    }
    const visible = await db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), visibleServices('student')))
      .orderBy(asc(services.serviceId)).limit(options.servicesUsed);
    // As autovacuum would have by then: statistics and the visibility map.
    await pool.query('VACUUM ANALYZE');
    return { mixAccounts, stormAccounts, serviceIds: visible.map((s) => s.id) };
  } finally {
    await pool.end();
  }
}

/** Signs the mix's users in through the real encrypted sign-in, a few at a time, and reads the home page's cards. */
export async function signInMixUsers(baseUrl: string, data: LoadMixData): Promise<MixFixture> {
  const fixtureUsers: MixFixture['users'] = [];
  const AT_ONCE = 8;
  for (let i = 0; i < data.mixAccounts.length; i += AT_ONCE) {
    const signedIn = await Promise.all(data.mixAccounts.slice(i, i + AT_ONCE).map(async (account, k) => {
      // Each from its own address, as separate students' browsers are.
      const portal = createTestPortal({ baseUrl }, { ip: `10.90.${Math.floor((i + k) / 250)}.${((i + k) % 250) + 1}` });
      const login = await portal.signIn(account, BENCH_PASSWORD);
      return { userId: login.user_id, tokens: portal.tokens ?? login };
    }));
    fixtureUsers.push(...signedIn);
  }
  const probe = createTestPortal({ baseUrl });
  await probe.signIn(data.mixAccounts[0] ?? 'student', BENCH_PASSWORD);
  const layout = await probe.api.call(getUserApplyCardList, {});
  return { baseUrl, users: fixtureUsers, serviceIds: data.serviceIds, cardIds: layout.cards.map((c) => c.cardId) };
}
