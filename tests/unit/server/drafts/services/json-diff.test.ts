import { describe, expect, it } from 'vitest';
import { MAX_CHANGES, diffJson, jsonEqual } from '../../../../../src/server/drafts/services/json-diff';

describe('the structural diff of configuration documents', () => {
  it('finds nothing between equal documents, whatever the key order', () => {
    expect(diffJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toEqual([]);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('names added, removed and replaced fields by their path', () => {
    expect(diffJson({ title: '旧', size: 10, gone: true }, { title: '新', size: 10, added: [1] })).toEqual([
      { op: 'replace', path: 'title', before: '旧', after: '新' },
      { op: 'remove', path: 'gone', before: true },
      { op: 'add', path: 'added', after: [1] },
    ]);
  });

  it('matches items of an array by id: an edit names the item, a reorder is one move', () => {
    const before = { entries: [{ id: 'a', name: '首页' }, { id: 'b', name: '大厅' }, { id: 'c', name: '清单' }] };
    const after = { entries: [{ id: 'c', name: '清单' }, { id: 'a', name: '主页' }, { id: 'd', name: '新' }] };
    expect(diffJson(before, after)).toEqual([
      { op: 'replace', path: 'entries[id=a].name', before: '首页', after: '主页' },
      { op: 'remove', path: 'entries[id=b]', before: { id: 'b', name: '大厅' } },
      { op: 'add', path: 'entries[id=d]', after: { id: 'd', name: '新' } },
      { op: 'move', path: 'entries', before: ['a', 'c'], after: ['c', 'a'] },
    ]);
  });

  it('compares arrays without ids position by position', () => {
    expect(diffJson({ roles: ['x', 'y'] }, { roles: ['x', 'z', 'w'] })).toEqual([
      { op: 'replace', path: 'roles[1]', before: 'y', after: 'z' },
      { op: 'add', path: 'roles[2]', after: 'w' },
    ]);
  });

  it('keeps at most MAX_CHANGES changes', () => {
    const many = (v: number) => Object.fromEntries(Array.from({ length: MAX_CHANGES + 50 }, (_, i) => [`k${i}`, v]));
    expect(diffJson(many(1), many(2))).toHaveLength(MAX_CHANGES);
  });
});
