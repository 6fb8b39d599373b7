import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { z } from 'zod';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { spreadsheetJobs } from '../../src/server/db/schema/spreadsheet-jobs';
import { readFileRange } from '../../src/server/jobs/file-store';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { signInAs } from '../support/portal-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { download, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx } from './helpers/spreadsheet-files';

const duty = spreadsheetCalls.deptDuty;
const ROWS = 40_000;
const FIELDS = '职责编码:dutyCode,职责名称:dutyName,职责描述:content,排序:sort,更新时间:updatedAt';
const START = Date.UTC(2024, 0, 1);

/** What a duty row g was made with, as the file must show it: formula-looking names neutralised, C0 controls dropped. */
function expectedRow(g: number): Array<string | number> {
  const name = g % 997 === 0 ? `=HYPERLINK("http://evil/${g}")` : g % 991 === 0 ? `+${g}` : g % 983 === 0 ? `@SUM(${g})` : `续传导出${g}`;
  return [
    `RESUMEX${String(g).padStart(6, '0')}`,
    /^[=+@]/.test(name) ? `'${name}` : name,
    g % 500 === 0 ? `A<&>B${g}` : `导出描述${g}`,
    g,
    new Date(START + g * 60_000 + (g % 1000)).toISOString(),
  ];
}

/** Only the fields of the job's exportState this test looks at (jsonb read back: parsed, not trusted). */
const stateSchema = z.object({ rows: z.number(), xlsx: z.object({ bytes: z.number(), sheet: z.object({ offset: z.number() }) }) });

