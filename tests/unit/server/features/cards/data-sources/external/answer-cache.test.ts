import { describe, expect, it } from 'vitest';
import { createLocalAnswerCache } from '../../../../../../../src/server/features/cards/data-sources/external/answer-cache';

describe('the external API answer cache', () => {
  it('serves an answer for its time to live, by the app clock, then loads again', async () => {
    let now = 1_000;
    let loads = 0;
    const cache = createLocalAnswerCache({ now: () => now });
    const load = async () => ({ value: ++loads, bytes: 10 });
    expect(await cache.get('k', 5_000, load)).toBe(1);
    now += 4_999;
    expect(await cache.get('k', 5_000, load)).toBe(1);
    expect(await cache.get('other', 5_000, load)).toBe(2);
    now += 2;
    expect(await cache.get('k', 5_000, load)).toBe(3);
    expect(await cache.get('k', 0, load)).toBe(4);
  });

  it('shares one load between concurrent callers and never keeps a failure', async () => {
    let loads = 0;
    const cache = createLocalAnswerCache({ now: () => 0 });
    let finishLoad = () => {};
    const loading = new Promise<void>((resolve) => (finishLoad = resolve));
    const slow = async () => {
      await loading;
      return { value: ++loads, bytes: 1 };
    };
    const both = Promise.all([cache.get('k', 1_000, slow), cache.get('k', 1_000, slow)]);
    finishLoad();
    expect(await both).toEqual([1, 1]);
    const failing = () => Promise.reject(new Error('down'));
    await expect(cache.get('f', 1_000, failing)).rejects.toThrow('down');
    expect(await cache.get('f', 1_000, async () => ({ value: 'up', bytes: 1 }))).toBe('up');
  });

  it('drops the oldest answers beyond its byte budget', async () => {
    const cache = createLocalAnswerCache({ now: () => 0, budgetBytes: 100 });
    let loads = 0;
    const big = async () => ({ value: ++loads, bytes: 60 });
    await cache.get('a', 1_000, big);
    await cache.get('b', 1_000, big);
    expect(await cache.get('b', 1_000, big)).toBe(2);
    expect(await cache.get('a', 1_000, big)).toBe(3);
  });
});
