import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db, Tx } from '../../../db/client';
import { spreadsheetJobErrors, spreadsheetJobs } from '../../../db/schema/spreadsheet-jobs';
import { readFileMeta } from '../../../jobs/file-store';
import { JOB_LEASE_MS, type JobRow } from '../../../jobs/job-store';
import { idleReferenceMs, jobRunning, jobWorking, requestsQuiet, requestsSlowed } from '../../../jobs/request-gate';
import { JobFailure, JobInterrupted, type JobControl, type JobOutcome } from '../../../jobs/runner';
import { SPREADSHEET_LIST_NAMES, matchFieldSchema } from '../../../../shared/schema/spreadsheet-jobs';
import { lockDraftRow } from '../../../drafts/services/documents';
import type { AnyImportTarget, ImportTargets, RowOutcome } from '../lists/import-target';
import { ARCHIVE_LIMITS, UploadRefused, checkXlsxArchive, dataRowsOf } from './archive-check';
import { unneutraliseText } from './cells';
import { writeErrorFile } from './error-file';
import { readSheet } from './sheet-reader';
import { SlicePace } from './slice-pace';

const importJobParamsSchema = z.object({
  listName: z.enum(SPREADSHEET_LIST_NAMES),
  headerLine: z.number(),
  errorRule: z.literal([1, 2]),
  matrixType: z.literal([1, 2]),
  matchFieldList: z.optional(z.array(matchFieldSchema)),
  /** 预检: every row is validated and written inside a savepoint that is rolled back; only the counts and reasons stay. */
  dryRun: z.optional(z.boolean()),
  /** The parent the list was scoped to when the job started (the jobs page shows it; the dialog re-attaches by it). */
  scopeId: z.optional(z.string()),
});
export type ImportJobParams = z.infer<typeof importJobParamsSchema>;

/** Rows the sheet worker posts at a time; they are committed in slices sized by SlicePace. */
const BATCH_ROWS = 1_000;
const FIRST_SLICE_ROWS = 25;
const MIN_SLICE_ROWS = 25;
/**
 * The longest a slice's transaction may take (ADR 011, adaptive slices; its size is set by the requests, slice-pace.ts).
 * A request that arrives while a slice runs waits for it: on PGlite for the connection and the event loop the
 * database runs on, so the cap is that wait's bound; on PostgreSQL the slice runs in another process and a request
 * waits for it only through the cores (two here) and the main thread that builds and reads its statements.
 */
const SLICE_MAX_MS = { pglite: 12, postgres: 50 } as const;
/** Longest stretch of row validation before it lets requests in. */
const YIELD_EVERY_MS = 3;
/** How often a slice waits for its commit to reach the disk (the rest do not: see commitBatch). */
const DURABLE_EVERY_MS = 1000;
const MAX_ROWS = ARCHIVE_LIMITS.maxRows;
const MAX_COLUMNS = 200;
/**
 * Failed rows kept for the error file (IMP-04): the first ones by row number. A file of a million bad rows would
 * otherwise store a million rows (~115 MB) no one reads; the rest are counted in failNum, and the error file says
 * how many it does not list.
 */
const MAX_STORED_ERRORS = 10_000;

/**
 * Which sheet column each system field reads: by the template's order (matrixType 2), by the dialog's match, or by
 * equal titles. Throws the IMP-12 message when a required field has no column.
 */
export function columnMap(target: AnyImportTarget, header: string[], params: Pick<ImportJobParams, 'matrixType' | 'matchFieldList'>): Map<string, number> {
  const map = new Map<string, number>();
  const titles = header.map((h) => h.trim().replace(/\*$/, ''));
  target.fields.forEach((field, i) => {
    if (params.matrixType === 2) {
      if (i < titles.length) map.set(field.key, i);
      return;
    }
    const chosen = params.matchFieldList?.find((m) => m.column === field.key)?.configure.trim().replace(/\*$/, '');
    const title = chosen ?? field.label;
    const at = title === '' ? -1 : titles.indexOf(title);
    if (at !== -1) map.set(field.key, at);
  });
  if (target.fields.some((f) => f.isMust && !map.has(f.key))) throw new JobFailure('请匹配所有系统必填字段');
  return map;
}

/**
 * IMP-11 rule 2, a row refused by the write step (an unknown department code…): thrown inside the slice's
 * transaction so that none of the slice is kept; the slice is then written again with only the rows before it.
 */
class RowRefused extends Error {
  constructor(readonly n: number, readonly reason: string) {
    super(reason);
    this.name = 'RowRefused';
  }
}

