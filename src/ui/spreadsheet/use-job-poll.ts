import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client-types';
import { JOB_POLL_INTERVAL_MS, pollOutcome } from '../../shared/rules/export-form';

export type JobState = 'running' | 'finished' | 'failed';

export interface JobPoll<P> {
  state: JobState;
  progress: P | null;
}

/** The status of a failed poll, as the server sent it (EXP-10 looks at 8010, which the client turns into 8008). */
function failedStatus(error: unknown): number {
  if (error instanceof ApiError) return error.sourceStatus !== error.status ? error.sourceStatus : error.status;
  return -1;
}

/**
 * EXP-08 … EXP-10, IMP-02: polls a job every 3 s (the first poll at once) until it has finished or failed. A poll
 * answering 8010 is ignored; any other failure ends polling as failed. A finished job whose state is
 * failed has failed too (the server reports a failed job as a finished poll). Unmounting (closing the dialog) only stops the polling, never the job (IMP-15).
 */
export function useJobPoll<P extends { finished: boolean; state: string }>(
  key: string | null,
  poll: (key: string) => Promise<P>,
  onFinished?: (progress: P) => void,
): JobPoll<P> {
  const [result, setResult] = useState<JobPoll<P> & { key: string | null }>({ key, state: 'running', progress: null });
  const pollRef = useRef(poll);
  const finishedRef = useRef(onFinished);
  useEffect(() => { pollRef.current = poll; finishedRef.current = onFinished; });

  useEffect(() => {
    if (key === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setResult({ key, state: 'running', progress: null });
    const once = async (): Promise<void> => {
      let next: JobPoll<P> | null = null;
      try {
        const progress = await pollRef.current(key);
        const outcome = pollOutcome({ status: 1000, finished: progress.finished });
        const failed = progress.state === 'failed';
        next = { state: outcome === 'finished' ? (failed ? 'failed' : 'finished') : 'running', progress };
      } catch (error) {
        if (pollOutcome({ status: failedStatus(error) }) !== 'ignore') next = { state: 'failed', progress: null };
      }
      if (stopped) return;
      if (next !== null) {
        const update = next;
        setResult((prev) => ({ key, state: update.state, progress: update.progress ?? prev.progress }));
        if (update.state === 'finished' && update.progress) finishedRef.current?.(update.progress);
        if (update.state !== 'running') return;
      }
      timer = setTimeout(() => { void once(); }, JOB_POLL_INTERVAL_MS);
    };
    void once();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [key]);

  return result.key === key ? { state: result.state, progress: result.progress } : { state: 'running', progress: null };
}
