import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { spreadsheetJobs } from '../../../db/schema/spreadsheet-jobs';
import { randomId } from '../../../../shared/rules/ids';

/**
 * Starting a sync (ADR 023). One sync per tenant at a time, on any number of instances: the check for a queued or
 * running sync and the insert run in one transaction under an advisory lock on the tenant, so starts arriving
 * together (a click on two instances, a click and the schedule) make one job and the others answer it.
 */

export const SYNC_KIND = 'dirsync' as const;
/** The job table's list column: the sync's jobs are one family. */
const SYNC_LIST = 'directory';
/** The owner of a scheduled run. */
const SCHEDULE_OWNER = 'schedule';
/** Namespace of the advisory lock (the second key hashes the tenant). */
const START_LOCK_SPACE = 7_023;

export interface SyncStarter {
  userId: string;
  name: string;
}

export type StartOutcome = { jobId: string; created: boolean } | null;

/**
 * Starts a sync for `starter`, or on schedule (`every` minutes since the last run began); answers the tenant's
 * active sync instead when there is one, and null when a scheduled run is not due.
 */
export async function startSync(db: Db, tenantId: string, starter: SyncStarter | { every: number }, now: Date): Promise<StartOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_SPACE}::int, hashtext(${tenantId}))`);
    const ours = and(eq(spreadsheetJobs.tenantId, tenantId), eq(spreadsheetJobs.kind, SYNC_KIND));
    const [active] = await tx.select({ id: spreadsheetJobs.id }).from(spreadsheetJobs)
      .where(and(ours, inArray(spreadsheetJobs.state, ['queued', 'running']))).limit(1);
    if (active) return { jobId: active.id, created: false };
    const scheduled = 'every' in starter;
    if (scheduled) {
      const [last] = await tx.select({ createdAt: spreadsheetJobs.createdAt }).from(spreadsheetJobs).where(ours)
        .orderBy(desc(spreadsheetJobs.createdAt)).limit(1);
      if (last && now.getTime() - last.createdAt.getTime() < starter.every * 60_000) return null;
    }
    const id = randomId(32);
    await tx.insert(spreadsheetJobs).values({
      id, tenantId, kind: SYNC_KIND, listName: SYNC_LIST,
      ownerId: scheduled ? SCHEDULE_OWNER : starter.userId,
      params: { trigger: scheduled ? 'schedule' : 'manual', startedBy: scheduled ? '定时任务' : starter.name },
      createdAt: now,
    });
    return { jobId: id, created: true };
  });
}
