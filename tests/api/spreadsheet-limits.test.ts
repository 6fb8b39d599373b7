import { once } from 'node:events';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../../src/server/db/schema/catalogue';
import { spreadsheetFiles, spreadsheetJobErrors, spreadsheetJobs } from '../../src/server/db/schema/spreadsheet-jobs';
import { refreshEfficiency } from '../../src/server/features/efficiency/services/refresh';
import { DbFileWriter } from '../../src/server/jobs/file-store';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { efficiencyExportCalls, spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { until } from '../support/until';
import { FX, insertEfficiencyFixture } from './helpers/efficiency-fixture';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { editXlsx, manyRowsXlsx, readXlsx, xlsxOf } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const duty = spreadsheetCalls.deptDuty;
const HEADER = ['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序'];
const DUTY_FIELDS = '部门编码:deptCode,职责名称:dutyName,职责描述:content';
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * Limits that keep one spreadsheet from stalling an instance: the row limit refused before anything is written, the
 * stored failures capped, the progress total known from the start, exports beside a running import, a per-user cap
 * on exports, and files that declare a DTD refused with a 400.
 */
describe.each(testDatabases())('spreadsheet limits (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let deptCode = '';
  let adminId = '';
  let twoMillion: Promise<Buffer> | null = null;
  // Built once (about a second), for the upload and for the stored file.
  const twoMillionRows = () => (twoMillion ??= manyRowsXlsx(2_000_000));

  const uploadsStored = async () => (await server.context.db.select({ n: count() }).from(spreadsheetFiles).where(eq(spreadsheetFiles.kind, 'upload')))[0]?.n ?? 0;

  async function upload(bytes: Buffer, name = 'duties.xlsx'): Promise<string> {
    const answer = await uploadFile(server.baseUrl, admin, duty.importUpload.path, { name, bytes });
    expect(answer.body).toMatchObject({ status: 1000 });
    return answer.body.result?.fileKey ?? '';
  }

  /** Stores a file as an upload without the upload's checks: a file uploaded before a check existed. */
  async function storeUnchecked(bytes: Buffer, fileName: string): Promise<string> {
    const writer = new DbFileWriter(server.context.db, { tenantId: DEMO_TENANT_ID, ownerId: adminId, kind: 'upload', listName: 'deptDuty', fileName });
    const finished = once(writer, 'finish');
    writer.end(bytes);
    await finished;
    return writer.fileId;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const [dept] = await server.context.db.select({ code: departments.deptCode }).from(departments).limit(1);
    deptCode = dept?.code ?? '';
    const fileKey = await upload(await xlsxOf([HEADER]));
    const [file] = await server.context.db.select({ ownerId: spreadsheetFiles.ownerId }).from(spreadsheetFiles).where(eq(spreadsheetFiles.id, fileKey));
    adminId = file?.ownerId ?? '';
  }, 120_000);
  afterAll(async () => server?.close());

  it('[IMP-06] refuses a 2,000,000-row file at upload, in seconds, before anything is kept', async () => {
    const bytes = await twoMillionRows();
    const before = await uploadsStored();
    const started = performance.now();
    const answer = await uploadFile(server.baseUrl, admin, duty.importUpload.path, { name: 'two-million.xlsx', bytes });
    const took = seconds(started);
    expect(answer.http).toBe(400);
    expect(answer.body.msg).toBe('文件共 2,000,001 行，超过导入上限 1,048,576 行，请拆分为多个文件后再导入');
    expect(await uploadsStored()).toBe(before);
    console.info(`[limits ${kind}] 2,000,001-row upload (${(bytes.length / 1024 / 1024).toFixed(1)} MB) refused in ${took} s`);
  }, 120_000);

  it('[IMP-14] an import of a 2,000,000-row file stored before the check fails before writing a row', async () => {
    const fileKey = await storeUnchecked(await twoMillionRows(), 'old-upload.xlsx');
    const started = performance.now();
    const { redisKey } = await admin.api.call(duty.importStart, { fileKey, errorRegx: 1 });
    const done = await waitFinished(() => admin.api.call(duty.importProgress, { key: redisKey }), 60_000);
    const took = seconds(started);
    expect(done).toMatchObject({ state: 'failed', finishNum: 0, failNum: 0, errorKey: '' });
    expect(done.errorMsg).toContain('超过导入上限 1,048,576 行');
    const [errors] = await server.context.db.select({ n: count() }).from(spreadsheetJobErrors).where(eq(spreadsheetJobErrors.jobId, redisKey));
    expect(errors?.n).toBe(0);
    console.info(`[limits ${kind}] 2,000,001-row import refused by its job in ${took} s, 0 rows and 0 failed rows written`);
  }, 90_000);

  it('[IMP-04] stores the first 10,000 failed rows, counts the rest, and the error file says how many it does not list', async () => {
    const bad = Array.from({ length: 10_020 }, (_, i) => [deptCode, '', '', '', '', `缺名称的职责 ${i}`, '', '']);
    const fileKey = await upload(await xlsxOf([HEADER, ...bad]));
    const started = performance.now();
    const { redisKey } = await admin.api.call(duty.importStart, { fileKey, errorRegx: 1 });
    const done = await waitFinished(() => admin.api.call(duty.importProgress, { key: redisKey }), 120_000);
    const took = seconds(started);
    expect(done).toMatchObject({ state: 'succeeded', failNum: 10_020, finishNum: 10_020, totalNum: 10_020 });
    const [stored] = await server.context.db.select({ n: count() }).from(spreadsheetJobErrors).where(eq(spreadsheetJobErrors.jobId, redisKey));
    expect(stored?.n).toBe(10_000);
    const file = await admin.api.call(duty.importErrorFile, { errorKey: done.errorKey });
    const rows = await readXlsx(await file.arrayBuffer());
    expect(rows).toHaveLength(1 + 10_000 + 1);
    expect(rows[1]?.slice(0, 2)).toEqual([2, '职责名称不能为空']);
    expect(rows[10_000]?.[0]).toBe(10_001);
    expect(rows[10_001]?.[1]).toBe('另有 20 行未导入的数据未列出（仅列出前 10,000 行），请修正后重新导入');
    console.info(`[limits ${kind}] 10,020 failed rows in ${took} s: 10,000 stored, 20 counted`);
  }, 150_000);

  it('[IMP-14] [EXP-12] answers the real total, rate and time left from the start, and a small export runs beside the import', async () => {
    const ROWS = 6_000;
    const rows = Array.from({ length: ROWS }, (_, i) => [deptCode, '', `进度职责 ${i}`, '', '', `进度测试的职责描述 ${i}`, '', '']);
    const fileKey = await upload(await xlsxOf([HEADER, ...rows]));
    const { redisKey } = await admin.api.call(duty.importStart, { fileKey, errorRegx: 1 });
    const poll = () => admin.api.call(duty.importProgress, { key: redisKey });

    // While it runs, every answer has the sheet's row count as its total and a rate true to it.
    // Generous: on a machine loaded by other work the first batch may take well over the default 30 s.
    const midway = await until('the import under way with rows done (or finished)', poll, (p) => p.finished || (p.state === 'running' && p.finishNum > 0), { timeoutMs: 120_000 });
    expect(midway.finished, 'the import was seen while it ran').toBe(false);
    expect(midway.totalNum).toBe(ROWS);
    expect(midway.finishRate).toBe(Math.floor((midway.finishNum * 100) / ROWS));
    expect(midway.tryMathRemainTime).toMatch(/^约 \d/);

    // A small export started now finishes while the import still runs: it is not queued behind it. It exports the
    // list as the studio shows it, the draft, which the import's rows join only when the import ends (ADR 016).
    const started = performance.now();
    const exported = await admin.api.call(duty.exportStart, { dataRange: 1, fileName: 'beside_import', exportField: DUTY_FIELDS });
    const exportDone = await waitFinished(() => admin.api.call(duty.exportProgress, { key: exported.redisKey }), 60_000);
    const exportTook = seconds(started);
    expect(exportDone.state).toBe('succeeded');
    const importThen = await poll();
    expect(importThen.finished).toBe(false);

    const done = await waitFinished(poll, 120_000);
    expect(done).toMatchObject({ state: 'succeeded', finishRate: 100, totalNum: ROWS, finishNum: ROWS, newInsertNum: ROWS });
    console.info(`[limits ${kind}] export of ${exportDone.totalNum} rows finished in ${exportTook} s beside a ${ROWS}-row import (at ${importThen.finishRate} % then, ${done.useTimeStr} in all)`);
  }, 180_000);

  it('refuses a workbook whose parts declare a DTD (XXE, entity expansion) with a 400, at upload and at the match step', async () => {
    const good = await xlsxOf([HEADER, [deptCode, '', '名称', '', '', '描述', '', '']]);
    const xxe = await editXlsx(good, (name, xml) =>
      name === 'xl/worksheets/sheet1.xml'
        ? xml.replace('?>', '?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>').replace('<v>0</v>', '<v>&xxe;</v>')
        : xml,
    );
    const laughs = await editXlsx(good, (name, xml) => {
      if (name !== 'xl/sharedStrings.xml') return xml;
      const entities = ['<!ENTITY a0 "哈哈哈哈哈哈哈哈哈哈">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY a${i + 1} "${`&a${i};`.repeat(10)}">`)].join('');
      return xml.replace('?>', `?><!DOCTYPE sst [${entities}]>`).replace('<t>名称</t>', '<t>&a9;</t>');
    });
    for (const [name, bytes] of [['xxe.xlsx', xxe], ['laughs.xlsx', laughs]] as const) {
      const before = await uploadsStored();
      const answer = await uploadFile(server.baseUrl, admin, duty.importUpload.path, { name, bytes });
      expect(answer.http).toBe(400);
      expect(answer.body.msg).toContain('DTD');
      expect(await uploadsStored()).toBe(before);
      // Stored without the upload's checks, the match step answers a 400 with the reason, not a server error.
      const fileKey = await storeUnchecked(bytes, name);
      const error: unknown = await admin.api.call(duty.importMatch, { fileKey, headerLine: 1 }, { silent: true }).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).sourceStatus).toBe(400);
      expect((error as ApiError).message).toBe('文件内容无法解析，请确认是有效的 .xlsx 文件');
    }
  });
});