interface Counts {
  finishNum: number;
  newInsertNum: number;
  updateNum: number;
  jumpNum: number;
  failNum: number;
}

/**
 * Commits one batch: its rows, their failures, the counts and the cursor, in one transaction, and only while this
 * runner still holds the job's lease — so after a crash the job resumes after exactly the last committed row, with
 * no row written twice and none lost.
 */
async function commitBatch(
  db: Db,
  job: JobRow,
  runnerId: string,
  target: AnyImportTarget,
  targetState: unknown,
  valid: Array<{ n: number; row: unknown }>,
  invalid: Array<{ n: number; cells: string[]; reason: string }>,
  cellsByRow: Map<number, string[]>,
  lastRow: number,
  totalNum: number,
  errorRoom: number,
  durable: boolean,
  stopAtFirstFailure: boolean,
  dryRun: boolean,
): Promise<Counts> {
  return db.transaction(async (tx) => {
    // The rows and the cursor commit together or not at all, so a commit lost in a crash of the database is just
    // redone on resume; not waiting for each commit's WAL flush saves a disk round trip per slice. One slice a
    // second still waits: PGlite flushes only then, and without it a server killed again and again (it runs in
    // the server's process) lost all progress each time and never finished.
    if (!durable) await tx.execute(sql`set local synchronous_commit = off`);
    // Rows of a draft-governed area: no publish or rollback of it interleaves with the slice (ADR 016).
    if (target.configArea) await lockDraftRow(tx, target.configArea, job.tenantId);
    const outcomes: RowOutcome[] = valid.length === 0 ? [] : dryRun ? await dryApply(tx, () => target.apply(tx, job.tenantId, valid, targetState)) : await target.apply(tx, job.tenantId, valid, targetState);
    if (stopAtFirstFailure) {
      const refused = outcomes.filter((o) => o.outcome === 'fail').sort((a, b) => a.n - b.n)[0];
      if (refused?.outcome === 'fail') throw new RowRefused(refused.n, refused.reason);
    }
    const failures = [...invalid];
    const delta = { newInsertNum: 0, updateNum: 0, jumpNum: 0, failNum: invalid.length };
    for (const o of outcomes) {
      if (o.outcome === 'fail') {
        delta.failNum += 1;
        failures.push({ n: o.n, cells: cellsByRow.get(o.n) ?? [], reason: o.reason });
      } else if (o.outcome === 'insert') delta.newInsertNum += 1;
      else if (o.outcome === 'update') delta.updateNum += 1;
      else {
        delta.jumpNum += 1;
        // A skipped row is reported with its reason too (IMP-10): the operator sees which rows did not go in and why.
        failures.push({ n: o.n, cells: cellsByRow.get(o.n) ?? [], reason: o.reason ?? skipReasonOf(target) });
      }
    }
    const kept = failures.sort((a, b) => a.n - b.n).slice(0, Math.max(0, errorRoom));
    if (kept.length > 0) {
      await tx
        .insert(spreadsheetJobErrors)
        .values(kept.map((f) => ({ jobId: job.id, rowNumber: f.n, cells: f.cells, reason: f.reason })))
        .onConflictDoNothing();
    }
    const processed = valid.length + invalid.length;
    const [row] = await tx
      .update(spreadsheetJobs)
      .set({
        cursor: lastRow,
        finishNum: sql`${spreadsheetJobs.finishNum} + ${processed}`,
        totalNum: sql`greatest(${spreadsheetJobs.finishNum} + ${processed}, ${totalNum})`,
        newInsertNum: sql`${spreadsheetJobs.newInsertNum} + ${delta.newInsertNum}`,
        updateNum: sql`${spreadsheetJobs.updateNum} + ${delta.updateNum}`,
        jumpNum: sql`${spreadsheetJobs.jumpNum} + ${delta.jumpNum}`,
        failNum: sql`${spreadsheetJobs.failNum} + ${delta.failNum}`,
        lockedUntil: new Date(Date.now() + JOB_LEASE_MS),
      })
      .where(and(eq(spreadsheetJobs.id, job.id), eq(spreadsheetJobs.lockedBy, runnerId), eq(spreadsheetJobs.state, 'running')))
      .returning();
    // Rolls the whole batch back: another runner holds the job now and will write these rows itself.
    if (!row) throw new JobInterrupted('lease lost');
    return row;
  });
}

/** IMP-10's fixed rule 2: a row equal to an existing one on the check fields is skipped; its reason names them. */
function skipReasonOf(target: AnyImportTarget): string {
  const keys = target.checkFields.filter((f) => f.isKey === 1).map((f) => f.fieldNote);
  return keys.length === 0 ? '与已有数据重复，已跳过' : `与已有数据重复（${keys.join('、')}相同），已跳过`;
}

