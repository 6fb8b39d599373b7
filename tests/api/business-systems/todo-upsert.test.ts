import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessDeliveries } from '../../../src/server/db/schema/business-systems';
import { services } from '../../../src/server/db/schema/catalogue';
import { processEvents, processNodes } from '../../../src/server/db/schema/process';
import { rowsOf } from '../../../src/server/db/raw-rows';
import { TODO_UPSERT_STATEMENT } from '../../../src/server/features/business-systems/services/upsert-todo';
import { DEMO_TENANT_ID } from '../../../src/server/seed';
import { businessKeyCreate, businessSystemSave } from '../../../src/shared/api/catalogue/business-systems';
import { BUSINESS_API_PATHS } from '../../../src/shared/schema/business-api';
import { createTestPortal } from '../../support/portal-client';
import { until } from '../../support/until';
import { startTestServer, testDatabases, type TestServer } from '../helpers/test-server';
import { callAsSystem, codeOf, type SystemKey } from './signed-client';

const P = BUSINESS_API_PATHS;
const todoPath = (id: string) => P.todo.replace(':todoId', id);
const eventsPath = (id: string) => P.applicationEvents.replace(':applicationId', id);
const VIEW = 'https://leave.example.edu.cn/applications/';

/** The statement's text, whichever way node-postgres was handed it. */
const textOf = (args: unknown[]): string => {
  const [first] = args;
  if (typeof first === 'string') return first;
  return typeof first === 'object' && first !== null && typeof (first as { text?: unknown }).text === 'string' ? (first as { text: string }).text : '';
};

/**
 * Counts the statements every PostgreSQL connection sends (node-postgres runs each through Client#query, the pool's
 * and a transaction's alike) about the business records, grouped into transactions: one that touches no process or
 * business table (a timer of another feature) is left out, and so is the efficiency recomputation that follows
 * business writes off the request path — each whole, BEGIN and COMMIT included.
 */
function countStatements() {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  return {
    texts(): string[] {
      const byClient = new Map<unknown, string[][]>();
      spy.mock.calls.forEach((args, i) => {
        const client = spy.mock.contexts[i];
        const blocks = byClient.get(client) ?? [[]];
        byClient.set(client, blocks);
        const text = textOf(args).trim();
        const open = blocks[blocks.length - 1] ?? [];
        open.push(text);
        if (/^(commit|rollback)\b/i.test(text) || !/^begin\b/i.test(open[0] ?? '')) blocks.push([]);
      });
      return [...byClient.values()].flat()
        .filter((block) => block.some((text) => /process|business_/i.test(text)) && !block.some((text) => /efficiency/i.test(text)))
        .flat();
    },
    restore: () => spy.mockRestore(),
  };
}

