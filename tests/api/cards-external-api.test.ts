import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalApis } from '../../src/server/db/schema/cards';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin, home } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import type { CardView, ExternalApi } from '../../src/shared/schema/cards';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const ROLE = { teacher: '1123598816738675202', student: '1123598816738675203' } as const;
const REFUSED = '数据源地址不被允许：不能访问内网、本机或保留地址';

/** An external JSON API on 127.0.0.1, recording every request it gets. */
async function startFakeApi() {
  const requests: Array<{ path: string; query: URLSearchParams; method: string; body: string }> = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ path: url.pathname, query: url.searchParams, method: req.method ?? '', body });
      const json = (value: unknown, status = 200) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      switch (url.pathname) {
        case '/news':
          return json({ code: 0, data: { list: [
            { id: 7, headline: `讲座：${url.searchParams.get('channel') ?? ''}`, meta: { published: '2026-03-02T08:00:00Z' }, pic: 'https://img.example.edu/a.jpg', link: 'https://www.example.edu/n/7' },
            { id: 'x8', headline: '第二条', meta: { published: 1_772_000_000_000 }, pic: 'http://insecure.example.edu/b.jpg', link: 'javascript:alert(1)' },
            { id: 9, meta: { published: '2026-03-01' } },
            'not a row',
          ] } });
        case '/todo':
          return json({ rows: [
            { taskId: 't1', name: `来自 ${JSON.parse(body || '{}').user ?? '?'} 的报销单`, due: '2000-01-01T00:00:00Z' },
            { taskId: 't2', name: '下周的会议室预约', due: '2999-01-01T00:00:00Z' },
          ] });
        case '/slow':
          // Never answers: the caller's own time limit has to end the request.
          return undefined;
        case '/redirect':
          res.writeHead(302, { Location: '/news' });
          return res.end();
        case '/html':
          res.writeHead(200, { 'Content-Type': 'text/html' });
          return res.end('<html></html>');
        case '/huge':
          return json({ list: Array.from({ length: 12_000 }, (_, i) => ({ id: i, headline: '很长的标题'.repeat(10) })) });
        case '/broken':
          return json({ error: 'boom' }, 500);
        default:
          return json({ list: 'not an array' });
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    requests,
    hits: (path: string) => requests.filter((r) => r.path === path).length,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message };
}

const api = (url: string, extra: Partial<ExternalApi> = {}): ExternalApi => ({
  apiName: '测试接口', url, method: 'GET', params: [], resultPath: 'list', timeoutMs: 2000, cacheSeconds: 0, headers: [], ...extra,
});

const NEWS_MAPPING = { id: 'id', title: 'headline', releaseTime: 'meta.published', coverImage: 'pic', url: 'link' };

