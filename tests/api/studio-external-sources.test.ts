import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalApis } from '../../src/server/db/schema/cards';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin } from '../../src/shared/api/catalogue';
import type { ExternalApi } from '../../src/shared/schema/cards';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const REFUSED = '数据源地址不被允许：不能访问内网、本机或保留地址';
const TOKEN = 'Bearer s3cr3t-token-of-the-finance-system';
const API_KEY = 'key-0123456789abcdef';

/** A JSON API on 127.0.0.1 that answers only a caller with the right headers, and records what it got. */
async function startFakeApi() {
  const seen: Array<{ path: string; authorization: string | undefined; apiKey: string | undefined; account: string | null }> = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push({ path: url.pathname, authorization: req.headers.authorization, apiKey: req.headers['x-api-key'] as string | undefined, account: url.searchParams.get('who') });
    const json = (value: unknown, status = 200) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/slow') return undefined;
    if (req.headers.authorization !== TOKEN) return json({ error: 'unauthorised' }, 401);
    return json({ data: { list: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, headline: `新闻 ${i + 1}`, who: url.searchParams.get('who') })) } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

const source = (url: string, extra: Partial<ExternalApi> = {}): ExternalApi => ({
  apiName: '财务新闻', url, method: 'GET', params: [{ name: 'who', paramType: 'userAccount', value: '' }], resultPath: 'data.list',
  timeoutMs: 2000, cacheSeconds: 0, headers: [{ name: 'Authorization', value: TOKEN }, { name: 'X-Api-Key', value: API_KEY }], ...extra,
});

