import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../../src/server/db/schema/catalogue';
import { DEMO_TENANT_ID } from '../../../src/server/seed';
import { chat, home } from '../../../src/shared/api/catalogue';
import { businessKeyCreate, businessSystemSave } from '../../../src/shared/api/catalogue/business-systems';
import { BUSINESS_API_PATHS } from '../../../src/shared/schema/business-api';
import type { ChatStreamEvent } from '../../../src/shared/schema/chat';
import { createTestPortal, signInAs, type TestPortal } from '../../support/portal-client';
import { openChatStream, type ChatStreamClient } from '../chat-stream-client';
import { startRedisPair, type ServerInstance } from '../helpers/instance';
import { startTestServer, testDatabases, type TestServer } from '../helpers/test-server';
import { callAsSystem, codeOf, type SystemKey } from './signed-client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;
const P = BUSINESS_API_PATHS;
const eventsPath = (id: string) => P.applicationEvents.replace(':applicationId', id);

/** Registers a system owning `serviceName` with a fresh key, through the studio's calls. */
async function register(admin: TestPortal, server: TestServer, code: string, serviceName: string): Promise<SystemKey> {
  const [service] = await server.context.db.select({ id: services.serviceId }).from(services)
    .where(and(eq(services.tenantId, DEMO_TENANT_ID), inArray(services.serviceName, [serviceName])));
  const system = await admin.api.call(businessSystemSave, {
    code, name: `${code} 系统`, contact: '', flowType: '学工', scopes: ['todos', 'applications', 'messages'], serviceIds: [service?.id ?? ''], status: 'active',
  });
  const made = await admin.api.call(businessKeyCreate, { id: system.id });
  return { keyId: made.keyId, secret: made.secret };
}

describe.each(testDatabases())('a flooding business system on %s', (kind) => {
  let server: TestServer;
  let flooder: SystemKey;
  let quiet: SystemKey;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind, { BUSINESS_API_RATE_LIMIT: '20', BUSINESS_API_RATE_WINDOW_SECONDS: '60' });
    const admin = createTestPortal(server, { ip: '10.41.0.1' });
    await admin.signIn('admin', 'Admin@123');
    flooder = await register(admin, server, 'flood', '学生请假申请');
    quiet = await register(admin, server, 'quiet', '宿舍报修');
    student = createTestPortal(server, { ip: '10.41.0.2' });
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gets 429 for itself alone, while another system and the portal\'s users still answer', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => callAsSystem(server.baseUrl, flooder, 'GET', P.whoami)));
    const limited = answers.filter((a) => a.http === 429);
    expect(answers.filter((a) => a.http === 200)).toHaveLength(20);
    expect(limited).toHaveLength(20);
    expect(new Set(limited.map(codeOf))).toEqual(new Set(['rate_limited']));
    expect(limited[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await callAsSystem(server.baseUrl, quiet, 'GET', P.whoami)).http).toBe(200);
    const view = await student.api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-staging` });
    expect(view.columns.length).toBeGreaterThan(0);
  });
});

const isInbox = (event: ChatStreamEvent): event is Extract<ChatStreamEvent, { type: 'inbox' }> => event.type === 'inbox';

/**
 * Two instances sharing PostgreSQL and Redis, as a deployment runs them: a to-do written through instance A reaches
 * the handler's event stream on instance B, and B's to-do card counts it.
 */
describe.runIf(REDIS_URL && PG_URL)('a business write across two instances (postgres and Redis)', () => {
  let a: TestServer;
  let b: ServerInstance;
  let stop: (() => Promise<void>) | undefined;
  const streams: ChatStreamClient[] = [];
  let key: SystemKey;

  beforeAll(async () => {
    ({ a, b, stop } = await startRedisPair(REDIS_URL ?? ''));
    const admin = createTestPortal(a, { ip: '10.42.0.1' });
    await admin.signIn('admin', 'Admin@123');
    key = await register(admin, a, 'leave', '学生请假申请');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stop?.();
  });

  it('a to-do pushed through instance A shows on the teacher\'s stream and card on instance B', async () => {
    const { portal: teacherOnB } = await signInAs(b.baseUrl, 'teacher', 'Teacher@123');
    const ticket = await teacherOnB.api.call(chat.streamTicket, {});
    const opened = await openChatStream(b.baseUrl, ticket.url);
    if (!opened.ok) throw new Error(`stream refused: ${opened.status}`);
    streams.push(opened.stream);
    await opened.stream.next((e) => e.type === 'ready');
    const before = await teacherOnB.api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-todo` });
    const count = (view: typeof before) => (view.columns[0]?.data?.kind === 'todo' ? view.columns[0].data.items[0]?.todoNum ?? 0 : -1);

    const [service] = await a.context.db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, '学生请假申请')));
    await callAsSystem(a.baseUrl, key, 'POST', eventsPath('X-1'), {
      eventId: 'X-1-s', type: 'submitted', serviceId: service?.id, applicant: 'student', title: '跨实例请假', viewUrl: 'https://leave.example.edu.cn/X-1',
    });
    const pushedAt = Date.now();
    const step = await callAsSystem(a.baseUrl, key, 'POST', eventsPath('X-1'), {
      eventId: 'X-1-s1', type: 'step_started', stepId: 'X-1-s1', nodeName: '辅导员审批', handler: 'teacher', handleUrl: 'https://leave.example.edu.cn/X-1/approve',
    });
    expect(step.http).toBe(200);
    const event = await opened.stream.next(isInbox, 10_000);
    expect(event.parts).toContain('todos');
    expect(Date.now() - pushedAt).toBeLessThan(10_000);
    expect(count(await teacherOnB.api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-todo` }))).toBe(count(before) + 1);
  });
});
