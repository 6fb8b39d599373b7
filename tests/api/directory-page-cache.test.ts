import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema/catalogue';
import { PAGE_TTL_MS } from '../../src/server/cache/page-ttl';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as dir from '../../src/shared/api/catalogue/directory';
import type { DirectoryPageRequest } from '../../src/shared/schema/directory';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/**
 * serverCenter/page and its visitor and OSP twins are cached per tenant, visibility and query (list-page.ts): the
 * caller's `collected` flags are read on every call, a change that moves the catalogue version shows at once, and
 * visit counts or ratings, which move without it, within PAGE_TTL_MS.
 */
describe.each(testDatabases())('the directory page cache on %s', (kind) => {
  let server: TestServer;
  let student: TestPortal;
  let teacher: TestPortal;
  let visitor: TestPortal;
  const HEAT: DirectoryPageRequest = { sort: 'heat', size: 10 };

  beforeAll(async () => {
    server = await startTestServer(kind);
    student = createTestPortal(server);
    await student.signIn('student', 'Student@123');
    teacher = createTestPortal(server);
    await teacher.signIn('teacher', 'Teacher@123');
    visitor = createTestPortal(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const changed = () => server.app.searchRuntime.engine.changed(DEMO_TENANT_ID);
  const audienceOf = async (id: string) =>
    (await server.context.db.select({ audience: services.audience }).from(services).where(eq(services.serviceId, id)))[0]?.audience;

  it('shows each caller their own favourites on a shared page, at once after collect and cancel', async () => {
    const before = await student.api.call(dir.serverCenterPage, HEAT);
    let target = '';
    for (const record of before.records) {
      if (!record.collected && (await audienceOf(record.serviceId)) === 'all') {
        target = record.serviceId;
        break;
      }
    }
    expect(target).not.toBe('');
    await student.api.call(dir.collect, { serviceId: target });
    const mine = await student.api.call(dir.serverCenterPage, HEAT);
    expect(mine.records.find((r) => r.serviceId === target)?.collected).toBe(true);
    // The same page for someone else, and for the OSP twin of the call: their own flags.
    const theirs = await teacher.api.call(dir.serverCenterPage, HEAT);
    expect(theirs.records.find((r) => r.serviceId === target)?.collected).toBe(false);
    expect((await student.api.call(dir.ospPage, HEAT)).records.find((r) => r.serviceId === target)?.collected).toBe(true);
    const visitorPage = await visitor.api.call(dir.customPage, HEAT);
    expect(visitorPage.records.every((r) => !r.collected)).toBe(true);

    await student.api.call(dir.cancelCollect, { serviceId: target });
    const after = await student.api.call(dir.serverCenterPage, HEAT);
    expect(after.records.find((r) => r.serviceId === target)?.collected).toBe(false);
  });

  it('answers a withdrawn service\'s absence at once when the change moves the catalogue version', async () => {
    const page = await visitor.api.call(dir.customPage, HEAT);
    const top = page.records[0]?.serviceId ?? '';
    await server.context.db.update(services).set({ status: 0 }).where(eq(services.serviceId, top));
    await changed();
    const without = await visitor.api.call(dir.customPage, HEAT);
    expect(without.records.map((r) => r.serviceId)).not.toContain(top);
    expect(without.total).toBe(page.total - 1);
    // Another page of the same filters counts the same, from the same version.
    expect((await visitor.api.call(dir.customPage, { ...HEAT, current: 2 })).total).toBe(page.total - 1);

    await server.context.db.update(services).set({ status: 1 }).where(eq(services.serviceId, top));
    await changed();
    expect((await visitor.api.call(dir.customPage, HEAT)).records[0]?.serviceId).toBe(top);
  });

  it('shows visit counts that moved without a version change within PAGE_TTL_MS, and serves the cached page until then', async () => {
    // A page computed now, whatever the tests before cached.
    server.advanceClock(PAGE_TTL_MS);
    const page = await visitor.api.call(dir.customPage, HEAT);
    const second = page.records[1];
    expect(second).toBeDefined();
    const top = page.records[0]?.visitCount ?? 0;
    await server.context.db.update(services).set({ visitCount: sql`${top} + 1000` }).where(eq(services.serviceId, second?.serviceId ?? ''));

    const cached = await visitor.api.call(dir.customPage, HEAT);
    expect(cached.records.map((r) => r.serviceId)).toEqual(page.records.map((r) => r.serviceId));

    server.advanceClock(PAGE_TTL_MS);
    const fresh = await visitor.api.call(dir.customPage, HEAT);
    expect(fresh.records[0]).toMatchObject({ serviceId: second?.serviceId, visitCount: top + 1000 });
  });

  it('keeps each role\'s page apart: a teacher-only service never reaches a student\'s or a visitor\'s cached page', async () => {
    const [teacherOnly] = await server.context.db.select({ id: services.serviceId }).from(services)
      .where(sql`${services.status} = 1 and ${services.audience} = 'teacher'`).limit(1);
    const id = teacherOnly?.id ?? '';
    expect(id).not.toBe('');
    // The most visited service of all, so it heads every page that may show it.
    await server.context.db.update(services).set({ visitCount: 2_000_000_000 }).where(eq(services.serviceId, id));
    await changed();
    expect((await teacher.api.call(dir.serverCenterPage, HEAT)).records[0]?.serviceId).toBe(id);
    expect((await student.api.call(dir.serverCenterPage, HEAT)).records.map((r) => r.serviceId)).not.toContain(id);
    expect((await visitor.api.call(dir.customPage, HEAT)).records.map((r) => r.serviceId)).not.toContain(id);
  });
});