describe.each(testDatabases())('external JSON API data sources on %s', (kind) => {
  let fake: FakeApi;
  let plain: TestServer;
  let allowed: TestServer;
  let plainAdmin: TestPortal;
  let admin: TestPortal;
  let student: TestPortal;
  let teacher: TestPortal;

  beforeAll(async () => {
    fake = await startFakeApi();
    plain = await startTestServer(kind);
    allowed = await startTestServer(kind, { DATA_SOURCE_ALLOW_HOSTS: '127.0.0.1' });
    plainAdmin = createTestPortal(plain, { ip: '10.10.0.1' });
    await plainAdmin.signIn('admin', 'Admin@123');
    admin = createTestPortal(allowed, { ip: '10.10.1.1' });
    await admin.signIn('admin', 'Admin@123');
    student = createTestPortal(allowed, { ip: '10.10.1.2' });
    await student.signIn('student', 'Student@123');
    teacher = createTestPortal(allowed, { ip: '10.10.1.3' });
    await teacher.signIn('teacher', 'Teacher@123');
  });
  afterAll(async () => {
    await plain?.close();
    await allowed?.close();
    await fake?.close();
  });

  it('refuses to save a private, loopback or link-local address without the allow list', async () => {
    for (const url of [
      `${fake.base}/news`, `http://localhost:${fake.port}/news`, `http://[::1]:${fake.port}/news`, 'http://10.1.2.3/api',
      'http://192.168.1.20/api', 'http://169.254.169.254/latest/meta-data', 'http://[::ffff:127.0.0.1]/api', 'http://[fd00::1]/api',
      'http://0.0.0.0/api', 'http://0x7f.1/api', 'http://100.64.0.1/api', 'http://[64:ff9b::7f00:1]/api',
    ]) {
      const error = await refusal(plainAdmin, plainAdmin.api.call(cardsAdmin.apiSave, api(url), { silent: true }));
      expect({ url, ...error }).toEqual({ url, http: 400, message: REFUSED });
    }
    expect(await plainAdmin.api.call(cardsAdmin.apiList, {})).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('refuses at fetch time too: an API stored past the save check never reaches the private host', async () => {
    await plain.context.db.insert(externalApis).values({
      id: 'smuggled-api', tenantId: DEMO_TENANT_ID, apiName: '绕过校验', url: `${fake.base}/news`, method: 'GET', params: [], resultPath: 'data.list', timeoutMs: 2000, cacheSeconds: 0,
    });
    const view = await plainAdmin.api.call(cardsAdmin.cardPreview, {
      id: `card-${DEMO_TENANT_ID}-news`,
      draft: { columns: [
        { cardId: `card-${DEMO_TENANT_ID}-news`, columnName: '外部', sort: 1, dataSource: { kind: 'api', apiId: 'smuggled-api', params: {}, fieldMapping: NEWS_MAPPING } },
        { cardId: `card-${DEMO_TENANT_ID}-news`, columnName: '要闻', sort: 2, dataSource: { kind: 'builtin', source: 'news', params: { channel: '学校要闻' } } },
      ] },
    });
    expect(view.columns.map((c) => [c.columnName, c.error])).toEqual([['外部', REFUSED], ['要闻', null]]);
    expect(view.columns[1]?.data?.kind).toBe('news');
    expect(fake.requests).toEqual([]);
  });

  it('refuses an address with user:password@ at save, beside the field, by the same rule as checkURL and verifyUrl, and at fetch', async () => {
    const withCredentials = [
      'https://user:password@93.184.216.34/api', `http://user:password@127.0.0.1:${fake.port}/news`, 'https://token@93.184.216.34/api',
      'https://93.184.216.34@127.0.0.1/api',
    ];
    for (const portal of [plainAdmin, admin]) {
      for (const url of withCredentials) {
        const error: unknown = await portal.api.call(cardsAdmin.apiSave, api(url), { silent: true }).then(() => null, (e: unknown) => e);
        expect(error, url).toBeInstanceOf(ApiError);
        expect(portal.lastResponse?.http, url).toBe(400);
        expect((error as ApiError).message, url).toMatch(/^url：地址中不能包含用户名或密码/);
      }
    }
    for (const portal of [plainAdmin, admin]) {
      expect((await portal.api.call(cardsAdmin.apiList, {})).map((a) => a.url).filter((u) => u.includes('@'))).toEqual([]);
    }
    // Stored past the save check (an older row), the address is refused at fetch: the credentials never leave.
    await allowed.context.db.insert(externalApis).values({
      id: 'credentials-api', tenantId: DEMO_TENANT_ID, apiName: '带密码的地址', url: `http://user:password@127.0.0.1:${fake.port}/news`,
      method: 'GET', params: [], resultPath: 'data.list', timeoutMs: 2000, cacheSeconds: 0,
    });
    const before = fake.requests.length;
    const view = await admin.api.call(cardsAdmin.cardPreview, {
      id: `card-${DEMO_TENANT_ID}-news`,
      draft: { columns: [{ cardId: `card-${DEMO_TENANT_ID}-news`, columnName: '外部', sort: 1, dataSource: { kind: 'api', apiId: 'credentials-api', params: {}, fieldMapping: NEWS_MAPPING } }] },
    });
    expect(view.columns[0]?.error).toMatch(/用户名或密码/);
    expect(fake.requests.length).toBe(before);
  });

  describe('with DATA_SOURCE_ALLOW_HOSTS=127.0.0.1', () => {
    let cardId: string;
    let newsApiId: string;

    beforeAll(async () => {
      ({ id: newsApiId } = await admin.api.call(cardsAdmin.apiSave, api(`${fake.base}/news`, {
        apiName: '讲座接口', resultPath: 'data.list', cacheSeconds: 60,
        params: [
          { name: 'channel', paramType: 'fixed', value: 'all' },
          { name: 'account', paramType: 'userAccount', value: 'spoofed' },
          { name: 'tenant', paramType: 'tenantId', value: '' },
        ],
      })));
      ({ id: cardId } = await admin.api.call(cardsAdmin.cardSubmit, {
        typeId: `ctype-${DEMO_TENANT_ID}-info`, cardKind: 'CAMPUS_NEWS', cardName: '外部讲座', cardIntroduction: '来自讲座系统', displayRows: 2, url: '', status: 1, sort: 30,
      }));
      await admin.api.call(cardsAdmin.columnSubmit, {
        cardId, columnName: '讲座系统', sort: 1,
        // The column overrides the fixed parameter; it cannot override whose account is sent.
        dataSource: { kind: 'api', apiId: newsApiId, params: { channel: 'lecture', account: 'admin' }, fieldMapping: NEWS_MAPPING },
      });
      await admin.api.call(cardsAdmin.cardAuthConfig, { cardId, roles: [
        { roleId: ROLE.student, visible: true, inDefault: false, mandatory: false, defaultSort: 50 },
        { roleId: ROLE.teacher, visible: true, inDefault: false, mandatory: false, defaultSort: 50 },
      ] });
      // Card edits are drafts until published (issue 6).
      await admin.api.call(cardsAdmin.homePageStudio.publish, {});
    });

    it('saves the API and lists it', async () => {
      expect(await admin.api.call(cardsAdmin.apiDetail, { id: newsApiId })).toMatchObject({ apiName: '讲座接口', url: `${fake.base}/news`, cacheSeconds: 60 });
      expect((await admin.api.call(cardsAdmin.apiList, {})).map((a) => a.id)).toContain(newsApiId);
      // Private addresses that the list does not name stay refused.
      const other = await refusal(admin, admin.api.call(cardsAdmin.apiSave, api('http://10.0.0.8/api'), { silent: true }));
      expect(other).toEqual({ http: 400, message: REFUSED });
    });

    it('fetches with the caller\'s parameters and maps the rows through the field mapping', async () => {
      const before = fake.hits('/news');
      const view = await student.api.call(home.getCardData, { cardId });
      expect(fake.hits('/news')).toBe(before + 1);
      const sent = fake.requests.at(-1);
      expect(sent?.method).toBe('GET');
      expect(Object.fromEntries(sent?.query ?? [])).toEqual({ channel: 'lecture', account: 'student', tenant: DEMO_TENANT_ID });

      expect(view.dataSource).toBe('Api');
      const data = view.columns[0]?.data;
      expect(view.columns[0]?.error).toBeNull();
      expect(data?.kind).toBe('news');
      if (data?.kind !== 'news') return;
      // The row without a title and the row that is not an object are dropped.
      expect(data.items).toEqual([
        {
          id: '7', title: '讲座：lecture', summary: '', dataSource: 'Api', releaseTime: '2026-03-02T08:00:00.000Z', create_time: null,
          fieldSet: '', coverImage: 'https://img.example.edu/a.jpg', url: 'https://www.example.edu/n/7',
        },
        {
          id: 'x8', title: '第二条', summary: '', dataSource: 'Api', releaseTime: new Date(1_772_000_000_000).toISOString(), create_time: null,
          // An http image and a javascript: link are never passed on.
          fieldSet: '', coverImage: '', url: '',
        },
      ]);
      expect(data.total).toBe(2);
    });

    it('serves the cached answer for cacheSeconds per user, then fetches again', async () => {
      await student.api.call(home.getCardData, { cardId });
      const hits = fake.hits('/news');
      await student.api.call(home.getCardData, { cardId });
      expect(fake.hits('/news')).toBe(hits);
      // Another user means another account parameter, so another answer.
      await teacher.api.call(home.getCardData, { cardId });
      expect(fake.hits('/news')).toBe(hits + 1);
      expect(fake.requests.at(-1)?.query.get('account')).toBe('teacher');

      allowed.advanceClock(61_000);
      await student.api.call(home.getCardData, { cardId });
      expect(fake.hits('/news')).toBe(hits + 2);
      await student.api.call(home.getCardData, { cardId });
      expect(fake.hits('/news')).toBe(hits + 2);
    });

    it('POSTs the parameters as JSON and maps rows to the card kind (to-dos, overdue by their due time)', async () => {
      const { id: apiId } = await admin.api.call(cardsAdmin.apiSave, api(`${fake.base}/todo`, {
        method: 'POST', resultPath: 'rows', params: [{ name: 'user', paramType: 'userId', value: '' }, { name: 'kind', paramType: 'fixed', value: '报销' }],
      }));
      const view = await admin.api.call(cardsAdmin.cardPreview, {
        id: `card-${DEMO_TENANT_ID}-todo`, userId: '1123598821738675202',
        draft: { columns: [{ cardId: `card-${DEMO_TENANT_ID}-todo`, columnName: '财务系统', sort: 1, dataSource: { kind: 'api', apiId, params: {}, fieldMapping: { id: 'taskId', title: 'name', dueAt: 'due' } } }] },
      });
      const sent = fake.requests.at(-1);
      expect(sent?.method).toBe('POST');
      expect(JSON.parse(sent?.body ?? '')).toEqual({ user: '1123598821738675202', kind: '报销' });
      expect(view.columns[0]?.data).toMatchObject({
        kind: 'todo',
        items: [{ columnName: '财务系统', todoNum: 2, todoTimeoutNum: 1 }],
        entries: [
          { id: 't1', title: '来自 1123598821738675202 的报销单', overdue: true },
          { id: 't2', title: '下周的会议室预约', overdue: false },
        ],
      });
    });

    async function previewWith(apis: Array<[string, Partial<ExternalApi>]>): Promise<CardView> {
      const columns = [];
      for (const [index, [path, extra]] of apis.entries()) {
        const { id } = await admin.api.call(cardsAdmin.apiSave, api(`${fake.base}${path}`, extra));
        columns.push({ cardId: `card-${DEMO_TENANT_ID}-news`, columnName: path.slice(1), sort: index, dataSource: { kind: 'api' as const, apiId: id, params: {}, fieldMapping: NEWS_MAPPING } });
      }
      return admin.api.call(cardsAdmin.cardPreview, { id: `card-${DEMO_TENANT_ID}-news`, draft: { columns } });
    }

    it('times out a slow API on its own time limit while the other columns load', async () => {
      const started = Date.now();
      const view = await previewWith([['/slow', { timeoutMs: 500 }], ['/news', { resultPath: 'data.list' }]]);
      expect(Date.now() - started).toBeLessThan(1400);
      expect(view.columns.map((c) => c.error)).toEqual(['外部数据源响应超时', null]);
      expect(view.columns[1]?.data).toMatchObject({ kind: 'news', total: 2 });
    });

    it('follows no redirect and accepts only JSON, at most 1 MB, with a list at resultPath', async () => {
      const view = await previewWith([['/redirect', {}], ['/html', {}], ['/huge', {}], ['/broken', {}], ['/other', {}]]);
      expect(view.columns.map((c) => c.error)).toEqual([
        '外部数据源请求失败：返回了重定向，不予跟随',
        '外部数据源请求失败：返回的不是 JSON',
        '外部数据源请求失败：返回内容超过 1 MB',
        '外部数据源请求失败：HTTP 500',
        '外部数据源返回内容中找不到数据列表',
      ]);
      expect(view.columns.every((c) => c.data === null)).toBe(true);
    });
  });
});
