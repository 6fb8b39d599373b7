import { z } from 'zod/mini';
import type { Db, Tx } from '../../../db/client';
import { appendChunks, CHUNK_BYTES, createFile, deleteFile, dropChunksFrom, replaceChunk, setFileSize } from '../../../jobs/file-store';
import { saveProgress, type JobProgress, type JobRow } from '../../../jobs/job-store';
import { JobFailure, JobInterrupted, type JobControl } from '../../../jobs/runner';
import { randomId } from '../../../../shared/rules/ids';
import { SPREADSHEET_LISTS } from '../../../../shared/schema/spreadsheet-jobs';
import { cellValue, neutraliseText } from './cells';
import { exportJobParamsSchema, planOf } from './export-plan';
import { rowsXml, type SheetColumn } from './sheet-xml';
import { XlsxTooLarge, appendXlsx, closeXlsx, openXlsx, xlsxStateSchema } from './xlsx-writer';

/**
 * Where an export stands after its last commit (the job's `exportState`). Each page's compressed rows are stored as
 * chunks in the same transaction that moves this, so after a crash the stored file ends exactly where it says.
 */
const exportStateSchema = z.object({
  /** SQL lists: the key of the last row written and, in an ordered export, its sort value (keyset paging resumes after them). */
  afterId: z.string(),
  afterKey: z.optional(z.string()),
  /** Computed lists: pages written. */
  pages: z.number(),
  rows: z.number(),
  /** The next chunk's seq; `headerSeq` holds the sheet's local header, written again at the end. */
  seq: z.number(),
  headerSeq: z.number(),
  xlsx: xlsxStateSchema,
  /** The file is whole: only the job's end is left to write. */
  done: z.boolean(),
});
type ExportState = z.infer<typeof exportStateSchema>;

const chunksOf = (bytes: Buffer) => Math.ceil(bytes.length / CHUNK_BYTES);

/**
 * Asks for the next page while the caller works on this one: the page's query then overlaps the deflate of the
 * last (on libuv's threads) and, on PostgreSQL, the commit.
 */
async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const pages = source[Symbol.asyncIterator]();
  let next = pages.next();
  try {
    for (;;) {
      const page = await next;
      if (page.done) return;
      next = pages.next();
      // A failure of the page read ahead is thrown when it is reached, not reported as unhandled meanwhile.
      next.catch(() => undefined);
      yield page.value;
    }
  } finally {
    await pages.return?.();
  }
}

/**
 * Stores what `write` writes and the job's progress in one transaction, only while this runner holds the job: a
 * runner that lost its lease rolls its page back, and the new holder writes that page itself.
 */
async function commit(db: Db, job: JobRow, control: JobControl, write: (tx: Tx) => Promise<unknown>, progress: JobProgress): Promise<void> {
  if (control.signal.aborted) throw new JobInterrupted('runner stopping');
  await db.transaction(async (tx) => {
    await write(tx);
    if (!(await saveProgress(tx, job.id, control.runnerId, progress, new Date()))) throw new JobInterrupted('lease lost');
  });
}

/** The state a job committed, or null when it has none (not begun, or begun by a writer that kept none). */
function committedState(job: JobRow): ExportState | null {
  if (job.exportState === null) return null;
  const parsed = exportStateSchema.safeParse(job.exportState);
  return parsed.success ? parsed.data : null;
}

/**
 * Runs or resumes an export: rows are read page by page (keyset on id), each page rendered to sheet XML, deflated
 * and committed as the file's next chunks with the job's state (xlsx-writer.ts), so memory stays flat however many
 * rows there are and an interrupted job continues after its last committed page, in any process.
 */
