import { modelLogin } from '../../../src/shared/api/catalogue/auth';
import type { Db } from '../../../src/server/db/client';
import { configMenus, loginSettings, roleConfigMenus, roles, tenants, users } from '../../../src/server/db/schema';
import { CONFIG_MENU_ENTRIES } from '../../../src/server/seed/accounts';
import { hashPassword } from '../../../src/server/security/password';
import type { TestPortal } from '../../support/portal-client';

/**
 * A second school on the same server: its own administrator (every configuration menu) and student, and nothing
 * else. The demo seed cannot run twice (its rows carry fixed ids), and the isolation tests need only who may call,
 * not content: whatever tenant B's callers see of tenant 000000 is a leak.
 */
export const TENANT_B = '000001';

export const TENANT_B_ACCOUNTS = {
  admin: { account: 'admin', password: 'Admin@123' },
  student: { account: 'student', password: 'Student@123' },
} as const;

export async function seedSecondTenant(db: Db): Promise<void> {
  const t = TENANT_B;
  await db.insert(tenants).values({ tenantId: t, name: '第二测试学院' });
  const adminRole = `${t}-role-admin`;
  const studentRole = `${t}-role-student`;
  await db.insert(roles).values([
    { id: adminRole, tenantId: t, name: '管理员', roleType: 'admin' },
    { id: studentRole, tenantId: t, name: '学生', roleType: 'student' },
  ]);
  const menus = CONFIG_MENU_ENTRIES.map((entry, index) => ({ id: `${t}-menu-${index}`, tenantId: t, ...entry, sort: index }));
  await db.insert(configMenus).values(menus);
  await db.insert(roleConfigMenus).values(menus.map((m) => ({ tenantId: t, roleId: adminRole, menuId: m.id })));
  await db.insert(users).values([
    { id: `${t}-user-admin`, tenantId: t, account: 'admin', passwordHash: await hashPassword(TENANT_B_ACCOUNTS.admin.password),
      realName: '乙校管理员', nickName: '乙校管理员', roleId: adminRole },
    { id: `${t}-user-student`, tenantId: t, account: 'student', passwordHash: await hashPassword(TENANT_B_ACCOUNTS.student.password),
      realName: '乙校学生', nickName: '乙校学生', roleId: studentRole },
  ]);
  await db.insert(loginSettings).values({
    tenantId: t, identityAuthStatus: 1, isSelfCas: 0, casLoginUrl: '/login', casLogoutUrl: '/login?logout=true', serviceUrl: '/home',
  });
}

/** Signs `portal` in to tenant B: the login names its tenant, and the held tokens then send it as Tenant-Id. */
export async function signInToTenantB(portal: TestPortal, who: keyof typeof TENANT_B_ACCOUNTS): Promise<void> {
  const { account, password } = TENANT_B_ACCOUNTS[who];
  portal.tokens = await portal.api.call(modelLogin, { tenantId: TENANT_B, username: account, password }, { silent: true });
}
