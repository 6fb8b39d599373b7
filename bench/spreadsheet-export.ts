// Export of 100,000 rows of the duty list (issue 7): from the start call to the finished file, and the peak RSS of
// the server process above its idle RSS (goals <= 8 s, <= 250 MB). The server runs in this process on PGlite, so the
// sampled RSS is the server's. Prints one JSON line.
import { spreadsheetCalls } from '../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal } from '../tests/support/portal-client';
import { addDuties, rssMb, rssSampler, waitJob, withBenchServer } from './support/spreadsheet';

const ROWS = 100_000;
const FIELDS = '部门编码:deptCode,部门名称:deptName,职责编码:dutyCode,职责名称:dutyName,职责类型:dutyType,设定依据:basis,职责描述:content,是否公开:isPublic,排序:sort,更新时间:updatedAt';

await withBenchServer('pglite', 'spreadsheet_export', async (server) => {
  await addDuties(server, ROWS);
  const admin = createTestPortal(server);
  await admin.signIn('admin', 'Admin@123');
  const calls = spreadsheetCalls.deptDuty;
  const count = await admin.api.call(calls.exportCount, { dataRange: 2, formInline: { keyword: 'BENCH' } });
  await new Promise((r) => setTimeout(r, 1000));
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
  process.stdout.write(`${JSON.stringify({
    bench: 'spreadsheetExport', database: 'pglite', rows: count, columns: 10, state: job.state, totalMs, idleRssMb: idleMb, peakRssMb: peakMb,
    aboveIdleMb: peakMb - idleMb, fileMb: Math.round((bytes / 1024 / 1024) * 10) / 10, goalMs: 8000, goalAboveIdleMb: 250,
  })}\n`);
});
