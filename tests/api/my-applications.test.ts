import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagingRows } from '../../src/server/db/schema/cards';
import { processes, processNodes } from '../../src/server/db/schema/process';
import { myApplications as calls } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { myApplicationDetailSchema, myApplicationsSchema } from '../../src/shared/schema/my-applications';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { signInDemoUsers, type DemoUser } from './helpers/demo-users';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** 我的办件 (ADR 026): the caller's own applications and drafts, from the same process records as the to-do card. */


describe.each(testDatabases())('我的办件 on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<DemoUser, TestPortal>;
  const userIds = {} as Record<DemoUser, string>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await signInDemoUsers(server, portals, userIds);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function ownInDb(userId: string) {
    return server.context.db.select({ id: processes.id, status: processes.status, title: processes.title })
      .from(processes).where(eq(processes.applicantId, userId));
  }

  it('counts the student\'s applications per tab as the tables hold them, and their drafts', async () => {
    const rows = await ownInDb(userIds.student);
    const drafts = await server.context.db.select({ id: stagingRows.id }).from(stagingRows).where(eq(stagingRows.userId, userIds.student));
    const page = await portals.student.api.call(calls.myApplications, {});
    expect(myApplicationsSchema.safeParse(page).success).toBe(true);
    expect(page.counts).toEqual({
      all: rows.length,
      running: rows.filter((r) => r.status === 'running').length,
      done: rows.filter((r) => r.status === 'done').length,
      rejected: rows.filter((r) => r.status === 'rejected').length,
      draft: drafts.length,
    });
    expect(page.counts.all).toBeGreaterThan(0);
    expect(page.total).toBe(rows.length);
    expect(page.records.length).toBe(Math.min(10, rows.length));
    // Newest first, and only the student's own.
    const own = new Set(rows.map((r) => r.id));
    expect(page.records.every((r) => own.has(r.id))).toBe(true);
    const times = page.records.map((r) => r.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by tab, pages, and searches the title and the service name', async () => {
    const rows = await ownInDb(userIds.student);
    for (const status of ['running', 'done', 'rejected'] as const) {
      const page = await portals.student.api.call(calls.myApplications, { status, size: 50 });
      expect(page.total, status).toBe(rows.filter((r) => r.status === status).length);
      expect(page.records.every((r) => r.status === status), status).toBe(true);
    }
    const first = await portals.student.api.call(calls.myApplications, { size: 2, current: 1 });
    const second = await portals.student.api.call(calls.myApplications, { size: 2, current: 2 });
    expect(second.current).toBe(2);
    expect(second.records.map((r) => r.id)).not.toContain(first.records[0]?.id);
    const sample = rows[0];
    if (!sample) throw new Error('the seed gives the student applications');
    const word = sample.title.slice(0, 4);
    const found = await portals.student.api.call(calls.myApplications, { keyword: word, size: 50 });
    expect(found.records.length).toBeGreaterThan(0);
    expect(found.records.every((r) => r.title.includes(word) || r.serviceName.includes(word))).toBe(true);
    // LIKE's wildcards typed by a user match themselves.
    expect((await portals.student.api.call(calls.myApplications, { keyword: '%' })).total).toBe(0);
  });

  it('lists the drafts (暂存表 rows) under 草稿, named as the staging card names them, with what they hold', async () => {
    const page = await portals.student.api.call(calls.myApplications, { status: 'draft' });
    expect(page.total).toBe(page.counts.draft);
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.status === 'draft' || r.status === 'returned')).toBe(true);
    const leave = page.records.find((r) => r.title === '请假申请');
    expect(leave?.currentStep).toMatch(/请假类型：/);
    const sick = await portals.student.api.call(calls.myApplications, { status: 'draft', keyword: '病假' });
    expect(sick.records).toHaveLength(1);
  });

  it('answers an application\'s timeline: its steps in order with handler, department, times, opinion and overdue mark', async () => {
    const [running] = await server.context.db.select({ id: processes.id }).from(processes)
      .where(and(eq(processes.applicantId, userIds.student), eq(processes.status, 'running'))).limit(1);
    const [any] = running ? [running] : await ownInDb(userIds.student);
    if (!any) throw new Error('the seed gives the student applications');
    const nodes = await server.context.db.select().from(processNodes).where(eq(processNodes.processId, any.id));
    const detail = await portals.student.api.call(calls.myApplicationDetail, { id: any.id });
    expect(myApplicationDetailSchema.safeParse(detail).success).toBe(true);
    expect(detail.application.id).toBe(any.id);
    expect(detail.steps.map((s) => s.seq)).toEqual(nodes.map((n) => n.seq).sort((a, b) => a - b));
    for (const step of detail.steps) {
      expect(step.handlerName).not.toBe('');
      expect(step.deptName).not.toBe('');
      const node = nodes.find((n) => n.seq === step.seq);
      expect(step.startedAt).toBe(node?.startedAt.toISOString());
      expect(step.result).toBe(node?.result);
    }
  });

  it('never answers another user\'s application: the same not-found as an id that does not exist', async () => {
    const [theirs] = await server.context.db.select({ id: processes.id }).from(processes)
      .where(ne(processes.applicantId, userIds.student)).limit(1);
    if (!theirs) throw new Error('the seed gives other users applications');
    const error: unknown = await portals.student.api.call(calls.myApplicationDetail, { id: theirs.id }, { silent: true }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('办件不存在或无权查看');
    const none: unknown = await portals.student.api.call(calls.myApplicationDetail, { id: 'no-such-application' }, { silent: true }).then(() => null, (e: unknown) => e);
    expect((none as ApiError).message).toBe('办件不存在或无权查看');
    // The list has no user parameter: the teacher's list holds none of the student's.
    const studentIds = new Set((await ownInDb(userIds.student)).map((r) => r.id));
    const teacher = await portals.teacher.api.call(calls.myApplications, { size: 50 });
    expect(teacher.records.some((r) => studentIds.has(r.id))).toBe(false);
  });

  it('refuses a visitor', async () => {
    const visitor = createTestPortal(server);
    const error: unknown = await visitor.api.call(calls.myApplications, {}, { silent: true }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});
