import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createOutageReporter, isDatabaseUnavailable } from '../db/unavailable';
import { claimJob, finishJob, releaseJob, saveProgress, type JobKind, type JobProgress, type JobRow } from './job-store';
import { isDeadLocalHolder, newRunnerId, releaseOrphans } from './orphans';

/** Thrown by `progress` when the job was taken over (this runner stalled past its lease) or the runner stops. */
export class JobInterrupted extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'JobInterrupted';
  }
}

/** A failure whose message (Chinese, for the dialog) ends the job as failed; anything else is logged and generic. */
export class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobFailure';
  }
}

export interface JobControl {
  runnerId: string;
  /** Aborted when the runner stops: finish the current batch, then stop. */
  signal: AbortSignal;
  /** Saves progress and renews the lease; throws JobInterrupted when the job is no longer ours or we are stopping. */
  progress(p: JobProgress): Promise<void>;
}

/** What a handler answers at its end: the final progress, and errorMsg when the job ends as failed (IMP-11 rule 2). */
export type JobOutcome = JobProgress & { errorMsg?: string };

export type JobHandler = (job: JobRow, control: JobControl) => Promise<JobOutcome>;

export interface JobRunner {
  /** Looks for work now instead of at the next idle poll (called after a start on this instance). */
  wake(): void;
  /** Stops claiming, lets the running job reach its next batch boundary, gives it back, and resolves. */
  stop(): Promise<void>;
}

const IDLE_POLL_MS = 2_000;
/** While the database is unreachable the claim loop waits 0.5 s, then twice as long each time, up to this. */
const MAX_BACKOFF_MS = 5_000;

/**
 * The lanes of an instance, each a loop that claims a job of its kinds, runs it to its end and claims the next: an
 * import and an export run side by side, so an export of a few rows is not queued behind an import of minutes (an
 * import gives way to requests between its short transactions, and an export page is such a request's size). Within
 * a lane one job runs at a time, so two imports' batches never compete for PGlite's single connection.
 */
const SPREADSHEET_LANES: ReadonlyArray<readonly JobKind[]> = [['import'], ['export']];

/**
 * `lanes` defaults to the spreadsheet lanes; another job family (the directory sync, ADR 023) starts a runner of
 * its own with its lane and handler, so its jobs never wait behind an import and claim nothing of another kind.
 */
export function startJobRunner(options: {
  db: Db; log: FastifyBaseLogger; handlers: Partial<Record<JobKind, JobHandler>>; lanes?: ReadonlyArray<readonly JobKind[]>; now?: () => number;
}): JobRunner {
  const { db, log, handlers } = options;
  const lanesOfRunner = options.lanes ?? SPREADSHEET_LANES;
  const now = () => new Date((options.now ?? Date.now)());
  const runnerId = newRunnerId();
  const stopping = new AbortController();
  const wakeUps = new Set<() => void>();
  // Jobs this runner let go of while the database was unreachable: given back as soon as it answers again, rather
  // than after their lease runs out.
  const toRelease = new Set<string>();
  const outage = createOutageReporter({
    down: (error, quietCount) => log.warn({ err: error, quietCount }, 'spreadsheet jobs: database unreachable, retrying'),
    up: (failures) => log.warn({ failures }, 'spreadsheet jobs: database reachable again, resuming'),
  });

  // A lane that was in a database call when stop() woke the sleepers must not then sleep a whole poll: stop() (and
  // with it a server's close) would wait for it.
  const sleep = (ms: number) =>
    stopping.signal.aborted ? Promise.resolve() : new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUps.delete(done);
        resolve();
      }
      wakeUps.add(done);
    });
  const wakeAll = () => {
    for (const wake of [...wakeUps]) wake();
  };

  async function runOne(job: JobRow): Promise<void> {
    const control: JobControl = {
      runnerId,
      signal: stopping.signal,
      progress: async (p) => {
        if (stopping.signal.aborted) throw new JobInterrupted('runner stopping');
        if (!(await saveProgress(db, job.id, runnerId, p, now()))) throw new JobInterrupted('lease lost');
      },
    };
    let end: { state: 'succeeded' | 'failed'; errorMsg?: string } & JobProgress;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const { errorMsg, ...progress } = await handler(job, control);
      end = { state: errorMsg ? 'failed' : 'succeeded', ...(errorMsg ? { errorMsg } : {}), ...progress };
    } catch (error) {
      if (error instanceof JobInterrupted || isDatabaseUnavailable(error)) {
        // An outage is no fault of the job: its committed batches stay, and it resumes after the last of them.
        if (error instanceof JobInterrupted) log.info({ jobId: job.id, reason: error.message }, 'spreadsheet job interrupted; it resumes from its last batch');
        else outage.failed(error);
        await releaseJob(db, job.id, runnerId).catch(() => toRelease.add(job.id));
        return;
      }
      const errorMsg = error instanceof JobFailure ? error.message : '任务执行出错，请稍后重试';
      if (!(error instanceof JobFailure)) log.error({ err: error, jobId: job.id }, 'spreadsheet job failed');
      end = { state: 'failed', errorMsg };
    }
    // The work is done: its end is written once the database answers (fenced by the lease, so a runner that took the
    // job over meanwhile wins and this write does nothing).
    for (let wait = 500; !stopping.signal.aborted; wait = Math.min(wait * 2, MAX_BACKOFF_MS)) {
      try {
        await finishJob(db, job.id, runnerId, end, now());
        return;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        outage.failed(error);
        await sleep(wait);
      }
    }
  }

  /**
   * Gives back what an outage left held, and jobs of crashed runners of this machine; throws while unreachable. The
   * lanes share one run of it at a time.
   */
  let tidying: Promise<void> | null = null;
  const tidyUp = () => (tidying ??= tidyOnce().finally(() => (tidying = null)));
  async function tidyOnce(): Promise<void> {
    for (const id of toRelease) {
      await releaseJob(db, id, runnerId);
      toRelease.delete(id);
    }
    if (!orphansChecked) {
      await releaseOrphans(db, isDeadLocalHolder, now());
      orphansChecked = true;
    }
  }
  let orphansChecked = false;

  const lane = async (kinds: readonly JobKind[]) => {
    let backoff = 0;
    while (!stopping.signal.aborted) {
      let job: JobRow | undefined;
      try {
        await tidyUp();
        job = await claimJob(db, runnerId, now(), kinds);
        backoff = 0;
        outage.recovered();
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (isDatabaseUnavailable(error)) outage.failed(error);
        else log.warn({ err: error }, 'could not claim a spreadsheet job');
        backoff = Math.min(Math.max(backoff * 2, 500), MAX_BACKOFF_MS);
      }
      try {
        if (job) await runOne(job);
        else await sleep(backoff || IDLE_POLL_MS);
      } catch (error) {
        // Whatever a job does, the loop goes on: a dead loop would leave every later job queued for ever.
        // The job stays held until its lease runs out, so a fault that repeats does not spin.
        log.error({ err: error, jobId: job?.id }, 'spreadsheet job runner error');
      }
    }
  };
  const lanes = Promise.all(lanesOfRunner.map(lane));

  return {
    wake: wakeAll,
    stop: async () => {
      stopping.abort();
      wakeAll();
      await lanes;
    },
  };
}
