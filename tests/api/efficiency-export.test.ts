import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshEfficiency } from '../../src/server/features/efficiency/services/refresh';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as eff from '../../src/shared/api/catalogue/efficiency';
import { efficiencyExportCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { ApiError } from '../../src/shared/api/client-types';
import { DEFAULT_REPORT_CONFIG } from '../../src/shared/schema/efficiency';
import type { EfficiencyExportName, ExportProgress } from '../../src/shared/schema/spreadsheet-jobs';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { FX, insertEfficiencyFixture } from './helpers/efficiency-fixture';
import { download, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

type Cell = string | number | null;
type Who = 'student' | 'teacher' | 'admin';

/** exceljs leaves empty cells at a row's end out: the expectation drops them the same way. */
const trimmed = (cells: Cell[]): Cell[] => {
  const out = [...cells];
  while (out.length > 0 && out[out.length - 1] === null) out.pop();
  return out;
};

/** 'YYYY-MM-DD HH:mm' in Beijing time, as the page's personal table shows it. */
const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The HTTP status of a refused call. */
async function refusedWith(portal: TestPortal, promise: Promise<unknown>): Promise<number | undefined> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return portal.lastResponse?.http;
}

/**
 * The efficiency page's tables through the spreadsheet export jobs (issue 8): each file holds what the table's own
 * call answers for the same filter, under the same visibility, and only its owner may poll or fetch it.
 */
describe.each(testDatabases())('efficiency table exports, on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Who, TestPortal>;
  const march = FX.range;
  let keyCount = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await insertEfficiencyFixture(server.context.db);
    await refreshEfficiency(server.context.db, DEMO_TENANT_ID, new Date(server.context.now()), { full: true });
    for (const [account, password, ip] of [['student', 'Student@123', '10.8.0.1'], ['teacher', 'Teacher@123', '10.8.0.2'], ['admin', 'Admin@123', '10.8.0.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  }, 60_000);
  afterAll(async () => server?.close());

  /** Starts an export of every field, waits for it, and reads the file. */
  async function exportRows(who: Who, list: EfficiencyExportName, request: { dataRange: 1 | 2; formInline?: Record<string, string | boolean>; type?: string; id?: string }) {
    const calls = efficiencyExportCalls[list];
    const portal = portals[who];
    const scope = { ...(request.type ? { type: request.type } : {}), ...(request.id ? { id: request.id } : {}) };
    const header = await portal.api.call(calls.exportHeader, scope);
    const exportField = Object.entries(header).map(([key, label]) => `${label}:${key}`).join(',');
    keyCount += 1;
    const { redisKey } = await portal.api.call(calls.exportStart, {
      ...request, fileName: `效能导出_${list}`, exportField, idempotencyKey: `eff-export-${kind}-${keyCount}`,
    });
    const progress = await waitFinished(() => portal.api.call(calls.exportProgress, { key: redisKey }));
    expect(progress).toMatchObject({ state: 'succeeded', errorMsg: '' });
    const file = await download(server.baseUrl, portal, progress.url);
    expect(file.http).toBe(200);
    // Empty cells inside a row come back as holes: read as null, as the expectations write them.
    const rows = (await readXlsx(file.bytes)).map((row) => Array.from(row, (v) => v ?? null));
    return { header: rows[0], rows: rows.slice(1), progress };
  }

  it('[EXP-11] [EXP-09] each ranking and the OA overview: the file holds the call\'s rows and figures for the same filter', async () => {
    const size = DEFAULT_REPORT_CONFIG.topSize;
    const admin = portals.admin.api;
    const heat = await admin.call(eff.serviceHeatRate, { ...march, size });
    const heatFile = await exportRows('admin', 'effHeat', { dataRange: 2, formInline: march });
    expect(heatFile.header).toEqual(['服务', '部门', '申请数', '占比']);
    expect(heatFile.rows).toEqual(heat.rows.map((r) => [r.serviceName, r.deptName, r.applications, r.share]));
    expect(heatFile.rows.map((r) => r[0])).toEqual(['效能测试申请甲', '效能测试申请乙', '效能测试申请丙']);

    const likes = await admin.call(eff.topLikesBoard, { ...march, size });
    expect((await exportRows('admin', 'effLikes', { dataRange: 2, formInline: march })).rows)
      .toEqual(likes.rows.map((r) => [r.serviceName, r.deptName, r.likes, r.applications]));

    const late = await admin.call(eff.timeoutProcess, { ...march, size });
    expect((await exportRows('admin', 'effTimeoutProcess', { dataRange: 2, formInline: march })).rows)
      .toEqual(late.rows.map((r) => trimmed([r.serviceName, r.deptName, r.timeoutProcesses, r.applications, r.timeoutRate, r.avgHandleHours])));

    const nodes = await admin.call(eff.timeoutNode, { ...march, size });
    expect(nodes.rows.length).toBeGreaterThan(0);
    expect((await exportRows('admin', 'effTimeoutNode', { dataRange: 2, formInline: march })).rows)
      .toEqual(nodes.rows.map((r) => trimmed([r.serviceName, r.nodeName, r.deptName, r.timeouts, r.nodes, r.timeoutRate, r.avgHandleHours])));

    const oa = await admin.call(eff.oaOverview, march);
    expect((await exportRows('admin', 'effOa', { dataRange: 2, formInline: march })).rows)
      .toEqual(oa.rows.map((r) => trimmed([r.flowType, r.applications, r.finished, r.running, r.timeoutProcesses, r.avgHandleHours])));
  });

  it('[EXP-01] [EXP-02] range 1 is the table under no filter, range 2 the page\'s filter; range 3 is refused (no checkboxes)', async () => {
    const calls = efficiencyExportCalls.effHeat;
    const admin = portals.admin;
    const unfiltered = await admin.api.call(eff.serviceHeatRate, { size: DEFAULT_REPORT_CONFIG.topSize });
    expect(await admin.api.call(calls.exportCount, { dataRange: 1, formInline: march })).toBe(unfiltered.rows.length);
    expect(await admin.api.call(calls.exportCount, { dataRange: 2, formInline: march })).toBe(3);
    expect(await admin.api.call(calls.exportCount, { dataRange: 2, formInline: { ...march, deptId: FX.DA } })).toBe(2);
    expect(await refusedWith(admin, admin.api.call(calls.exportCount, { dataRange: 3, choiceDataIds: [FX.SA1] }, { silent: true }))).toBe(400);
  });

  it('the department report at each drill level, with its totals row; a department\'s row equals its services\' totals', async () => {
    const admin = portals.admin.api;
    const school = await admin.call(eff.reportTable, march);
    const dept = await admin.call(eff.reportTableDrill, { ...march, level: 'service', key: FX.DA });
    const node = await admin.call(eff.reportTableDrill, { ...march, level: 'node', key: FX.SA1 });
    const cells = (r: (typeof school)['rows'][number], name = r.name) => trimmed([name, r.total, r.finished, r.running, r.timeouts, r.timeoutRate, r.avgHandleHours]);

    const schoolFile = await exportRows('admin', 'effReport', { dataRange: 2, formInline: march });
    expect(schoolFile.header).toEqual(['部门', '申请数', '办结', '在办', '超时数', '超时率', '平均时长（小时）']);
    expect(schoolFile.rows).toEqual([...school.rows.map((r) => cells(r)), cells(school.totals, '合计')]);
    expect(schoolFile.progress.totalNum).toBe(school.rows.length + 1);

    const deptFile = await exportRows('admin', 'effReport', { dataRange: 2, formInline: march, type: 'service', id: FX.DA });
    expect(deptFile.header?.[0]).toBe('服务');
    expect(deptFile.rows).toEqual([...dept.rows.map((r) => cells(r)), cells(dept.totals, '合计')]);
    const daRow = schoolFile.rows.find((r) => r[0] === '效能测试处');
    expect(deptFile.rows.at(-1)?.slice(1)).toEqual(daRow?.slice(1));

    const nodeFile = await exportRows('admin', 'effReport', { dataRange: 2, formInline: march, type: 'node', id: FX.SA1 });
    expect(nodeFile.header).toEqual(['环节', '办理部门', '环节数', '办结', '在办', '超时数', '超时率', '平均时长（小时）']);
    expect(nodeFile.rows).toEqual([
      ...node.rows.map((r) => trimmed([r.name, r.deptName, r.total, r.finished, r.running, r.timeouts, r.timeoutRate, r.avgHandleHours])),
      trimmed(['合计', null, node.totals.total, node.totals.finished, node.totals.running, node.totals.timeouts, node.totals.timeoutRate, node.totals.avgHandleHours]),
    ]);
  });

  it('a teacher\'s report export holds only their department subtree; other departments are refused as in the calls', async () => {
    const teacher = portals.teacher;
    const table = await teacher.api.call(eff.reportTable, {});
    expect(table.rows.length).toBeGreaterThan(0);
    const file = await exportRows('teacher', 'effReport', { dataRange: 1 });
    expect(file.rows.map((r) => r[0])).toEqual([...table.rows.map((r) => r.name), '合计']);
    expect(file.rows.map((r) => r[0])).not.toContain('效能测试处');
    // The fixture's departments are outside the teacher's college: neither a filter nor a drill reaches them.
    const calls = efficiencyExportCalls.effReport;
    expect(await teacher.api.call(calls.exportCount, { dataRange: 2, formInline: march })).toBe(0);
    expect(await refusedWith(teacher, teacher.api.call(calls.exportCount, { dataRange: 2, formInline: { ...march, deptId: FX.DA } }, { silent: true }))).toBe(403);
    expect(await refusedWith(teacher, teacher.api.call(calls.exportCount, { dataRange: 1, type: 'service', id: FX.DA }, { silent: true }))).toBe(403);
    expect(await refusedWith(teacher, teacher.api.call(calls.exportCount, { dataRange: 1, type: 'node', id: FX.SA1 }, { silent: true }))).toBe(403);
  });

  it('a student cannot export department tables, and nobody signed out can export at all', async () => {
    const student = portals.student;
    for (const list of ['effReport', 'effOa', 'effTimeoutProcess', 'effTimeoutNode'] as const) {
      const calls = efficiencyExportCalls[list];
      expect(await refusedWith(student, student.api.call(calls.exportCount, { dataRange: 1 }, { silent: true }))).toBe(403);
      expect(await refusedWith(student, student.api.call(calls.exportStart, {
        dataRange: 1, fileName: '部门报表', exportField: '名称:name',
      }, { silent: true }))).toBe(403);
    }
    // School-wide tables stay open to a student, as on the page.
    expect(await student.api.call(efficiencyExportCalls.effHeat.exportCount, { dataRange: 2, formInline: march })).toBe(3);
    const visitor = createTestPortal(server, { ip: '10.8.0.9' });
    expect(await refusedWith(visitor, visitor.api.call(efficiencyExportCalls.effHeat.exportCount, { dataRange: 1 }, { silent: true }))).toBe(401);
  });

  it('the personal table holds only the caller\'s own steps; another user can neither poll nor download the job', async () => {
    const teacher = portals.teacher;
    const detail = await teacher.api.call(eff.personalERDetail, { ...march, size: 100 });
    expect(detail.total).toBe(3);
    const file = await exportRows('teacher', 'effPersonal', { dataRange: 2, formInline: march });
    expect(file.header).toEqual(['办件', '环节', '到达时间', '办结时间', '用时（小时）', '时限（小时）']);
    // An open step's hours run on with the clock: the call's and the job's differ by the seconds between them.
    const withoutOpenHours = (cells: Cell[]) => (cells[3] === null ? [...cells.slice(0, 4), 'open', ...cells.slice(5)] : cells);
    expect(file.rows.map(withoutOpenHours)).toEqual(detail.records.map((r) => withoutOpenHours([
      r.processTitle, r.nodeName, beijing(r.startedAt), r.endedAt ? beijing(r.endedAt) : null, r.hours, r.timeLimitHours || null,
    ])));
    const open = detail.records.findIndex((r) => r.endedAt === null);
    expect(Math.abs(Number(file.rows[open]?.[4]) - (detail.records[open]?.hours ?? 0))).toBeLessThan(0.1);
    const late = await teacher.api.call(eff.personalERDetail, { ...march, onlyTimeouts: true });
    expect(await teacher.api.call(efficiencyExportCalls.effPersonal.exportCount, { dataRange: 2, formInline: { ...march, onlyTimeouts: true } })).toBe(late.total);
    // The student handled none of the fixture's steps: their own export of March is empty.
    expect(await portals.student.api.call(efficiencyExportCalls.effPersonal.exportCount, { dataRange: 2, formInline: march })).toBe(0);

    const calls = efficiencyExportCalls.effPersonal;
    const key = file.progress.redisKey;
    for (const other of [portals.admin, portals.student]) {
      // Not even an administrator: an efficiency job is its owner's alone.
      const polled: unknown = await other.api.call(calls.exportProgress, { key }, { silent: true }).catch((e: unknown) => e);
      expect(polled).toBeInstanceOf(ApiError);
      const fetched = await download(server.baseUrl, other, (file.progress as ExportProgress).url);
      expect(fetched.http).not.toBe(200);
      expect(fetched.bytes.toString('utf8')).not.toContain('测试 eff-fx');
    }
  });
});
