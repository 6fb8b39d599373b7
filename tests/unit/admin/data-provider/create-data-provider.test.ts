import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createDataProvider } from '../../../../src/admin/data-provider/create-data-provider';
import { defineResource } from '../../../../src/admin/data-provider/resource-calls';
import { RESOURCE_CALLS } from '../../../../src/admin/resources';
import { defineCall } from '../../../../src/shared/api/catalogue/define-call';
import { ApiError } from '../../../../src/shared/api/client-types';
import { fakeClients } from '../../../support/studio-harness';

const TYPES = [
  { id: 't1', typeName: '办事', sort: 3, cardCount: 2 },
  { id: 't2', typeName: '资讯', sort: 1, cardCount: 0 },
  { id: 't3', typeName: '工具', sort: 2, cardCount: 1 },
];

function cardTypeServer() {
  const rows = TYPES.map((row) => ({ ...row }));
  const clients = fakeClients({
    cardTypeList: () => rows.map((row) => ({ ...row })),
    cardTypeSubmit: (input) => {
      const { id, typeName, sort } = input as { id?: string; typeName: string; sort: number };
      if (id === undefined) {
        rows.push({ id: 'new1', typeName, sort, cardCount: 0 });
        return { id: 'new1' };
      }
      const row = rows.find((r) => r.id === id);
      if (!row) throw new ApiError(8008, '卡片类型不存在', [], 404);
      Object.assign(row, { typeName, sort });
      return { id };
    },
    cardTypeRemove: (input) => {
      const { id } = input as { id: string };
      const row = rows.find((r) => r.id === id);
      if (row && row.cardCount > 0) throw new ApiError(8008, '该类型下仍有卡片', [], 409);
      rows.splice(rows.findIndex((r) => r.id === id), 1);
      return null;
    },
  });
  return { rows, clients, provider: createDataProvider(clients, RESOURCE_CALLS) };
}

const page = (p: number, perPage: number, field = 'sort', order: 'ASC' | 'DESC' = 'ASC', filter = {}) => (
  { pagination: { page: p, perPage }, sort: { field, order }, filter }
);

