import { AppError } from '../../../http/app-error';

/** Messages one user may send within the window: brisk typing passes, a script flooding a classmate does not. */
export const SEND_LIMIT = 30;
export const SEND_WINDOW_MS = 10_000;
/** Users tracked at once; the quietest are forgotten first. */
const MAX_TRACKED = 10_000;

export interface SendLimiter {
  /** Counts one send of `key`; throws RATE_LIMITED once the window is full. */
  take(key: string, nowMs: number): void;
}

/**
 * A per-instance sliding window. Behind a load balancer a user could reach SEND_LIMIT on each instance; the limit
 * only has to stop floods, which it still does.
 */
export function createSendLimiter(limit = SEND_LIMIT, windowMs = SEND_WINDOW_MS): SendLimiter {
  const sent = new Map<string, number[]>();
  return {
    take(key, nowMs) {
      const recent = (sent.get(key) ?? []).filter((at) => nowMs - at < windowMs);
      if (recent.length >= limit) {
        sent.set(key, recent);
        throw new AppError('RATE_LIMITED', { msg: '发送过于频繁，请稍后再试' });
      }
      recent.push(nowMs);
      // Re-inserting moves the key to the end, so the first key is the one that sent longest ago.
      sent.delete(key);
      sent.set(key, recent);
      if (sent.size > MAX_TRACKED) {
        const [oldest] = sent.keys();
        if (oldest !== undefined) sent.delete(oldest);
      }
    },
  };
}