/** Every entry of a zip inflated, with its CRC-32 checked against the central directory (yauzl checks the sizes). */
async function checkedEntries(file: Buffer): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(file, { lazyEntries: true }, (e, f) => (e ? reject(e) : resolve(f))));
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        let crc = 0;
        stream.on('data', (c: Buffer) => (crc = zlib.crc32(c, crc)));
        stream.on('error', reject);
        stream.on('end', () => {
          if (crc >>> 0 !== entry.crc32 >>> 0) reject(new Error(`CRC of ${entry.fileName}`));
          names.push(entry.fileName);
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return names;
}

/**
 * IMP-15 for exports: an export whose server is killed (SIGKILL) mid-file is taken over when a server comes back and
 * continues after its last committed page — the pages committed before the kill are neither read nor written again
 * — and the finished file is a valid .xlsx holding every row once, typed, equal to an uninterrupted export's. PGlite,
 * whose data directory the restarted process reopens; between the processes the test opens it itself, to see what
 * was committed and to change a row on either side of the committed point.
 */
describe('spreadsheet export after a crash', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-export-resume-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('[IMP-15] resumes after SIGKILL from the last committed page: every row once, typed, as an uninterrupted export', async () => {
    // The seeded template (global-setup.ts) and the rows, written straight into the data directory.
    const seeded = await openDatabase({ dataDir, pgliteSnapshot: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await seeded.db.execute(sql`
      insert into dept_duties (id, tenant_id, dept_id, duty_code, duty_name, duty_type, basis, content, is_public, sort, updated_at)
      select 'rx' || lpad(g::text, 6, '0'), '000000', (select id from departments where tenant_id = '000000' order by id limit 1),
             'RESUMEX' || lpad(g::text, 6, '0'),
             case when g % 997 = 0 then '=HYPERLINK("http://evil/' || g || '")' when g % 991 = 0 then '+' || g
                  when g % 983 = 0 then '@SUM(' || g || ')' else '续传导出' || g end,
             'MAIN', '', case when g % 500 = 0 then 'A<&>' || chr(1) || 'B' || g else '导出描述' || g end, true, g,
             timestamptz '2024-01-01 00:00:00+00' + g * interval '1 minute' + (g % 1000) * interval '1 millisecond'
      from generate_series(1, ${ROWS}) g`);
    await seeded.db.execute(sql`analyze dept_duties`);
    await seeded.close();

    server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    let { portal } = await signInAs(server.baseUrl, 'admin', 'Admin@123');
    const input = { dataRange: 2 as const, formInline: { keyword: 'RESUMEX' }, fileName: 'resume_export', exportField: FIELDS };
    const { redisKey } = await portal.api.call(duty.exportStart, { ...input, idempotencyKey: 'export-resume-1' });
    const before = await until('the export\'s first rows committed', async () => (await portal.api.call(duty.exportProgress, { key: redisKey })).finishNum, (n) => n > 0, { timeoutMs: 180_000 });
    await server.stop('SIGKILL');

    // What the dead process committed; then the first row (committed) and the last (not yet) change.
    const between = await openDatabase({ dataDir });
    const [job] = await between.db.select().from(spreadsheetJobs).where(eq(spreadsheetJobs.id, redisKey));
    const committed = stateSchema.parse(job?.exportState);
    expect(job?.state).toBe('running');
    expect(committed.rows).toBe(job?.finishNum);
    expect(committed.rows).toBeGreaterThanOrEqual(before);
    expect(committed.rows).toBeLessThan(ROWS);
    const prefix = await readFileRange(between.db, job?.fileId ?? '', 0, committed.xlsx.bytes);
    expect(prefix.length).toBe(committed.xlsx.bytes);
    await between.db.execute(sql`update dept_duties set content = 'CHANGED' where id in ('rx000001', ${`rx${String(ROWS).padStart(6, '0')}`})`);
    await between.close();

    server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    ({ portal } = await signInAs(server.baseUrl, 'admin', 'Admin@123'));
    // Never back to 0: the job goes on from where it was.
    expect((await portal.api.call(duty.exportProgress, { key: redisKey })).finishNum).toBeGreaterThanOrEqual(committed.rows);
    const done = await waitFinished(() => portal.api.call(duty.exportProgress, { key: redisKey }), 120_000);
    expect(done).toMatchObject({ state: 'succeeded', finishNum: ROWS, totalNum: ROWS });
    const file = (await download(server.baseUrl, portal, done.url)).bytes;

    // The committed bytes stayed as they were, but for the sheet's local header, written again with its sizes at the end.
    const header = committed.xlsx.sheet.offset;
    expect(file.subarray(0, header)).toEqual(prefix.subarray(0, header));
    expect(file.subarray(header + 54, committed.xlsx.bytes)).toEqual(prefix.subarray(header + 54));
    expect(await checkedEntries(file)).toContain('xl/worksheets/sheet1.xml');

    const rows = await readXlsx(file);
    expect(rows[0]).toEqual(['职责编码', '职责名称', '职责描述', '排序', '更新时间']);
    const expected = Array.from({ length: ROWS }, (_, i) => expectedRow(i + 1));
    // Row 1 was committed before the kill and not read again; the last row was read after the change.
    const last = expected[ROWS - 1];
    if (last) last[2] = 'CHANGED';
    // 排序 is the duty's position in its department as the studio shows it (ADR 016), among the seeded duties too:
    // rising through the file, and otherwise every column as written.
    const positions = rows.slice(1).map((r) => Number(r[3]));
    expect(positions.every((p, i) => Number.isInteger(p) && (i === 0 || p > (positions[i - 1] ?? 0)))).toBe(true);
    const withoutPosition = (list: unknown[][]) => list.map((r) => [...r.slice(0, 3), ...r.slice(4)]);
    expect(withoutPosition(rows.slice(1))).toEqual(withoutPosition(expected));

    // An uninterrupted export of the same rows now: the same file content but for row 1, changed since.
    const again = await portal.api.call(duty.exportStart, { ...input, idempotencyKey: 'export-resume-2' });
    const fresh = await waitFinished(() => portal.api.call(duty.exportProgress, { key: again.redisKey }), 60_000);
    const freshRows = await readXlsx((await download(server.baseUrl, portal, fresh.url)).bytes);
    expect(freshRows[1]?.[2]).toBe('CHANGED');
    expect(freshRows.slice(2)).toEqual(rows.slice(2));
    process.stdout.write(`${JSON.stringify({ fault: 'sigkill-export', rows: ROWS, finishNumPolled: before, committedAtKill: committed.rows, fileBytes: file.length })}\n`);
  }, 300_000);
});