describe.each(testDatabases())('external data sources (外部接口) in the studio on %s', (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeApi>>;
  let plain: TestServer;
  let allowed: TestServer;
  let plainAdmin: TestPortal;
  let admin: TestPortal;

  beforeAll(async () => {
    fake = await startFakeApi();
    plain = await startTestServer(kind);
    allowed = await startTestServer(kind, { DATA_SOURCE_ALLOW_HOSTS: '127.0.0.1' });
    plainAdmin = createTestPortal(plain, { ip: '10.12.0.1' });
    await plainAdmin.signIn('admin', 'Admin@123');
    admin = createTestPortal(allowed, { ip: '10.12.1.1' });
    await admin.signIn('admin', 'Admin@123');
  });
  afterAll(async () => {
    await plain?.close();
    await allowed?.close();
    await fake?.close();
  });

  it('keeps header values as secrets: sealed at rest, never answered by the list or the detail', async () => {
    const { id } = await admin.api.call(cardsAdmin.apiSave, source(`${fake.base}/news`));
    const answers = JSON.stringify([await admin.api.call(cardsAdmin.apiList, {}), await admin.api.call(cardsAdmin.apiDetail, { id })]);
    expect(answers).not.toContain('s3cr3t');
    expect(answers).not.toContain(API_KEY);
    expect((await admin.api.call(cardsAdmin.apiDetail, { id })).headers).toEqual([{ name: 'Authorization', valueSet: true }, { name: 'X-Api-Key', valueSet: true }]);

    const [row] = await allowed.context.db.select({ headers: externalApis.headers }).from(externalApis).where(eq(externalApis.id, id));
    expect(JSON.stringify(row?.headers)).not.toContain('s3cr3t');
    expect(row?.headers.map((h) => h.sealed)).toEqual([expect.stringMatching(/^v1\./), expect.stringMatching(/^v1\./)]);

    // Saving again with the values left empty keeps them; a new header without a value is refused beside it.
    await admin.api.call(cardsAdmin.apiSave, source(`${fake.base}/news`, { id, headers: [{ name: 'Authorization', value: '' }, { name: 'X-Api-Key', value: '' }] }));
    const result = await admin.api.call(cardsAdmin.apiTest, source(`${fake.base}/news`, { id, headers: [{ name: 'Authorization', value: '' }] }));
    expect(result.total).toBe(12);
    const missing = await refusal(admin, admin.api.call(cardsAdmin.apiSave, source(`${fake.base}/news`, { id, headers: [{ name: 'X-Other', value: '' }] }), { silent: true }));
    expect(missing).toMatchObject({ http: 400, fields: ['headers.0.value'] });
  });

  it('测试调用 sends the headers and the caller\'s account, and answers the first five rows at the result path', async () => {
    const before = fake.seen.length;
    const result = await admin.api.call(cardsAdmin.apiTest, source(`${fake.base}/news`));
    expect(result.total).toBe(12);
    expect(result.rows).toHaveLength(5);
    expect(result.rows[0]).toEqual({ id: 1, headline: '新闻 1', who: 'admin' });
    expect(fake.seen.slice(before)).toEqual([{ path: '/news', authorization: TOKEN, apiKey: API_KEY, account: 'admin' }]);

    const wrongPath = await refusal(admin, admin.api.call(cardsAdmin.apiTest, source(`${fake.base}/news`, { resultPath: 'data.items' }), { silent: true }));
    expect(wrongPath).toMatchObject({ http: 400, fields: ['resultPath'] });
  });

  it('the address guard refuses loopback and private addresses for 测试调用 unless the allow list names them', async () => {
    for (const url of [`${fake.base}/news`, 'http://localhost:1/x', 'http://10.0.0.8/api', 'http://169.254.169.254/latest', 'http://[::1]/x']) {
      const refused = await refusal(plainAdmin, plainAdmin.api.call(cardsAdmin.apiTest, source(url), { silent: true }));
      expect({ url, ...refused }).toEqual({ url, http: 400, message: REFUSED, fields: [] });
    }
    expect(fake.seen.filter((s) => s.path === '/news' && s.account === null)).toEqual([]);
  });

  it('测试调用 ends at the API\'s time-out', async () => {
    const started = Date.now();
    const timedOut = await refusal(admin, admin.api.call(cardsAdmin.apiTest, source(`${fake.base}/slow`, { timeoutMs: 600 }), { silent: true }));
    expect(timedOut).toMatchObject({ http: 504, message: '外部数据源响应超时' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses header names the transport owns and header values with line breaks', async () => {
    const host = await refusal(admin, admin.api.call(unchecked(cardsAdmin.apiSave), { ...source(`${fake.base}/news`), headers: [{ name: 'Host', value: 'evil.example' }] }, { silent: true }));
    expect(host).toMatchObject({ http: 400, fields: ['headers.0.name'] });
    const split = await refusal(admin, admin.api.call(unchecked(cardsAdmin.apiSave), { ...source(`${fake.base}/news`), headers: [{ name: 'X-A', value: 'a\r\nX-B: b' }] }, { silent: true }));
    expect(split).toMatchObject({ http: 400, fields: ['headers.0.value'] });
  });

  it('deletes an API no column uses, and refuses one a column uses (IN_USE)', async () => {
    const { id } = await admin.api.call(cardsAdmin.apiSave, source(`${fake.base}/news`, { apiName: '被栏目使用' }));
    const cardId = `card-${DEMO_TENANT_ID}-news`;
    const column = await admin.api.call(cardsAdmin.columnSubmit, {
      cardId, columnName: '外部新闻', sort: 9, dataSource: { kind: 'api', apiId: id, params: {}, fieldMapping: { id: 'id', title: 'headline' } },
    });
    const inUse = await refusal(admin, admin.api.call(cardsAdmin.apiRemove, { id }, { silent: true }));
    expect(inUse.http).toBe(409);
    expect(inUse.message).toContain('外部新闻');
    await admin.api.call(cardsAdmin.columnRemove, { id: column.id });
    await admin.api.call(cardsAdmin.apiRemove, { id });
    expect((await admin.api.call(cardsAdmin.apiList, {})).map((a) => a.id)).not.toContain(id);
  });

  it('refuses an api column whose mapping leaves out a required field of its card kind (id of a news item)', async () => {
    const { id } = await admin.api.call(cardsAdmin.apiSave, source(`${fake.base}/news`, { apiName: '映射检查' }));
    const refused = await refusal(admin, admin.api.call(cardsAdmin.columnSubmit, {
      cardId: `card-${DEMO_TENANT_ID}-news`, columnName: '缺少编号', sort: 9, dataSource: { kind: 'api', apiId: id, params: {}, fieldMapping: { title: 'headline' } },
    }, { silent: true }));
    expect(refused).toMatchObject({ http: 400, fields: ['dataSource.fieldMapping'] });
    expect(refused.message).toContain('请映射必填字段：id');
  });
});
