import os from 'node:os';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import { installExcelUtf8Fix } from './exceljs-utf8';
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

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return value.result === undefined ? '' : textOf(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
  }
  return '';
}

async function main(): Promise<void> {
  // Before exceljs is loaded (a static import would load it first): see exceljs-utf8.ts.
  installExcelUtf8Fix();
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
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
    for await (const row of sheet) {
      const n = row.number;
      if (n > data.maxRow) throw new Error(`TOO_MANY_ROWS`);
      if (n < data.headerLine || (n > data.headerLine && n <= data.skipThrough)) continue;
      const values = row.values as ExcelJS.CellValue[];
      const width = Math.min(values.length, data.maxColumns + 1);
      const cells: string[] = [];
      // row.values is 1-based: index 0 is always empty.
      for (let c = 1; c < width; c += 1) cells.push(textOf(values[c]));
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