describe('the studio data provider (card types over a fake client)', () => {
  it('getList pages, sorts and filters the whole list that indextypeconfig/list answers', async () => {
    const { provider, clients } = cardTypeServer();
    const first = await provider.getList('cardTypes', page(1, 2));
    expect(first.total).toBe(3);
    expect(first.data.map((r) => r.id)).toEqual(['t2', 't3']);
    const second = await provider.getList('cardTypes', page(2, 2));
    expect(second.data.map((r) => r.id)).toEqual(['t1']);
    const byCount = await provider.getList('cardTypes', page(1, 10, 'cardCount', 'DESC'));
    expect(byCount.data.map((r) => r.id)).toEqual(['t1', 't3', 't2']);
    const search = await provider.getList('cardTypes', page(1, 10, 'sort', 'ASC', { q: '资' }));
    expect(search.data.map((r) => r.typeName)).toEqual(['资讯']);
    const exact = await provider.getList('cardTypes', page(1, 10, 'sort', 'ASC', { cardCount: 0 }));
    expect(exact.data.map((r) => r.id)).toEqual(['t2']);
    // Every call went through the blade client, silently: react-admin shows errors itself.
    expect(clients.calls.every((c) => c.client === 'blade' && c.name === 'cardTypeList' && c.options?.silent === true)).toBe(true);
  });

  it('getOne and getMany read records by id (from the list: card types have no detail call)', async () => {
    const { provider } = cardTypeServer();
    expect((await provider.getOne('cardTypes', { id: 't3' })).data).toEqual(TYPES[2]);
    expect((await provider.getMany('cardTypes', { ids: ['t1', 't2'] })).data.map((r) => r.id)).toEqual(['t1', 't2']);
    const missing = await provider.getOne('cardTypes', { id: 'nope' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(HttpError);
    expect((missing as HttpError).status).toBe(404);
  });

  it('create submits without an id and answers the record with the id the server gave', async () => {
    const { provider, clients, rows } = cardTypeServer();
    const created = await provider.create('cardTypes', { data: { typeName: '新类型', sort: 9 } });
    expect(created.data).toEqual({ typeName: '新类型', sort: 9, id: 'new1' });
    expect(clients.calls.at(-1)).toMatchObject({ name: 'cardTypeSubmit', input: { typeName: '新类型', sort: 9 } });
    expect(clients.calls.at(-1)?.input).not.toHaveProperty('id');
    expect(rows.at(-1)).toMatchObject({ id: 'new1', typeName: '新类型' });
  });

  it('update submits the whole object with its id; updateMany starts each from the stored record', async () => {
    const { provider, clients, rows } = cardTypeServer();
    const updated = await provider.update('cardTypes', { id: 't1', data: { typeName: '办事服务' }, previousData: TYPES[0]! });
    expect(updated.data).toMatchObject({ id: 't1', typeName: '办事服务', sort: 3 });
    expect(clients.calls.at(-1)?.input).toEqual({ id: 't1', typeName: '办事服务', sort: 3 });

    const many = await provider.updateMany('cardTypes', { ids: ['t2', 't3'], data: { sort: 7 } });
    expect(many.data).toEqual(['t2', 't3']);
    expect(rows.filter((r) => r.sort === 7).map((r) => [r.id, r.typeName])).toEqual([['t2', '资讯'], ['t3', '工具']]);
  });

  it('delete and deleteMany call removeType per record; a refusal stops and reaches react-admin as an HttpError', async () => {
    const { provider, rows } = cardTypeServer();
    expect((await provider.delete('cardTypes', { id: 't2', previousData: TYPES[1]! })).data).toEqual(TYPES[1]);
    const refused = await provider.deleteMany('cardTypes', { ids: ['t3', 't1'] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).message).toBe('该类型下仍有卡片');
    expect((refused as HttpError).status).toBe(409);
    // t3 still held a card, so nothing after it was tried either.
    expect(rows.map((r) => r.id)).toEqual(['t1', 't3']);
  });

  it('an error naming fields becomes body.errors, so the message shows beside each field', async () => {
    const clients = fakeClients({
      cardTypeSubmit: () => {
        throw new ApiError(8008, 'typeName：类型名称不能超过 20 个字符', [
          { field: 'typeName', msg: '类型名称不能超过 20 个字符' },
          { field: 'typeName', msg: '第二条' },
          { field: 'sort', msg: '请输入整数' },
        ], 400);
      },
    });
    const provider = createDataProvider(clients, RESOURCE_CALLS);
    const error = await provider.create('cardTypes', { data: { typeName: 'x', sort: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toMatchObject({
      errors: { typeName: '类型名称不能超过 20 个字符', sort: '请输入整数', root: { serverError: 'typeName：类型名称不能超过 20 个字符' } },
    });
  });

  it('sends each call through the client of its kind, and refuses unknown resources and operations', async () => {
    const ospList = defineCall({
      name: 'ospThings', method: 'POST', path: '/api/online-service-platform/things/list', client: 'osp',
      request: z.object({}), response: z.array(z.object({ id: z.string() })),
    });
    const clients = fakeClients({ ospThings: () => [{ id: 'a' }] });
    const provider = createDataProvider(clients, {
      things: defineResource({ list: { kind: 'whole', call: ospList, request: () => ({}), records: (rows) => rows } }),
    });
    expect((await provider.getList('things', page(1, 5, 'id'))).data).toEqual([{ id: 'a' }]);
    expect(clients.calls.map((c) => c.client)).toEqual(['osp']);
    const noCreate = await provider.create('things', { data: {} }).catch((e: unknown) => e);
    expect((noCreate as HttpError).status).toBe(405);
    const unknown = await provider.getList('nothing', page(1, 5)).catch((e: unknown) => e);
    expect((unknown as HttpError).status).toBe(404);
  });

  it('a paged call passes paging, sort and filter to the server and takes its total', async () => {
    const pageCall = defineCall({
      name: 'thingPage', method: 'POST', path: '/api/blade-platform/things/page',
      request: z.object({ current: z.number(), size: z.number(), orderBy: z.string(), keyword: z.string() }),
      response: z.object({ records: z.array(z.object({ id: z.string() })), total: z.number() }),
    });
    const clients = fakeClients({ thingPage: () => ({ records: [{ id: 'x' }], total: 41 }) });
    const provider = createDataProvider(clients, {
      things: defineResource({
        list: {
          kind: 'paged', call: pageCall,
          request: (q) => ({ current: q.page, size: q.perPage, orderBy: `${q.sort.field} ${q.sort.order}`, keyword: String(q.filter.q ?? '') }),
          page: (result) => ({ records: result.records, total: result.total }),
        },
      }),
    });
    const result = await provider.getList('things', page(3, 20, 'name', 'DESC', { q: '图书' }));
    expect(result).toEqual({ data: [{ id: 'x' }], total: 41 });
    expect(clients.calls[0]?.input).toEqual({ current: 3, size: 20, orderBy: 'name DESC', keyword: '图书' });
  });
});
