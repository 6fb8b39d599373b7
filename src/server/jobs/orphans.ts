import os from 'node:os';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { spreadsheetJobs } from '../db/schema/spreadsheet-jobs';
import { randomId } from '../../shared/rules/ids';
import { releaseJob } from './job-store';

/**
 * Jobs of a runner that crashed (SIGKILL, out of memory) stay held until their lease runs out. A runner starting on
 * the same machine can tell a crashed runner there at once, by its process id, and take its jobs back without that
 * wait. Releasing a live runner's job by mistake costs a batch at most, never a row: every batch commits only while
 * its runner still holds the job (import-job.ts), so the runner that was wrongly released rolls it back.
 */

// One host label per process; the id column holds 64 characters.
const HOST = os.hostname().replace(/\//g, '_').slice(0, 32);

/** `host/pid/random`: unique, and it says where the runner lives so a successor there can check on it. */
export function newRunnerId(): string {
  return `${HOST}/${process.pid}/${randomId(12)}`;
}

/**
 * True when `holder` is a runner of another process of this machine, and that process is gone. Runners of this
 * process (several servers in one test process) and of other machines are left to their lease.
 */
export function isDeadLocalHolder(holder: string): boolean {
  const [host, pidText] = holder.split('/');
  const pid = Number(pidText);
  if (host !== HOST || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; only "no such process" means gone.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Releases running jobs still leased to holders `isDead` declares gone; answers how many it released. */
export async function releaseOrphans(db: Db, isDead: (holder: string) => boolean, now: Date): Promise<number> {
  const held = await db
    .select({ id: spreadsheetJobs.id, lockedBy: spreadsheetJobs.lockedBy })
    .from(spreadsheetJobs)
    .where(and(eq(spreadsheetJobs.state, 'running'), isNotNull(spreadsheetJobs.lockedBy), gt(spreadsheetJobs.lockedUntil, now)));
  let released = 0;
  for (const { id, lockedBy } of held) {
    if (lockedBy === null || !isDead(lockedBy)) continue;
    await releaseJob(db, id, lockedBy);
    released += 1;
  }
  return released;
}