/** Thrown inside a dry run's savepoint to roll its writes back once the outcomes are known. */
class DryRunRollback extends Error {
  constructor(readonly outcomes: RowOutcome[]) {
    super('dry run');
    this.name = 'DryRunRollback';
  }
}

/**
 * A dry run (预检) asks the target exactly what the real import would do — insert, update, skip or refuse each row —
 * with the same statements, then rolls them back to a savepoint: what it reports is what an import of the same file
 * would report against the data as it is now, and nothing is written. The run state keeps what the batch taught it
 * (the rows "added"), so a later duplicate in the same file is reported as the import would report it.
 */
async function dryApply(tx: Tx, apply: () => Promise<RowOutcome[]>): Promise<RowOutcome[]> {
  try {
    await tx.transaction(async () => {
      throw new DryRunRollback(await apply());
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.outcomes;
    throw error;
  }
  throw new Error('dry run savepoint did not roll back');
}

/**
 * Fresh statistics for the imported table. On PGlite the analyze runs on the event loop: with the default sample
 * (30,000 rows) it held every request for ~185 ms after a 260,000-row import, with 3,000 rows ~25 ms; row counts and
 * the few columns the lists filter on are estimated well enough from those. PostgreSQL analyzes in its own process.
 */
async function analyzeTable(db: Db, dbKind: 'pglite' | 'postgres', table: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (dbKind === 'pglite') await tx.execute(sql`set local default_statistics_target = 10`);
    await tx.execute(sql.raw(`analyze ${table}`));
  });
}

