import type { Redis } from 'ioredis';
import { AppError } from '../../../http/app-error';
import { createRateWindow } from '../../../security/rate-window';

/** Messages one user may send within the window: brisk typing passes, a script flooding a classmate does not. */
export const SEND_LIMIT = 30;
export const SEND_WINDOW_MS = 10_000;

export interface LimiterOptions {
  /** Shares the window across instances; null or absent: this instance's own. */
  redis?: Redis | null;
  limit?: number;
  windowMs?: number;
  /** Told when Redis fails (the instance's own window decides meanwhile). */
  onError?: (error: unknown) => void;
}

export interface SendLimiter {
  /** Counts one send of `key`; throws RATE_LIMITED once the window is full. */
  take(key: string, nowMs: number): Promise<void>;
}

/**
 * A sliding window per user, shared by every instance through Redis when it is configured (behind a load balancer
 * a user would otherwise get SEND_LIMIT on each instance); the instance's own without Redis.
 */
export function createSendLimiter(options: LimiterOptions = {}): SendLimiter {
  const { redis = null, limit = SEND_LIMIT, windowMs = SEND_WINDOW_MS, onError } = options;
  const window = createRateWindow(redis, { name: 'chat-send', limit, windowMs, onError });
  return {
    async take(key, nowMs) {
      if (!(await window.take(key, nowMs))) throw new AppError('RATE_LIMITED', { msg: '发送过于频繁，请稍后再试' });
    },
  };
}
