import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configMenus, roleConfigMenus, roles, users } from '../../src/server/db/schema/auth';
import { departments, services } from '../../src/server/db/schema/catalogue';
import { tenants } from '../../src/server/db/schema/core';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { hashPassword } from '../../src/server/security/password';
import { modelLogin } from '../../src/shared/api/catalogue/auth';
import { getRoleList } from '../../src/shared/api/catalogue/directory';
import * as lists from '../../src/shared/api/catalogue/studio-lists';
import { ApiError } from '../../src/shared/api/client-types';
import type { DeptTreeNode } from '../../src/shared/schema/studio-lists';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const OTHER_TENANT = '000077';
/** A 1 × 1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const dept = (code: string) => `dept-${DEMO_TENANT_ID}-${code}`;

function flatten(nodes: DeptTreeNode[]): DeptTreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The HTTP status the server chose: the wrapper turns statuses outside WRAP-07's list into 8008. */
async function refusedWith(portal: TestPortal, promise: Promise<unknown>): Promise<number | undefined> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return portal.lastResponse?.http;
}

/** Every call of the area with a valid input, for the refusal walk. */
const everyCall = [
  (p: TestPortal) => p.api.call(lists.getDeptTree, {}, { silent: true }),
  (p: TestPortal) => p.api.call(lists.getDeptTreePower, {}, { silent: true }),
  (p: TestPortal) => p.api.call(lists.teacherDropList, {}, { silent: true }),
  (p: TestPortal) => p.api.call(lists.getServiceInfo, {}, { silent: true }),
  (p: TestPortal) => p.api.call(lists.getRoleListClass, {}, { silent: true }),
  (p: TestPortal) => p.api.call(lists.getAppsDict, {}, { silent: true }),
  (p: TestPortal) => p.api.call(lists.getAccessWayList, {}, { silent: true }),
  (p: TestPortal) => p.api.call(lists.commonUpload, { fileName: 'dot.png', mime: 'image/png', data: PNG_1X1 }, { silent: true }),
];

/**
 * A role whose configuration menu holds one entry that is not the tenant-wide department menu, and a user of
 * 教务处 holding it: what getDeptTreePower answers for someone who manages one department.
 */
async function addOfficeAdmin(server: TestServer): Promise<void> {
  const db = server.context.db;
  const roleId = 'role-test-office-admin';
  await db.insert(roles).values({ id: roleId, tenantId: DEMO_TENANT_ID, name: '教务处管理员', roleType: 'officeAdmin' });
  const [menu] = await db.select({ id: configMenus.id }).from(configMenus)
    .where(and(eq(configMenus.tenantId, DEMO_TENANT_ID), eq(configMenus.name, 'threeListsConfig')));
  await db.insert(roleConfigMenus).values({ tenantId: DEMO_TENANT_ID, roleId, menuId: menu?.id ?? '' });
  await db.insert(users).values({
    id: 'user-test-office-admin', tenantId: DEMO_TENANT_ID, account: 'jwcadmin', passwordHash: await hashPassword('Office@123'),
    realName: '教务处管理员甲', nickName: '教务处管理员甲', roleId, deptName: '教务处',
  });
}

