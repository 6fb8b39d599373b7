import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDeliveries } from '../../../src/server/db/schema/business-systems';
import { services } from '../../../src/server/db/schema/catalogue';
import { stagingRows } from '../../../src/server/db/schema/cards';
import { efficiencyServiceDays } from '../../../src/server/db/schema/efficiency';
import { messageRecipients, messages } from '../../../src/server/db/schema/messages';
import { processEvents, processes, processNodes } from '../../../src/server/db/schema/process';
import { registeredOpenRoutes } from '../../../src/server/features/business-systems';
import { DEMO_TENANT_ID } from '../../../src/server/seed';
import { home } from '../../../src/shared/api/catalogue';
import {
  businessDeliveries as deliveriesCall, businessKeyCreate, businessKeyRevoke, businessSystemSave,
} from '../../../src/shared/api/catalogue/business-systems';
import { BUSINESS_API_DOCS, BUSINESS_API_PATHS } from '../../../src/shared/schema/business-api';
import { createTestPortal, type TestPortal } from '../../support/portal-client';
import { until } from '../../support/until';
import { startTestServer, testDatabases, type TestServer } from '../helpers/test-server';
import { callAsSystem, codeOf, send, type SystemKey } from './signed-client';

const P = BUSINESS_API_PATHS;
const todoPath = (id: string) => P.todo.replace(':todoId', id);
const closePath = (id: string) => P.todoClose.replace(':todoId', id);
const eventsPath = (id: string) => P.applicationEvents.replace(':applicationId', id);
const VIEW = 'https://leave.example.edu.cn/applications/';

