import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshEfficiency } from '../../src/server/features/efficiency/services/refresh';
import * as eff from '../../src/shared/api/catalogue/efficiency';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { FX, insertEfficiencyFixture } from './helpers/efficiency-fixture';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';
import { DEMO_TENANT_ID } from '../../src/server/seed';

/** Every figure below is worked out by hand from the table in helpers/efficiency-fixture.ts (ADR 010 definitions). */
describe.each(testDatabases())('efficiency figures against a hand-computed fixture, on %s', (kind) => {
  let server: TestServer;
  let visitor: TestPortal;
  const portals = {} as Record<'student' | 'teacher' | 'admin', TestPortal>;
  let sceneId = '';
  const march = FX.range;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ sceneId } = await insertEfficiencyFixture(server.context.db));
    // The fixture is back-dated, which no call of ours does: only a full refresh sees it (ADR 010).
    await refreshEfficiency(server.context.db, DEMO_TENANT_ID, new Date(server.context.now()), { full: true });
    visitor = createTestPortal(server);
    for (const [account, password, ip] of [['student', 'Student@123', '10.7.0.1'], ['teacher', 'Teacher@123', '10.7.0.2'], ['admin', 'Admin@123', '10.7.0.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('overView: applications by Beijing day, finished = done + rejected, mean over finished, timeouts incl. open steps', async () => {
    const o = await visitor.api.call(eff.overView, march);
    expect(o.range).toMatchObject({ startDate: '2020-03-01', endDate: '2020-03-31' });
    expect(o.range.refreshedAt).not.toBeNull();
    expect(o).toMatchObject({
      applications: 5, finished: 3, running: 1, withdrawn: 1, avgHandleHours: 25.33, timeoutProcesses: 2, timeoutRate: 0.4, activeServices: 3, likes: 2,
    });
    // P6 started 2020-03-31 17:00 UTC, i.e. 04-01 in Beijing.
    const april = await visitor.api.call(eff.overView, { startDate: '2020-04-01', endDate: '2020-04-01' });
    expect(april).toMatchObject({ applications: 1, finished: 1, avgHandleHours: 8, timeoutProcesses: 0 });
  });

  it('overView filters by department (with access) and by scene', async () => {
    expect(await portals.admin.api.call(eff.overView, { ...march, deptId: FX.DA })).toMatchObject({ applications: 4, finished: 3, running: 0, timeoutProcesses: 1 });
    expect(await visitor.api.call(eff.overView, { ...march, sceneId })).toMatchObject({ applications: 2, finished: 2, avgHandleHours: 14, likes: 1 });
  });

  it('processTrending buckets by week from Monday, with empty weeks as zeros', async () => {
    const t = await visitor.api.call(eff.processTrending, { ...march, unit: 'week' });
    expect(t.points.map((p) => p.period)).toEqual(['2020-02-24', '2020-03-02', '2020-03-09', '2020-03-16', '2020-03-23', '2020-03-30']);
    expect(t.points[0]).toEqual({ period: '2020-02-24', applications: 0, finished: 0, timeoutProcesses: 0, avgHandleHours: null });
    expect(t.points[1]).toEqual({ period: '2020-03-02', applications: 2, finished: 2, timeoutProcesses: 1, avgHandleHours: 14 });
    expect(t.points[2]).toEqual({ period: '2020-03-09', applications: 2, finished: 1, timeoutProcesses: 0, avgHandleHours: 48 });
    expect(t.points[3]).toEqual({ period: '2020-03-16', applications: 1, finished: 0, timeoutProcesses: 1, avgHandleHours: null });
    const days = await visitor.api.call(eff.processTrending, { ...march, unit: 'day' });
    expect(days.points).toHaveLength(31);
    expect(days.points.reduce((s, p) => s + p.applications, 0)).toBe(5);
    const months = await visitor.api.call(eff.processTrending, { startDate: '2020-03-01', endDate: '2020-04-30', unit: 'month' });
    expect(months.points.map((p) => [p.period, p.applications])).toEqual([['2020-03-01', 5], ['2020-04-01', 1]]);
  });

  it('serviceHeatRate shares add up over all applications; topLikesBoard counts likes', async () => {
    const heat = await visitor.api.call(eff.serviceHeatRate, { ...march, size: 5 });
    expect(heat.total).toBe(5);
    expect(heat.rows.map((r) => [r.serviceId, r.applications, r.share])).toEqual([[FX.SA1, 2, 0.4], [FX.SA2, 2, 0.4], [FX.SB1, 1, 0.2]]);
    const likes = await visitor.api.call(eff.topLikesBoard, { ...march, size: 5 });
    expect(likes.rows.map((r) => [r.serviceId, r.likes])).toEqual([[FX.SA1, 1], [FX.SA2, 1]]);
  });

  it('timeoutProcess and timeoutNode rank what ran past its limit', async () => {
    const tp = await portals.admin.api.call(eff.timeoutProcess, { ...march, size: 5 });
    expect(tp.rows.map((r) => [r.serviceId, r.timeoutProcesses, r.timeoutRate])).toEqual([[FX.SA1, 1, 0.5], [FX.SB1, 1, 1]]);
    const tn = await portals.admin.api.call(eff.timeoutNode, { ...march, size: 5 });
    expect(tn.rows.map((r) => [r.serviceId, r.nodeName, r.deptName, r.nodes, r.timeouts, r.avgHandleHours])).toEqual([
      [FX.SA1, '复核', '效能测试处', 1, 1, 18], [FX.SB1, '学院审核', '效能测试学院', 1, 1, null],
    ]);
  });

  it('OAOverview groups by business system', async () => {
    const oa = await portals.admin.api.call(eff.oaOverview, march);
    expect(oa.rows).toEqual([
      { flowType: '教务', applications: 4, finished: 3, running: 0, timeoutProcesses: 1, avgHandleHours: 25.33 },
      { flowType: '学工', applications: 1, finished: 0, running: 1, timeoutProcesses: 1, avgHandleHours: null },
    ]);
  });

  it('reportTable drills from the school to a department, a service and its nodes; each level adds up to its parent', async () => {
    const school = await portals.admin.api.call(eff.reportTable, march);
    expect(school.totals).toMatchObject({ total: 5, finished: 3, running: 1, timeouts: 2, avgHandleHours: 25.33, timeoutRate: 0.4 });
    expect(school.rows.map((r) => [r.key, r.total, r.finished, r.running, r.timeouts, r.avgHandleHours, r.timeoutRate])).toEqual([
      [FX.DA, 4, 3, 0, 1, 25.33, 0.25], [FX.DB, 1, 0, 1, 1, null, 1],
    ]);
    const dept = await portals.admin.api.call(eff.reportTableDrill, { ...march, level: 'service', key: FX.DA });
    expect(dept.path.map((p) => p.name)).toEqual(['全校', '效能测试处']);
    expect(dept.totals).toMatchObject({ total: 4, finished: 3, timeouts: 1, avgHandleHours: 25.33 });
    expect(dept.rows.map((r) => [r.key, r.total, r.finished, r.timeouts, r.avgHandleHours])).toEqual([[FX.SA1, 2, 2, 1, 14], [FX.SA2, 2, 1, 0, 48]]);
    const nodes = await portals.admin.api.call(eff.reportTableDrill, { ...march, level: 'node', key: FX.SA1 });
    expect(nodes.path.map((p) => p.name)).toEqual(['全校', '效能测试处', '效能测试申请甲']);
    expect(nodes.rows.map((r) => [r.name, r.deptName, r.total, r.finished, r.timeouts, r.avgHandleHours, r.drillable])).toEqual([
      ['初审', '效能测试处', 2, 2, 0, 5, false], ['复核', '效能测试处', 1, 1, 1, 18, false],
    ]);
  });

  it('personalEfficiencyReport and personalERDetail answer the caller’s own steps and applications only', async () => {
    const mine = await portals.teacher.api.call(eff.personalEfficiencyReport, march);
    expect(mine).toMatchObject({
      handled: 2, pending: 1, pendingOverdue: 1, timeouts: 1, timeoutRate: 0.3333, avgHandleHours: 5, schoolAvgHandleHours: 19, applied: 0,
    });
    const admin = await portals.admin.api.call(eff.personalEfficiencyReport, march);
    expect(admin).toMatchObject({ handled: 2, pending: 0, timeouts: 1, avgHandleHours: 33 });
    const student = await portals.student.api.call(eff.personalEfficiencyReport, march);
    expect(student).toMatchObject({ handled: 0, applied: 5, appliedFinished: 3, appliedAvgHours: 25.33 });
    const detail = await portals.teacher.api.call(eff.personalERDetail, { ...march, size: 10 });
    expect(detail.total).toBe(3);
    expect(detail.records.map((r) => [r.nodeId, r.hours, r.timedOut, r.result]).slice(1)).toEqual([
      ['eff-fx-p2-1', 4, false, 'rejected'], ['eff-fx-p1-1', 6, false, 'approved'],
    ]);
    expect(detail.records[0]).toMatchObject({ nodeId: 'eff-fx-p5-1', timedOut: true, endedAt: null, result: 'pending' });
    const late = await portals.teacher.api.call(eff.personalERDetail, { ...march, onlyTimeouts: true });
    expect(late.records.map((r) => r.nodeId)).toEqual(['eff-fx-p5-1']);
    expect((await portals.student.api.call(eff.personalERDetail, march)).total).toBe(0);
  });

  it('semesterList marks the current semester; efficiencyReportList has one row per semester; deptTree holds the fixture', async () => {
    const semesters = await visitor.api.call(eff.semesterList, {});
    expect(semesters.length).toBeGreaterThan(1);
    expect(semesters.filter((s) => s.isCurrent)).toHaveLength(1);
    const reports = await visitor.api.call(eff.efficiencyReportList, {});
    expect(reports.map((r) => r.semesterId).sort()).toEqual(semesters.map((s) => s.id).sort());
    const tree = await portals.admin.api.call(eff.deptTree, {});
    expect(tree.find((d) => d.id === FX.DA)).toMatchObject({ deptName: '效能测试处', canView: true });
  });
});