/** Runs (or resumes) an import job: streams the sheet through the worker and commits it batch by batch. */
export async function runImportJob(
  db: Db,
  dbKind: 'pglite' | 'postgres',
  targets: ImportTargets,
  job: JobRow,
  control: JobControl,
): Promise<JobOutcome> {
  const parsed = importJobParamsSchema.safeParse(job.params);
  if (!parsed.success || !job.fileId) throw new JobFailure('导入参数无效');
  const params = parsed.data;
  const target = targets[params.listName];
  if (!target) throw new JobFailure('该列表不支持导入');
  const fileId = job.fileId;
  const file = await readFileMeta(db, fileId);
  if (!file) throw new JobFailure('上传的文件已不存在，请重新上传');

  let targetState = target.newRunState();
  let header: string[] = [];
  let columns = new Map<string, number>();
  let counts: Counts = { finishNum: job.finishNum, newInsertNum: job.newInsertNum, updateNum: job.updateNum, jumpNum: job.jumpNum, failNum: job.failNum };
  let stopMsg = '';
  const pace = new SlicePace({ maxMs: SLICE_MAX_MS[dbKind], firstRows: FIRST_SLICE_ROWS, minRows: MIN_SLICE_ROWS, maxRows: BATCH_ROWS });
  let lastDurableAt = Number.NEGATIVE_INFINITY;
  const stopped = new AbortController();
  const signal = AbortSignal.any([control.signal, stopped.signal]);
  // The sheet's rows are counted before any of it is parsed or written: a file past the row limit (or not a workbook
  // the archive check accepts) ends here, and the progress dialog shows the real total from the start (IMP-14). The
  // sheet worker starts meanwhile — loading its modules takes about as long as the check — and is fed only after it.
  let totalNum = job.totalNum;
  const checked = job.cursor !== 0 ? Promise.resolve() : (async () => {
    const found = await checkXlsxArchive(db, fileId, file.size).catch((error: unknown) => {
      throw error instanceof UploadRefused ? new JobFailure(error.message) : error;
    });
    totalNum = dataRowsOf(found.rows, params.headerLine);
    // A file with the header and nothing under it: say so, rather than a finished import of nothing.
    if (totalNum === 0) throw new JobFailure('文件中没有可导入的数据');
    await control.progress({ totalNum });
  })();

  // While the sheet is read and committed, requests are no idle reference for the slices' pace (request-gate.ts).
  const ran = jobRunning();
  await readSheet(
    db,
    fileId,
    { headerLine: params.headerLine, skipThrough: job.cursor, batchRows: BATCH_ROWS, maxRow: MAX_ROWS, maxColumns: MAX_COLUMNS },
    {
      onHeader: (cells) => {
        header = cells;
        columns = columnMap(target, header, params);
      },
      onRows: async (batch) => {
        // A batch is committed in slices, each its own transaction with the cursor at its last row; before each,
        // the job gives way to requests in flight.
        for (let offset = 0; offset < batch.length && stopMsg === ''; ) {
          if (control.signal.aborted) throw new JobInterrupted('runner stopping');
          // Requests that arrived during the last commit go first, and how long those the job overlapped took sets
          // this slice's size; then validation, the job's longest stretch on the main thread, gives way every few
          // ms until the requests in flight are answered (a request awaits several times, and each time the job
          // could run again).
          await requestsQuiet();
          pace.heed(requestsSlowed(), idleReferenceMs());
          const rows = batch.slice(offset, offset + pace.rows);
          offset += rows.length;
          const valid: Array<{ n: number; row: unknown }> = [];
          const invalid: Array<{ n: number; cells: string[]; reason: string }> = [];
          const cellsByRow = new Map<number, string[]>();
          let lastRow = job.cursor;
          const working = jobWorking();
          try {
            let ranSince = performance.now();
            for (const { n, cells } of rows) {
              if (performance.now() - ranSince > YIELD_EVERY_MS) {
                await requestsQuiet();
                ranSince = performance.now();
              }
              lastRow = n;
              if (cells.every((c) => c.trim() === '')) continue;
              const record: Record<string, string> = {};
              for (const [key, at] of columns) record[key] = unneutraliseText((cells[at] ?? '').trim());
              const result = target.validate(record);
              const stored = target.storable(cells, columns);
              if (result.ok) {
                valid.push({ n, row: result.row });
                cellsByRow.set(n, stored);
              } else invalid.push({ n, cells: stored, reason: result.reason });
              // IMP-11 rule 2: stop at the first row that fails validation (a row the write refuses stops the slice there).
              if (!result.ok && params.errorRule === 2) {
                stopMsg = `第 ${n} 行：${result.reason}`;
                break;
              }
            }
            const ready = valid.length > 0 ? await target.prepare(db, job.tenantId, valid, () => control.progress({})) : valid;
            await requestsQuiet();
            const startedAt = performance.now();
            const durable = startedAt - lastDurableAt >= DURABLE_EVERY_MS;
            if (durable) lastDurableAt = startedAt;
            const errorRoom = MAX_STORED_ERRORS - counts.failNum - counts.jumpNum;
            let slice = { ready, invalid, lastRow };
            for (;;) {
              try {
                counts = await commitBatch(db, job, control.runnerId, target, targetState, slice.ready, slice.invalid, cellsByRow, slice.lastRow, totalNum, errorRoom, durable, params.errorRule === 2, params.dryRun === true);
                break;
              } catch (error) {
                if (!(error instanceof RowRefused)) throw error;
                // IMP-11 rule 2 imports nothing past the first error of either kind: the rows before the refused one
                // are written, it is the one failure, and the cursor ends on it. The rolled-back attempt may have
                // taught the run state rows that were not kept, so the state starts again.
                slice = { ready: slice.ready.filter((r) => r.n < error.n), invalid: [{ n: error.n, cells: cellsByRow.get(error.n) ?? [], reason: error.reason }], lastRow: error.n };
                targetState = target.newRunState();
                stopMsg = `第 ${error.n} 行：${error.reason}`;
              }
            }
            pace.took(rows.length, performance.now() - startedAt);
          } finally {
            working();
          }
          if (stopMsg === '' && params.errorRule === 2 && counts.failNum > 0) stopMsg = '导入数据有误，已按错误规则停止导入';
        }
        if (stopMsg !== '') stopped.abort();
      },
    },
    signal,
    checked,
  ).catch((error: unknown) => {
    // Stopping on purpose (rule 2) aborts the reader; that is the end of the job, not a failure of it.
    if (stopped.signal.aborted && !control.signal.aborted) return;
    throw error;
  }).finally(ran);

  // PGlite runs no autovacuum: without fresh statistics the next list page or export of this table may be planned
  // as if the imported rows did not exist (measured: 1 s instead of 10 ms per export page after 100,000 rows).
  if (params.dryRun !== true && counts.newInsertNum + counts.updateNum > 0) await analyzeTable(db, dbKind, target.table);
  const reported = counts.failNum + counts.jumpNum;
  const errorFileId = reported > 0 ? await writeErrorFile(db, job, header, reported) : null;
  return {
    totalNum: stopMsg === '' ? counts.finishNum : Math.max(counts.finishNum, totalNum),
    finishNum: counts.finishNum,
    errorFileId,
    ...(stopMsg !== '' ? { errorMsg: stopMsg } : {}),
  };
}
