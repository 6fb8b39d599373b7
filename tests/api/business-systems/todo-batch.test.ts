import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDeliveries } from '../../../src/server/db/schema/business-systems';
import { services } from '../../../src/server/db/schema/catalogue';
import { processEvents, processNodes } from '../../../src/server/db/schema/process';
import { DEMO_TENANT_ID } from '../../../src/server/seed';
import { home } from '../../../src/shared/api/catalogue';
import { businessKeyCreate, businessSystemSave } from '../../../src/shared/api/catalogue/business-systems';
import {
  BUSINESS_API_PATHS, BUSINESS_BODY_LIMIT_BYTES, BUSINESS_SCOPES, type BusinessScope, type TodoBatchAnswer,
} from '../../../src/shared/schema/business-api';
import { createTestPortal, type TestPortal } from '../../support/portal-client';
import { until } from '../../support/until';
import { startRedisPair, type ServerInstance } from '../helpers/instance';
import { startTestServer, testDatabases, type TestServer } from '../helpers/test-server';
import { callAsSystem, codeOf, type SignedAnswer, type SystemKey } from './signed-client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;
const P = BUSINESS_API_PATHS;
const todoPath = (id: string) => P.todo.replace(':todoId', id);
const closePath = (id: string) => P.todoClose.replace(':todoId', id);
const eventsPath = (id: string) => P.applicationEvents.replace(':applicationId', id);
const VIEW = 'https://leave.example.edu.cn/applications/';

type Item = Record<string, unknown> & { todoId: string };
const item = (todoId: string, app: string, handler = 'teacher', extra: Record<string, unknown> = {}): Item =>
  ({ todoId, applicationId: app, nodeName: '辅导员审批', handler, handleUrl: `${VIEW}${app}/approve/${todoId}`, ...extra });
const resultsOf = (answer: SignedAnswer) => (answer.body as unknown as TodoBatchAnswer).results;

/** A system of the demo tenant owning 学生请假申请, with `scopes` and a fresh key, made through the studio's calls. */
async function register(server: TestServer, admin: TestPortal, code: string, scopes: BusinessScope[], serviceName = '学生请假申请') {
  const [service] = await server.context.db.select({ id: services.serviceId }).from(services)
    .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, serviceName)));
  const system = await admin.api.call(businessSystemSave, {
    code, name: `${code} 系统`, contact: '', flowType: '学工', scopes, serviceIds: [service?.id ?? ''], status: 'active',
  });
  const made = await admin.api.call(businessKeyCreate, { id: system.id });
  return { systemId: system.id, serviceId: service?.id ?? '', key: { keyId: made.keyId, secret: made.secret } satisfies SystemKey };
}

