import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { isRedisUp, redisFallbackCounts, RedisUnavailableError, timeBoxedRedis } from '../../../../src/server/redis/connection';

/** Just what timeBoxedRedis reads of a client: its connection status. */
const fakeRedis = (status: string) => ({ status }) as unknown as Redis;
const never = () => new Promise<string>(() => undefined);

describe('time-boxed Redis calls (ADR 018)', () => {
  it('refuses at once while not connected, without sending the command', async () => {
    const redis = fakeRedis('reconnecting');
    let sent = 0;
    const call = timeBoxedRedis(redis, 'test', async () => {
      sent += 1;
      return 'OK';
    });
    await expect(call).rejects.toMatchObject({ name: 'RedisUnavailableError', reason: 'down' });
    expect(sent).toBe(0);
    expect(redisFallbackCounts(redis)).toEqual([['test', 'down', 1]]);
  });

  it('gives up on a command that does not answer within the budget, then passes Redis over for a while', async () => {
    const redis = fakeRedis('ready');
    const started = performance.now();
    const error: unknown = await timeBoxedRedis(redis, 'hung', never, { budgetMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect((error as RedisUnavailableError).reason).toBe('timeout');
    // Well under the client's own 2 s command timeout, however busy the machine.
    expect(performance.now() - started).toBeLessThan(1_500);
    // Passed over: the next call does not wait for another budget.
    expect(isRedisUp(redis)).toBe(false);
    await expect(timeBoxedRedis(redis, 'hung', async () => 'OK')).rejects.toMatchObject({ reason: 'down' });
    // Unless the caller must ask Redis whenever it is connected (the replay store).
    expect(await timeBoxedRedis(redis, 'replay', async () => 'OK', { evenIfSuspect: true })).toBe('OK');
    expect(redisFallbackCounts(redis)).toEqual(expect.arrayContaining([['hung', 'timeout', 1], ['hung', 'down', 1]]));
  });

  it('answers what Redis answers, and turns an error answer into a fallback', async () => {
    const redis = fakeRedis('ready');
    expect(await timeBoxedRedis(redis, 'ok', async () => 'PONG')).toBe('PONG');
    await expect(timeBoxedRedis(redis, 'failing', async () => Promise.reject(new Error('ERR')))).rejects.toMatchObject({ reason: 'error' });
    expect(isRedisUp(redis)).toBe(true);
  });
});
