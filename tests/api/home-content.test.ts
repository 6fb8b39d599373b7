import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, serviceScenes, services } from '../../src/server/db/schema/catalogue';
import { homeSettings, quickNavigations, serviceSpecialItems, themes, userThemes } from '../../src/server/db/schema/content';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { SERVICE_ICONS } from '../../src/server/seed/data/icons';
import { home } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { isAllowedImageUrl } from '../../src/shared/rules/file-url';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const PASSWORDS = { admin: 'Admin@123', teacher: 'Teacher@123', student: 'Student@123' } as const;
type Account = keyof typeof PASSWORDS;
const spec = (key: string) => `spec-${DEMO_TENANT_ID}-${key}`;
const theme = (key: string) => `theme-${DEMO_TENANT_ID}-${key}`;

describe.each(testDatabases())('home content around the cards on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Account, TestPortal>;

  async function signIn(account: Account): Promise<TestPortal> {
    const portal = createTestPortal(server);
    await portal.signIn(account, PASSWORDS[account]);
    return portal;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const account of ['admin', 'teacher', 'student'] as const) portals[account] = await signIn(account);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A special's services as the audience rule lets a role type see them, in the special's order, from the tables. */
  async function specialServicesInDb(specialId: string, roleType: Account) {
    const rows = await server.context.db
      .select({ service: services, deptName: departments.deptName, deptNameEn: departments.deptNameEn, sceneName: serviceScenes.sceneName, sceneNameEn: serviceScenes.sceneNameEn })
      .from(serviceSpecialItems)
      .innerJoin(services, eq(services.serviceId, serviceSpecialItems.serviceId))
      .innerJoin(departments, eq(departments.id, services.serviceDeptId))
      .leftJoin(serviceScenes, eq(serviceScenes.id, services.serviceSceneId))
      .where(eq(serviceSpecialItems.specialId, specialId))
      .orderBy(asc(serviceSpecialItems.sort));
    return rows.filter(({ service: s }) => s.status === 1 && (roleType === 'admin' || s.audience === 'all' || s.audience === roleType));
  }

  it('answers the quick navigation in order: the eight everyday places, each with a known icon', async () => {
    const items = await portals.student.api.call(home.quickNavigation, {});
    const rows = await server.context.db.select().from(quickNavigations)
      .where(eq(quickNavigations.tenantId, DEMO_TENANT_ID)).orderBy(asc(quickNavigations.sort));
    expect(items).toEqual(rows.map((r) => ({ id: r.id, name: r.name, icon: r.icon, url: r.url, openWay: r.openWay })));
    expect(items.map((i) => i.name)).toEqual(['邮箱', '图书馆', '教务系统', '校园卡', 'VPN', '网络报修', '校历', '办事指南']);
    for (const item of items) {
      expect((SERVICE_ICONS as readonly string[]).includes(item.icon) || isAllowedImageUrl(item.icon), item.icon).toBe(true);
      expect([1001, 1002, 1003]).toContain(item.openWay);
    }
  });

  it('answers the service specials with the count of services each role may see', async () => {
    const student = await portals.student.api.call(home.getServiceSpecial, {});
    expect(student.map((s) => s.title)).toEqual(['迎新专题', '毕业季专题', '奖助学金专题']);
    expect((await portals.teacher.api.call(home.getServiceSpecial, {})).map((s) => s.title)).toContain('教师发展专题');
    for (const account of ['admin', 'teacher', 'student'] as const) {
      const specials = await portals[account].api.call(home.getServiceSpecial, {});
      for (const s of specials) {
        expect(s.serviceCount, `${account} ${s.title}`).toBe((await specialServicesInDb(s.id, account)).length);
        expect(isAllowedImageUrl(s.cover)).toBe(true);
      }
    }
    // The teachers' special holds staff services only: hidden from a student, all of them for the teacher.
    expect(student.find((s) => s.id === spec('teacher'))).toBeUndefined();
    expect((await portals.teacher.api.call(home.getServiceSpecial, {})).find((s) => s.id === spec('teacher'))?.serviceCount)
      .toBeGreaterThanOrEqual(5);
  });

  it('seeds four specials of 5–10 listed services each', async () => {
    const specials = await portals.admin.api.call(home.getServiceSpecial, {});
    expect(specials).toHaveLength(4);
    for (const s of specials) {
      const items = await server.context.db.select().from(serviceSpecialItems).where(eq(serviceSpecialItems.specialId, s.id));
      expect(items.length, s.title).toBeGreaterThanOrEqual(5);
      expect(items.length, s.title).toBeLessThanOrEqual(10);
      expect(s.serviceCount, s.title).toBe(items.length);
    }
  });

  it('answers a special\'s services as service items, in order, each field from the catalogue', async () => {
    const list = await portals.student.api.call(home.getServiceSpecialList, { specialId: spec('welcome') });
    const expected = await specialServicesInDb(spec('welcome'), 'student');
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(list.special).toMatchObject({ id: spec('welcome'), title: '迎新专题', serviceCount: expected.length });
    // An English name is answered only where one is set (ADR 033).
    const english = (key: string, value: string | null | undefined) => (value ? { [key]: value } : {});
    expect(list.services).toEqual(expected.map(({ service: s, deptName, deptNameEn, sceneName, sceneNameEn }) => ({
      serviceId: s.serviceId,
      serviceName: s.serviceName,
      ...english('serviceNameEn', s.serviceNameEn),
      ...english('serviceDeptNameEn', deptNameEn),
      ...english('serviceSceneNameEn', sceneNameEn),
      serviceIcon: s.serviceIcon,
      serviceDeptName: deptName,
      serviceSceneName: sceneName ?? '',
      processType: s.processType,
      hasGuide: s.hasGuide,
      accessWay: s.accessWay,
      openWay: s.openWay,
      serviceUrl: s.serviceUrl,
      visitCount: s.visitCount,
      releaseTime: s.releasedAt.toISOString(),
    })));
    expect((await portals.student.api.call(home.getServiceSpecialList, { specialId: spec('teacher') })).services).toEqual([]);
    const error: unknown = await portals.student.api.call(home.getServiceSpecialList, { specialId: 'spec-x' }, { silent: true })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('服务专题不存在');
  });

  it('leaves a withdrawn service out of the specials at once', async () => {
    const before = await portals.admin.api.call(home.getServiceSpecialList, { specialId: spec('aid') });
    const first = before.services[0];
    expect(first).toBeDefined();
    const { db } = server.context;
    await db.update(services).set({ status: 0 }).where(eq(services.serviceId, first?.serviceId ?? ''));
    try {
      const after = await portals.admin.api.call(home.getServiceSpecialList, { specialId: spec('aid') });
      expect(after.services.map((s) => s.serviceId)).toEqual(before.services.slice(1).map((s) => s.serviceId));
      const counts = await portals.admin.api.call(home.getServiceSpecial, {});
      expect(counts.find((s) => s.id === spec('aid'))?.serviceCount).toBe(before.services.length - 1);
    } finally {
      await db.update(services).set({ status: 1 }).where(eq(services.serviceId, first?.serviceId ?? ''));
    }
  });

  it('[STATE-02] lists five themes with the default blue #008cff first, each image one of our own files that serves', async () => {
    const list = await portals.student.api.call(home.getThemeManageList, {});
    expect(list.map((t) => [t.themeName, t.themeColor])).toEqual([
      ['默认蓝', '#008cff'], ['中国红', '#c8161d'], ['青葱绿', '#1a9c5b'], ['典雅紫', '#7b4fc9'], ['商务灰', '#4e5969'],
    ]);
    for (const t of list) {
      for (const url of [t.themeImg, t.WaitingForMeToHandleBCImg]) {
        expect(url.startsWith('/api/files/') && isAllowedImageUrl(url), url).toBe(true);
        const response = await fetch(`${server.baseUrl}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        expect(await response.text()).toContain(t.themeColor);
      }
    }
    const [stored] = await server.context.db.select().from(themes).where(and(eq(themes.tenantId, DEMO_TENANT_ID), eq(themes.isDefault, 1)));
    expect(await portals.student.api.call(home.themeDetail, {})).toEqual(list.find((t) => t.themeId === stored?.id));
  });

  it('keeps a user\'s theme across sign-ins without changing anyone else\'s', async () => {
    const picked = await portals.student.api.call(home.userThemeSubmit, { themeId: theme('red') });
    expect(picked).toMatchObject({ themeId: theme('red'), themeName: '中国红', themeColor: '#c8161d' });
    expect(await portals.student.api.call(home.themeDetail, {})).toEqual(picked);
    expect((await portals.teacher.api.call(home.themeDetail, {})).themeName).toBe('默认蓝');

    const again = await signIn('student');
    expect(await again.api.call(home.themeDetail, {})).toEqual(picked);
    // Choosing again replaces the pick; one row per user.
    await again.api.call(home.userThemeSubmit, { themeId: theme('green') });
    expect((await portals.student.api.call(home.themeDetail, {})).themeName).toBe('青葱绿');
    const rows = await server.context.db.select().from(userThemes);
    expect(rows).toHaveLength(1);
    expect((await portals.teacher.api.call(home.themeDetail, {})).themeName).toBe('默认蓝');
  });

  it('refuses an unknown theme with 主题不存在 and keeps the current pick', async () => {
    const before = await portals.student.api.call(home.themeDetail, {});
    const error: unknown = await portals.student.api.call(home.userThemeSubmit, { themeId: 'theme-999999-x' }, { silent: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('主题不存在');
    expect(await portals.student.api.call(home.themeDetail, {})).toEqual(before);
  });

  it('requires a signed-in user for every home call', async () => {
    const visitor = createTestPortal(server).api;
    const calls = [home.quickNavigation, home.getHoliday, home.getServiceSpecial, home.getIsShowMsg, home.getThemeManageList, home.themeDetail];
    for (const call of calls) {
      const error: unknown = await visitor.call(call, {}, { silent: true }).catch((e: unknown) => e);
      expect((error as ApiError).status, call.name).toBe(401);
    }
  });

  // Runs last: it edits the settings and moves the server's clock past the cache.
  it('answers getIsShowMsg from the home settings, cached per tenant for 30 s', async () => {
    expect(await portals.teacher.api.call(home.getIsShowMsg, {})).toEqual({ isShowMsg: true });
    await server.context.db.update(homeSettings).set({ isShowMsg: 0 }).where(eq(homeSettings.tenantId, DEMO_TENANT_ID));
    expect(await portals.teacher.api.call(home.getIsShowMsg, {})).toEqual({ isShowMsg: true });
    server.advanceClock(30_001);
    expect(await portals.teacher.api.call(home.getIsShowMsg, {})).toEqual({ isShowMsg: false });
    // A tenant that never chose shows the notices.
    await server.context.db.delete(homeSettings).where(inArray(homeSettings.tenantId, [DEMO_TENANT_ID]));
    server.advanceClock(30_001);
    expect(await portals.teacher.api.call(home.getIsShowMsg, {})).toEqual({ isShowMsg: true });
  });
});