describe.each(testDatabases())('to-do batches of a business system on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let teacher: TestPortal;
  let key: SystemKey;
  let systemId = '';
  let leaveService = '';

  const call = (method: 'PUT' | 'POST', target: string, body: unknown, as: SystemKey = key) => callAsSystem(server.baseUrl, as, method, target, body);
  const batch = (items: unknown[], as: SystemKey = key) => call('POST', P.todoBatch, { items }, as);
  const submit = (app: string) => call('POST', eventsPath(app), {
    eventId: `${app}-submitted`, type: 'submitted', serviceId: leaveService, applicant: 'student', title: `请假 ${app}`, viewUrl: `${VIEW}${app}`,
  });
  const todoCard = async () => {
    const view = await teacher.api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-todo` });
    const data = view.columns[0]?.data;
    if (data?.kind !== 'todo') throw new Error('not a to-do column');
    return { count: data.items[0]?.todoNum ?? 0, entries: data.entries };
  };
  const nodesOf = (ids: string[]) => server.context.db
    .select({ externalId: processNodes.externalId, nodeName: processNodes.nodeName, handlerId: processNodes.handlerId, handleUrl: processNodes.handleUrl, seq: processNodes.seq, endedAt: processNodes.endedAt })
    .from(processNodes).where(inArray(processNodes.externalId, ids)).orderBy(processNodes.externalId);
  const deliveriesOf = (ids: string[]) => server.context.db
    .select({ externalId: businessDeliveries.externalId, outcome: businessDeliveries.outcome, httpStatus: businessDeliveries.httpStatus, code: businessDeliveries.errorCode, kind: businessDeliveries.kind })
    .from(businessDeliveries).where(and(eq(businessDeliveries.systemId, systemId), inArray(businessDeliveries.externalId, ids)));
  /** Delivery rows of this system's to-do calls that name no to-do: a whole batch's own row. */
  const wholeBatchRows = () => server.context.db
    .select({ outcome: businessDeliveries.outcome, code: businessDeliveries.errorCode, httpStatus: businessDeliveries.httpStatus })
    .from(businessDeliveries)
    .where(and(eq(businessDeliveries.systemId, systemId), eq(businessDeliveries.kind, 'todo.upsert'), eq(businessDeliveries.externalId, '')));

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.44.0.1' });
    await admin.signIn('admin', 'Admin@123');
    const registered = await register(server, admin, 'bulk', ['todos', 'applications']);
    ({ systemId, key } = registered);
    leaveService = registered.serviceId;
    teacher = createTestPortal(server, { ip: '10.44.0.2' });
    await teacher.signIn('teacher', 'Teacher@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a batch makes and updates to-dos that show on the handler\'s to-do card; the same batch again changes nothing', async () => {
    await submit('B-1');
    await submit('B-2');
    const before = await todoCard();

    const first = await batch([item('B-1-t1', 'B-1'), item('B-1-t2', 'B-1'), item('B-2-t1', 'B-2', 'assistant')]);
    expect(first.http).toBe(200);
    expect(resultsOf(first)).toEqual([
      { todoId: 'B-1-t1', ok: true, answer: { todoId: 'B-1-t1', applicationId: 'B-1', state: 'open', created: true } },
      { todoId: 'B-1-t2', ok: true, answer: { todoId: 'B-1-t2', applicationId: 'B-1', state: 'open', created: true } },
      { todoId: 'B-2-t1', ok: true, answer: { todoId: 'B-2-t1', applicationId: 'B-2', state: 'open', created: true } },
    ]);
    const made = await todoCard();
    expect(made.count).toBe(before.count + 2);
    expect(made.entries.map((e) => e.open?.url)).toEqual(expect.arrayContaining([`${VIEW}B-1/approve/B-1-t1`, `${VIEW}B-1/approve/B-1-t2`]));

    // An update of one, a 转办 of another away from the teacher, a new one: each as its PUT.
    const second = [
      item('B-1-t1', 'B-1', 'teacher', { nodeName: '学院审批', handleUrl: `${VIEW}B-1/college`, timeLimitHours: 48 }),
      item('B-1-t2', 'B-1', 'assistant'),
      item('B-2-t2', 'B-2'),
    ];
    const updated = await batch(second);
    expect(updated.http).toBe(200);
    expect(resultsOf(updated).map((r) => [r.todoId, r.ok, r.ok && r.answer.created])).toEqual([['B-1-t1', true, false], ['B-1-t2', true, false], ['B-2-t2', true, true]]);
    const after = await todoCard();
    expect(after.count).toBe(before.count + 2);
    expect(after.entries).toEqual(expect.arrayContaining([expect.objectContaining({ nodeName: '学院审批', open: expect.objectContaining({ url: `${VIEW}B-1/college` }) })]));
    expect(after.entries.map((e) => e.open?.url)).not.toContain(`${VIEW}B-1/approve/B-1-t2`);

    const ids = ['B-1-t1', 'B-1-t2', 'B-2-t1', 'B-2-t2'];
    const nodes = await nodesOf(ids);
    const [events] = await server.context.db.select({ n: count() }).from(processEvents).where(eq(processEvents.type, 'step_started'));
    const again = await batch(second);
    expect(again.http).toBe(200);
    expect(resultsOf(again).map((r) => [r.todoId, r.ok, r.ok && r.answer.created])).toEqual([['B-1-t1', true, false], ['B-1-t2', true, false], ['B-2-t2', true, false]]);
    expect(await nodesOf(ids)).toEqual(nodes);
    expect((await server.context.db.select({ n: count() }).from(processEvents).where(eq(processEvents.type, 'step_started')))[0]?.n).toBe(events?.n);
    expect((await todoCard()).count).toBe(before.count + 2);

    // Every item left its own accepted row, written by its statement; the batch itself none.
    const rows = await deliveriesOf(ids);
    expect(rows.every((r) => r.outcome === 'accepted' && r.kind === 'todo.upsert' && r.httpStatus === 200)).toBe(true);
    expect(Object.fromEntries(ids.map((id) => [id, rows.filter((r) => r.externalId === id).length])))
      .toEqual({ 'B-1-t1': 3, 'B-1-t2': 3, 'B-2-t1': 1, 'B-2-t2': 2 });
    expect(await wholeBatchRows()).toEqual([]);
  });

  it('a batch mixing good and bad items answers each as its own PUT would, writes only the good ones, and records every item', async () => {
    await submit('B-3');
    expect((await call('PUT', todoPath('B-3-closed'), item('B-3-closed', 'B-3'))).http).toBe(200);
    expect((await call('POST', closePath('B-3-closed'), { result: 'approved' })).http).toBe(200);

    const items = [
      item('B-3-g1', 'B-3'),
      item('B-3-stranger', 'B-3', 'nobody-here'),
      item('B-404-t', 'B-404'),
      item('B-3-closed', 'B-3', 'assistant'),
      item('B-3-bad', 'B-3', 'teacher', { nodeName: '', handleUrl: 'javascript:alert(1)' }),
      item('B-3-g2', 'B-3'),
    ];
    const answer = await batch(items);
    expect(answer.http).toBe(200);
    const results = resultsOf(answer);
    expect(results.map((r) => [r.todoId, r.ok ? 'ok' : r.error.code])).toEqual([
      ['B-3-g1', 'ok'], ['B-3-stranger', 'unknown_user'], ['B-404-t', 'unknown_application'], ['B-3-closed', 'out_of_order'],
      ['B-3-bad', 'invalid_request'], ['B-3-g2', 'ok'],
    ]);

    const written = await nodesOf(items.map((i) => i.todoId));
    expect(written.map((n) => n.externalId)).toEqual(['B-3-closed', 'B-3-g1', 'B-3-g2']);
    // The closed to-do kept its handler and its end.
    const [teacherRow] = await nodesOf(['B-3-g1']);
    expect(written.find((n) => n.externalId === 'B-3-closed')).toMatchObject({ handlerId: teacherRow?.handlerId, endedAt: expect.any(Date) });

    // A refused item's row is written after the answer, as a refused call's is; an accepted item's by its statement.
    const batchIds = ['B-3-g1', 'B-3-stranger', 'B-404-t', 'B-3-bad', 'B-3-g2'];
    const rows = await until('every item of the batch is recorded', () => deliveriesOf(batchIds), (found) => found.length >= 5);
    expect(rows.map((r) => [r.externalId, r.outcome, r.httpStatus, r.code]).sort()).toEqual([
      ['B-3-bad', 'refused', 400, 'invalid_request'], ['B-3-g1', 'accepted', 200, ''], ['B-3-g2', 'accepted', 200, ''],
      ['B-3-stranger', 'refused', 422, 'unknown_user'], ['B-404-t', 'refused', 404, 'unknown_application'],
    ].sort());
    const closedRows = await until('the closed to-do\'s refusal is recorded', () => deliveriesOf(['B-3-closed']), (found) => found.some((r) => r.outcome === 'refused'));
    expect(closedRows.filter((r) => r.outcome === 'refused').map((r) => r.code)).toEqual(['out_of_order']);
    expect(await wholeBatchRows()).toEqual([]);

    // Each refused item's error is the body its own PUT answers.
    for (const [index, refused] of results.entries()) {
      if (refused.ok) continue;
      const { todoId, ...body } = items[index] ?? { todoId: '' };
      const single = await call('PUT', todoPath(todoId), body);
      expect(single.body).toEqual({ error: refused.error });
    }
    expect(results[4]?.ok === false && Object.keys(results[4].error.fields ?? {}).sort()).toEqual(['handleUrl', 'nodeName']);
    expect(results[1]?.ok === false && results[1].error.fields).toEqual({ handler: expect.stringContaining('nobody-here') });
  });

  it('a batch that cannot be split into items is refused whole with invalid_request: a repeated to-do, no items, more than 100, a bad id', async () => {
    await submit('B-5');
    const repeated = await batch([item('B-5-a', 'B-5'), item('B-5-b', 'B-5'), item('B-5-a', 'B-5', 'assistant')]);
    expect([repeated.http, codeOf(repeated)]).toEqual([400, 'invalid_request']);
    expect(repeated.body.error).toMatchObject({ fields: { 'items.2.todoId': expect.stringContaining('重复') } });
    const none = await batch([]);
    expect([none.http, codeOf(none)]).toEqual([400, 'invalid_request']);
    expect(none.body.error).toMatchObject({ fields: { items: expect.stringContaining('至少') } });
    const tooMany = await batch(Array.from({ length: 101 }, (_, i) => item(`B-5-m${i}`, 'B-5')));
    expect([tooMany.http, codeOf(tooMany)]).toEqual([400, 'invalid_request']);
    expect(tooMany.body.error).toMatchObject({ fields: { items: expect.stringContaining('100') } });
    const badId = await batch([item('B-5-c', 'B-5'), { ...item('', 'B-5'), todoId: 'no spaces' }]);
    expect([badId.http, codeOf(badId)]).toEqual([400, 'invalid_request']);
    expect(Object.keys((badId.body.error as { fields: object }).fields)).toEqual(['items.1.todoId']);
    const notABatch = await call('POST', P.todoBatch, item('B-5-d', 'B-5'));
    expect([notABatch.http, codeOf(notABatch)]).toEqual([400, 'invalid_request']);

    expect(await nodesOf(['B-5-a', 'B-5-b', 'B-5-c', 'B-5-d', 'B-5-m0'])).toEqual([]);
    // Each refusal leaves the call's one row, as any refused call does.
    const rows = await until('the five refusals are recorded', wholeBatchRows, (found) => found.length >= 5);
    expect(rows).toEqual(Array.from({ length: 5 }, () => ({ outcome: 'refused', code: 'invalid_request', httpStatus: 400 })));
  });

  it('100 items with long handling addresses fit the batch\'s own body limit, above the API\'s 64 KiB', async () => {
    await submit('B-6');
    const items = Array.from({ length: 100 }, (_, i) => item(`B-6-${String(i).padStart(3, '0')}`, 'B-6', i % 2 ? 'teacher' : 'assistant', {
      nodeName: '学院分管领导审批（含附件核验）', timeLimitHours: 72, startedAt: '2026-11-26T09:30:00+08:00',
      handleUrl: `https://oa.example.edu.cn/workflow/approve?app=B-6&step=${i}&token=${'x'.repeat(600)}`,
    }));
    expect(JSON.stringify({ items }).length).toBeGreaterThan(BUSINESS_BODY_LIMIT_BYTES);
    const answer = await batch(items);
    expect(answer.http).toBe(200);
    expect(resultsOf(answer).filter((r) => r.ok && r.answer.created)).toHaveLength(100);
    expect(await nodesOf(items.map((i) => i.todoId))).toHaveLength(100);

    const tooBig = await batch(Array.from({ length: 100 }, (_, i) => item(`B-6-big${i}`, 'B-6', 'teacher', { nodeName: '审'.repeat(64), handleUrl: `https://oa.example.edu.cn/${'y'.repeat(2_700)}` })));
    expect([tooBig.http, codeOf(tooBig)]).toEqual([413, 'payload_too_large']);
    expect((tooBig.body.error as { message: string }).message).toContain('256 KiB');
  });

  it('a to-do whose id is "batch" is still written and closed by its own paths', async () => {
    await submit('B-7');
    const put = await call('PUT', todoPath('batch'), item('batch', 'B-7'));
    expect([put.http, put.body]).toEqual([200, { todoId: 'batch', applicationId: 'B-7', state: 'open', created: true }]);
    const closed = await call('POST', closePath('batch'), { result: 'approved' });
    expect([closed.http, closed.body]).toMatchObject([200, { todoId: 'batch', state: 'closed' }]);
  });

  it('a system without the todos scope is refused the batch with scope_denied, nothing written', async () => {
    const { key: eventsOnly } = await register(server, admin, 'events-only', BUSINESS_SCOPES.filter((s) => s !== 'todos'), '宿舍报修');
    const denied = await batch([item('B-8-t', 'B-1')], eventsOnly);
    expect([denied.http, codeOf(denied)]).toEqual([403, 'scope_denied']);
    expect(await nodesOf(['B-8-t'])).toEqual([]);
  });
});