/** A second school with one of everything, its administrator granted its own whole menu. */
async function addOtherTenant(server: TestServer): Promise<void> {
  const db = server.context.db;
  const t = OTHER_TENANT;
  await db.insert(tenants).values({ tenantId: t, name: '另一所学校' });
  await db.insert(roles).values([
    { id: `role-${t}-admin`, tenantId: t, name: '管理员', roleType: 'admin' },
    { id: `role-${t}-teacher`, tenantId: t, name: '教师', roleType: 'teacher' },
  ]);
  await db.insert(configMenus).values({ id: `menu-${t}-1`, tenantId: t, name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig' });
  await db.insert(roleConfigMenus).values({ tenantId: t, roleId: `role-${t}-admin`, menuId: `menu-${t}-1` });
  const hash = await hashPassword('Other@123');
  await db.insert(users).values([
    { id: `user-${t}-admin`, tenantId: t, account: 'admin', passwordHash: hash, realName: '外校管理员', nickName: '外校管理员', roleId: `role-${t}-admin` },
    { id: `user-${t}-teacher`, tenantId: t, account: 'teacher', passwordHash: hash, realName: '外校教师', nickName: '外校教师', roleId: `role-${t}-teacher` },
  ]);
  await db.insert(departments).values({ id: `dept-${t}-ROOT`, tenantId: t, deptCode: 'ROOT', deptName: '外校', deptCategory: '学校' });
  await db.insert(services).values({
    serviceId: `svc-${t}-1`, tenantId: t, serviceName: '外校校园卡挂失', serviceDeptId: `dept-${t}-ROOT`, serviceType: 'PROCESS', openWay: 1003,
  });
}

describe.each(testDatabases())('studio common lists on %s', (kind) => {
  let server: TestServer;
  let visitor: TestPortal;
  const portals = {} as Record<'student' | 'teacher' | 'admin' | 'jwcadmin' | 'otherAdmin', TestPortal>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await addOfficeAdmin(server);
    await addOtherTenant(server);
    visitor = createTestPortal(server);
    const accounts = [
      ['student', 'Student@123', '10.9.0.1'], ['teacher', 'Teacher@123', '10.9.0.2'], ['admin', 'Admin@123', '10.9.0.3'],
      ['jwcadmin', 'Office@123', '10.9.0.4'],
    ] as const;
    for (const [account, password, ip] of accounts) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
    const other = createTestPortal(server, { ip: '10.9.0.5' });
    other.tokens = await other.api.call(modelLogin, { tenantId: OTHER_TENANT, username: 'admin', password: 'Other@123' });
    portals.otherAdmin = other;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('getDeptTree answers the whole tree as DICT-01 options; deptName keeps the matches and their parents', async () => {
    const tree = await portals.admin.api.call(lists.getDeptTree, { tenantId: DEMO_TENANT_ID });
    expect(tree.map((n) => n.dictValue)).toEqual(['华夏理工大学']);
    const all = flatten(tree);
    const [seeded] = await server.context.db.select({ n: count() }).from(departments).where(eq(departments.tenantId, DEMO_TENANT_ID));
    expect(all).toHaveLength(Number(seeded?.n));
    const jwc = all.find((n) => n.dictKey === dept('JWC'));
    expect(jwc).toMatchObject({ dictValue: '教务处', deptCode: 'JWC', deptCategory: '党政机构', parentId: dept('HXLG') });
    expect(jwc?.children.map((n) => n.dictValue)).toEqual(['考试中心']);

    const searched = await portals.admin.api.call(lists.getDeptTree, { deptName: '考试' });
    expect(flatten(searched).map((n) => n.deptCode)).toEqual(['HXLG', 'JWC', 'KSZX']);
    expect(await portals.admin.api.call(lists.getDeptTree, { deptName: '不存在的部门' })).toEqual([]);
  });

  it('getDeptTreePower: the tenant-wide department menu manages every department; another admin only their own', async () => {
    const everything = await portals.admin.api.call(lists.getDeptTreePower, {});
    expect(everything).toEqual(await portals.admin.api.call(lists.getDeptTree, {}));

    const office = await portals.jwcadmin.api.call(lists.getDeptTreePower, {});
    expect(office.map((n) => n.dictKey)).toEqual([dept('JWC')]);
    expect(flatten(office).map((n) => n.dictValue)).toEqual(['教务处', '考试中心']);
    const searched = await portals.jwcadmin.api.call(lists.getDeptTreePower, { deptName: '考试' });
    expect(flatten(searched).map((n) => n.deptCode)).toEqual(['JWC', 'KSZX']);
    // The other lists are the office admin's too: any configuration-menu entry grants them.
    expect((await portals.jwcadmin.api.call(lists.getAppsDict, {})).length).toBe(13);
  });

  it('teacher/dropList lists the holders of a teacher role, own or extra, searchable by name, account and department', async () => {
    const db = server.context.db;
    const first = await portals.admin.api.call(lists.teacherDropList, { size: 200 });
    expect(first.length).toBeGreaterThan(2);
    const teacherRoleIds = (await db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, 'teacher'))).map((r) => r.id);
    const ownTeachers = await db.select({ id: users.id }).from(users)
      .where(and(eq(users.tenantId, DEMO_TENANT_ID), inArray(users.roleId, teacherRoleIds), inArray(users.id, first.map((t) => t.dictKey))));
    // Every one answered is a teacher by their own role, except the assistant, who holds it as an extra role.
    expect(first.length - ownTeachers.length).toBeLessThanOrEqual(1);

    const wang = await portals.admin.api.call(lists.teacherDropList, { keyword: '王建国' });
    expect(wang).toEqual([{ dictKey: '1123598821738675202', dictValue: '王建国', account: 'teacher', deptName: '计算机科学与技术学院' }]);
    const assistant = await portals.admin.api.call(lists.teacherDropList, { keyword: 'assistant' });
    expect(assistant.map((t) => t.dictValue)).toEqual(['陈思远']);
    expect(await portals.admin.api.call(lists.teacherDropList, { keyword: 'student' })).toEqual([]);
    const byDept = await portals.admin.api.call(lists.teacherDropList, { deptName: '计算机科学与技术学院', size: 200 });
    expect(byDept.length).toBeGreaterThan(0);
    expect(byDept.every((t) => t.deptName.includes('计算机科学与技术学院'))).toBe(true);
    expect(byDept.map((t) => t.account)).toContain('teacher');
    // LIKE's wildcards are plain characters here.
    expect(await portals.admin.api.call(lists.teacherDropList, { keyword: '%' })).toEqual([]);
    expect(await portals.admin.api.call(lists.teacherDropList, { size: 3 })).toHaveLength(3);
  });

  it('getServiceInfo answers services by name as options, listed only unless withdrawn ones are asked for', async () => {
    const db = server.context.db;
    const cards = await portals.admin.api.call(lists.getServiceInfo, { serviceName: '校园卡挂失' });
    expect(cards.map((s) => s.dictValue)).toEqual(['校园卡挂失']);
    const [row] = await db.select().from(services).where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, '校园卡挂失')));
    expect(cards[0]).toMatchObject({ dictKey: row?.serviceId, serviceType: row?.serviceType, status: 1 });
    expect(cards[0]?.serviceDeptName).not.toBe('');

    const processes = await portals.admin.api.call(lists.getServiceInfo, { serviceType: 'PROCESS', size: 200 });
    expect(processes.length).toBeGreaterThan(0);
    expect(processes.every((s) => s.serviceType === 'PROCESS' && s.status === 1)).toBe(true);

    await db.update(services).set({ status: 0 }).where(eq(services.serviceId, row?.serviceId ?? ''));
    expect(await portals.admin.api.call(lists.getServiceInfo, { serviceName: '校园卡挂失' })).toEqual([]);
    const withdrawn = await portals.admin.api.call(lists.getServiceInfo, { serviceName: '校园卡挂失', includeWithdrawn: true });
    expect(withdrawn.map((s) => s.status)).toEqual([0]);
    await db.update(services).set({ status: 1 }).where(eq(services.serviceId, row?.serviceId ?? ''));
  });

  it('getRoleListClass groups the roles of getRoleList by type; getAppsDict lists the configuration apps in menu order', async () => {
    const classes = await portals.admin.api.call(lists.getRoleListClass, {});
    expect(classes.slice(0, 3).map((c) => [c.dictKey, c.dictValue, c.children.map((r) => r.dictValue)])).toEqual([
      ['admin', '管理员', ['管理员']], ['teacher', '教职工', ['教师']], ['student', '学生', ['学生']],
    ]);
    const roleList = await portals.admin.api.call(getRoleList, {});
    expect(classes.flatMap((c) => c.children.map((r) => r.dictKey)).sort()).toEqual(roleList.map((r) => r.roleId).sort());
    // A school's own role type reads as itself.
    expect(classes.find((c) => c.dictKey === 'officeAdmin')).toMatchObject({ dictValue: 'officeAdmin', children: [{ dictValue: '教务处管理员' }] });

    const apps = await portals.admin.api.call(lists.getAppsDict, {});
    expect(apps[0]).toEqual({ dictKey: 'homePageConfig', dictValue: '首页配置', path: '/userFrameConfig/homePageConfig' });
    expect(apps.map((a) => a.dictKey)).toContain('managementGuideConfig');
    expect(apps).toHaveLength(13);
  });

  it('getAccessWayList answers the three OPEN-01 ways with the counts of the tenant\'s services', async () => {
    const ways = await portals.admin.api.call(lists.getAccessWayList, {});
    expect(ways.map((w) => [w.dictKey, w.dictValue])).toEqual([['1001', '页面内弹窗打开'], ['1002', '弹出窗口打开'], ['1003', '新标签页打开']]);
    const counted = await server.context.db.select({ openWay: services.openWay, n: count() }).from(services)
      .where(eq(services.tenantId, DEMO_TENANT_ID)).groupBy(services.openWay);
    for (const way of ways) {
      expect(way.serviceCount, way.dictKey).toBe(Number(counted.find((c) => String(c.openWay) === way.dictKey)?.n ?? 0));
    }
    expect(ways.reduce((sum, w) => sum + w.serviceCount, 0)).toBeGreaterThan(100);
  });

  it('common/upload stores a checked image and answers the URL it is served from', async () => {
    const stored = await portals.jwcadmin.api.call(lists.commonUpload, { fileName: '../图标.png', mime: 'image/png', data: PNG_1X1 });
    expect(stored).toMatchObject({ fileName: '图标.png', size: Buffer.from(PNG_1X1, 'base64').length, url: `/api/files/${stored.fileId}` });
    const served = await fetch(`${server.baseUrl}${stored.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG_1X1);

    // Bytes that are not the declared image (here an SVG with a script) are refused before anything is stored.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const admin = portals.admin;
    expect(await refusedWith(admin, admin.api.call(lists.commonUpload, { fileName: 'x.png', mime: 'image/png', data: svg }, { silent: true }))).toBe(400);
  });

  it('answers each tenant its own rows only, and refuses a tenantId that is not the caller\'s', async () => {
    const admin = portals.admin;
    const other = portals.otherAdmin;
    expect(flatten(await other.api.call(lists.getDeptTree, {})).map((n) => n.dictValue)).toEqual(['外校']);
    expect(await other.api.call(lists.getDeptTreePower, {})).toEqual([]);
    expect((await other.api.call(lists.teacherDropList, {})).map((t) => t.dictValue)).toEqual(['外校教师']);
    expect((await other.api.call(lists.getServiceInfo, {})).map((s) => s.dictValue)).toEqual(['外校校园卡挂失']);
    expect((await other.api.call(lists.getRoleListClass, {})).map((c) => c.dictKey)).toEqual(['admin', 'teacher']);
    expect((await other.api.call(lists.getAppsDict, {})).map((a) => a.dictKey)).toEqual(['homePageConfig']);
    expect((await other.api.call(lists.getAccessWayList, {})).map((w) => w.serviceCount)).toEqual([0, 0, 1]);

    expect(flatten(await admin.api.call(lists.getDeptTree, {})).map((n) => n.dictValue)).not.toContain('外校');
    expect((await admin.api.call(lists.teacherDropList, { keyword: '外校' }))).toEqual([]);
    expect((await admin.api.call(lists.getServiceInfo, { serviceName: '外校' }))).toEqual([]);

    expect(await refusedWith(admin, admin.api.call(lists.getDeptTree, { tenantId: OTHER_TENANT }, { silent: true }))).toBe(403);
    expect(await refusedWith(admin, admin.api.call(lists.teacherDropList, { tenantId: OTHER_TENANT }, { silent: true }))).toBe(403);
    expect(await refusedWith(other, other.api.call(lists.getAppsDict, { tenantId: DEMO_TENANT_ID }, { silent: true }))).toBe(403);
  });

  it('refuses every call to a visitor (401), a student and a teacher (403), and answers the administrator', async () => {
    for (const call of everyCall) {
      expect(await refusedWith(visitor, call(visitor))).toBe(401);
      expect(await refusedWith(portals.student, call(portals.student))).toBe(403);
      expect(await refusedWith(portals.teacher, call(portals.teacher))).toBe(403);
      await expect(call(portals.admin)).resolves.toBeDefined();
    }
  });
});