describe.each(testDatabases())('to-do upserts of a business system on %s', (kind) => {
  let server: TestServer;
  let key: SystemKey;

  const call = (method: 'PUT' | 'POST', target: string, body: unknown) => callAsSystem(server.baseUrl, key, method, target, body);
  const todo = (app: string, handler = 'teacher', extra: Record<string, unknown> = {}) =>
    ({ applicationId: app, nodeName: '辅导员审批', handler, handleUrl: `${VIEW}${app}/approve`, ...extra });
  let leaveService = '';
  const submit = (app: string) => call('POST', eventsPath(app), {
    eventId: `${app}-submitted`, type: 'submitted', serviceId: leaveService, applicant: 'student', title: '学生请假申请', viewUrl: `${VIEW}${app}`,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [service] = await server.context.db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, '学生请假申请')));
    leaveService = service?.id ?? '';
    const admin = createTestPortal(server, { ip: '10.43.0.1' });
    await admin.signIn('admin', 'Admin@123');
    const system = await admin.api.call(businessSystemSave, {
      code: 'upsert', name: '待办压测系统', contact: '', flowType: '学工', scopes: ['todos', 'applications'], serviceIds: [leaveService], status: 'active',
    });
    const made = await admin.api.call(businessKeyCreate, { id: system.id });
    key = { keyId: made.keyId, secret: made.secret };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the same new to-do pushed ten times at once is made once, with one timeline event, and every call is answered 200', async () => {
    await submit('U-1');
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('PUT', todoPath('U-1-t'), todo('U-1'))));
    expect(answers.map((a) => a.http)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((a) => a.body.created === true)).toHaveLength(1);
    const { db } = server.context;
    const nodes = await db.select({ processId: processNodes.processId, seq: processNodes.seq }).from(processNodes).where(eq(processNodes.externalId, 'U-1-t'));
    expect(nodes).toHaveLength(1);
    const [events] = await db.select({ n: count() }).from(processEvents)
      .where(and(eq(processEvents.processId, nodes[0]?.processId ?? ''), eq(processEvents.type, 'step_started')));
    expect(events?.n).toBe(1);
    const [audited] = await db.select({ n: count() }).from(businessDeliveries)
      .where(and(eq(businessDeliveries.externalId, 'U-1-t'), eq(businessDeliveries.outcome, 'accepted')));
    expect(audited?.n).toBe(10);
  });

  it('a refused upsert writes nothing: closed to-do, another application\'s to-do, unknown department, application no longer running', async () => {
    await submit('U-2');
    await submit('U-3');
    expect((await call('PUT', todoPath('U-2-t'), todo('U-2'))).http).toBe(200);
    expect((await call('POST', P.todoClose.replace(':todoId', 'U-2-t'), { result: 'approved' })).http).toBe(200);
    const closed = await call('PUT', todoPath('U-2-t'), todo('U-2', 'assistant'));
    expect([closed.http, codeOf(closed)]).toEqual([409, 'out_of_order']);
    const elsewhere = await call('PUT', todoPath('U-2-t'), todo('U-3'));
    expect([elsewhere.http, codeOf(elsewhere)]).toEqual([409, 'id_conflict']);
    const noDept = await call('PUT', todoPath('U-3-t'), todo('U-3', 'teacher', { department: 'NO-SUCH-DEPT' }));
    expect([noDept.http, codeOf(noDept)]).toEqual([422, 'unknown_department']);
    expect(noDept.body.error).toMatchObject({ fields: { department: expect.stringContaining('NO-SUCH-DEPT') } });
    await call('POST', eventsPath('U-3'), { eventId: 'U-3-rejected', type: 'rejected', opinion: '材料不全' });
    const late = await call('PUT', todoPath('U-3-t'), todo('U-3'));
    expect([late.http, codeOf(late)]).toEqual([409, 'out_of_order']);
    expect((late.body.error as { message: string }).message).toContain('未通过');
    const { db } = server.context;
    const [node] = await db.select({ handlerId: processNodes.handlerId, result: processNodes.result }).from(processNodes).where(eq(processNodes.externalId, 'U-2-t'));
    expect(node?.result).toBe('approved');
    expect((await db.select({ n: count() }).from(processNodes).where(eq(processNodes.externalId, 'U-3-t')))[0]?.n).toBe(0);
    // A refusal's delivery row is written after the answer.
    const refused = await until('the four refusals are recorded', () => db.select({ code: businessDeliveries.errorCode }).from(businessDeliveries)
      .where(and(inArray(businessDeliveries.externalId, ['U-2-t', 'U-3-t']), eq(businessDeliveries.outcome, 'refused'))), (rows) => rows.length >= 4);
    expect(refused.map((r) => r.code).sort()).toEqual(['id_conflict', 'out_of_order', 'out_of_order', 'unknown_department']);
  });

  it('the upsert\'s generic plan updates the to-do by its key even when planned over an empty, unanalysed process_nodes', async () => {
    // What a connection's cached plan is made from on a fresh database: TRUNCATE (rolled back) leaves the table
    // with no pages and no statistics, and EXPLAIN EXECUTE under force_generic_plan shows the plan every call reuses.
    const { sql: text, params } = new PgDialect().sqlToQuery(TODO_UPSERT_STATEMENT);
    const rollback = new Error('rolled back');
    let plan = '';
    await server.context.db.transaction(async (tx) => {
      await tx.execute(sql`truncate process_nodes cascade`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare upsert_plan_probe as ${text}`));
      const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain (costs off) execute upsert_plan_probe(${params.map(() => 'null').join(', ')})`));
      await tx.execute(sql`deallocate upsert_plan_probe`);
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      throw rollback;
    }).catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
    const update = /Update on process_nodes n[\s\S]*?(?=\n {2}CTE |$)/.exec(plan)?.[0] ?? '';
    expect(update).toMatch(/Index Scan using process_nodes_pkey on process_nodes n/);
    expect(update).not.toMatch(/open_idx/);
  });

  it.runIf(kind === 'postgres')('an upsert costs one statement once its key is known: no BEGIN, no COMMIT, no read of what it wrote', async () => {
    await submit('U-4');
    // The clock stands from here, a second on: the next call reads the key's row itself (its entry is too old to
    // answer), and then the entry stays fresh, so no read of it runs behind the counted calls. The key's last use was
    // written within the minute.
    server.freezeClock();
    server.advanceClock(1_001);
    expect((await call('PUT', todoPath('U-4-warm'), todo('U-4'))).http).toBe(200);
    const counter = countStatements();
    try {
      for (let i = 0; i < 10; i += 1) expect((await call('PUT', todoPath('U-4-warm'), todo('U-4', i % 2 ? 'teacher' : 'assistant'))).http).toBe(200);
      expect((await call('PUT', todoPath('U-4-new'), todo('U-4'))).body).toMatchObject({ created: true });
      const texts = counter.texts();
      expect(texts.filter((text) => /^(begin|commit)\b/i.test(text))).toEqual([]);
      expect(texts).toHaveLength(11);
    } finally {
      counter.restore();
      server.thawClock();
    }
  });
});
