import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createMemoryStorage, createSessionStore, SESSION_PREFIX } from '../../../../src/shared/state/session-store';

function setup(prefix?: string) {
  const storage = createMemoryStorage();
  let clock = 1_000;
  const store = createSessionStore({ prefix, storage, now: () => clock });
  return { storage, store, tick: (ms: number) => { clock += ms; } };
}

describe('session store', () => {
  it('[STATE-01] stores each value under the product prefix as {dataType, content, datetime}', () => {
    const { storage, store } = setup();
    store.set('themeColor', '#008cff');
    expect(SESSION_PREFIX).toBe('serviceHall');
    expect(JSON.parse(storage.getItem('serviceHall-themeColor') ?? 'null')).toEqual({
      dataType: 'string', content: '#008cff', datetime: 1_000,
    });
  });

  it('[STATE-01] restores strings, numbers, booleans and objects with their types', () => {
    const { store } = setup();
    store.set('s', '42');
    store.set('n', 42);
    store.set('b', false);
    store.set('o', { userInfo: { account: 'zhangsan' } });
    store.set('a', [1, 2]);
    expect(store.get('s')).toBe('42');
    expect(store.get('n')).toBe(42);
    expect(store.get('b')).toBe(false);
    expect(store.get('o')).toEqual({ userInfo: { account: 'zhangsan' } });
    expect(store.get('a')).toEqual([1, 2]);
    expect(store.get('missing')).toBeNull();
  });

  it('[STATE-01] reads a value checked against a schema, null when it does not match', () => {
    const { store } = setup();
    store.set('tenant', { tenantId: '000000' });
    expect(store.read('tenant', z.object({ tenantId: z.string() }))).toEqual({ tenantId: '000000' });
    expect(store.read('tenant', z.object({ tenantId: z.number() }))).toBeNull();
    expect(store.read('missing', z.string())).toBeNull();
  });

  it('[STATE-01] keeps the time of writing, for caches that expire', () => {
    const { store, tick } = setup();
    store.set('dict', ['a']);
    tick(300_000);
    store.set('other', 1);
    expect(store.getEntry('dict')).toEqual({ value: ['a'], datetime: 1_000 });
    expect(store.getEntry('other')?.datetime).toBe(301_000);
  });

  it('[STATE-01] remove, null and clear touch only this prefix', () => {
    const { storage, store } = setup('hall');
    storage.setItem('someone-else', 'x');
    store.set('a', 1);
    store.set('b', 2);
    store.set('c', 3);
    store.remove('a');
    store.set('b', null);
    expect(store.get('a')).toBeNull();
    expect(store.get('b')).toBeNull();
    store.clear();
    expect(store.get('c')).toBeNull();
    expect(storage.length).toBe(1);
    expect(storage.getItem('someone-else')).toBe('x');
  });

  it('[STATE-01] treats a value it did not write as absent', () => {
    const { storage, store } = setup();
    storage.setItem('serviceHall-raw', 'not json');
    storage.setItem('serviceHall-alien', JSON.stringify({ hello: 1 }));
    expect(store.get('raw')).toBeNull();
    expect(store.get('alien')).toBeNull();
  });

  it('[STATE-01] refuses numbers that JSON would turn into something else', () => {
    const { store } = setup();
    expect(() => store.set('n', Number.NaN)).toThrow(RangeError);
  });

  it('[STATE-01] falls back to memory where there is no sessionStorage (Node)', () => {
    const store = createSessionStore();
    store.set('k', true);
    expect(store.get('k')).toBe(true);
  });
});
