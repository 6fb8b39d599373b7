import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { spreadsheetJobs } from '../db/schema/spreadsheet-jobs';
import { randomId } from '../../shared/rules/ids';

export type JobRow = typeof spreadsheetJobs.$inferSelect;
export type JobKind = JobRow['kind'];

/**
 * How long a claim holds a job without a heartbeat. A crashed instance's job is taken over after this; a live runner
 * renews it after every batch, well within it.
 */
export const JOB_LEASE_MS = 10_000;

export interface NewJob {
  tenantId: string;
  kind: JobKind;
  listName: string;
  ownerId: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
  fileName: string;
  fileId?: string;
  totalNum?: number;
}

/**
 * Creates a queued job, or — when the same owner already started one of this kind and list with the same
 * idempotency key — answers that job: the unique index decides, so two instances racing make one job.
 */
export async function createJob(db: Db, job: NewJob): Promise<{ id: string; created: boolean }> {
  const id = randomId(32);
  const inserted = await db
    .insert(spreadsheetJobs)
    .values({ id, ...job, idempotencyKey: job.idempotencyKey ?? null, fileId: job.fileId ?? null, totalNum: job.totalNum ?? 0 })
    .onConflictDoNothing()
    .returning({ id: spreadsheetJobs.id });
  if (inserted.length > 0) return { id, created: true };
  const [existing] = await db
    .select({ id: spreadsheetJobs.id })
    .from(spreadsheetJobs)
    .where(
      and(
        eq(spreadsheetJobs.tenantId, job.tenantId),
        eq(spreadsheetJobs.ownerId, job.ownerId),
        eq(spreadsheetJobs.kind, job.kind),
        eq(spreadsheetJobs.listName, job.listName),
        eq(spreadsheetJobs.idempotencyKey, job.idempotencyKey ?? ''),
      ),
    );
  if (!existing) throw new Error('job insert conflicted but no job was found');
  return { id: existing.id, created: false };
}

export async function readJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(spreadsheetJobs).where(eq(spreadsheetJobs.id, id));
  return row;
}

/**
 * Claims the oldest runnable job: queued, or running under a lease that ran out (its instance died). FOR UPDATE
 * SKIP LOCKED lets several instances claim at once without waiting on, or taking, each other's job.
 */
export async function claimJob(db: Db, runnerId: string, now: Date): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: spreadsheetJobs.id })
      .from(spreadsheetJobs)
      .where(
        and(
          inArray(spreadsheetJobs.state, ['queued', 'running']),
          or(isNull(spreadsheetJobs.lockedUntil), lt(spreadsheetJobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(spreadsheetJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return undefined;
    const [claimed] = await tx
      .update(spreadsheetJobs)
      .set({
        state: 'running',
        lockedBy: runnerId,
        lockedUntil: new Date(now.getTime() + JOB_LEASE_MS),
        attempts: sql`${spreadsheetJobs.attempts} + 1`,
        startedAt: sql`coalesce(${spreadsheetJobs.startedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(spreadsheetJobs.id, candidate.id))
      .returning();
    return claimed;
  });
}

/** Fields a running job may move; the lease is renewed with them. */
export type JobProgress = Partial<
  Pick<JobRow, 'totalNum' | 'finishNum' | 'newInsertNum' | 'updateNum' | 'jumpNum' | 'failNum' | 'cursor' | 'exportState' | 'fileId' | 'errorFileId'>
>;

/**
 * Writes progress and renews the lease, only while this runner still holds the job (a runner that stalled past its
 * lease must not overwrite the new holder's progress). Answers false when the job is no longer ours. Inside a
 * transaction, whatever else the transaction wrote should then be rolled back with it.
 */
export async function saveProgress(db: Queryable, id: string, runnerId: string, progress: JobProgress, now: Date): Promise<boolean> {
  const rows = await db
    .update(spreadsheetJobs)
    .set({ ...progress, lockedUntil: new Date(now.getTime() + JOB_LEASE_MS) })
    .where(and(eq(spreadsheetJobs.id, id), eq(spreadsheetJobs.lockedBy, runnerId), eq(spreadsheetJobs.state, 'running')))
    .returning({ id: spreadsheetJobs.id });
  return rows.length > 0;
}

/** Ends a job (succeeded or failed) and releases it. */
export async function finishJob(
  db: Db,
  id: string,
  runnerId: string,
  end: { state: 'succeeded' | 'failed'; errorMsg?: string } & JobProgress,
  now: Date,
): Promise<void> {
  const { state, errorMsg, ...progress } = end;
  await db
    .update(spreadsheetJobs)
    .set({ ...progress, state, errorMsg: errorMsg ?? '', finishedAt: now, lockedBy: null, lockedUntil: null })
    .where(and(eq(spreadsheetJobs.id, id), eq(spreadsheetJobs.lockedBy, runnerId)));
}

/** Gives a job back without ending it (graceful stop): another runner, or this one later, resumes it at once. */
export async function releaseJob(db: Db, id: string, runnerId: string): Promise<void> {
  await db
    .update(spreadsheetJobs)
    .set({ lockedBy: null, lockedUntil: null })
    .where(and(eq(spreadsheetJobs.id, id), eq(spreadsheetJobs.lockedBy, runnerId)));
}