describe.each(testDatabases())('a batch weighs its items against the system\'s rate limit on %s', (kind) => {
  let server: TestServer;
  let key: SystemKey;
  const call = (target: string, body?: unknown) => callAsSystem(server.baseUrl, key, body === undefined ? 'GET' : 'POST', target, body);
  const items = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => item(`${prefix}-${i}`, 'R-1'));
  const written = async (prefix: string) => (await server.context.db.select({ id: processNodes.externalId }).from(processNodes))
    .filter((row) => row.id?.startsWith(`${prefix}-`)).length;

  beforeAll(async () => {
    server = await startTestServer(kind, { BUSINESS_API_RATE_LIMIT: '20', BUSINESS_API_RATE_WINDOW_SECONDS: '60' });
    const admin = createTestPortal(server, { ip: '10.44.1.1' });
    await admin.signIn('admin', 'Admin@123');
    const registered = await register(server, admin, 'weighed', ['todos', 'applications']);
    key = registered.key;
    const submitted = await call(eventsPath('R-1'), {
      eventId: 'R-1-submitted', type: 'submitted', serviceId: registered.serviceId, applicant: 'student', title: '请假', viewUrl: `${VIEW}R-1`,
    });
    expect(submitted.http).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('n items weigh as n calls; a batch needing more than is left is refused whole, and one larger than the limit is told so', async () => {
    // The submission took 1 of the 20; 19 items take the rest.
    expect((await call(P.todoBatch, { items: items('R-a', 19) })).http).toBe(200);
    const full = await call(P.whoami);
    expect([full.http, codeOf(full)]).toEqual([429, 'rate_limited']);

    // A fresh window: 10, then 11 refused whole (its own call still counts one), then 9 fill it.
    server.advanceClock(61_000);
    expect((await call(P.todoBatch, { items: items('R-b', 10) })).http).toBe(200);
    const over = await call(P.todoBatch, { items: items('R-c', 11) });
    expect([over.http, codeOf(over)]).toEqual([429, 'rate_limited']);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await written('R-c')).toBe(0);
    expect((await call(P.todoBatch, { items: items('R-d', 9) })).http).toBe(200);
    expect(codeOf(await call(P.whoami))).toBe('rate_limited');

    server.advanceClock(61_000);
    const huge = await call(P.todoBatch, { items: items('R-e', 21) });
    expect([huge.http, codeOf(huge)]).toEqual([429, 'rate_limited']);
    expect((huge.body.error as { message: string }).message).toContain('超过限额');
    expect(await written('R-e')).toBe(0);
    expect([await written('R-a'), await written('R-b'), await written('R-d')]).toEqual([19, 10, 9]);
  });
});

