import { describe, expect, it } from 'vitest';
import { createDictionaryCache, dictionaryCacheKey, DICTIONARY_CACHE_TTL_MS } from '../../../../../src/admin/components/dictionary/cache';
import { createSessionStore, createMemoryStorage } from '../../../../../src/shared/state/session-store';

function fakeClock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => { now += ms; } };
}

const deptKey = dictionaryCacheKey({ method: 'GET', path: '/api/blade-workbench/baseService/getDeptTree', tenantId: '000000', params: { tenantId: '000000' } });
const answer = [{ dictKey: 'd1', dictValue: '教务处' }];

describe('dictionary cache', () => {
  it('[DICT-02] keeps an answer for 5 minutes (300000 ms) and drops it from the session after', () => {
    expect(DICTIONARY_CACHE_TTL_MS).toBe(300_000);
    const storage = createMemoryStorage();
    const clock = fakeClock();
    const cache = createDictionaryCache({ storage, now: clock.now });
    cache.write(deptKey, answer);
    expect(storage.length).toBe(1);

    clock.advance(299_999);
    expect(cache.read(deptKey)).toEqual(answer);
    clock.advance(1);
    expect(cache.read(deptKey)).toBeUndefined();
    // Expired means gone, not merely ignored.
    expect(storage.length).toBe(0);
  });

  it('[DICT-02] lives in the session storage under the product prefix, so another cache over it (a reload) reads it', () => {
    const storage = createMemoryStorage();
    const clock = fakeClock();
    createDictionaryCache({ storage, now: clock.now }).write(deptKey, answer);
    expect(storage.key(0)).toMatch(/^serviceHall-dict:/);
    clock.advance(60_000);
    expect(createDictionaryCache({ storage, now: clock.now }).read(deptKey)).toEqual(answer);
    // Sign-out clears the session store's keys (STATE-01), the dictionary answers among them.
    createSessionStore({ storage }).clear();
    expect(createDictionaryCache({ storage, now: clock.now }).read(deptKey)).toBeUndefined();
  });

  it('[DICT-02] keys an answer by call, parameters and tenant; the order of parameters does not matter', () => {
    const key = (method: 'GET' | 'POST', path: string, tenantId: string, params: Record<string, unknown>) =>
      dictionaryCacheKey({ method, path, tenantId, params });
    const base = key('POST', '/api/x', '000000', { deptName: '教务', size: 50 });
    expect(key('POST', '/api/x', '000000', { size: 50, deptName: '教务' })).toBe(base);
    expect(key('POST', '/api/x', '000000', { size: 50, deptName: '教务', extra: undefined })).toBe(base);
    expect(new Set([
      base,
      key('GET', '/api/x', '000000', { deptName: '教务', size: 50 }),
      key('POST', '/api/y', '000000', { deptName: '教务', size: 50 }),
      key('POST', '/api/x', '000001', { deptName: '教务', size: 50 }),
      key('POST', '/api/x', '000000', { deptName: '教务处', size: 50 }),
      key('POST', '/api/x', '000000', { deptName: '教务', size: 20 }),
    ]).size).toBe(6);

    const cache = createDictionaryCache({ storage: createMemoryStorage(), now: fakeClock().now });
    cache.write(base, answer);
    expect(cache.read(key('POST', '/api/x', '000001', { deptName: '教务', size: 50 }))).toBeUndefined();
  });

  it('[DICT-02] prune drops only the expired dictionary entries, never the rest of the session', () => {
    const storage = createMemoryStorage();
    const clock = fakeClock();
    const session = createSessionStore({ storage, now: clock.now });
    session.set('access_token', 'token');
    const cache = createDictionaryCache({ storage, now: clock.now });
    cache.write('old', answer);
    clock.advance(200_000);
    cache.write('new', answer);
    clock.advance(100_000);
    cache.prune();
    expect(cache.read('new')).toEqual(answer);
    expect(session.get('access_token')).toBe('token');
    expect(storage.length).toBe(2);
  });

  it('[DICT-02] an entry stamped in the future (the clock was set back) is not trusted', () => {
    const storage = createMemoryStorage();
    const clock = fakeClock();
    const cache = createDictionaryCache({ storage, now: clock.now });
    cache.write(deptKey, answer);
    clock.advance(-1_000);
    expect(cache.read(deptKey)).toBeUndefined();
  });

  it('[DICT-02] a storage that refuses to write costs only the cache', () => {
    const full = { ...createMemoryStorage(), length: 0, key: () => null, getItem: () => null, removeItem: () => undefined,
      setItem: () => { throw new Error('QuotaExceededError'); } };
    const cache = createDictionaryCache({ storage: full, now: fakeClock().now });
    expect(() => cache.write(deptKey, answer)).not.toThrow();
    expect(cache.read(deptKey)).toBeUndefined();
  });
});
