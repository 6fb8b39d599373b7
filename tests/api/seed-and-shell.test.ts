import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { departments, serviceScenes, services, serviceTypes } from '../../src/server/db/schema/catalogue';
import { footerInfo, navigationEntries, robotQuestionConfig } from '../../src/server/db/schema/shell';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { shell } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, signInAs } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const DAY_MS = 24 * 3_600_000;

/** What two fresh seeds must agree on. */
async function summarise(db: Db) {
  const tally = async (table: typeof departments | typeof serviceScenes | typeof serviceTypes | typeof services | typeof navigationEntries) =>
    (await db.select({ n: count() }).from(table).where(eq(table.tenantId, DEMO_TENANT_ID)))[0]?.n;
  const names = await db
    .select({ name: services.serviceName })
    .from(services)
    .where(eq(services.tenantId, DEMO_TENANT_ID))
    .orderBy(asc(services.sort));
  return {
    departments: await tally(departments),
    scenes: await tally(serviceScenes),
    types: await tally(serviceTypes),
    services: await tally(services),
    navigation: await tally(navigationEntries),
    first: names[0]?.name,
    last: names.at(-1)?.name,
  };
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ http: number; body: { status: number; msg: string; result: unknown } }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { http: response.status, body: (await response.json()) as { status: number; msg: string; result: unknown } };
}

