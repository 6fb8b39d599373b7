// Export of the duty list filled to its maximum (50,000 rows): from the start call to the finished file, and the peak
// RSS of the server process above its idle RSS (goals ≤ 8 s, ≤ 250 MB), beside its anchor in the same run: the same rows read with one
// plain query and written by exceljs's own streaming writer (WorkbookWriter, shared strings off) — what an export
// cannot beat by much. Goal: ≤ 1.2× the anchor. The server runs in this process on PGlite, so the sampled RSS is the
// server's. Prints one JSON line with the load average.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { lockDraft, type AnyArea } from '../src/server/drafts/services/documents';
import { deptDutyArea } from '../src/server/features/three-lists/config/dept-duties/area';
import { spreadsheetCalls } from '../src/shared/api/catalogue/spreadsheet-jobs';
import { MAX_DUTIES } from '../src/shared/schema/dept-duty-config';
import { createTestPortal } from '../tests/support/portal-client';
import { until } from '../tests/support/until';
import { emit, loadWatch, ratio } from './support/anchor';
import { addDuties, rssMb, rssSampler, waitJob, withBenchServer, type BenchServer } from './support/spreadsheet';

// The duty list holds at most MAX_DUTIES (its draft's schema refuses more): the bench fills it to that, less the seed's.
const DUTY_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? MAX_DUTIES);
// The user list reads its live table (EXPORT_SOURCES.user): 100,000 accounts, a large university's.
const USER_ROWS = Number(process.env.BENCH_EXPORT_USERS ?? 100_000);

/** One list's export: how its rows are made, the fields exported, and the anchor's query of the same rows. */
interface ExportCase {
  list: 'deptDuty' | 'user';
  rows: number;
  fields: string;
  setUp(server: BenchServer): Promise<void>;
  anchorQuery: SQL;
  anchorRow(row: Record<string, unknown>): unknown[];
}

