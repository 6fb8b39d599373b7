import type { Redis } from 'ioredis';
import { createRateWindow } from '../security/rate-window';
import { AppError } from './app-error';

/** A bound on what one key (a user, or a visitor's address) may do within a sliding window. */
export interface RateLimiter {
  /**
   * Counts one hit of `key` at `nowMs`, or `weight` hits at once (all or none: a call that stands for many, as a
   * business system's batch of to-dos, ADR 024); throws RATE_LIMITED with the limiter's message when the window
   * has fewer places left, counting nothing.
   */
  take(key: string, nowMs: number, weight?: number): Promise<void>;
}

/** What a feature's limiter is: its name in Redis keys, its default limit and window, the message of a refusal. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to the person refused (Chinese, as every answer's msg). */
  msg: string;
}

export interface RateLimiterOptions {
  /** Shares the window across instances; null or absent: this instance's own. */
  redis?: Redis | null;
  limit?: number;
  windowMs?: number;
  /** Told when Redis fails (the instance's own window decides meanwhile, ADR 018). */
  onError?: (error: unknown) => void;
}

/**
 * A sliding window per key, shared by every instance through Redis when it is configured (behind a load balancer
 * a key would otherwise get the limit on each instance); the instance's own without Redis or while it is down.
 */
export function createRateLimiter(rule: RateLimitRule, options: RateLimiterOptions = {}): RateLimiter {
  const { redis = null, limit = rule.limit, windowMs = rule.windowMs, onError } = options;
  const window = createRateWindow(redis, { name: rule.name, limit, windowMs, onError });
  return {
    async take(key, nowMs, weight) {
      if (!(await window.take(key, nowMs, weight))) throw new AppError('RATE_LIMITED', { msg: rule.msg });
    },
  };
}