describe.each(testDatabases())('the inbound API for business systems on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let key: SystemKey;
  let systemId: string;
  let leaveService: string;
  let otherService: string;

  const call = (method: 'GET' | 'PUT' | 'POST', target: string, body?: unknown) => callAsSystem(server.baseUrl, key, method, target, body);
  const submit = (app: string, eventId = `${app}-submitted`) => call('POST', eventsPath(app), {
    eventId, type: 'submitted', serviceId: leaveService, applicant: 'student', title: '学生请假申请（3 天）', viewUrl: `${VIEW}${app}`,
  });
  const startStep = (app: string, step: string, handler = 'teacher') => call('POST', eventsPath(app), {
    eventId: `${step}-started`, type: 'step_started', stepId: step, nodeName: '辅导员审批', handler, handleUrl: `${VIEW}${app}/approve`, timeLimitHours: 24,
  });
  const todoCard = async (portal: TestPortal) => {
    const view = await portal.api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-todo` });
    const data = view.columns[0]?.data;
    if (data?.kind !== 'todo') throw new Error('not a to-do column');
    return data;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.context;
    const found = await db.select({ id: services.serviceId, name: services.serviceName }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), inArray(services.serviceName, ['学生请假申请', '宿舍报修'])));
    leaveService = found.find((s) => s.name === '学生请假申请')?.id ?? '';
    otherService = found.find((s) => s.name === '宿舍报修')?.id ?? '';
    admin = createTestPortal(server, { ip: '10.40.0.1' });
    await admin.signIn('admin', 'Admin@123');
    const system = await admin.api.call(businessSystemSave, {
      code: 'leave', name: '学生请假系统', contact: '学工部 张老师', flowType: '学工', scopes: ['todos', 'applications', 'messages'],
      serviceIds: [leaveService], status: 'active',
    });
    systemId = system.id;
    const made = await admin.api.call(businessKeyCreate, { id: systemId });
    key = { keyId: made.keyId, secret: made.secret };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('whoami answers the system the key belongs to', async () => {
    const answer = await call('GET', P.whoami);
    expect(answer.http).toBe(200);
    expect(answer.body).toMatchObject({ code: 'leave', name: '学生请假系统', keyId: key.keyId, services: [{ serviceId: leaveService }] });
  });

  it('an application runs end to end: the handler\'s to-do card, the opinion, the timeline, the efficiency figures', async () => {
    const teacher = createTestPortal(server, { ip: '10.40.0.2' });
    await teacher.signIn('teacher', 'Teacher@123');
    const before = (await todoCard(teacher)).items[0]?.todoNum ?? 0;

    expect((await submit('A-1')).body).toMatchObject({ applicationId: 'A-1', status: 'running', duplicate: false });
    expect((await startStep('A-1', 'A-1-s1')).http).toBe(200);
    const card = await todoCard(teacher);
    expect(card.items[0]?.todoNum).toBe(before + 1);
    expect(card.entries[0]).toMatchObject({ title: '学生请假申请（3 天）', nodeName: '辅导员审批', serviceName: '学生请假申请' });

    const closed = await call('POST', eventsPath('A-1'), { eventId: 'A-1-s1-finished', type: 'step_finished', stepId: 'A-1-s1', result: 'approved', opinion: '同意，注意安全。' });
    expect(closed.body).toMatchObject({ status: 'running', duplicate: false });
    expect((await todoCard(teacher)).items[0]?.todoNum).toBe(before);
    expect((await call('POST', eventsPath('A-1'), { eventId: 'A-1-finished', type: 'finished' })).body).toMatchObject({ status: 'done' });

    const { db } = server.context;
    const [app] = await db.select().from(processes).where(eq(processes.externalId, 'A-1'));
    expect(app).toMatchObject({ status: 'done', flowType: '学工', viewUrl: `${VIEW}A-1` });
    const [node] = await db.select().from(processNodes).where(eq(processNodes.externalId, 'A-1-s1'));
    expect(node).toMatchObject({ result: 'approved', opinion: '同意，注意安全。', handleUrl: `${VIEW}A-1/approve` });
    const timeline = await db.select({ type: processEvents.type }).from(processEvents).where(eq(processEvents.processId, app?.id ?? '')).orderBy(processEvents.occurredAt, processEvents.createdAt);
    expect(timeline.map((e) => e.type)).toEqual(['submitted', 'step_started', 'step_finished', 'finished']);
    // The efficiency aggregates are recomputed after the writes, without waiting for a reader.
    await until('the efficiency figures count the finished application', async () => {
      const rows = await db.select({ finished: efficiencyServiceDays.finished }).from(efficiencyServiceDays)
        .where(and(eq(efficiencyServiceDays.tenantId, DEMO_TENANT_ID), eq(efficiencyServiceDays.serviceId, leaveService)));
      return rows.reduce((sum, r) => sum + r.finished, 0);
    }, (finished) => finished >= 1, { timeoutMs: 30_000 });
  });

  it('a re-delivered event is answered as a duplicate and applied once', async () => {
    await submit('A-2');
    const again = await submit('A-2');
    expect(again.http).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, status: 'running' });
    const { db } = server.context;
    const [app] = await db.select({ id: processes.id }).from(processes).where(eq(processes.externalId, 'A-2'));
    const [events] = await db.select({ n: count() }).from(processEvents).where(eq(processEvents.processId, app?.id ?? ''));
    expect(events?.n).toBe(1);
    // A to-do written twice is one to-do; closed twice with the same result, one close.
    const todo = { applicationId: 'A-2', nodeName: '辅导员审批', handler: 'teacher', handleUrl: `${VIEW}A-2/approve` };
    expect((await call('PUT', todoPath('A-2-t1'), todo)).body).toMatchObject({ created: true, state: 'open' });
    expect((await call('PUT', todoPath('A-2-t1'), todo)).body).toMatchObject({ created: false, state: 'open' });
    expect((await call('POST', closePath('A-2-t1'), { result: 'approved' })).body).toMatchObject({ state: 'closed' });
    expect((await call('POST', closePath('A-2-t1'), { result: 'approved' })).http).toBe(200);
    const refused = await call('POST', closePath('A-2-t1'), { result: 'rejected' });
    expect([refused.http, codeOf(refused)]).toEqual([409, 'out_of_order']);
    const [nodes] = await db.select({ n: count() }).from(processNodes).where(eq(processNodes.externalId, 'A-2-t1'));
    expect(nodes?.n).toBe(1);
  });

  it('an event out of order is refused with 409 and changes nothing', async () => {
    await submit('A-3');
    await call('POST', eventsPath('A-3'), { eventId: 'A-3-rejected', type: 'rejected', opinion: '材料不全' });
    const late = await startStep('A-3', 'A-3-s1');
    expect([late.http, codeOf(late)]).toEqual([409, 'out_of_order']);
    expect((late.body.error as { message: string }).message).toContain('未通过');
    const resubmit = await call('POST', eventsPath('A-3'), { eventId: 'A-3-again', type: 'resubmitted' });
    expect(codeOf(resubmit)).toBe('out_of_order');
    const unknown = await call('POST', eventsPath('A-404'), { eventId: 'A-404-f', type: 'finished' });
    expect([unknown.http, codeOf(unknown)]).toEqual([404, 'unknown_application']);
    const { db } = server.context;
    const [nodes] = await db.select({ n: count() }).from(processNodes).where(eq(processNodes.externalId, 'A-3-s1'));
    expect(nodes?.n).toBe(0);
  });

  it('a to-do for an unknown user or service is refused with the field named, nothing written', async () => {
    await submit('A-4');
    const stranger = await startStep('A-4', 'A-4-s1', 'nobody-here');
    expect([stranger.http, codeOf(stranger)]).toEqual([422, 'unknown_user']);
    expect(stranger.body.error).toMatchObject({ fields: { handler: expect.stringContaining('nobody-here') } });
    const noService = await call('POST', eventsPath('A-5'), { eventId: 'A-5-s', type: 'submitted', serviceId: 'no-such-service', applicant: 'student', title: '请假', viewUrl: VIEW });
    expect([noService.http, codeOf(noService)]).toEqual([422, 'unknown_service']);
    const notOwned = await call('POST', eventsPath('A-6'), { eventId: 'A-6-s', type: 'submitted', serviceId: otherService, applicant: 'student', title: '报修', viewUrl: VIEW });
    expect([notOwned.http, codeOf(notOwned)]).toEqual([403, 'service_not_owned']);
    const invalid = await call('PUT', todoPath('A-4-t'), { applicationId: 'A-4', nodeName: '', handler: 'teacher', handleUrl: 'javascript:alert(1)' });
    expect([invalid.http, codeOf(invalid)]).toEqual([400, 'invalid_request']);
    expect(Object.keys((invalid.body.error as { fields: object }).fields)).toEqual(expect.arrayContaining(['nodeName', 'handleUrl']));
    const { db } = server.context;
    expect((await db.select({ n: count() }).from(processes).where(inArray(processes.externalId, ['A-5', 'A-6'])))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(processNodes).where(eq(processNodes.externalId, 'A-4-s1')))[0]?.n).toBe(0);
  });

  it('a returned application shows in the 暂存表 with its resume address until it is resubmitted', async () => {
    const student = createTestPortal(server, { ip: '10.40.0.3' });
    await student.signIn('student', 'Student@123');
    const staging = async () => {
      const view = await student.api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-staging` });
      const data = view.columns[0]?.data;
      if (data?.kind !== 'staging') throw new Error('not a staging column');
      return data;
    };
    const before = (await staging()).num;
    await submit('A-7');
    await startStep('A-7', 'A-7-s1');
    const returned = await call('POST', eventsPath('A-7'), {
      eventId: 'A-7-returned', type: 'returned', opinion: '请补充离校去向', by: 'teacher', resumeUrl: `${VIEW}A-7/edit`,
      draft: { tableKey: 'leave_application', fields: { leaveType: '事假', startDate: '2026-12-01', endDate: '2026-12-03', reason: '回家' } },
    });
    expect(returned.body).toMatchObject({ status: 'returned' });
    const card = await staging();
    expect(card.num).toBe(before + 1);
    expect(card.result[0]).toMatchObject({ leaveType: '事假', reason: '回家' });
    const { db } = server.context;
    const [row] = await db.select({ url: stagingRows.url }).from(stagingRows).where(eq(stagingRows.id, String(card.result[0]?.id)));
    expect(row?.url).toBe(`${VIEW}A-7/edit`);
    const [step] = await db.select().from(processNodes).where(eq(processNodes.externalId, 'A-7-s1'));
    expect(step).toMatchObject({ result: 'returned', opinion: '请补充离校去向' });

    expect((await call('POST', eventsPath('A-7'), { eventId: 'A-7-resubmitted', type: 'resubmitted' })).body).toMatchObject({ status: 'running' });
    expect((await staging()).num).toBe(before);
  });

  it('a message reaches users, a department and a role, each person once', async () => {
    const sent = await call('POST', P.messages, {
      messageId: 'M-1', title: '请假已批准', content: '你的请假申请已批准。', url: `${VIEW}A-1`,
      to: { users: ['student', 'teacher'], roles: ['学生'] },
    });
    expect(sent.http).toBe(200);
    const recipients = sent.body.recipients as number;
    expect(recipients).toBeGreaterThanOrEqual(2);
    const again = await call('POST', P.messages, { messageId: 'M-1', title: '请假已批准', content: '你的请假申请已批准。', to: { users: ['student'] } });
    expect(again.body).toMatchObject({ duplicate: true, recipients });
    const { db } = server.context;
    const [message] = await db.select().from(messages).where(eq(messages.externalId, 'M-1'));
    expect(message).toMatchObject({ fromUserName: '学生请假系统', url: `${VIEW}A-1` });
    const [n] = await db.select({ n: count() }).from(messageRecipients).where(eq(messageRecipients.messageId, message?.id ?? ''));
    expect(n?.n).toBe(recipients);
    const unknownRole = await call('POST', P.messages, { messageId: 'M-2', title: '通知', content: '内容', to: { roles: ['校外人员'] } });
    expect([unknownRole.http, codeOf(unknownRole)]).toEqual([422, 'unknown_role']);
  });

  it('refuses a bad, replayed or expired signature and an unknown key, each with its code', async () => {
    const tampered = await callAsSystem(server.baseUrl, key, 'POST', eventsPath('S-1'), { eventId: 'S-1-s', type: 'finished' }, { tamper: true });
    expect([tampered.http, codeOf(tampered)]).toEqual([401, 'bad_signature']);
    const wrongSecret = await callAsSystem(server.baseUrl, { keyId: key.keyId, secret: 'bs_wrong' }, 'GET', P.whoami);
    expect(codeOf(wrongSecret)).toBe('bad_signature');

    const first = await call('GET', P.whoami);
    expect(first.http).toBe(200);
    const replayed = await send(server.baseUrl, 'GET', P.whoami, first.sent, '');
    expect([replayed.http, codeOf(replayed)]).toEqual([401, 'replayed_nonce']);

    const old = await callAsSystem(server.baseUrl, key, 'GET', P.whoami, undefined, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect([old.http, codeOf(old)]).toEqual([401, 'expired_timestamp']);
    const unknown = await callAsSystem(server.baseUrl, { keyId: 'bk_000000000000000000000000', secret: 'x' }, 'GET', P.whoami);
    expect([unknown.http, codeOf(unknown)]).toEqual([401, 'unknown_key']);
    const unsigned = await send(server.baseUrl, 'GET', P.whoami, {}, '');
    expect([unsigned.http, codeOf(unsigned)]).toEqual([401, 'missing_signature']);
  });

  it('refuses an oversized payload with 413, writes nothing, and records the refusal', async () => {
    const big = await call('POST', P.messages, { messageId: 'M-big', title: '大消息', content: 'x'.repeat(70_000), to: { users: ['student'] } });
    expect([big.http, codeOf(big)]).toEqual([413, 'payload_too_large']);
    const { db } = server.context;
    expect((await db.select({ n: count() }).from(messages).where(eq(messages.externalId, 'M-big')))[0]?.n).toBe(0);
    const refused = await until('the refusal is recorded', async () => db.select({ code: businessDeliveries.errorCode }).from(businessDeliveries)
      .where(and(eq(businessDeliveries.systemId, systemId), eq(businessDeliveries.errorCode, 'payload_too_large'))), (rows) => rows.length > 0);
    expect(refused[0]?.code).toBe('payload_too_large');
  });

  it('a second key works beside the first; a revoked key is refused at once and the studio lists the refusal', async () => {
    const second = await admin.api.call(businessKeyCreate, { id: systemId });
    const secondKey = { keyId: second.keyId, secret: second.secret };
    expect((await callAsSystem(server.baseUrl, secondKey, 'GET', P.whoami)).http).toBe(200);
    await admin.api.call(businessKeyRevoke, { keyId: key.keyId });
    const revoked = await call('GET', P.whoami);
    expect([revoked.http, codeOf(revoked)]).toEqual([401, 'key_revoked']);
    key = secondKey;
    const listed = await until('the studio lists the refusal', () => admin.api.call(deliveriesCall, { id: systemId, onlyRefused: true }),
      (answer) => answer.deliveries.some((d) => d.errorCode === 'key_revoked'));
    expect(listed.deliveries.every((d) => d.outcome === 'refused')).toBe(true);
    // A secret is never answered again.
    const all = await admin.api.call(deliveriesCall, { id: systemId });
    expect(JSON.stringify(all)).not.toContain(secondKey.secret);
  });

  it('the OpenAPI description matches the registered routes, and its reference page loads under the CSP', async () => {
    const response = await fetch(`${server.baseUrl}${BUSINESS_API_DOCS.json}`);
    expect(response.status).toBe(200);
    const document = await response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)).sort();
    // Every route the server registered under the API's prefix, as Fastify's onRoute saw them.
    const registered = [...registeredOpenRoutes(server.app)].sort();
    expect(registered.length).toBeGreaterThan(0);
    expect(described).toEqual(registered);
    const page = await fetch(`${server.baseUrl}${BUSINESS_API_DOCS.page}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
