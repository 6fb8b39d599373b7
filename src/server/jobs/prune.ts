import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { spreadsheetFiles, spreadsheetJobs } from '../db/schema/spreadsheet-jobs';

/**
 * Pruning of spreadsheet jobs and their files (ADR 011: files live in the database, so nothing else ever removes
 * them). A finished job (succeeded or failed) older than the retention goes, with its failed rows (they cascade), its
 * upload or export file and its error file, unless another job still refers to the file; so does any file older
 * than the retention that no job refers to (an upload never imported). Queued and running jobs are never touched.
 *
 * Deletes go in small batches, each its own statement, so no single transaction holds PGlite's one connection long.
 */

const DAY_MS = 86_400_000;
/** Jobs or files per delete. */
const BATCH = 200;
/** How often an instance prunes: after a job ends or on the idle timer, at most this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface PruneResult {
  jobs: number;
  files: number;
}

/** Files of `ids` that no job refers to any more. */
const unreferenced = sql`not exists (select 1 from ${spreadsheetJobs} j where j.file_id = ${spreadsheetFiles.id} or j.error_file_id = ${spreadsheetFiles.id})`;

async function pruneSpreadsheetJobs(db: Db, cutoff: Date): Promise<PruneResult> {
  const result: PruneResult = { jobs: 0, files: 0 };
  for (;;) {
    const old = await db
      .select({ id: spreadsheetJobs.id, fileId: spreadsheetJobs.fileId, errorFileId: spreadsheetJobs.errorFileId })
      .from(spreadsheetJobs)
      .where(and(inArray(spreadsheetJobs.state, ['succeeded', 'failed']), lt(spreadsheetJobs.finishedAt, cutoff)))
      .limit(BATCH);
    if (old.length === 0) break;
    const fileIds = old.flatMap((j) => [j.fileId, j.errorFileId]).filter((id): id is string => id !== null);
    await db.transaction(async (tx) => {
      await tx.delete(spreadsheetJobs).where(inArray(spreadsheetJobs.id, old.map((j) => j.id)));
      if (fileIds.length > 0) {
        const gone = await tx.delete(spreadsheetFiles).where(and(inArray(spreadsheetFiles.id, fileIds), unreferenced)).returning({ id: spreadsheetFiles.id });
        result.files += gone.length;
      }
    });
    result.jobs += old.length;
    if (old.length < BATCH) break;
  }
  for (;;) {
    const orphans = await db
      .select({ id: spreadsheetFiles.id })
      .from(spreadsheetFiles)
      .where(and(lt(spreadsheetFiles.createdAt, cutoff), unreferenced))
      .limit(BATCH);
    if (orphans.length === 0) break;
    const gone = await db.delete(spreadsheetFiles).where(and(inArray(spreadsheetFiles.id, orphans.map((f) => f.id)), unreferenced)).returning({ id: spreadsheetFiles.id });
    result.files += gone.length;
    if (orphans.length < BATCH) break;
  }
  return result;
}

export interface Pruner {
  /** Prunes when the last pruning on this instance is at least PRUNE_EVERY_MS old (by the server's clock). */
  maybePrune(): Promise<void>;
  /** Stops the timer and waits for a pruning under way (the database closes next). */
  stop(): Promise<void>;
}

/**
 * One instance's pruning: at start, after each finished job and on an hourly timer, at most once an hour. Several
 * instances pruning at once only find less to delete.
 */
export function startPruner(options: { db: Db; now: () => number; retentionDays: number; log: FastifyBaseLogger }): Pruner {
  const { db, now, retentionDays, log } = options;
  let last = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  const maybePrune = (): Promise<void> => {
    if (running) return running;
    const at = now();
    if (at - last < PRUNE_EVERY_MS) return Promise.resolve();
    last = at;
    running = pruneSpreadsheetJobs(db, new Date(at - retentionDays * DAY_MS))
      .then((pruned) => {
        if (pruned.jobs + pruned.files > 0) log.info(pruned, 'pruned old spreadsheet jobs and files');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not prune old spreadsheet jobs'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void maybePrune(), PRUNE_EVERY_MS);
  timer.unref();
  return {
    maybePrune,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