const CASES: ExportCase[] = [
  {
    list: 'deptDuty',
    rows: DUTY_ROWS,
    fields: '部门编码:deptCode,部门名称:deptName,职责编码:dutyCode,职责名称:dutyName,职责类型:dutyType,设定依据:basis,职责描述:content,是否公开:isPublic,排序:sort,更新时间:updatedAt',
    async setUp(server) {
      const seeded = await server.context.db.execute(sql`select count(*)::int as n from dept_duties where tenant_id = '000000'`);
      await addDuties(server, DUTY_ROWS - Number((seeded as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0));
      // The list as an administrator has it once it holds this many rows: an import, or the first edit, makes its
      // draft from the live rows (lockDraft: a baseline version and the draft row), which its page and export read.
      await server.context.db.transaction((tx) => lockDraft(tx, deptDutyArea as unknown as AnyArea, { tenantId: '000000', userId: 'bench', name: 'bench' }));
    },
    anchorQuery: sql`
      select d.dept_code, d.dept_name, t.duty_code, t.duty_name, t.duty_type, t.basis, t.content, t.is_public, t.sort, t.created_at as updated_at
      from dept_duties t join departments d on d.id = t.dept_id where t.duty_code like 'BENCH%' order by t.sort`,
    anchorRow: (row) => [row.dept_code, row.dept_name, row.duty_code, row.duty_name, row.duty_type, row.basis, row.content,
      row.is_public ? '是' : '否', row.sort, String(row.updated_at)],
  },
  {
    list: 'user',
    rows: USER_ROWS,
    fields: '账号:account,姓名:realName,昵称:nickName,角色:roleName,部门:deptName,创建时间:createdAt',
    async setUp(server) {
      await server.context.db.execute(sql`
        insert into users (id, tenant_id, account, password_hash, real_name, nick_name, role_id, dept_name)
        select 'bench-user-' || g, '000000', 'bench' || lpad(g::text, 7, '0'), '!', '基准用户' || g, '用户' || g,
               (select id from roles where tenant_id = '000000' order by id limit 1), '计算机科学与技术学院'
        from generate_series(1, ${USER_ROWS}) g`);
      await server.context.db.execute(sql`analyze users`);
    },
    anchorQuery: sql`
      select t.account, t.real_name, t.nick_name, r.name as role_name, t.dept_name, t.created_at
      from users t join roles r on r.id = t.role_id where t.account like '%bench%' order by t.id`,
    anchorRow: (row) => [row.account, row.real_name, row.nick_name, row.role_name, row.dept_name, String(row.created_at)],
  },
];

/** The anchor: the same rows by one query, written with exceljs's streaming writer; milliseconds and bytes. */
async function exceljsAnchor(server: BenchServer, dir: string, test: ExportCase): Promise<{ ms: number; bytes: number }> {
  const file = path.join(dir, `anchor-${test.list}.xlsx`);
  const startedAt = performance.now();
  const result = await server.context.db.execute(test.anchorQuery);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const out = createWriteStream(file);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(test.list);
  sheet.addRow(test.fields.split(',').map((pair) => pair.split(':')[0] ?? '')).commit();
  for (const row of rows) sheet.addRow(test.anchorRow(row)).commit();
  sheet.commit();
  await workbook.commit();
  await once(out, 'close');
  return { ms: Math.round(performance.now() - startedAt), bytes: statSync(file).size };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-export-'));
try {
  await withBenchServer('pglite', 'spreadsheet_export', async (server) => {
    const admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    for (const test of CASES) {
      await test.setUp(server);
      const watch = loadWatch();
      const calls = spreadsheetCalls[test.list];
      const search = { dataRange: 2 as const, formInline: { keyword: test.list === 'user' ? 'bench' : 'BENCH' } };
      // The export dialog counts the rows before its start button (EXP-02). For the duty list that call reads and
      // parses the draft first, and the start and the job share what it read (readDraftBody): timed, printed beside.
      const countStartedAt = performance.now();
      const count = await admin.api.call(calls.exportCount, search);
      const countMs = Math.round(performance.now() - countStartedAt);
      // The anchor first, so the database's pages are warm for both alike; then the RSS settles before the export.
      const anchor = await exceljsAnchor(server, dir, test);
      let previous = Number.POSITIVE_INFINITY;
      await until('the RSS to settle', () => {
        const now = rssMb();
        const settled = Math.abs(previous - now) <= 2;
        previous = now;
        return settled;
      }, { timeoutMs: 30_000, intervalMs: 500 });
      const idleMb = rssMb();
      const sampler = rssSampler();
      const startedAt = performance.now();
      const { redisKey } = await admin.api.call(calls.exportStart, { ...search, fileName: `bench_${test.list}`, exportField: test.fields });
      const job = await waitJob(server, redisKey, 300_000);
      const totalMs = Math.round(performance.now() - startedAt);
      const peakMb = sampler.stop();
      const progress = await admin.api.call(calls.exportProgress, { key: redisKey });
      const file = await fetch(`${server.baseUrl}${progress.url}`, { headers: { 'Blade-Auth': `bearer ${admin.tokens?.access_token ?? ''}` } });
      const bytes = (await file.arrayBuffer()).byteLength;
      emit(watch, {
        bench: 'spreadsheetExport', database: 'pglite', list: test.list, rows: count, columns: test.fields.split(',').length, state: job.state,
        totalMs, idleRssMb: idleMb, peakRssMb: peakMb, aboveIdleMb: peakMb - idleMb, fileMb: Math.round((bytes / 1024 / 1024) * 10) / 10,
        anchorExceljsMs: anchor.ms, anchorFileMb: Math.round((anchor.bytes / 1024 / 1024) * 10) / 10,
        timeToAnchor: ratio(totalMs, anchor.ms), dialogCountMs: countMs, countAndExportToAnchor: ratio(countMs + totalMs, anchor.ms),
        goal: 'timeToAnchor ≤ 1.2, ≤ 8 s, ≤ 250 MB above idle',
      });
      watch.stop();
    }
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
