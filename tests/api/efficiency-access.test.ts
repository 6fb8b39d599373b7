import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshEfficiency } from '../../src/server/features/efficiency/services/refresh';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as eff from '../../src/shared/api/catalogue/efficiency';
import { ApiError } from '../../src/shared/api/client-types';
import { DEFAULT_REPORT_CONFIG } from '../../src/shared/schema/efficiency';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { FX, insertEfficiencyFixture } from './helpers/efficiency-fixture';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** The HTTP status of a refused call (the wrapper folds unlisted statuses into 8008, so it is read from the answer). */
async function refusedWith(portal: TestPortal, promise: Promise<unknown>): Promise<number | undefined> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return portal.lastResponse?.http;
}

/** Who sees what (ADR 010): visitors school-wide only, staff their departments, everyone only their own records. */
describe.each(testDatabases())('efficiency access levels, on %s', (kind) => {
  let server: TestServer;
  let visitor: TestPortal;
  const portals = {} as Record<'student' | 'teacher' | 'admin', TestPortal>;
  const march = FX.range;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await insertEfficiencyFixture(server.context.db);
    await refreshEfficiency(server.context.db, DEMO_TENANT_ID, new Date(server.context.now()), { full: true });
    visitor = createTestPortal(server);
    for (const [account, password, ip] of [['student', 'Student@123', '10.6.0.1'], ['teacher', 'Teacher@123', '10.6.0.2'], ['admin', 'Admin@123', '10.6.0.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a visitor gets the school-wide overview, trend and ranks, but no department filter', async () => {
    expect((await visitor.api.call(eff.overView, march)).applications).toBe(5);
    expect((await visitor.api.call(eff.processTrending, march)).points.length).toBe(31);
    expect(await refusedWith(visitor, visitor.api.call(eff.overView, { ...march, deptId: FX.DA }, { silent: true }))).toBe(403);
    const tree = await visitor.api.call(eff.nobodyDeptTree, {});
    expect(tree.length).toBeGreaterThan(3);
    expect(JSON.stringify(tree)).not.toContain('"canView":true');
  });

  it('department-level calls need a signed-in staff role: 401 for visitors, 403 for students', async () => {
    for (const call of [eff.reportTable, eff.timeoutProcess, eff.timeoutNode, eff.oaOverview] as const) {
      expect(await refusedWith(visitor, visitor.api.call(call, march, { silent: true })), call.name).toBe(401);
      expect(await refusedWith(portals.student, portals.student.api.call(call, march, { silent: true })), call.name).toBe(403);
    }
    expect(await refusedWith(portals.student, portals.student.api.call(eff.reportTableDrill, { ...march, level: 'service', key: FX.DA }, { silent: true }))).toBe(403);
    expect(await refusedWith(visitor, visitor.api.call(eff.personalEfficiencyReport, march, { silent: true }))).toBe(401);
    expect(await refusedWith(visitor, visitor.api.call(eff.personalERDetail, march, { silent: true }))).toBe(401);
  });

  it('a teacher sees their own college only: other departments are neither listed nor open to a drill or a filter', async () => {
    const table = await portals.teacher.api.call(eff.reportTable, march);
    expect(table.rows.map((r) => r.key)).not.toContain(FX.DA);
    expect(table.totals.total).toBe(0);
    expect(await refusedWith(portals.teacher, portals.teacher.api.call(eff.reportTableDrill, { ...march, level: 'service', key: FX.DA }, { silent: true }))).toBe(403);
    expect(await refusedWith(portals.teacher, portals.teacher.api.call(eff.reportTableDrill, { ...march, level: 'node', key: FX.SA1 }, { silent: true }))).toBe(403);
    expect(await refusedWith(portals.teacher, portals.teacher.api.call(eff.overView, { ...march, deptId: FX.DA }, { silent: true }))).toBe(403);
    expect((await portals.teacher.api.call(eff.timeoutProcess, march)).rows).toEqual([]);
    const tree = await portals.teacher.api.call(eff.deptTree, {});
    const viewable = JSON.stringify(tree).match(/"canView":true/g) ?? [];
    expect(viewable.length).toBeGreaterThanOrEqual(1);
    // The seeded semester: the teacher's college has records of its own, and the school table lists only it.
    const term = await portals.teacher.api.call(eff.reportTable, {});
    expect(term.rows.length).toBe(1);
    expect(term.rows[0]?.name).toBe('计算机科学与技术学院');
  });

  it('personal calls take no user id: extra fields cannot select another person', async () => {
    const detail = await portals.student.api.call({ ...eff.personalERDetail }, { ...march, userId: 'x' } as never);
    expect(detail.total).toBe(0);
  });

  it('the report configuration is the published one: a saved draft changes nothing until it is published', async () => {
    expect(await visitor.api.call(eff.getReportConfig, {})).toEqual(DEFAULT_REPORT_CONFIG);
    const hidden = { ...DEFAULT_REPORT_CONFIG, blocks: DEFAULT_REPORT_CONFIG.blocks.map((b) => ({ ...b, visible: b.key !== 'likes' })), topSize: 5 };
    expect(await refusedWith(portals.teacher, portals.teacher.api.call(eff.saveReportConfig, hidden, { silent: true }))).toBe(403);
    await portals.admin.api.call(eff.saveReportConfig, hidden);
    expect((await visitor.api.call(eff.getReportConfig, {})).topSize).toBe(10);
    await portals.admin.api.call(eff.efficiencyStudio.publish, { note: '隐藏点赞榜' });
    const live = await visitor.api.call(eff.getReportConfig, {});
    expect(live.topSize).toBe(5);
    expect(live.blocks.find((b) => b.key === 'likes')?.visible).toBe(false);
  });
});
