import { AppError } from '../../../http/app-error';

/**
 * A per-instance bound on what the robot writes for one asker (a user, or a visitor's address): recordQuestion and
 * isSolve are open to visitors, and a script must not fill the records table. Generous for a person typing; with
 * several instances the bound is per instance, which is enough for its purpose.
 */
export interface AskLimiter {
  /** Counts one write of `key`; throws RATE_LIMITED once the window is full. */
  take(key: string): void;
}

export const ASK_LIMIT = 30;
export const ASK_WINDOW_MS = 60_000;
/** Keys kept before the idle ones are dropped. */
const MAX_KEYS = 10_000;

export function createAskLimiter(now: () => number, limit = ASK_LIMIT, windowMs = ASK_WINDOW_MS): AskLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key) {
      const at = now();
      const recent = (hits.get(key) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) throw new AppError('RATE_LIMITED', { msg: '提问过于频繁，请稍后再试' });
      recent.push(at);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) {
        for (const [k, times] of hits) if (at - (times.at(-1) ?? 0) >= windowMs) hits.delete(k);
      }
    },
  };
}