describe.each(testDatabases())('export cap per user (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let teacher: TestPortal;

  beforeAll(async () => {
    // No runner on this instance: the jobs stay queued, so what is counted is what the starts made.
    server = await startTestServer(kind, { SPREADSHEET_RUN_JOBS: 'false' });
    await insertEfficiencyFixture(server.context.db);
    await refreshEfficiency(server.context.db, DEMO_TENANT_ID, new Date(server.context.now()), { full: true });
    admin = createTestPortal(server, { ip: '10.9.0.1' });
    await admin.signIn('admin', 'Admin@123');
    teacher = createTestPortal(server, { ip: '10.9.0.2' });
    await teacher.signIn('teacher', 'Teacher@123');
  }, 120_000);
  afterAll(async () => server?.close());

  it('[EXP-08] of 20 exports started at once by one user, 3 are queued and 17 refused with a clear message; others are not held', async () => {
    const heat = efficiencyExportCalls.effHeat;
    const heatField = Object.entries(await admin.api.call(heat.exportHeader, {})).map(([key, label]) => `${label}:${key}`).join(',');
    const starts = Array.from({ length: 20 }, (_, i) =>
      (i % 2 === 0
        ? admin.api.call(duty.exportStart, { dataRange: 1, fileName: `cap_duty_${i}`, exportField: DUTY_FIELDS, idempotencyKey: `cap-test-${i}` }, { silent: true })
        : admin.api.call(heat.exportStart, { dataRange: 2, formInline: FX.range, fileName: `cap_heat_${i}`, exportField: heatField, idempotencyKey: `cap-test-${i}` }, { silent: true })
      ).then(
        (r) => ({ ok: true as const, key: r.redisKey, i }),
        (e: unknown) => ({ ok: false as const, error: e, i }),
      ),
    );
    const answers = await Promise.all(starts);
    const accepted = answers.filter((a) => a.ok);
    const refused = answers.filter((a) => !a.ok);
    expect(accepted).toHaveLength(3);
    for (const r of refused) {
      expect(r.error).toBeInstanceOf(ApiError);
      expect((r.error as ApiError).sourceStatus).toBe(429);
      expect((r.error as ApiError).message).toBe('您排队或进行中的导出任务已达上限，请等待已有任务完成后再导出');
    }
    const queued = await server.context.db
      .select({ n: count() })
      .from(spreadsheetJobs)
      .where(and(eq(spreadsheetJobs.kind, 'export'), inArray(spreadsheetJobs.state, ['queued', 'running'])));
    expect(queued[0]?.n).toBe(3);

    // A repeated start of an accepted job answers that job, cap or not; another user is not held by this one's cap.
    const first = accepted[0];
    if (!first?.ok) throw new Error('no export accepted');
    const repeat = first.i % 2 === 0
      ? await admin.api.call(duty.exportStart, { dataRange: 1, fileName: `cap_duty_${first.i}`, exportField: DUTY_FIELDS, idempotencyKey: `cap-test-${first.i}` })
      : await admin.api.call(heat.exportStart, { dataRange: 2, formInline: FX.range, fileName: `cap_heat_${first.i}`, exportField: heatField, idempotencyKey: `cap-test-${first.i}` });
    expect(repeat.redisKey).toBe(first.key);
    const other = await teacher.api.call(heat.exportStart, { dataRange: 2, formInline: FX.range, fileName: 'teacher_heat', exportField: heatField });
    expect(other.redisKey).toMatch(/^[\w-]{16,64}$/);
    console.info(`[limits ${kind}] 20 concurrent export starts by one user: ${accepted.length} accepted, ${refused.length} refused`);
  });
});
