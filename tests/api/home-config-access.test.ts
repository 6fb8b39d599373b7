import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin } from '../../src/shared/api/catalogue';
import type { CallDef, CallRequest } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const ROLE_STUDENT = '1123598816738675203';

/** Every call of the home page area: the card configuration calls and the area's studio calls. */
function everyCall(): CallDef[] {
  const { homePageStudio, BUILTIN_SOURCES: _sources, ...specCalls } = cardsAdmin;
  return [...Object.values(specCalls), ...Object.values(homePageStudio)];
}

/** What the administrator's run makes; the refused callers send the seeded objects instead. */
const made = {
  type: `ctype-${DEMO_TENANT_ID}-tools`,
  card: `card-${DEMO_TENANT_ID}-tools`,
  column: `ccol-${DEMO_TENANT_ID}-tools-1`,
  api: 'none',
  /** A JSON API on loopback (allowed for this server) that 测试调用 reaches. */
  fakeApi: 'http://127.0.0.1:9/none',
};

/**
 * One well-formed request per call, in an order in which the administrator's run succeeds end to end (a type, a
 * card and a column are made, published, removed, and the seeded version is rolled back to).
 */
const plan: Array<[CallDef, () => unknown, ((answer: unknown) => void)?]> = [
  [cardsAdmin.cardTypeList, () => ({})],
  [cardsAdmin.cardTypeSubmit, () => ({ typeName: '越权类型', sort: 9 }), (a) => { made.type = (a as { id: string }).id; }],
  [cardsAdmin.cardTypeCardList, () => ({ typeId: made.type })],
  [cardsAdmin.cardList, () => ({})],
  [cardsAdmin.cardSubmit, () => ({ typeId: made.type, cardKind: 'COMMON_TOOLS', cardName: '越权卡片', cardIntroduction: '', displayRows: 1, url: '', status: 1, sort: 1 }),
    (a) => { made.card = (a as { id: string }).id; }],
  [cardsAdmin.cardBasicDetail, () => ({ cardId: made.card })],
  [cardsAdmin.cardBasicSubmit, () => ({ cardId: made.card, cardName: '越权', cardIntroduction: '', displayRows: 2 })],
  [cardsAdmin.columnList, () => ({ cardId: made.card })],
  [cardsAdmin.columnSubmit, () => ({ cardId: made.card, columnName: '越权', sort: 1, dataSource: { kind: 'builtin', source: 'tools', params: {} } }),
    (a) => { made.column = (a as { id: string }).id; }],
  [cardsAdmin.columnDetail, () => ({ id: made.column })],
  [cardsAdmin.columnTodoRemindDetail, () => ({ id: made.column })],
  [cardsAdmin.columnField, () => ({ id: made.column })],
  [cardsAdmin.columnSave, () => ({ id: made.column, remindTodoNum: true })],
  [cardsAdmin.columnAdjustOrder, () => ({ cardId: made.card, ids: [made.column] })],
  [cardsAdmin.cardPreview, () => ({ id: made.card })],
  [cardsAdmin.columnGetConfig, () => ({ cardId: made.card })],
  [cardsAdmin.columnServiceList, () => ({ keyword: '请假' })],
  [cardsAdmin.columnParamTypeList, () => ({})],
  [cardsAdmin.columnRequestParams, () => ({ source: 'todo' })],
  [cardsAdmin.columnReturnParams, () => ({ cardKind: 'CAMPUS_NEWS' })],
  [cardsAdmin.columnFlowTypes, () => ({})],
  [cardsAdmin.dataSourceList, () => ({})],
  [cardsAdmin.apiList, () => ({})],
  // A literal public address: saved without a DNS lookup.
  [cardsAdmin.apiSave, () => ({ apiName: '越权接口', url: 'https://93.184.216.34/a', method: 'GET', params: [], resultPath: '', timeoutMs: 1000, cacheSeconds: 0 }),
    (a) => { made.api = (a as { id: string }).id; }],
  [cardsAdmin.apiDetail, () => ({ id: made.api })],
  [cardsAdmin.apiTest, () => ({ apiName: '越权测试', url: made.fakeApi, method: 'GET', params: [], resultPath: '', timeoutMs: 2000, cacheSeconds: 0 })],
  [cardsAdmin.apiRemove, () => ({ id: made.api })],
  [cardsAdmin.cardAuthConfig, () => ({ cardId: made.card, roles: [{ roleId: ROLE_STUDENT, visible: true, inDefault: true, mandatory: true, defaultSort: 1 }] })],
  [cardsAdmin.cardGetAuthConfig, () => ({ cardId: made.card })],
  [cardsAdmin.cardUnder, () => ({ id: made.card, status: 0 })],
  [cardsAdmin.cardTypeUnder, () => ({ id: made.type, status: 1 })],
  [cardsAdmin.cardTypeSubmitCard, () => ({ typeId: made.type, cardIds: [made.card] })],
  [cardsAdmin.homePageStudio.draft, () => ({})],
  [cardsAdmin.homePageStudio.preview, () => ({ roleId: ROLE_STUDENT })],
  [cardsAdmin.homePageStudio.compare, () => ({ from: 'published', to: 'draft' })],
  [cardsAdmin.homePageStudio.publish, () => ({ note: '越权发布' })],
  [cardsAdmin.homePageStudio.history, () => ({})],
  [cardsAdmin.homePageStudio.version, () => ({ version: 1 })],
  [cardsAdmin.homePageStudio.audit, () => ({})],
  [cardsAdmin.columnRemove, () => ({ id: made.column })],
  [cardsAdmin.cardRemove, () => ({ id: made.card })],
  [cardsAdmin.cardTypeRemove, () => ({ id: made.type })],
  [cardsAdmin.homePageStudio.rollback, () => ({ version: 1 })],
  [cardsAdmin.homePageStudio.discard, () => ({})],
];

