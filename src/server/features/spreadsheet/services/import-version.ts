import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import { readJob, type JobRow } from '../../../jobs/job-store';
import { JobInterrupted, type JobHandler, type JobOutcome } from '../../../jobs/runner';
import type { Actor } from '../../../drafts/area';
import type { PublishedVersions } from '../../../drafts/published-versions';
import { lockDraft } from '../../../drafts/services/documents';
import { publishImport } from '../../../drafts/services/import-version';
import type { ImportTargets } from '../lists/import-target';

/** The job's owner as the audit log and the versions name a user (the drafts kernel's actorOf). */
async function actorOf(db: Db, job: JobRow): Promise<Actor> {
  const [user] = await db.select({ account: users.account, nickName: users.nickName }).from(users)
    .where(and(eq(users.tenantId, job.tenantId), eq(users.id, job.ownerId)));
  return { tenantId: job.tenantId, userId: job.ownerId, name: (user?.nickName || user?.account) ?? job.ownerId };
}

const isDryRun = (job: JobRow) => (job.params as { dryRun?: unknown }).dryRun === true;

/**
 * An import into a draft-governed area's live tables (ADR 016). Before its first slice the area's draft and first
 * version exist, so the version the import is laid over is the state before it (a first edit would otherwise take
 * a baseline with the imported rows in it). When the job ends — finished, stopped by IMP-11's rule 2, or failed after
 * some slices were committed — its rows are published as a version of the area and the draft rebased onto them.
 * A job interrupted to resume elsewhere, or cut off from the database, ends later; the end step is idempotent, so a
 * resumed job that ends again publishes nothing twice.
 */
export function withImportVersion(handler: JobHandler, db: Db, targets: ImportTargets, versions: PublishedVersions, now: () => number): JobHandler {
  return async (job, control) => {
    const area = targets[job.listName as keyof ImportTargets]?.configArea;
    // A dry run (预检) writes nothing, so there is nothing to publish.
    if (job.kind !== 'import' || !area || isDryRun(job)) return handler(job, control);
    const actor = await actorOf(db, job);
    await db.transaction(async (tx) => {
      await lockDraft(tx, area, actor);
    });
    let outcome: JobOutcome | null = null;
    let failure: unknown = null;
    try {
      outcome = await handler(job, control);
    } catch (error) {
      if (error instanceof JobInterrupted || isDatabaseUnavailable(error)) throw error;
      failure = error;
    }
    const counts = await readJob(db, job.id);
    if (counts && counts.newInsertNum + counts.updateNum + counts.jumpNum + counts.failNum > 0) {
      await publishImport(db, versions, area, actor, {
        jobId: job.id,
        fileName: job.fileName,
        newInsertNum: counts.newInsertNum,
        updateNum: counts.updateNum,
        jumpNum: counts.jumpNum,
        failNum: counts.failNum,
        stopped: failure !== null || outcome?.errorMsg !== undefined,
      }, new Date(now()));
    }
    if (failure !== null || !outcome) throw failure;
    return outcome;
  };
}