describe.each(testDatabases())('demo seed and shell content on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeds the same catalogue into every fresh database', async () => {
    const second = await startTestServer(kind);
    try {
      const [a, b] = [await summarise(server.context.db), await summarise(second.context.db)];
      expect(b).toEqual(a);
      expect(a.first).toBeTruthy();
      expect(a.navigation).toBe(6);
    } finally {
      await second.close();
    }
  });

  it('builds about 30 departments forming one tree with no orphans', async () => {
    const rows = await server.context.db.select().from(departments).where(eq(departments.tenantId, DEMO_TENANT_ID));
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(rows.length).toBeLessThanOrEqual(40);
    const ids = new Set(rows.map((d) => d.id));
    expect(rows.filter((d) => d.parentId === null)).toHaveLength(1);
    expect(rows.filter((d) => d.parentId !== null && !ids.has(d.parentId))).toEqual([]);
    // Every department reaches the root: no cycle hides a second tree.
    const parentOf = new Map(rows.map((d) => [d.id, d.parentId]));
    for (const d of rows) {
      let hops = 0;
      let at: string | null | undefined = d.id;
      while (at && hops <= rows.length) {
        at = parentOf.get(at);
        hops += 1;
      }
      expect(at, `${d.deptName} reaches the root`).toBeNull();
    }
  });

  it('seeds 300–400 services with both types, every openWay (OPEN-01) and accessWay 5 (OPEN-02)', async () => {
    const rows = await server.context.db.select().from(services).where(eq(services.tenantId, DEMO_TENANT_ID));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.length).toBeLessThanOrEqual(400);
    expect(new Set(rows.map((s) => s.serviceType))).toEqual(new Set(['APPLICATION', 'PROCESS']));
    expect(new Set(rows.map((s) => s.processType))).toEqual(new Set(['ONLINE', 'OFFLINE']));
    expect(new Set(rows.map((s) => s.openWay))).toEqual(new Set([1001, 1002, 1003]));
    expect(rows.some((s) => s.accessWay === '5')).toBe(true);
  });

  it('has visit counts above the 9999999 cap (CARD-05) and releases within 24 hours (CARD-09)', async () => {
    const rows = await server.context.db.select().from(services).where(eq(services.tenantId, DEMO_TENANT_ID));
    expect(rows.some((s) => s.visitCount > 9_999_999)).toBe(true);
    expect(rows.some((s) => s.visitCount === 0)).toBe(true);
    const now = Date.now();
    expect(rows.some((s) => now - s.releasedAt.getTime() < DAY_MS)).toBe(true);
    expect(rows.some((s) => now - s.releasedAt.getTime() > 180 * DAY_MS)).toBe(true);
  });

  it('answers indexIndex without a token (ROUTE-05)', async () => {
    const { http, body } = await postJson(`${server.baseUrl}${shell.indexIndex.path}`, {});
    expect(http).toBe(200);
    expect(body.status).toBe(1000);
    expect(shell.indexIndex.response.parse(body.result)).toEqual({
      questionBasciConfig: { robotName: '小华', greeting: expect.stringContaining('小华'), isOpen: 1 },
    });
  });

  it('answers indexIndex for the Tenant-Id header, with the robot off for a tenant without config', async () => {
    const { body } = await postJson(`${server.baseUrl}${shell.indexIndex.path}`, {}, { 'Tenant-Id': '999999' });
    expect(body.status).toBe(1000);
    expect(body.result).toEqual({ questionBasciConfig: { robotName: '', greeting: '', isOpen: 0 } });
    const bad = await postJson(`${server.baseUrl}${shell.indexIndex.path}`, {}, { 'Tenant-Id': '00;drop' });
    expect(bad.http).toBe(400);
  });

  it('answers getTopMenu and getFooterInfo with 401 without a token', async () => {
    // A sealed call (the paths are wrapped, WRAP-04) that carries no access token: only the token is missing.
    const client = createTestPortal(server).api;
    for (const call of [shell.getTopMenu, shell.getFooterInfo]) {
      const error: unknown = await client.call(call, {}, { silent: true }).catch((e: unknown) => e);
      expect(error, call.name).toBeInstanceOf(ApiError);
      expect((error as ApiError).status, call.name).toBe(401);
    }
  });

  it('gives a signed-in user the sorted top navigation and the footer', async () => {
    const client = (await signInAs(server.baseUrl, 'teacher', 'Teacher@123')).portal.api;
    const menu = await client.call(shell.getTopMenu, {});
    expect(menu.map((n) => n.path)).toEqual([
      '/homePage', '/serviceHall', '/processServiceCenter', '/applicationServiceCenter', '/threelists', '/effectivenessSupervision',
    ]);
    expect(menu.map((n) => n.navigationName)).toEqual(['首页', '服务大厅', '流程服务中心', '应用服务中心', '三张清单', '效能监督']);
    // Every built-in entry is enabled; the portal shows those whose page is built.
    expect(menu.every((n) => n.isAuto === 1)).toBe(true);
    expect(menu.every((n) => n.isBuilt === 1 && n.configPath.startsWith('/userFrameConfig/'))).toBe(true);

    const footer = await client.call(shell.getFooterInfo, {});
    expect(footer.schoolName).toBe('华夏理工大学');
    expect(footer.links.length).toBeGreaterThan(0);
  });

  // Runs last: it edits the rows and moves the server's clock.
  it('serves shell content from a per-tenant cache for 30 s', async () => {
    const client = (await signInAs(server.baseUrl, 'teacher', 'Teacher@123')).portal.api;
    const indexUrl = `${server.baseUrl}${shell.indexIndex.path}`;
    await postJson(indexUrl, {});
    await client.call(shell.getFooterInfo, {});
    const { db } = server.context;
    await db.update(robotQuestionConfig).set({ robotName: '小夏' }).where(eq(robotQuestionConfig.tenantId, DEMO_TENANT_ID));
    await db.update(footerInfo).set({ schoolName: '华夏理工' }).where(eq(footerInfo.tenantId, DEMO_TENANT_ID));

    expect((await postJson(indexUrl, {})).body.result).toMatchObject({ questionBasciConfig: { robotName: '小华' } });
    expect((await client.call(shell.getFooterInfo, {})).schoolName).toBe('华夏理工大学');

    server.advanceClock(30_001);
    expect((await postJson(indexUrl, {})).body.result).toMatchObject({ questionBasciConfig: { robotName: '小夏' } });
    expect((await client.call(shell.getFooterInfo, {})).schoolName).toBe('华夏理工');
  });
});
