import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema/catalogue';
import { serviceGuides } from '../../src/server/db/schema/search';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { clientGuideInfo, clientGuideInfoNobody, guideSearch } from '../../src/shared/api/catalogue/guides';
import { ApiError, type ApiClient } from '../../src/shared/api/client-types';
import { createTestPortal, postJson, signInAs, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

describe.each(testDatabases())('service guides on %s', (kind) => {
  let server: TestServer;
  let studentPortal: TestPortal;
  let student: ApiClient;
  let teacher: ApiClient;
  let visitor: ApiClient;
  type ServiceRow = typeof services.$inferSelect;
  let guided: ServiceRow[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    studentPortal = (await signInAs(server.baseUrl, 'student', 'Student@123')).portal;
    student = studentPortal.api;
    teacher = (await signInAs(server.baseUrl, 'teacher', 'Teacher@123')).portal.api;
    visitor = createTestPortal(server).api;
    guided = (await server.context.db.select({ service: services }).from(serviceGuides)
      .innerJoin(services, eq(services.serviceId, serviceGuides.serviceId))
      .where(eq(services.tenantId, DEMO_TENANT_ID))).map((r) => r.service);
  });
  afterAll(async () => {
    await server?.close();
  });

  const pick = (audience: 'all' | 'teacher' | 'student', processType?: 'ONLINE' | 'OFFLINE') => {
    const row = guided.find((s) => s.audience === audience && (!processType || s.processType === processType));
    if (!row) throw new Error(`no guided ${audience} service in the seed`);
    return row;
  };

  it('seeds a guide for exactly the services with hasGuide', async () => {
    const withFlag = await server.context.db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.hasGuide, true)));
    expect(new Set(guided.map((s) => s.serviceId))).toEqual(new Set(withFlag.map((s) => s.id)));
    expect(guided.length).toBeGreaterThan(100);
  });

  it('[OPEN-05] gives the structured guide: conditions, materials, steps, fees, time limit, department, contact; OFFLINE handled at the counter', async () => {
    const offline = pick('all', 'OFFLINE');
    const guide = await teacher.call(clientGuideInfo, { serviceId: offline.serviceId });
    expect(guide.service.serviceId).toBe(offline.serviceId);
    expect(guide.service.serviceName).toBe(offline.serviceName);
    expect(guide.handling).toBe('OFFLINE');
    expect(guide.conditions).toContain(offline.serviceName);
    expect(guide.materials.length).toBeGreaterThan(0);
    expect(guide.materials.some((m) => m.required)).toBe(true);
    expect(guide.steps.length).toBeGreaterThanOrEqual(2);
    expect(guide.steps.at(-1)?.title).toBe('现场办理');
    expect(guide.fees).not.toBe('');
    expect(guide.timeLimit).not.toBe('');
    expect(guide.department).toBe(guide.service.serviceDeptName);
    expect(guide.contactPhone).toMatch(/^0731-8882\d{4}$/);
    expect(guide.location).not.toBe('');
    expect(guide.faq.length).toBeGreaterThan(0);

    const online = pick('all', 'ONLINE');
    expect((await visitor.call(clientGuideInfoNobody, { serviceId: online.serviceId })).handling).toBe('ONLINE');
  });

  it('shows a visitor the guide of a service for everyone, and refuses a teacher-only one like a missing guide', async () => {
    const open = pick('all');
    expect((await visitor.call(clientGuideInfoNobody, { serviceId: open.serviceId })).service.serviceId).toBe(open.serviceId);

    const staff = pick('teacher');
    const refused = await postJson(server, clientGuideInfoNobody.path, { serviceId: staff.serviceId });
    const missing = await postJson(server, clientGuideInfoNobody.path, { serviceId: 'svc-none' });
    expect(refused.http).toBe(404);
    expect(refused.body).toEqual(missing.body);
    expect(refused.body).toMatchObject({ status: 404, msg: '该服务暂无办事指南' });
    // A teacher sees it; a student does not.
    expect((await teacher.call(clientGuideInfo, { serviceId: staff.serviceId })).service.serviceId).toBe(staff.serviceId);
    const error: unknown = await student.call(clientGuideInfo, { serviceId: staff.serviceId }, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(studentPortal.lastResponse?.http).toBe(404);
    expect((error as ApiError).message).toBe('该服务暂无办事指南');
  });

  it('searches guides by the same engine: name pinyin, guide text with its passage, only visible services', async () => {
    const byPinyin = await student.call(guideSearch, { keyword: 'xszm', current: 1, size: 10 });
    expect(byPinyin.records.map((r) => r.serviceName)).toContain('学生证明开具');

    // 保洁 appears in no service name, only in the repair guides' questions.
    const byText = await teacher.call(guideSearch, { keyword: '保洁', current: 1, size: 50 });
    expect(byText.total).toBeGreaterThan(0);
    for (const hit of byText.records) expect(hit.snippet).toContain('保洁');

    const staffOnly = new Set(guided.filter((s) => s.audience === 'teacher').map((s) => s.serviceId));
    const forStudent = await student.call(guideSearch, { keyword: '申请', current: 1, size: 50 });
    expect(forStudent.total).toBeGreaterThan(0);
    expect(forStudent.records.filter((r) => staffOnly.has(r.serviceId))).toEqual([]);
    const withGuide = new Set(guided.map((s) => s.serviceId));
    expect(forStudent.records.every((r) => withGuide.has(r.serviceId))).toBe(true);
  });
});
