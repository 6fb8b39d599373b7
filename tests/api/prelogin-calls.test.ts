import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema/catalogue';
import { messages } from '../../src/server/db/schema/messages';
import { DEFAULT_PRE_LOGIN_CONFIG } from '../../src/server/features/prelogin/default-config';
import * as pre from '../../src/shared/api/catalogue/prelogin';
import { preLoginStudio } from '../../src/shared/api/catalogue/prelogin-config';
import type { CallDef } from '../../src/shared/api/catalogue/define-call';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** Every visitor call with a valid request. */
const VISITOR_CALLS: Array<[CallDef, Record<string, unknown>]> = [
  [pre.getStatisticData, {}], [pre.queryThirdParty, {}], [pre.queryAllServiceByType, {}], [pre.bottomConfigDetail, {}],
  [pre.configDetail, {}], [pre.getPreLoginIndex, {}], [pre.getPreLoginPage, { size: 50 }], [pre.dataOverview, {}],
  [pre.throughServiceList, {}], [pre.serviceScenes, {}], [pre.serviceDepts, {}], [pre.preLoginColumn, {}],
  [pre.messageColumn, { size: 50 }], [pre.commonTool, {}], [pre.navigationDetail, {}], [pre.getFooterInfo, {}],
  [pre.getJumpServer, {}], [pre.serviceOverview, {}], [pre.configJson, {}], [pre.schoolInfo, {}], [pre.deptTree, {}],
  [pre.carouselImgList, {}], [pre.navigationBarList, {}], [pre.toolsList, {}], [pre.guiseLogoDetail, {}],
];

describe.each(testDatabases())('pre-login landing calls on %s', (kind) => {
  let server: TestServer;
  let visitor: TestPortal;
  let privateTitles: string[] = [];
  let hiddenServices: Array<{ id: string; name: string }> = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    visitor = createTestPortal(server);
    const db = server.context.db;
    privateTitles = (await db.select({ t: messages.title }).from(messages).where(eq(messages.isPublic, 0))).map((r) => r.t);
    hiddenServices = (await db.select({ id: services.serviceId, name: services.serviceName }).from(services).where(ne(services.audience, 'all')));
    expect(privateTitles.length).toBeGreaterThan(0);
    expect(hiddenServices.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers every pre-login call for a visitor without a token, wrapped or not', async () => {
    for (const [call, input] of VISITOR_CALLS) {
      expect(call.path, call.name).toMatch(/\/nobody\//);
      const result: unknown = await visitor.api.call(call, input);
      expect(result, call.name).toBeDefined();
    }
  });

  it('never includes a teacher-only service or a private message in any answer', async () => {
    const teacher = createTestPortal(server, { ip: '10.8.0.2' });
    await teacher.signIn('teacher', 'Teacher@123');
    for (const portal of [visitor, teacher]) {
      for (const [call, input] of VISITOR_CALLS) {
        const text = JSON.stringify(await portal.api.call(call, input));
        for (const s of hiddenServices) expect(text, `${call.name} leaks ${s.name}`).not.toContain(`"${s.id}"`);
        for (const title of privateTitles) expect(text, `${call.name} leaks ${title}`).not.toContain(title);
        expect(text).not.toMatch(/passwordHash|Student@123|"leader"/);
      }
    }
  });

  it('lists public messages newest first, and the landing figures as aggregates', async () => {
    const page = await visitor.api.call(pre.messageColumn, { size: 50 });
    const [publicCount] = await server.context.db.select({ id: messages.id }).from(messages).where(and(eq(messages.isPublic, 1)));
    expect(page.total).toBeGreaterThan(0);
    expect(publicCount).toBeDefined();
    const times = page.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const stats = await visitor.api.call(pre.getStatisticData, {});
    const overview = await visitor.api.call(pre.serviceOverview, {});
    expect(stats.servicesOnline).toBe(overview.total);
    expect(overview.online + overview.offline).toBe(overview.total);
    const figures = await visitor.api.call(pre.dataOverview, {});
    expect(figures.map((f) => f.key)).toEqual(DEFAULT_PRE_LOGIN_CONFIG.statistics);
  });

  it('serves the seeded landing: colour #087EEB, 5 carousel images as own files, third parties, school and tree', async () => {
    const config = await visitor.api.call(pre.configDetail, {});
    expect(config.landingColor).toBe('#087EEB');
    const slides = await visitor.api.call(pre.carouselImgList, {});
    expect(slides).toHaveLength(5);
    const image = await fetch(`${server.baseUrl}${slides[0]?.imgUrl ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await visitor.api.call(pre.queryThirdParty, {})).toHaveLength(6);
    expect(await visitor.api.call(pre.schoolInfo, {})).toMatchObject({ schoolName: '华夏理工大学' });
    expect(await visitor.api.call(pre.guiseLogoDetail, {})).toMatchObject({ schoolName: '华夏理工大学', landingColor: '#087EEB' });
    const tree = await visitor.api.call(pre.deptTree, {});
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]?.children.length).toBeGreaterThan(0);
  });

  it('groups services by the configured grouping, each group paged on its own', async () => {
    const all = await visitor.api.call(pre.queryAllServiceByType, {});
    expect(all.groupBy).toBe('scene');
    const group = all.groups.find((g) => g.total > 2);
    expect(group).toBeDefined();
    expect(group?.services.length).toBeLessThanOrEqual(DEFAULT_PRE_LOGIN_CONFIG.serviceColumn.perGroup);
    const page = await visitor.api.call(pre.queryServiceByType, { groupId: group?.groupId ?? '', current: 1, size: 2 });
    expect(page.total).toBe(group?.total);
    expect(page.records).toHaveLength(2);
  });

  it('lets an administrator save the config (validated), and refuses a student', async () => {
    const student = createTestPortal(server, { ip: '10.8.0.3' });
    await student.signIn('student', 'Student@123');
    const denied: unknown = await student.api.call(pre.savePreLoginConfig, DEFAULT_PRE_LOGIN_CONFIG).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(ApiError);
    expect((denied as ApiError).message).toBe('没有访问权限');

    const admin = createTestPortal(server, { ip: '10.8.0.4' });
    await admin.signIn('admin', 'Admin@123');
    const unsafe: unknown = await admin.api.call(pre.savePreLoginConfig, {
      ...DEFAULT_PRE_LOGIN_CONFIG, navigation: [{ name: '坏链接', url: 'javascript:alert(1)', openWay: 1003 }],
    }).catch((e: unknown) => e);
    expect(unsafe).toBeInstanceOf(ApiError);

    await admin.api.call(pre.savePreLoginConfig, { ...DEFAULT_PRE_LOGIN_CONFIG, landingColor: '#123456', carousel: { enabled: false, intervalMs: 5000 } });
    // The save edits the studio's draft (ADR 009); the landing page changes when it is published.
    await admin.api.call(preLoginStudio.publish, {});
    expect((await visitor.api.call(pre.configJson, {})).landingColor).toBe('#123456');
    expect(await visitor.api.call(pre.carouselImgList, {})).toEqual([]);
  });
});
