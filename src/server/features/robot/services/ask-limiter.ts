import type { Redis } from 'ioredis';
import { AppError } from '../../../http/app-error';
import { createRateWindow } from '../../../security/rate-window';

/**
 * A bound on what the robot writes for one asker (a user, or a visitor's address): recordQuestion and isSolve are
 * open to visitors, and a script must not fill the records table. Generous for a person typing; shared by every
 * instance through Redis when it is configured, the instance's own without.
 */
export interface AskLimiter {
  /** Counts one write of `key`; throws RATE_LIMITED once the window is full. */
  take(key: string): Promise<void>;
}

export const ASK_LIMIT = 30;
export const ASK_WINDOW_MS = 60_000;

export interface AskLimiterOptions {
  /** Shares the window across instances; null or absent: this instance's own. */
  redis?: Redis | null;
  limit?: number;
  windowMs?: number;
  /** Told when Redis fails (the instance's own window decides meanwhile). */
  onError?: (error: unknown) => void;
}

export function createAskLimiter(now: () => number, options: AskLimiterOptions = {}): AskLimiter {
  const { redis = null, limit = ASK_LIMIT, windowMs = ASK_WINDOW_MS, onError } = options;
  const window = createRateWindow(redis, { name: 'robot-ask', limit, windowMs, onError });
  return {
    async take(key) {
      if (!(await window.take(key, now()))) throw new AppError('RATE_LIMITED', { msg: '提问过于频繁，请稍后再试' });
    },
  };
}