/** Two instances sharing PostgreSQL and Redis: a batch's weight is counted in the window they share. */
describe.runIf(REDIS_URL && PG_URL)('a batch\'s weight across two instances (postgres and Redis)', () => {
  let a: TestServer;
  let b: ServerInstance;
  let stop: (() => Promise<void>) | undefined;
  let key: SystemKey;

  beforeAll(async () => {
    ({ a, b, stop } = await startRedisPair(REDIS_URL ?? '', { BUSINESS_API_RATE_LIMIT: '20', BUSINESS_API_RATE_WINDOW_SECONDS: '60' }));
    const admin = createTestPortal(a, { ip: '10.44.2.1' });
    await admin.signIn('admin', 'Admin@123');
    const registered = await register(a, admin, 'shared', ['todos', 'applications']);
    key = registered.key;
    const submitted = await callAsSystem(a.baseUrl, key, 'POST', eventsPath('S-1'), {
      eventId: 'S-1-submitted', type: 'submitted', serviceId: registered.serviceId, applicant: 'student', title: '请假', viewUrl: `${VIEW}S-1`,
    });
    expect(submitted.http).toBe(200);
  });
  afterAll(async () => {
    await stop?.();
  });

  it('12 items through A and 8 through B exceed the 20 both share; 6 through B fill it, and A then refuses', async () => {
    const batchOn = (baseUrl: string, prefix: string, n: number) => callAsSystem(baseUrl, key, 'POST', P.todoBatch, {
      items: Array.from({ length: n }, (_, i) => item(`${prefix}-${i}`, 'S-1')),
    });
    expect((await batchOn(a.baseUrl, 'S-a', 12)).http).toBe(200);
    const over = await batchOn(b.baseUrl, 'S-b', 8);
    expect([over.http, codeOf(over)]).toEqual([429, 'rate_limited']);
    expect((await batchOn(b.baseUrl, 'S-c', 6)).http).toBe(200);
    const full = await callAsSystem(a.baseUrl, key, 'GET', P.whoami);
    expect([full.http, codeOf(full)]).toEqual([429, 'rate_limited']);
  });
});
