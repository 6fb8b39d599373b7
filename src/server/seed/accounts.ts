import type { Tx } from '../db/client';
import { configMenus, loginSettings, roleConfigMenus, roles, users } from '../db/schema';
import { hashPassword } from '../security/password';

/** Every configuration route of the studio (ROUTE-03); the admin role is granted all of them. */
export const CONFIG_MENU_ENTRIES = [
  { name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig' },
  { name: 'serviceHallConfig', title: '服务大厅配置', path: '/userFrameConfig/serviceHallConfig' },
  { name: 'threeListsConfig', title: '三张清单配置', path: '/userFrameConfig/threeListsConfig' },
  { name: 'processServiceCenterConfig', title: '流程服务中心配置', path: '/userFrameConfig/processServiceCenterConfig' },
  { name: 'applicationServiceCenterConfig', title: '应用服务中心配置', path: '/userFrameConfig/applicationServiceCenterConfig' },
  { name: 'effectivenessMonitoringConfig', title: '效能监测配置', path: '/userFrameConfig/effectivenessMonitoringConfig' },
  { name: 'preLoginConfig', title: '登录前配置', path: '/userFrameConfig/preLoginConfig' },
  { name: 'addNavigation', title: '新增导航', path: '/userFrameConfig/addNavigation' },
  { name: 'cardBusinessConfig', title: '卡片业务配置', path: '/cardBusinessConfig' },
  { name: 'deptResponsibilityListConfig', title: '部门职责清单配置', path: '/deptResponsibilityListConfig' },
  { name: 'managementGuideConfig', title: '办事指南配置', path: '/managementGuideConfig' },
  // Sign-in through the school's identity provider (ADR 022); doc1 names no menu for it.
  { name: 'identityAuthConfig', title: '统一身份认证', path: '/userFrameConfig/identityAuthConfig' },
  // The business systems that write to-dos, applications and messages (ADR 024); doc1 names no menu for it.
  { name: 'businessSystemConfig', title: '业务系统接入', path: '/userFrameConfig/businessSystemConfig' },
] as const;

const ROLES = [
  { id: '1123598816738675201', name: '管理员', roleType: 'admin' },
  { id: '1123598816738675202', name: '教师', roleType: 'teacher' },
  { id: '1123598816738675203', name: '学生', roleType: 'student' },
] as const;

const DEPT = '计算机科学与技术学院';

/** The demo accounts of README and DESIGN.md; the passwords are public demo values, hashed like any other. */
const DEMO_USERS = [
  { id: '1123598821738675201', account: 'admin', password: 'Admin@123', realName: '系统管理员', roleId: ROLES[0].id, deptName: '信息化建设与管理中心' },
  { id: '1123598821738675202', account: 'teacher', password: 'Teacher@123', realName: '王建国', roleId: ROLES[1].id, deptName: DEPT },
  { id: '1123598821738675203', account: 'student', password: 'Student@123', realName: '李明轩', roleId: ROLES[2].id, deptName: `${DEPT} 2023级` },
] as const;

/** Roles, the configuration menu, the demo accounts and the sign-in settings of one tenant. */
export async function seedAccounts(tx: Tx, tenantId: string): Promise<void> {
  await tx.insert(roles).values(ROLES.map((role) => ({ ...role, tenantId })));

  const menuRows = CONFIG_MENU_ENTRIES.map((entry, index) => ({
    id: `11235988300000${String(index + 1).padStart(5, '0')}`,
    tenantId,
    ...entry,
    sort: (index + 1) * 10,
  }));
  await tx.insert(configMenus).values(menuRows);
  await tx.insert(roleConfigMenus).values(menuRows.map((menu) => ({ tenantId, roleId: ROLES[0].id, menuId: menu.id })));

  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  await tx.insert(users).values(DEMO_USERS.map(({ password: _password, ...user }, index) => ({
    ...user,
    tenantId,
    nickName: user.realName,
    passwordHash: hashes[index] ?? '',
  })));

  // Our own form is the default (isSelfCas 0); the CAS addresses point back at it until a school sets its own.
  await tx.insert(loginSettings).values({
    tenantId,
    identityAuthStatus: 1,
    isSelfCas: 0,
    casLoginUrl: '/login',
    casLogoutUrl: '/login?logout=true',
    serviceUrl: '/home',
  });
}
