import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loginLimits, users } from '../../src/server/db/schema/auth';
import { departments, services } from '../../src/server/db/schema/catalogue';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { servicePage, userPage } from '../../src/shared/api/catalogue/catalogue-lists';
import type { ServicePageRequest } from '../../src/shared/schema/catalogue-lists';
import { spreadsheetCallsOf } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { seedSecondTenant, signInToTenantB, TENANT_B } from './helpers/second-tenant';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const JWC = `dept-${DEMO_TENANT_ID}-JWC`;

async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<number | undefined> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return portal.lastResponse?.http;
}

describe.each(testDatabases())('studio service catalogue and user lists on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let teacher: TestPortal;
  let otherAdmin: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.context.db;
    await seedSecondTenant(db);
    await db.insert(departments).values({ id: `dept-${TENANT_B}-ROOT`, tenantId: TENANT_B, deptCode: 'ROOT', deptName: '乙校', deptCategory: '学校' });
    await db.insert(services).values({
      serviceId: `svc-${TENANT_B}-1`, tenantId: TENANT_B, serviceName: '乙校校园卡挂失', serviceDeptId: `dept-${TENANT_B}-ROOT`, serviceType: 'PROCESS',
    });
    admin = createTestPortal(server, { ip: '10.31.0.1' });
    await admin.signIn('admin', 'Admin@123');
    teacher = createTestPortal(server, { ip: '10.31.0.2' });
    await teacher.signIn('teacher', 'Teacher@123');
    otherAdmin = createTestPortal(server, { ip: '10.31.0.3' });
    await signInToTenantB(otherAdmin, 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('pages the whole catalogue of the tenant, listed and withdrawn, without overlap and in the chosen order', async () => {
    const db = server.context.db;
    const [seeded] = await db.select({ n: count() }).from(services).where(eq(services.tenantId, DEMO_TENANT_ID));
    const first = await admin.api.call(servicePage, { size: 7, sort: 'serviceCode' });
    const second = await admin.api.call(servicePage, { size: 7, current: 2, sort: 'serviceCode' });
    expect(first.total).toBe(Number(seeded?.n));
    expect(first.records).toHaveLength(7);
    const codes = [...first.records, ...second.records].map((r) => r.serviceCode);
    expect(new Set(codes).size).toBe(14);
    expect(codes).toEqual([...codes].sort());
    expect(first.records.every((r) => !r.serviceCode.startsWith(`svc-${TENANT_B}`))).toBe(true);

    const byName = await admin.api.call(servicePage, { size: 100, sort: 'serviceName', order: 'DESC' });
    const names = byName.records.map((r) => r.serviceName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('filters by name or code, kind, department and status; the export of the current search counts the same rows', async () => {
    const db = server.context.db;
    const [target] = await db.select().from(services).where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceDeptId, JWC))).limit(1);
    if (!target) throw new Error('the seed has no service of 教务处');
    await db.update(services).set({ status: 0 }).where(eq(services.serviceId, target.serviceId));

    const byCode = await admin.api.call(servicePage, { keyword: target.serviceId });
    expect(byCode.records.map((r) => r.serviceCode)).toContain(target.serviceId);
    const byName = await admin.api.call(servicePage, { keyword: target.serviceName });
    expect(byName.records.map((r) => r.serviceName)).toContain(target.serviceName);

    const withdrawn = await admin.api.call(servicePage, { status: '0', deptId: JWC, size: 100 });
    expect(withdrawn.records.map((r) => r.serviceCode)).toContain(target.serviceId);
    expect(withdrawn.records.every((r) => r.status === 0 && r.deptId === JWC)).toBe(true);
    const listed = await admin.api.call(servicePage, { status: '1', serviceType: target.serviceType, size: 100 });
    expect(listed.records.every((r) => r.status === 1 && r.serviceType === target.serviceType)).toBe(true);
    expect(listed.records.map((r) => r.serviceCode)).not.toContain(target.serviceId);

    // What the studio's toolbar sends for range 2: the list's filter values, the search box as `keyword`.
    const service = spreadsheetCallsOf('service');
    const forms: Array<Record<string, string> & ServicePageRequest> = [
      { keyword: target.serviceId }, { status: '0', deptId: JWC }, { status: '1', serviceType: target.serviceType }, { keyword: '申请', serviceType: 'PROCESS' },
    ];
    for (const form of forms) {
      const page = await admin.api.call(servicePage, form);
      expect(await admin.api.call(service.exportCount, { dataRange: 2, formInline: { q: form.keyword ?? '', ...form } })).toBe(page.total);
    }
  });

  it('lists the tenant users with role and sign-in status, never a password, filtered by word and role type', async () => {
    const db = server.context.db;
    const [seeded] = await db.select({ n: count() }).from(users).where(eq(users.tenantId, DEMO_TENANT_ID));
    const all = await admin.api.call(userPage, { size: 100 });
    expect(all.records).toHaveLength(Math.min(100, all.total));
    expect(all.total).toBe(Number(seeded?.n));
    expect(all.records.map((r) => r.account)).not.toContain(undefined);
    expect(JSON.stringify(all)).not.toMatch(/password|scrypt/i);
    const teacherRow = await admin.api.call(userPage, { keyword: 'teacher' });
    expect(teacherRow.records.find((r) => r.account === 'teacher')).toMatchObject({ roleType: 'teacher', locked: false });

    const students = await admin.api.call(userPage, { roleType: 'student', size: 100 });
    expect(students.total).toBeGreaterThan(0);
    expect(students.records.every((r) => r.roleType === 'student')).toBe(true);
    const found = await admin.api.call(userPage, { keyword: 'teach' });
    expect(found.records.map((r) => r.account)).toContain('teacher');
    const user = spreadsheetCallsOf('user');
    expect(await admin.api.call(user.exportCount, { dataRange: 2, formInline: { keyword: 'teach', roleType: 'teacher' } }))
      .toBe((await admin.api.call(userPage, { keyword: 'teach', roleType: 'teacher' })).total);

    // 20 failures from addresses the account is not known at, the last a minute ago: a 15-minute wait (ADR 017).
    const countedAt = new Date(server.context.now() - 60_000);
    await db.insert(loginLimits).values({ scope: 'account', key: `${DEMO_TENANT_ID}|student`, failures: 20, countedAt })
      .onConflictDoUpdate({ target: [loginLimits.scope, loginLimits.key], set: { failures: 20, countedAt } });
    const afterFailures = await admin.api.call(userPage, { keyword: 'student', size: 100 });
    expect(afterFailures.records.find((r) => r.account === 'student')?.locked).toBe(true);
    server.advanceClock(16 * 60_000);
    const later = await admin.api.call(userPage, { keyword: 'student', size: 100 });
    expect(later.records.find((r) => r.account === 'student')?.locked).toBe(false);
  });

  it('answers each tenant its own rows, and refuses a teacher (no menu) and an unknown sort field', async () => {
    const services = await otherAdmin.api.call(servicePage, {});
    expect(services.records.map((r) => r.serviceCode)).toEqual([`svc-${TENANT_B}-1`]);
    const people = await otherAdmin.api.call(userPage, {});
    expect(people.records.map((r) => r.account).sort()).toEqual(['admin', 'student']);

    expect(await refusal(teacher, teacher.api.call(servicePage, {}, { silent: true }))).toBe(403);
    expect(await refusal(teacher, teacher.api.call(userPage, {}, { silent: true }))).toBe(403);
    // Past the client's own check: the server refuses a sort field outside its fixed list.
    const unchecked = { ...userPage, request: z.looseObject({}) } as unknown as typeof userPage;
    admin.lastResponse = null;
    expect(await refusal(admin, admin.api.call(unchecked, { sort: 'passwordHash' } as never, { silent: true }))).toBe(400);
  });
});
