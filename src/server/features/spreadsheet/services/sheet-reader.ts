import { Worker } from 'node:worker_threads';
import type { Db } from '../../../db/client';
import { readFileChunks } from '../../../jobs/file-store';
import { requestsQuiet } from '../../../jobs/request-gate';
import { tsWorkerSource } from '../../../jobs/ts-worker';
import { JobFailure, JobInterrupted } from '../../../jobs/runner';
import type { MainToWorker, SheetWorkerData, WorkerToMain } from './sheet-protocol';

/** The worker's heap: enough for exceljs's shared-string cache of a 20 MB file (~400 MB measured peak in total). */
const WORKER_HEAP_MB = 320;
/** The stored file is read in pieces this size: each read holds the event loop ~3 ms on PGlite (file-store.ts). */
const READ_PIECE_BYTES = 256 * 1024;
/** A sheet that takes longer than this to read is given up (a hostile file, or a stuck parse). */
const SHEET_TIME_LIMIT_MS = 10 * 60_000;

export interface SheetCallbacks {
  onHeader(cells: string[]): Promise<void> | void;
  onRows(rows: Array<{ n: number; cells: string[] }>): Promise<void>;
}

/**
 * Streams an uploaded .xlsx from the database through the sheet worker: the header row once, then the data rows in
 * batches; the next batch is read only after `onRows` resolved (a committed batch), so memory stays flat. The worker
 * starts at once and is sent no byte of the file before `feedAfter` resolved (the job's archive check); when it
 * rejects, so does the read.
 */
export async function readSheet(
  db: Db, fileId: string, options: SheetWorkerData, callbacks: SheetCallbacks, signal: AbortSignal, feedAfter: Promise<void> = Promise.resolve(),
): Promise<void> {
  const worker = new Worker(tsWorkerSource(import.meta.url, 'sheet-worker.ts'), {
    eval: true,
    workerData: options,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  const chunks = readFileChunks(db, fileId, READ_PIECE_BYTES);
  const send = (message: MainToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);

  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const finish = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(() => finish(new JobFailure('文件解析超时，请拆分后再导入')), SHEET_TIME_LIMIT_MS);
      const onAbort = () => finish(new JobInterrupted('runner stopping'));
      signal.addEventListener('abort', onAbort);

      let pulling = false;
      const pull = async () => {
        if (pulling) return;
        pulling = true;
        await feedAfter;
        // A read holds the event loop on PGlite: it waits for the requests in flight, like the job's commits.
        await requestsQuiet();
        const next = await chunks.next();
        pulling = false;
        if (next.done) send({ type: 'end' });
        else {
          const copy = new Uint8Array(next.value);
          send({ type: 'chunk', bytes: copy }, [copy.buffer]);
        }
      };

      // Header, rows and the end are handled strictly in order (batches commit one after another); a request for
      // more bytes is served at once, so the worker parses ahead while a batch commits.
      let queue = Promise.resolve();
      const fail = (error: unknown) => finish(error instanceof Error ? error : new Error(String(error)));
      feedAfter.catch(fail);
      worker.on('message', (message: WorkerToMain) => {
        if (message.type === 'pull') {
          pull().catch(fail);
          return;
        }
        queue = queue
          .then(async () => {
            if (settled) return;
            if (message.type === 'header') await callbacks.onHeader(message.cells);
            else if (message.type === 'rows') {
              await callbacks.onRows(message.rows);
              send({ type: 'ack' });
            } else if (message.type === 'done') finish();
            else finish(new JobFailure(message.message === 'TOO_MANY_ROWS' ? '文件行数超出上限' : '文件内容无法解析，请确认是有效的 .xlsx 文件'));
          })
          .catch(fail);
      });
      worker.on('error', (error: Error & { code?: string }) => {
        finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new JobFailure('文件解析超出内存限制，请拆分后再导入') : new JobFailure('文件内容无法解析，请确认是有效的 .xlsx 文件'));
      });
      worker.on('exit', (code) => finish(code === 0 ? undefined : new JobFailure('文件解析意外中止')));
    });
  } finally {
    await chunks.return(undefined);
    await worker.terminate();
  }
}
