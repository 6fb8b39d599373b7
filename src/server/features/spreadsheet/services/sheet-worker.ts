import os from 'node:os';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { installExcelUtf8Fix } from './exceljs-utf8';
import { dateShapeOfFormat, sheetRows, type DateShape, type SheetContext } from './sheet-cells';
import type { MainToWorker, SheetWorkerData, WorkerToMain } from './sheet-protocol';

/**
 * Runs in a worker thread with its own heap limit: streams the first worksheet of an .xlsx whose bytes the main
 * thread sends chunk by chunk (it reads them from the database), and posts rows in batches, waiting for each batch
 * to be committed before it reads on. Cell values become text; a formula is never evaluated, its cached result is
 * taken. Parsing untrusted XML here keeps a hostile file from stalling or exhausting the server's main thread.
 */

const port = parentPort;
if (!port) throw new Error('sheet-worker must run in a worker thread');

/**
 * The lowest CPU priority, for this thread only (on Linux the nice value belongs to the thread, and setpriority on
 * the calling thread needs no privilege): parsing a sheet is background work, and on a machine with few cores it
 * otherwise takes its share from the requests the main thread answers meanwhile. When the cores are idle it runs
 * at full speed all the same. Elsewhere, or if refused, the thread keeps the normal priority.
 */
try {
  os.setPriority(19);
} catch {
  // Not permitted here: the import is only less polite.
}
const data = workerData as SheetWorkerData;
const post = (message: WorkerToMain) => port.postMessage(message);

/**
 * Batches posted but not yet committed: the worker parses the next batch while the main thread commits this one.
 * (Two once starved PGlite's single connection, the commits running back to back; the main thread now gives way to
 * requests before each transaction — jobs/request-gate.ts — and keeps each one short.)
 */
const MAX_IN_FLIGHT = 2;
let inFlight = 0;
let acked: (() => void) | null = null;
const source = new Readable({
  read() {
    post({ type: 'pull' });
  },
});

port.on('message', (message: MainToWorker) => {
  if (message.type === 'chunk') source.push(Buffer.from(message.bytes));
  else if (message.type === 'end') source.push(null);
  else if (message.type === 'ack') {
    inFlight -= 1;
    const resolve = acked;
    acked = null;
    resolve?.();
  }
});

/** A shared string as text: plain, or the runs of a rich-text one joined (exceljs keeps those as `{ richText }`). */
function sharedText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'richText' in entry && Array.isArray(entry.richText)) {
    return entry.richText.map((run: unknown) => (run && typeof run === 'object' && 'text' in run && typeof run.text === 'string' ? run.text : '')).join('');
  }
  return '';
}

/**
 * What the sheet's cells need of the workbook exceljs read before the sheet: the shared strings, each style's number
 * format (exceljs's parsed styles.xml: `model.styles` are the cellXfs, `index.numFmt` the custom format codes) and the
 * 1904 date system. Read defensively: these are exceljs's internals, not its typed API.
 */
function contextOf(workbook: unknown): SheetContext {
  const wb = (workbook ?? {}) as {
    sharedStrings?: unknown[];
    styles?: { model?: { styles?: Array<{ numFmtId?: number } | undefined> }; index?: { numFmt?: Array<string | undefined> } };
    properties?: { model?: { date1904?: boolean } };
  };
  const sharedStrings = (wb.sharedStrings ?? []).map(sharedText);
  const xfs = wb.styles?.model?.styles ?? [];
  const codes = wb.styles?.index?.numFmt ?? [];
  const shapes = new Map<number, DateShape | null>();
  return {
    sharedStrings,
    date1904: wb.properties?.model?.date1904 === true,
    dateShapeOf(style) {
      let shape = shapes.get(style);
      if (shape === undefined) {
        const id = xfs[style]?.numFmtId ?? 0;
        shape = dateShapeOfFormat(id, codes[id]);
        shapes.set(style, shape);
      }
      return shape;
    },
  };
}

async function main(): Promise<void> {
  // Before exceljs is loaded (a static import would load it first): see exceljs-utf8.ts.
  const parseSax = installExcelUtf8Fix();
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // The number formats tell a date cell from a number (sheet-cells.ts).
    styles: 'cache',
    entries: 'ignore',
  });
  let batch: Array<{ n: number; cells: string[] }> = [];
  const flush = async (final = false) => {
    if (batch.length > 0) {
      inFlight += 1;
      post({ type: 'rows', rows: batch });
      batch = [];
    }
    // Wait while too many batches are uncommitted, and at the end until all of them are.
    while (inFlight >= MAX_IN_FLIGHT || (final && inFlight > 0)) {
      await new Promise<void>((resolve) => {
        acked = resolve;
      });
    }
  };
  for await (const sheet of reader) {
    // exceljs found the sheet (after the shared strings and styles, or spooled until it had read them); its cells are
    // read here from the sheet's XML (sheet-cells.ts).
    const { iterator, workbook } = sheet as unknown as { iterator: AsyncIterable<Uint8Array>; workbook: unknown };
    for await (const { n, cells } of sheetRows(parseSax(iterator), contextOf(workbook), data.maxColumns)) {
      if (n > data.maxRow) throw new Error(`TOO_MANY_ROWS`);
      if (n < data.headerLine || (n > data.headerLine && n <= data.skipThrough)) continue;
      if (n === data.headerLine) post({ type: 'header', cells });
      else {
        batch.push({ n, cells });
        if (batch.length >= data.batchRows) await flush();
      }
    }
    await flush(true);
    // Only the first worksheet is imported.
    break;
  }
  post({ type: 'done' });
}

main().catch((error: unknown) => {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