describe.each(testDatabases())('every home page configuration call is refused without the homePageConfig menu, on %s', (kind) => {
  let server: TestServer;
  let fake: http.Server;
  const portals = {} as Record<'anonymous' | 'student' | 'teacher' | 'admin', TestPortal>;

  beforeAll(async () => {
    fake = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('[]');
    }).listen(0, '127.0.0.1');
    await once(fake, 'listening');
    made.fakeApi = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/rows`;
    server = await startTestServer(kind, { DATA_SOURCE_ALLOW_HOSTS: '127.0.0.1' });
    portals.anonymous = createTestPortal(server, { ip: '10.8.0.1' });
    for (const [account, password, ip] of [['student', 'Student@123', '10.8.0.2'], ['teacher', 'Teacher@123', '10.8.0.3'], ['admin', 'Admin@123', '10.8.0.4']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
    fake?.close();
  });

  it('the walk covers every call of the area', () => {
    expect(plan.map(([call]) => call.name).sort()).toEqual(everyCall().map((call) => call.name).sort());
    expect(everyCall()).toHaveLength(44);
  });

  it.each([['anonymous', 401], ['student', 403], ['teacher', 403]] as const)('refuses %s every call (HTTP %i) and changes nothing', async (who, http) => {
    const portal = portals[who];
    for (const [call, input] of plan) {
      const error: unknown = await portal.api.call(call, input() as CallRequest<typeof call>, { silent: true }).then(() => null, (e: unknown) => e);
      expect(error, call.name).toBeInstanceOf(ApiError);
      expect({ call: call.name, http: portal.lastResponse?.http }).toEqual({ call: call.name, http });
    }
    expect(await portals.admin.api.call(cardsAdmin.homePageStudio.history, {})).toMatchObject({ total: 0 });
    expect((await portals.admin.api.call(cardsAdmin.homePageStudio.draft, {})).revision).toBe(0);
    expect(await portals.admin.api.call(cardsAdmin.apiList, {})).toEqual([]);
  });

  it('lets the administrator make every call', async () => {
    for (const [call, input, keep] of plan) {
      const answer: unknown = await portals.admin.api.call(call, input() as CallRequest<typeof call>, { silent: true });
      keep?.(answer);
      expect(portals.admin.lastResponse?.http, call.name).toBe(200);
    }
    const history = await portals.admin.api.call(cardsAdmin.homePageStudio.history, {});
    expect(history.records.map((r) => r.action)).toEqual(['rollback', 'publish', 'baseline']);
  });
});
