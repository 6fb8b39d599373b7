import { HttpError, type DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/admin/data-provider/create-data-provider';
import { RESOURCE_CALLS } from '../../src/admin/resources';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const typeId = (key: string) => `ctype-${DEMO_TENANT_ID}-${key}`;
const page = (filter: Record<string, unknown> = {}) => ({ pagination: { page: 1, perPage: 100 }, sort: { field: 'sort', order: 'ASC' as const }, filter });

function studioProvider(portal: TestPortal): DataProvider {
  return createDataProvider({ blade: portal.api, osp: portal.api }, RESOURCE_CALLS);
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const newCard = {
  typeId: typeId('info'), cardKind: 'CAMPUS_NEWS', cardName: ' 讲座速递 ', cardIntroduction: '近期学术讲座', displayRows: 2,
  url: '', status: 1, sort: 30,
};

describe.each(testDatabases())('the studio’s card and column resources against the server on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.9.7.1' });
    student = createTestPortal(server, { ip: '10.9.7.2' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the cards of a type in order, and creates, updates and deletes a card', async () => {
    const provider = studioProvider(admin);
    const info = await provider.getList('cards', page({ typeId: typeId('info') }));
    expect(info.total).toBeGreaterThan(0);
    expect(info.data.every((c) => c.typeId === typeId('info'))).toBe(true);
    expect(info.data.map((c) => c.sort)).toEqual([...info.data.map((c) => c.sort)].sort((a, b) => a - b));

    const created = await provider.create('cards', { data: newCard });
    const stored = await provider.getOne('cards', { id: created.data.id });
    expect(stored.data).toMatchObject({ id: created.data.id, cardName: '讲座速递', displayRows: 2, cardKind: 'CAMPUS_NEWS' });

    await provider.update('cards', { id: created.data.id, data: { cardName: '学术讲座', displayRows: 3 }, previousData: stored.data });
    expect((await provider.getOne('cards', { id: created.data.id })).data).toMatchObject({ cardName: '学术讲座', displayRows: 3, sort: 30 });

    await provider.delete('cards', { id: created.data.id, previousData: stored.data });
    expect((await provider.getList('cards', page())).data.some((c) => c.id === created.data.id)).toBe(false);
  });

  it('[CARD-03] passes the server’s refusal of displayRows outside 1–3 beside the field', async () => {
    const provider = studioProvider(admin);
    // The wrapper's own input check (the shared schema) answers before the request leaves, in the server's words.
    const error = await failure(provider.create('cards', { data: { ...newCard, displayRows: 4 } }));
    expect(error.body).toMatchObject({ errors: { displayRows: '显示行数为 1–3' } });
  });

  it('lists a card’s columns, and creates, reads, updates and deletes a column', async () => {
    const provider = studioProvider(admin);
    const card = await provider.create('cards', { data: { ...newCard, cardKind: 'COMMON_SERVICES', cardName: '新生服务' } });
    const cardId = String(card.data.id);
    expect((await provider.getList('cardColumns', page())).total).toBe(0);
    expect((await provider.getList('cardColumns', page({ cardId }))).total).toBe(0);

    const column = {
      cardId, columnName: '热门', sort: 1, dataSource: { kind: 'builtin', source: 'services', params: { order: 'visitCount' } },
    };
    const first = await provider.create('cardColumns', { data: column });
    const second = await provider.create('cardColumns', { data: { ...column, columnName: '最新', sort: 2 } });
    const listed = await provider.getList('cardColumns', page({ cardId }));
    expect(listed.data.map((c) => c.columnName)).toEqual(['热门', '最新']);

    const detail = await provider.getOne('cardColumns', { id: first.data.id });
    expect(detail.data).toMatchObject({ cardId, columnName: '热门', dataSource: { kind: 'builtin', source: 'services', params: { order: 'visitCount' } } });
    await provider.update('cardColumns', { id: first.data.id, data: { columnName: '常用' }, previousData: detail.data });
    expect((await provider.getOne('cardColumns', { id: first.data.id })).data.columnName).toBe('常用');

    await provider.delete('cardColumns', { id: second.data.id, previousData: second.data });
    expect((await provider.getList('cardColumns', page({ cardId }))).data.map((c) => c.id)).toEqual([first.data.id]);
    await provider.delete('cardColumns', { id: first.data.id, previousData: first.data });
    await provider.delete('cards', { id: cardId, previousData: card.data });
  });

  it('refuses a student every card and column operation: the configuration menu does not grant it', async () => {
    const provider = studioProvider(student);
    const cards = await studioProvider(admin).getList('cards', page({ typeId: typeId('info') }));
    const someCard = cards.data[0]!;
    const columns = await studioProvider(admin).getList('cardColumns', page({ cardId: someCard.id }));
    // Started one at a time: a refusal waiting unobserved would count as an unhandled rejection.
    const attempts: (() => Promise<unknown>)[] = [
      () => provider.getList('cards', page()),
      () => provider.create('cards', { data: newCard }),
      () => provider.update('cards', { id: someCard.id, data: { cardName: '越权' }, previousData: someCard }),
      () => provider.delete('cards', { id: someCard.id, previousData: someCard }),
      () => provider.getList('cardColumns', page({ cardId: someCard.id })),
      () => provider.create('cardColumns', { data: { cardId: someCard.id, columnName: '越权', sort: 9, dataSource: { kind: 'builtin', source: 'news', params: {} } } }),
    ];
    const column = columns.data[0];
    if (column) attempts.push(() => provider.getOne('cardColumns', { id: column.id }));
    for (const attempt of attempts) expect((await failure(attempt())).status).toBe(403);
    expect((await studioProvider(admin).getOne('cards', { id: someCard.id })).data.cardName).toBe(someCard.cardName);
  });
});
