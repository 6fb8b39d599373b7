import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from '../../../http/rate-limiter';

/** Messages one user may send within the window: brisk typing passes, a script flooding a classmate does not. */
const SEND_LIMIT = 30;
const SEND_WINDOW_MS = 10_000;

export type SendLimiter = RateLimiter;

export function createSendLimiter(options: RateLimiterOptions = {}): SendLimiter {
  return createRateLimiter({ name: 'chat-send', limit: SEND_LIMIT, windowMs: SEND_WINDOW_MS, msg: '发送过于频繁，请稍后再试' }, options);
}
