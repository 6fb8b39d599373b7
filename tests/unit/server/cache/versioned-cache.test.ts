import { describe, expect, it } from 'vitest';
import { createVersionedCache } from '../../../../src/server/cache/versioned-cache';

/** A cache over a fake clock and fake tenant versions, counting the computations it asks for. */
function setup(maxEntries = 10) {
  let now = 1_000_000;
  const versions = new Map<string, number>();
  const cache = createVersionedCache<string>({
    version: async (tenantId) => versions.get(tenantId) ?? 0,
    now: () => now,
    ttlMs: 5_000,
    maxEntries,
  });
  let computed = 0;
  const get = (tenantId: string, key: string) => cache.get(tenantId, key, async () => {
    computed += 1;
    return `${tenantId}/${key}/v${versions.get(tenantId) ?? 0}/#${computed}`;
  });
  return {
    cache,
    get,
    computed: () => computed,
    advance: (ms: number) => { now += ms; },
    bump: (tenantId: string) => versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1),
  };
}

describe('the versioned cache of directory pages', () => {
  it('serves a value again while the tenant version holds and it is younger than the TTL', async () => {
    const t = setup();
    expect(await t.get('000000', 'a')).toBe('000000/a/v0/#1');
    t.advance(4_999);
    expect(await t.get('000000', 'a')).toBe('000000/a/v0/#1');
    expect(t.computed()).toBe(1);
  });

  it('computes again as soon as the tenant version moved, for that tenant only', async () => {
    const t = setup();
    await t.get('000000', 'a');
    await t.get('000001', 'a');
    t.bump('000000');
    expect(await t.get('000000', 'a')).toBe('000000/a/v1/#3');
    expect(await t.get('000001', 'a')).toBe('000001/a/v0/#2');
  });

  it('computes again once the TTL passed, even with the same version', async () => {
    const t = setup();
    await t.get('000000', 'a');
    t.advance(5_000);
    expect(await t.get('000000', 'a')).toBe('000000/a/v0/#2');
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const t = setup();
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.get('000000', 'a')));
    expect(new Set(answers)).toEqual(new Set(['000000/a/v0/#1']));
    expect(t.computed()).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const t = setup();
    await expect(t.cache.get('000000', 'a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await t.get('000000', 'a')).toBe('000000/a/v0/#1');
  });

  it('drops the least recently used keys beyond its size', async () => {
    const t = setup(2);
    await t.get('000000', 'a');
    await t.get('000000', 'b');
    await t.get('000000', 'a');
    await t.get('000000', 'c');
    expect(t.computed()).toBe(3);
    await t.get('000000', 'a');
    expect(t.computed()).toBe(3);
    await t.get('000000', 'b');
    expect(t.computed()).toBe(4);
  });
});
