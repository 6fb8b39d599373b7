import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { randomId } from '../../shared/rules/ids';
import { claimJob, finishJob, releaseJob, saveProgress, type JobKind, type JobProgress, type JobRow } from './job-store';

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

/**
 * One loop per instance: claim a job, run it to its end, claim the next. Each instance runs one job at a time, so
 * an import's batches never compete with each other for PGlite's single connection, and requests keep their share.
 */
export function startJobRunner(options: { db: Db; log: FastifyBaseLogger; handlers: Record<JobKind, JobHandler>; now?: () => number }): JobRunner {
  const { db, log, handlers } = options;
  const now = () => new Date((options.now ?? Date.now)());
  const runnerId = `${process.pid}-${randomId(12)}`;
  const stopping = new AbortController();
  let wakeUp: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  async function runOne(job: JobRow): Promise<void> {
    const control: JobControl = {
      runnerId,
      signal: stopping.signal,
      progress: async (p) => {
        if (stopping.signal.aborted) throw new JobInterrupted('runner stopping');
        if (!(await saveProgress(db, job.id, runnerId, p, now()))) throw new JobInterrupted('lease lost');
      },
    };
    try {
      const { errorMsg, ...end } = await handlers[job.kind](job, control);
      const state = errorMsg ? 'failed' : 'succeeded';
      await finishJob(db, job.id, runnerId, { state, ...(errorMsg ? { errorMsg } : {}), ...end }, now());
    } catch (error) {
      if (error instanceof JobInterrupted) {
        log.info({ jobId: job.id, reason: error.message }, 'spreadsheet job interrupted; it resumes from its last batch');
        await releaseJob(db, job.id, runnerId).catch(() => undefined);
        return;
      }
      const errorMsg = error instanceof JobFailure ? error.message : '任务执行出错，请稍后重试';
      if (!(error instanceof JobFailure)) log.error({ err: error, jobId: job.id }, 'spreadsheet job failed');
      await finishJob(db, job.id, runnerId, { state: 'failed', errorMsg }, now());
    }
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let job: JobRow | undefined;
      try {
        job = await claimJob(db, runnerId, now());
      } catch (error) {
        if (stopping.signal.aborted) break;
        log.warn({ err: error }, 'could not claim a spreadsheet job');
      }
      if (job) await runOne(job);
      else await sleep(IDLE_POLL_MS);
    }
  })();

  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      stopping.abort();
      wakeUp?.();
      await loop;
    },
  };
}
