import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { AppError } from '../http/app-error';
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

/** Namespace of the advisory locks that serialise one owner's job starts (the second key hashes tenant and owner). */
const START_LOCK_SPACE = 7_011;

/** The conditions naming one user's jobs of one kind: the export cap and a repeated start both look among them. */
const ownersJobs = (job: NewJob) => [
  eq(spreadsheetJobs.tenantId, job.tenantId), eq(spreadsheetJobs.ownerId, job.ownerId), eq(spreadsheetJobs.kind, job.kind),
];

/**
 * Creates a queued job, or — when the same owner already started one of this kind and list with the same
 * idempotency key — answers that job: the unique index decides, so two instances racing make one job.
 *
 * With `maxActive`, a new job is refused while its owner already has that many jobs of its kind queued or running.
 * The count and the insert run in one transaction under an advisory lock on the owner, so starts arriving together,
 * on any instance, are counted one after another and the cap holds (PostgreSQL's lock; on PGlite's single
 * connection the transactions are serial anyway).
 */
export async function createJob(db: Db, job: NewJob, limit?: { maxActive: number }): Promise<{ id: string; created: boolean }> {
  if (!limit) return insertJob(db, job);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_SPACE}::int, hashtext(${`${job.tenantId}/${job.ownerId}`}))`);
    // A repeated start answers its job even at the cap.
    if (job.idempotencyKey !== undefined) {
      const existing = await findByIdempotencyKey(tx, job);
      if (existing) return { id: existing.id, created: false };
    }
    const [active] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(spreadsheetJobs)
      .where(and(...ownersJobs(job), inArray(spreadsheetJobs.state, ['queued', 'running'])));
    if ((active?.n ?? 0) >= limit.maxActive) {
      throw new AppError('EXPORT_JOBS_LIMIT');
    }
    return insertJob(tx, job);
  });
}

async function findByIdempotencyKey(q: Queryable, job: NewJob): Promise<{ id: string } | undefined> {
  const [existing] = await q
    .select({ id: spreadsheetJobs.id })
    .from(spreadsheetJobs)
    .where(and(...ownersJobs(job), eq(spreadsheetJobs.listName, job.listName), eq(spreadsheetJobs.idempotencyKey, job.idempotencyKey ?? '')));
  return existing;
}

async function insertJob(q: Queryable, job: NewJob): Promise<{ id: string; created: boolean }> {
  const id = randomId(32);
  const inserted = await q
    .insert(spreadsheetJobs)
    .values({ id, ...job, idempotencyKey: job.idempotencyKey ?? null, fileId: job.fileId ?? null, totalNum: job.totalNum ?? 0 })
    .onConflictDoNothing()
    .returning({ id: spreadsheetJobs.id });
  if (inserted.length > 0) return { id, created: true };
  const existing = await findByIdempotencyKey(q, job);
  if (!existing) throw new Error('job insert conflicted but no job was found');
  return { id: existing.id, created: false };
}

export async function readJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(spreadsheetJobs).where(eq(spreadsheetJobs.id, id));
  return row;
}

/**
 * Claims the oldest runnable job of the given kinds: queued, or running under a lease that ran out (its instance
 * died). FOR UPDATE SKIP LOCKED lets several instances (and an instance's lanes) claim at once without waiting on,
 * or taking, each other's job.
 */
export async function claimJob(db: Db, runnerId: string, now: Date, kinds: readonly JobKind[]): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: spreadsheetJobs.id })
      .from(spreadsheetJobs)
      .where(
        and(
          inArray(spreadsheetJobs.state, ['queued', 'running']),
          inArray(spreadsheetJobs.kind, [...kinds]),
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
