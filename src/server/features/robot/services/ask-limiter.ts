import { createRateLimiter, type RateLimiterOptions } from '../../../http/rate-limiter';

/**
 * A bound on what the robot writes for one asker (a user, or a visitor's address): recordQuestion and isSolve are
 * open to visitors, and a script must not fill the records table. Generous for a person typing.
 */
export interface AskLimiter {
  /** Counts one write of `key` now; throws RATE_LIMITED once the window is full. */
  take(key: string): Promise<void>;
}

const ASK_LIMIT = 30;
const ASK_WINDOW_MS = 60_000;

export function createAskLimiter(now: () => number, options: RateLimiterOptions = {}): AskLimiter {
  const limiter = createRateLimiter({ name: 'robot-ask', limit: ASK_LIMIT, windowMs: ASK_WINDOW_MS, msg: '提问过于频繁，请稍后再试' }, options);
  return { take: (key) => limiter.take(key, now()) };
}
