// Export of 100,000 rows of the duty list: from the start call to the finished file, and the peak RSS of the server
// process above its idle RSS (goals ≤ 8 s, ≤ 250 MB), beside its anchor in the same run: the same rows read with one
// plain query and written by exceljs's own streaming writer (WorkbookWriter, shared strings off) — what an export
// cannot beat by much. Goal: ≤ 1.2× the anchor. The server runs in this process on PGlite, so the sampled RSS is the
// server's. Prints one JSON line with the load average.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { spreadsheetCalls } from '../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal } from '../tests/support/portal-client';
import { until } from '../tests/support/until';
import { emit, loadWatch, ratio } from './support/anchor';
import { addDuties, rssMb, rssSampler, waitJob, withBenchServer, type BenchServer } from './support/spreadsheet';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const FIELDS = '部门编码:deptCode,部门名称:deptName,职责编码:dutyCode,职责名称:dutyName,职责类型:dutyType,设定依据:basis,职责描述:content,是否公开:isPublic,排序:sort,更新时间:updatedAt';
const HEADER = FIELDS.split(',').map((pair) => pair.split(':')[0] ?? '');

/** The anchor: the same rows by one query, written with exceljs's streaming writer; milliseconds and bytes. */
async function exceljsAnchor(server: BenchServer, dir: string): Promise<{ ms: number; bytes: number }> {
  const file = path.join(dir, 'anchor.xlsx');
  const startedAt = performance.now();
  const result = await server.context.db.execute(sql`
    select d.dept_code, d.dept_name, t.duty_code, t.duty_name, t.duty_type, t.basis, t.content, t.is_public, t.sort, t.created_at as updated_at
    from dept_duties t join departments d on d.id = t.dept_id where t.duty_code like 'BENCH%' order by t.sort`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const out = createWriteStream(file);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('部门职责');
  sheet.addRow(HEADER).commit();
  for (const row of rows) {
    sheet.addRow([row.dept_code, row.dept_name, row.duty_code, row.duty_name, row.duty_type, row.basis, row.content,
      row.is_public ? '是' : '否', row.sort, String(row.updated_at)]).commit();
  }
  sheet.commit();
  await workbook.commit();
  await once(out, 'close');
  return { ms: Math.round(performance.now() - startedAt), bytes: statSync(file).size };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-export-'));
try {
  await withBenchServer('pglite', 'spreadsheet_export', async (server) => {
    const watch = loadWatch();
    await addDuties(server, ROWS);
    const admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const calls = spreadsheetCalls.deptDuty;
    const count = await admin.api.call(calls.exportCount, { dataRange: 2, formInline: { keyword: 'BENCH' } });
    // The anchor first, so the database's pages are warm for both alike; then the RSS settles before the export.
    const anchor = await exceljsAnchor(server, dir);
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
    const { redisKey } = await admin.api.call(calls.exportStart, { dataRange: 2, formInline: { keyword: 'BENCH' }, fileName: 'bench_export', exportField: FIELDS });
    const job = await waitJob(server, redisKey, 300_000);
    const totalMs = Math.round(performance.now() - startedAt);
    const peakMb = sampler.stop();
    const progress = await admin.api.call(calls.exportProgress, { key: redisKey });
    const file = await fetch(`${server.baseUrl}${progress.url}`, { headers: { 'Blade-Auth': `bearer ${admin.tokens?.access_token ?? ''}` } });
    const bytes = (await file.arrayBuffer()).byteLength;
    emit(watch, {
      bench: 'spreadsheetExport', database: 'pglite', rows: count, columns: 10, state: job.state, totalMs, idleRssMb: idleMb, peakRssMb: peakMb,
      aboveIdleMb: peakMb - idleMb, fileMb: Math.round((bytes / 1024 / 1024) * 10) / 10,
      anchorExceljsMs: anchor.ms, anchorFileMb: Math.round((anchor.bytes / 1024 / 1024) * 10) / 10,
      timeToAnchor: ratio(totalMs, anchor.ms), goal: 'timeToAnchor ≤ 1.2, ≤ 8 s, ≤ 250 MB above idle',
    });
    watch.stop();
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
