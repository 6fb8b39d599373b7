/** Messages between the import job (main thread) and the sheet worker (sheet-worker.ts). */

export interface SheetWorkerData {
  /** The title row (IMP-09); posted as `header`. */
  headerLine: number;
  /** Rows up to this one were committed before a restart: skipped, not posted. */
  skipThrough: number;
  batchRows: number;
  /** A sheet beyond this row is refused (a spreadsheet of empty-looking millions of rows). */
  maxRow: number;
  maxColumns: number;
}

export type MainToWorker = { type: 'chunk'; bytes: Uint8Array } | { type: 'end' } | { type: 'ack' };

export type WorkerToMain =
  | { type: 'pull' }
  | { type: 'header'; cells: string[] }
  | { type: 'rows'; rows: Array<{ n: number; cells: string[] }> }
  | { type: 'done' }
  | { type: 'error'; message: string };
