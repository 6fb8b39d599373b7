import { HttpError, type DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/admin/data-provider/create-data-provider';
import { defineResource } from '../../src/admin/data-provider/resource-calls';
import { RESOURCE_CALLS } from '../../src/admin/resources';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin } from '../../src/shared/api/catalogue';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const page = (perPage = 100) => ({ pagination: { page: 1, perPage }, sort: { field: 'sort', order: 'ASC' as const }, filter: {} });

/** The studio's provider over a signed-in page's own wrapped client, as the portal hands it over. */
function studioProvider(portal: TestPortal): DataProvider {
  return createDataProvider({ blade: portal.api, osp: portal.api }, RESOURCE_CALLS);
}

/** The same submit with the client's input check switched off, so the server's own validation answers. */

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe.each(testDatabases())('the studio data provider against the server on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.9.6.1' });
    student = createTestPortal(server, { ip: '10.9.6.2' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists, creates, updates and deletes card types as the administrator', async () => {
    const provider = studioProvider(admin);
    const before = await provider.getList('cardTypes', page());
    expect(before.total).toBeGreaterThan(0);
    expect(before.data.map((r) => r.sort)).toEqual([...before.data.map((r) => r.sort)].sort((a, b) => a - b));
    expect(before.data.every((r) => typeof r.typeName === 'string' && typeof r.cardCount === 'number')).toBe(true);

    const created = await provider.create('cardTypes', { data: { typeName: '  迎新服务  ', sort: 99 } });
    expect(typeof created.data.id).toBe('string');
    const stored = await provider.getOne('cardTypes', { id: created.data.id });
    // The server stores the schema's output: the name trimmed, as the form's resolver shows it.
    expect(stored.data).toMatchObject({ id: created.data.id, typeName: '迎新服务', sort: 99, cardCount: 0 });

    await provider.update('cardTypes', { id: created.data.id, data: { typeName: '迎新与离校' }, previousData: stored.data });
    expect((await provider.getOne('cardTypes', { id: created.data.id })).data).toMatchObject({ typeName: '迎新与离校', sort: 99 });
    const many = await provider.getMany('cardTypes', { ids: [created.data.id, before.data[0]!.id] });
    expect(many.data.map((r) => r.id).sort()).toEqual([created.data.id, before.data[0]!.id].sort());

    await provider.delete('cardTypes', { id: created.data.id, previousData: stored.data });
    const after = await provider.getList('cardTypes', page());
    expect(after.total).toBe(before.total);
    expect(after.data.some((r) => r.id === created.data.id)).toBe(false);
  });

  it('passes the server’s refusal to delete a type that holds cards, and deleteMany stops there', async () => {
    const provider = studioProvider(admin);
    const { data } = await provider.getList('cardTypes', page());
    const busy = data.find((r) => r.cardCount > 0);
    expect(busy).toBeDefined();
    const refusal = await failure(provider.delete('cardTypes', { id: busy!.id, previousData: busy }));
    expect(refusal.status).toBe(409);
    expect(refusal.message).toContain('该类型下仍有');

    const spare = await provider.create('cardTypes', { data: { typeName: '临时类型', sort: 98 } });
    await failure(provider.deleteMany('cardTypes', { ids: [busy!.id, spare.data.id] }));
    expect((await provider.getOne('cardTypes', { id: spare.data.id })).data.typeName).toBe('临时类型');
    expect((await provider.deleteMany('cardTypes', { ids: [spare.data.id] })).data).toEqual([spare.data.id]);
  });

  it('puts a server validation error beside its field (body.errors)', async () => {
    const loose = defineResource({
      submit: { call: unchecked(cardsAdmin.cardTypeSubmit), request: (data) => data, id: () => '' },
    });
    const provider = createDataProvider({ blade: admin.api, osp: admin.api }, { cardTypes: loose });
    const error = await failure(provider.create('cardTypes', { data: { typeName: '名'.repeat(21), sort: 1 } }));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ errors: { typeName: '类型名称不能超过 20 个字符' } });
    expect(admin.lastResponse?.http).toBe(400);

    const missing = await failure(provider.create('cardTypes', { data: { sort: 1.5 } }));
    expect(Object.keys((missing.body as { errors: Record<string, unknown> }).errors).sort()).toEqual(['root', 'sort', 'typeName']);
  });

  it('refuses a student on every operation: the configuration menu does not grant it', async () => {
    const provider = studioProvider(student);
    const tools = `ctype-${DEMO_TENANT_ID}-tools`;
    const attempts = [
      provider.getList('cardTypes', page()),
      provider.create('cardTypes', { data: { typeName: '越权', sort: 1 } }),
      provider.update('cardTypes', { id: tools, data: { typeName: '越权' }, previousData: { id: tools, typeName: '工具', sort: 1 } }),
      provider.delete('cardTypes', { id: tools, previousData: { id: tools } }),
    ];
    // Each refusal is caught as soon as it is made: awaiting them one by one left the later ones unhandled meanwhile.
    for (const refusal of await Promise.all(attempts.map(failure))) expect(refusal.status).toBe(403);
    expect((await studioProvider(admin).getOne('cardTypes', { id: tools })).data.id).toBe(tools);
  });
});
