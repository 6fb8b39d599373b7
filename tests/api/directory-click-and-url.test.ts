import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { services } from '../../src/server/db/schema/catalogue';
import { serviceVisits } from '../../src/server/db/schema/directory';
import * as dir from '../../src/shared/api/catalogue/directory';
import { clickService as portalClickService } from '../../src/portal/app/service-opener/click-log';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

describe.each(testDatabases())('click log and URL check on %s', (kind) => {
  let server: TestServer;
  let student: TestPortal;
  let admin: TestPortal;
  let forAll: string;
  let forTeachers: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { DATA_SOURCE_ALLOW_HOSTS: '10.1.2.3,intranet.test' });
    student = createTestPortal(server, { ip: '203.0.113.5' });
    await student.signIn('student', 'Student@123');
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const rows = await server.context.db.select({ id: services.serviceId, audience: services.audience }).from(services).where(eq(services.status, 1));
    forAll = rows.find((r) => r.audience === 'all')?.id ?? '';
    forTeachers = rows.find((r) => r.audience === 'teacher')?.id ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  const visitCount = async (id: string) =>
    (await server.context.db.select({ n: services.visitCount }).from(services).where(eq(services.serviceId, id)))[0]?.n ?? -1;
  const visitRows = async (id: string, clientKey: string) =>
    (await server.context.db.select({ n: count() }).from(serviceVisits)
      .where(and(eq(serviceVisits.serviceId, id), eq(serviceVisits.clientKey, clientKey))))[0]?.n ?? -1;

  it('[OPEN-03] the portal\'s click log is the catalogue\'s call', () => {
    expect(portalClickService).toBe(dir.clickService);
  });

  it('[OPEN-03] a click counts one visit per user and service per 10 s, with a visit row', async () => {
    const start = await visitCount(forAll);
    const first = await student.api.call(dir.clickService, { serviceId: forAll });
    expect(first).toEqual({ counted: true, visitCount: start + 1 });
    // Repeated at once, and in parallel: none of them counts.
    const again = await Promise.all([1, 2, 3, 4, 5].map(() => student.api.call(dir.clickService, { serviceId: forAll })));
    expect(again.every((r) => !r.counted)).toBe(true);
    expect(await visitCount(forAll)).toBe(start + 1);
    server.advanceClock(9_000);
    expect((await student.api.call(dir.clickService, { serviceId: forAll })).counted).toBe(false);
    server.advanceClock(1_500);
    expect(await student.api.call(dir.clickService, { serviceId: forAll })).toEqual({ counted: true, visitCount: start + 2 });
    const [me] = await server.context.db.select({ id: users.id }).from(users).where(eq(users.account, 'student'));
    const rows = await server.context.db.select().from(serviceVisits)
      .where(and(eq(serviceVisits.serviceId, forAll), eq(serviceVisits.clientKey, `u:${me?.id ?? ''}`)));
    // Only the counted clicks leave a row, each with the user.
    expect(rows.filter((r) => r.visitedAt.getTime() > Date.now() - 60_000)).toHaveLength(2);
    expect(rows.every((r) => r.userId === me?.id)).toBe(true);
  });

  it('[OPEN-03] visitors count by address; two addresses count twice; parallel clicks of one address once', async () => {
    const start = await visitCount(forAll);
    const one = createTestPortal(server, { ip: '198.51.100.7' });
    const two = createTestPortal(server, { ip: '198.51.100.8' });
    const burst = await Promise.all([1, 2, 3, 4].map(() => one.api.call(dir.clickService, { serviceId: forAll })));
    expect(burst.filter((r) => r.counted)).toHaveLength(1);
    expect((await two.api.call(dir.clickService, { serviceId: forAll })).counted).toBe(true);
    expect(await visitCount(forAll)).toBe(start + 2);
    expect(await visitRows(forAll, 'ip:198.51.100.7')).toBe(1);
    // A visitor may log only services for everyone; another audience's answers like an unknown one.
    await expect(one.api.call(dir.clickService, { serviceId: forTeachers }, { silent: true })).rejects.toMatchObject({ message: '服务不存在或已下架' });
    await expect(one.api.call(dir.clickService, { serviceId: 'nope' }, { silent: true })).rejects.toMatchObject({ message: '服务不存在或已下架' });
    expect(await visitRows(forTeachers, 'ip:198.51.100.7')).toBe(0);
  });

  it('checkURL accepts public http(s) addresses', async () => {
    for (const url of ['https://ehall.hxlg.edu.cn/app/leave', 'http://8.8.8.8/x', 'https://[2606:4700::1111]/']) {
      expect(await admin.api.call(dir.checkUrl, { url }), url).toEqual({ ok: true, reason: '' });
    }
  });

  it('checkURL refuses other schemes, credentials, and private, loopback or reserved hosts', async () => {
    const refusals: Array<[string, RegExp]> = [
      ['javascript:alert(1)', /javascript:/],
      ['JavaScript:alert(1)', /javascript:/],
      ['data:text/html,<script>alert(1)</script>', /data:/],
      ['ftp://example.com/file', /http/],
      ['/relative/path', /格式/],
      ['', /请输入/],
      ['https://user:pass@example.com/', /用户名或密码/],
      ['https://example.com@127.0.0.1/', /用户名或密码/],
      ['http://127.0.0.1:8080/admin', /内网/],
      ['http://localhost/', /内网/],
      ['http://2130706433/', /内网/],
      ['http://10.0.0.8/', /内网/],
      ['http://192.168.1.1/', /内网/],
      ['http://169.254.169.254/latest/meta-data', /内网/],
      ['http://[::1]/', /内网/],
      ['http://[::ffff:127.0.0.1]/', /内网/],
      ['http://0.0.0.0/', /内网/],
      ['http://240.0.0.1/', /内网/],
    ];
    for (const [url, reason] of refusals) {
      const answer = await admin.api.call(dir.checkUrl, { url });
      expect(answer.ok, url).toBe(false);
      expect(answer.reason, url).toMatch(reason);
    }
  });

  it('checkURL lets through exactly the hosts DATA_SOURCE_ALLOW_HOSTS names', async () => {
    expect(await admin.api.call(dir.checkUrl, { url: 'http://10.1.2.3/api' })).toEqual({ ok: true, reason: '' });
    expect(await admin.api.call(dir.checkUrl, { url: 'http://intranet.test/' })).toEqual({ ok: true, reason: '' });
    expect((await admin.api.call(dir.checkUrl, { url: 'http://10.1.2.4/api' })).ok).toBe(false);
  });
});
