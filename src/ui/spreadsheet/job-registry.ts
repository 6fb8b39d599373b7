import type { ImportStartInput } from './types';

/**
 * IMP-15: jobs keep running on the server when their dialog closes. The studio remembers, for this visit, the job
 * each list's dialog last started, so reopening the dialog shows that job's progress again (and an export that
 * finished meanwhile still downloads).
 */
export interface RememberedJob {
  key: string;
  fileName: string;
  /** An import's dry run (预检), with what starts the import it checked. */
  dryRun?: { input: ImportStartInput };
}

const running = new Map<string, RememberedJob>();

export function rememberJob(slot: string, job: RememberedJob): void {
  running.set(slot, job);
}

export function rememberedJob(slot: string): RememberedJob | null {
  return running.get(slot) ?? null;
}

export function forgetJob(slot: string): void {
  running.delete(slot);
}
