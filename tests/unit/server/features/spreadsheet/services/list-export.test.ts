import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { Db } from '../../../../../../src/server/db/client';
import { formSort, formText, listExportSource, sortSearchShape } from '../../../../../../src/server/features/spreadsheet/services/list-export';
import type { SortOrder } from '../../../../../../src/shared/schema/list-sort';

type Row = { id: string; name: string; kind: string };
const ROWS: Row[] = [
  { id: 'b', name: '乙', kind: 'x' },
  { id: 'a', name: '甲', kind: 'y' },
  { id: 'c', name: '丙', kind: 'x' },
];
const db = {} as Db;

const SORTS = ['name'] as const;
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name, 'zh-CN');

const source = listExportSource<{ kind: string; sort?: 'name'; order: SortOrder }, Row>({
  columns: [
    { key: 'name', label: '名称', cell: (r) => r.name },
    { key: 'kind', label: '类型', cell: (r) => (r.kind === 'x' ? '甲类' : '乙类') },
  ],
  searchSchema: z.object({ kind: z.string(), ...sortSearchShape(SORTS) }),
  everything: (form) => ({ kind: '', ...formSort(form, SORTS) }),
  searchOf: (form) => ({ kind: formText(form, 'kind'), ...formSort(form, SORTS) }),
  rows: (_db, _tenant, search) => {
    const shown = ROWS.filter((r) => search.kind === '' || r.kind === search.kind);
    if (search.sort === 'name') shown.sort((a, b) => (search.order === 'DESC' ? -1 : 1) * byName(a, b));
    return Promise.resolve(shown);
  },
  idOf: (r) => r.id,
});

async function cells(view: NonNullable<ReturnType<typeof source.parseView>>, skip = 0): Promise<unknown[][]> {
  const out: unknown[][] = [];
  for await (const page of source.pages(db, view, skip)) out.push(...page);
  return out;
}

describe('listExportSource: a studio list exported as its page shows it', () => {
  it('[EXP-02] range 1 is the whole list in the page\'s order, range 2 the page\'s search, range 3 the ticked rows', async () => {
    const filter = { tenantId: 't', choiceDataIds: ['c', 'b'], form: { kind: 'x' } };
    const all = await source.resolve(db, { ...filter, dataRange: 1 }, {} as never, 0);
    expect(await cells(all)).toEqual([['乙', '甲类'], ['甲', '乙类'], ['丙', '甲类']]);
    const searched = await source.resolve(db, { ...filter, dataRange: 2 }, {} as never, 0);
    expect(await source.count(db, searched)).toBe(2);
    const ticked = await source.resolve(db, { ...filter, dataRange: 3 }, {} as never, 0);
    // Ticked rows keep the page's order, not the order they were ticked in.
    expect(await cells(ticked)).toEqual([['乙', '甲类'], ['丙', '甲类']]);
  });

  it('[EXP-02] every range is written in the order the page shows: the sort its form sends, else the list\'s own', async () => {
    const filter = { tenantId: 't', choiceDataIds: ['a', 'b'], form: { kind: 'x', sort: 'name', order: 'DESC' } };
    const descending = (names: string[]) => [...names].sort((a, b) => b.localeCompare(a, 'zh-CN'));
    // Range 1 ignores the search, not the order.
    const all = await source.resolve(db, { ...filter, dataRange: 1 }, {} as never, 0);
    expect((await cells(all)).map((row) => row[0])).toEqual(descending(['乙', '甲', '丙']));
    const ticked = await source.resolve(db, { ...filter, dataRange: 3 }, {} as never, 0);
    expect((await cells(ticked)).map((row) => row[0])).toEqual(descending(['乙', '甲']));
    // A field outside the list's allow-list is the list's own order.
    const unknown = await source.resolve(db, { ...filter, form: { sort: 'password', order: 'DESC' }, dataRange: 1 }, {} as never, 0);
    expect((await cells(unknown)).map((row) => row[0])).toEqual(['乙', '甲', '丙']);
  });

  it('[EXP-02] a job counts and pages its rows from one read of the list; another view reads again', async () => {
    let reads = 0;
    const counted = listExportSource<{ kind: string }, Row>({
      columns: [{ key: 'name', label: '名称', cell: (r) => r.name }],
      searchSchema: z.object({ kind: z.string() }),
      everything: () => ({ kind: '' }),
      searchOf: () => ({ kind: '' }),
      rows: () => { reads += 1; return Promise.resolve(ROWS); },
      idOf: (r) => r.id,
    });
    const view = await counted.resolve(db, { tenantId: 't', dataRange: 1, choiceDataIds: [], form: {} }, {} as never, 0);
    expect(await counted.count(db, view)).toBe(3);
    for await (const page of counted.pages(db, view, 0)) expect(page).toHaveLength(3);
    expect(reads).toBe(1);
    const again = counted.parseView(JSON.parse(JSON.stringify(view)));
    if (!again) throw new Error('view not read back');
    expect(await counted.count(db, again)).toBe(3);
    expect(reads).toBe(2);
  });

  it('[EXP-11] a job\'s stored view is read back only when it is one; columns carry their titles', () => {
    expect(source.parseView({ tenantId: 't', dataRange: 2, search: { kind: 'x', order: 'ASC' }, ids: [] })).not.toBeNull();
    expect(source.parseView({ tenantId: 't', dataRange: 4, search: {}, ids: [] })).toBeNull();
    expect(source.columns({ tenantId: 't', dataRange: 1, search: { kind: '', order: 'ASC' }, ids: [] })).toEqual([
      { key: 'name', label: '名称', kind: 'text' }, { key: 'kind', label: '类型', kind: 'text' },
    ]);
  });
});