export async function runExportJob(db: Db, job: JobRow, control: JobControl): Promise<{ fileId: string; finishNum: number; totalNum: number }> {
  const parsed = exportJobParamsSchema.safeParse(job.params);
  if (!parsed.success) throw new JobFailure('导出参数无效');
  const resumed = committedState(job);
  // The file was whole when the process died before it could end the job.
  if (resumed?.done && job.fileId) return { fileId: job.fileId, finishNum: resumed.rows, totalNum: Math.max(job.totalNum, resumed.rows) };

  const { listName, fields } = parsed.data;
  const plan = await planOf(db, parsed.data);
  const columns: SheetColumn[] = plan.columns.map((c) => ({ kind: c.kind, width: c.kind === 'date' ? 20 : 18 }));
  try {
    let fileId: string;
    let state: ExportState;
    if (resumed && job.fileId) {
      fileId = job.fileId;
      state = resumed;
      // Chunks commit with the state, so none should lie past it; whatever does is dropped before writing there.
      await dropChunksFrom(db, fileId, state.seq);
    } else {
      // A file without a state (a job begun by the writer before this one) cannot be continued.
      if (job.fileId) await deleteFile(db, job.fileId);
      fileId = randomId(32);
      const header = fields.map((f) => neutraliseText(f.label));
      const sheetName = SPREADSHEET_LISTS[listName].title.slice(0, 31);
      state = await begin(db, job, control, { fileId, listName, sheetName, columns, header, totalNum: plan.totalNum });
    }
    let totalNum = Math.max(plan.totalNum, state.rows);
    for await (const page of readAhead(plan.pages(state))) {
      const values = page.cells.map((cells) => plan.columns.map((c, i) => cellValue(cells[i], c.kind)));
      const segment = await appendXlsx(state.xlsx, rowsXml(values, columns, state.rows + 2));
      const { afterKey: _before, ...rest } = state;
      const next: ExportState = {
        ...rest,
        ...page.last,
        pages: state.pages + 1,
        rows: state.rows + values.length,
        seq: state.seq + chunksOf(segment.bytes),
        xlsx: segment.state,
      };
      totalNum = Math.max(totalNum, next.rows);
      const { seq, xlsx } = state;
      await commit(db, job, control, (tx) => appendChunks(tx, fileId, seq, xlsx.bytes, segment.bytes), { finishNum: next.rows, totalNum, exportState: next });
      state = next;
    }
    await finish(db, job, control, fileId, state, totalNum);
    return { fileId, finishNum: state.rows, totalNum };
  } catch (error) {
    if (error instanceof XlsxTooLarge) throw new JobFailure('导出文件过大（超过 2 GB），请缩小导出范围或减少导出字段');
    throw error;
  }
}

/** The first commit: the file row and its opening pieces (xlsx-writer.ts's openXlsx), the job's file and state. */
async function begin(
  db: Db,
  job: JobRow,
  control: JobControl,
  file: { fileId: string; listName: string; sheetName: string; columns: SheetColumn[]; header: string[]; totalNum: number },
): Promise<ExportState> {
  const { fileId, listName, totalNum } = file;
  const opening = await openXlsx({ sheetName: file.sheetName, columns: file.columns, header: file.header, modifiedAt: job.createdAt });
  const headerSeq = chunksOf(opening.parts);
  const state: ExportState = {
    afterId: '',
    pages: 0,
    rows: 0,
    seq: headerSeq + 1 + chunksOf(opening.head),
    headerSeq,
    xlsx: opening.state,
    done: false,
  };
  await commit(db, job, control, async (tx) => {
    await createFile(tx, fileId, { tenantId: job.tenantId, ownerId: job.ownerId, kind: 'export', listName, fileName: job.fileName });
    await appendChunks(tx, fileId, 0, 0, opening.parts);
    await appendChunks(tx, fileId, headerSeq, opening.parts.length, opening.sheetHeader);
    await appendChunks(tx, fileId, headerSeq + 1, opening.parts.length + opening.sheetHeader.length, opening.head);
  }, { fileId, totalNum, finishNum: 0, exportState: state });
  return state;
}

/** The last commit: the tail and central directory, the sheet's local header with its sizes, the file's size. */
async function finish(db: Db, job: JobRow, control: JobControl, fileId: string, state: ExportState, totalNum: number): Promise<void> {
  const end = await closeXlsx(state.xlsx);
  const done: ExportState = { ...state, seq: state.seq + chunksOf(end.tail), xlsx: { ...state.xlsx, bytes: end.size }, done: true };
  await commit(db, job, control, async (tx) => {
    await appendChunks(tx, fileId, state.seq, state.xlsx.bytes, end.tail);
    await replaceChunk(tx, fileId, state.headerSeq, end.sheetHeader);
    await setFileSize(tx, fileId, end.size);
  }, { finishNum: state.rows, totalNum, exportState: done });
}
