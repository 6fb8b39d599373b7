import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema/catalogue';
import { serviceShelfLabels, serviceStats } from '../../src/server/db/schema/directory';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as dir from '../../src/shared/api/catalogue/directory';
import { searchService, searchServiceNobody } from '../../src/shared/api/catalogue/search';
import { ApiError } from '../../src/shared/api/client-types';
import type { DirectoryPageRequest, DirectoryQuery } from '../../src/shared/schema/directory';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { loadReference, refList, visibleFor, type RefRole, type RefService } from './helpers/directory-reference';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const PASSWORDS = { admin: 'Admin@123', teacher: 'Teacher@123', student: 'Student@123' } as const;
type Account = keyof typeof PASSWORDS;

describe.each(testDatabases())('service directory lists on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Account | 'visitor', TestPortal>;
  let all: RefService[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const account of ['admin', 'teacher', 'student'] as const) {
      portals[account] = createTestPortal(server);
      await portals[account].signIn(account, PASSWORDS[account]);
    }
    portals.visitor = createTestPortal(server);
    // Ratings are the ratings feature's; here the summary rows it keeps are written directly, with ties to break.
    const ids = (await server.context.db.select({ id: services.serviceId }).from(services)
      .where(sql`${services.status} = 1 and ${services.audience} = 'all'`).orderBy(services.serviceId).limit(6)).map((r) => r.id);
    const stats = [[4.5, 10], [4.5, 30], [3.25, 4], [5, 1], [2, 8], [4.5, 30]] as const;
    await server.context.db.insert(serviceStats).values(ids.map((serviceId, i) => ({
      serviceId, tenantId: DEMO_TENANT_ID, ratingAvg: stats[i]?.[0] ?? 0, ratingCount: stats[i]?.[1] ?? 0,
    }))).onConflictDoUpdate({
      target: serviceStats.serviceId,
      set: { ratingAvg: sql`excluded.rating_avg`, ratingCount: sql`excluded.rating_count` },
    });
    all = await loadReference(server.context.db, DEMO_TENANT_ID);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every record of a list, page by page at the largest size. */
  async function wholeList(who: Account | 'visitor', q: Partial<DirectoryQuery>): Promise<{ ids: string[]; total: number }> {
    const call = who === 'visitor' ? dir.customPage : dir.serverCenterPage;
    const ids: string[] = [];
    let total = 0;
    for (let current = 1; ; current += 1) {
      const page = await portals[who].api.call(call, { ...q, current, size: 100 } as DirectoryPageRequest);
      total = page.total;
      ids.push(...page.records.map((r) => r.serviceId));
      if (page.records.length < 100) break;
    }
    return { ids, total };
  }

  /** Every service the search box finds for `keyword`, as `who` (the directory filters a keyword by these). */
  async function searchIds(who: Account | 'visitor', keyword: string): Promise<Set<string>> {
    const ids = new Set<string>();
    for (let current = 1; ; current += 1) {
      const request = { keyword, current, size: 100, serviceType: '' } as const;
      const page = who === 'visitor'
        ? await portals.visitor.api.call(searchServiceNobody, request)
        : await portals[who].api.call(searchService, request);
      page.records.forEach((r) => ids.add(r.serviceId));
      if (page.records.length < 100) return ids;
    }
  }

  async function expectMatches(who: Account | 'visitor', q: Partial<DirectoryQuery>) {
    const matches = q.keyword ? await searchIds(who, q.keyword) : undefined;
    const expected = refList(all, who as RefRole, q, matches).map((s) => s.serviceId);
    const got = await wholeList(who, q);
    expect(got.ids, JSON.stringify({ who, q })).toEqual(expected);
    expect(got.total).toBe(expected.length);
    return expected;
  }

  it('[ROUTE-06] serviceType APPLICATION lists the application centre, PROCESS the process centre, empty the whole hall', async () => {
    const app = await expectMatches('student', { serviceType: 'APPLICATION' });
    const proc = await expectMatches('student', { serviceType: 'PROCESS' });
    const hall = await expectMatches('student', { serviceType: '' });
    expect(app.length).toBeGreaterThan(0);
    expect(proc.length).toBeGreaterThan(0);
    expect(new Set(hall)).toEqual(new Set([...app, ...proc]));
    const page = await portals.student.api.call(dir.serverCenterPage, { serviceType: 'APPLICATION', size: 100 });
    expect(page.records.every((r) => r.serviceType === 'APPLICATION')).toBe(true);
  });

  it('[OPEN-05] processType OFFLINE lists offline handling only, ONLINE everything else', async () => {
    const offline = await expectMatches('teacher', { processType: 'OFFLINE' });
    const online = await expectMatches('teacher', { processType: 'ONLINE' });
    expect(offline.length).toBeGreaterThan(0);
    expect(online.length + offline.length).toBe(refList(all, 'teacher', {}).length);
    const page = await portals.teacher.api.call(dir.serverCenterPage, { processType: 'OFFLINE', size: 100 });
    expect(page.records.every((r) => r.processType === 'OFFLINE')).toBe(true);
  });

  it('filters by department, scene, type, shelf label and keyword, each checked against the tables', async () => {
    const visible = all.filter((s) => visibleFor('student', s));
    const dept = visible[0]?.deptId ?? '';
    const scene = visible.find((s) => s.sceneId)?.sceneId ?? '';
    const type = visible.find((s) => s.typeId)?.typeId ?? '';
    const shelf = visible.find((s) => s.shelves.length > 0)?.shelves[0] ?? '';
    expect(await expectMatches('student', { deptId: dept })).not.toHaveLength(0);
    expect(await expectMatches('student', { sceneId: scene })).not.toHaveLength(0);
    expect(await expectMatches('student', { typeId: type })).not.toHaveLength(0);
    expect(await expectMatches('student', { shelfLabelId: shelf })).not.toHaveLength(0);
    const word = (visible[3]?.serviceName ?? '').slice(0, 2);
    expect(await expectMatches('student', { keyword: word })).not.toHaveLength(0);
    // Filters combine; a keyword's % and _ are plain characters, not wildcards.
    await expectMatches('student', { serviceType: 'PROCESS', processType: 'ONLINE', deptId: dept, keyword: word });
    expect(await expectMatches('student', { keyword: '%' })).toHaveLength(0);
    expect(await expectMatches('student', { keyword: '_' })).toHaveLength(0);
  });

  it('a keyword with filters or another sort finds what the search box finds: pinyin initials, full pinyin, one typo', async () => {
    const name = (id: string) => all.find((s) => s.serviceId === id)?.serviceName;
    for (const keyword of ['qj', 'qingjia', 'qingjai']) {
      const online = await expectMatches('student', { keyword, processType: 'ONLINE', sort: 'newest' });
      expect(online.map(name), keyword).toEqual(expect.arrayContaining(['学生请假申请', '研究生请假申请']));
    }
    const visitor = await expectMatches('visitor', { keyword: 'qj', sort: 'heat' });
    expect(visitor.map(name)).not.toContain('学生请假申请');
  });

  it('sorts by heat, newest, rating and the default order, as the tables say', async () => {
    for (const sort of ['heat', 'newest', 'rating', 'default'] as const) {
      await expectMatches('admin', { sort });
      await expectMatches('visitor', { sort });
    }
    const top = await portals.visitor.api.call(dir.customPage, { sort: 'rating', size: 4 });
    const best = refList(all, 'visitor', { sort: 'rating' }).slice(0, 4);
    expect(top.records.map((r) => [r.serviceId, r.ratingAvg, r.ratingCount])).toEqual(best.map((s) => [s.serviceId, s.ratingAvg, s.ratingCount]));
    // Ties on the average go to the service with more ratings.
    for (let i = 1; i < top.records.length; i += 1) {
      const [prev, cur] = [top.records[i - 1], top.records[i]];
      if (prev && cur && prev.ratingAvg === cur.ratingAvg) expect(prev.ratingCount).toBeGreaterThanOrEqual(cur.ratingCount);
    }
  });

  it('pages with current and size, and refuses a size above 100', async () => {
    const expected = refList(all, 'teacher', { sort: 'heat' }).map((s) => s.serviceId);
    const second = await portals.teacher.api.call(dir.serverCenterPage, { sort: 'heat', current: 2, size: 7 });
    expect(second.records.map((r) => r.serviceId)).toEqual(expected.slice(7, 14));
    expect(second).toMatchObject({ total: expected.length, current: 2, size: 7 });
    const past = await portals.teacher.api.call(dir.serverCenterPage, { current: 999, size: 10 });
    expect(past).toMatchObject({ records: [], total: expected.length });
    await expect(portals.teacher.api.call(dir.serverCenterPage, { size: 101 }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    const raw = await fetch(`${server.baseUrl}${dir.customPage.path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ size: 101 }),
    });
    expect(((await raw.json()) as { status: number }).status).toBe(400);
  });

  it('shows each role only the services for it: student, teacher, admin and visitor', async () => {
    for (const who of ['student', 'teacher', 'admin', 'visitor'] as const) {
      const got = await expectMatches(who, {});
      const audiences = new Set(got.map((id) => all.find((s) => s.serviceId === id)?.audience));
      if (who === 'visitor') expect([...audiences]).toEqual(['all']);
      if (who === 'student') expect(audiences.has('teacher')).toBe(false);
      if (who === 'teacher') expect(audiences.has('student')).toBe(false);
    }
    expect(refList(all, 'admin', {}).length).toBeGreaterThan(refList(all, 'student', {}).length);
    // A withdrawn service is in no list.
    const withdrawn = all.find((s) => s.status !== 1);
    if (withdrawn) expect((await wholeList('admin', {})).ids).not.toContain(withdrawn.serviceId);
  });

  it('pageRoles shows the page as a role sees it, for the serviceHallConfig menu only', async () => {
    const roles = await portals.admin.api.call(dir.getRoleList, {});
    expect(roles.map((r) => r.roleType)).toEqual(['admin', 'teacher', 'student']);
    const student = roles.find((r) => r.roleType === 'student');
    const page = await portals.admin.api.call(dir.pageRoles, { roleId: student?.roleId ?? '', size: 100, sort: 'heat' });
    expect(page.records.map((r) => r.serviceId)).toEqual(refList(all, 'student', { sort: 'heat' }).slice(0, 100).map((s) => s.serviceId));
    expect(page.records.every((r) => !r.collected)).toBe(true);
    await expect(portals.student.api.call(dir.pageRoles, { roleId: student?.roleId ?? '' }, { silent: true }))
      .rejects.toMatchObject({ message: '没有访问权限' });
    await expect(portals.admin.api.call(dir.pageRoles, { roleId: 'no-such-role' }, { silent: true }))
      .rejects.toMatchObject({ message: '角色不存在' });
  });

  it('OSP page equals serverCenter/page; heatService and NewlyLaunched are the tops of heat and newest', async () => {
    const q = { serviceType: 'APPLICATION', sort: 'newest', size: 20 } as const;
    expect(await portals.student.api.call(dir.ospPage, q)).toEqual(await portals.student.api.call(dir.serverCenterPage, q));
    const heat = await portals.teacher.api.call(dir.heatService, { size: 8 });
    expect(heat.map((s) => s.serviceId)).toEqual(refList(all, 'teacher', { sort: 'heat' }).slice(0, 8).map((s) => s.serviceId));
    const fresh = await portals.visitor.api.call(dir.nobodyNewlyLaunched, { serviceType: 'PROCESS', size: 5 });
    expect(fresh.map((s) => s.serviceId))
      .toEqual(refList(all, 'visitor', { sort: 'newest', serviceType: 'PROCESS' }).slice(0, 5).map((s) => s.serviceId));
    const vHeat = await portals.visitor.api.call(dir.nobodyHeatService, {});
    expect(vHeat.map((s) => s.serviceId)).toEqual(refList(all, 'visitor', { sort: 'heat' }).slice(0, 10).map((s) => s.serviceId));
    const newest = await portals.student.api.call(dir.newlyLaunched, { size: 3 });
    // CARD-09 reads releaseTime: the newest list is in releaseTime order.
    const times = newest.map((s) => Date.parse(s.releaseTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('serviceCount counts by centre and by online/offline (OPEN-05), per role', async () => {
    for (const who of ['student', 'visitor'] as const) {
      const call = who === 'visitor' ? dir.nobodyServiceCount : dir.serviceCount;
      const counts = await portals[who].api.call(call, {});
      const mine = refList(all, who, {});
      expect(counts).toEqual({
        total: mine.length,
        application: mine.filter((s) => s.serviceType === 'APPLICATION').length,
        process: mine.filter((s) => s.serviceType === 'PROCESS').length,
        online: mine.filter((s) => s.processType !== 'OFFLINE').length,
        offline: mine.filter((s) => s.processType === 'OFFLINE').length,
      });
    }
  });

  it('filter options count the services the caller sees under each, within a centre', async () => {
    const cases = [
      [dir.serviceDept, dir.nobodyServiceDept, (s: RefService) => s.deptId],
      [dir.serviceScene, dir.nobodyServiceScene, (s: RefService) => s.sceneId],
      [dir.serviceTypeListByUser, dir.nobodyServiceTypeListByUser, (s: RefService) => s.typeId],
    ] as const;
    for (const [signedIn, forVisitor, key] of cases) {
      for (const [who, call] of [['teacher', signedIn], ['visitor', forVisitor]] as const) {
        for (const serviceType of ['', 'PROCESS'] as const) {
          const options = await portals[who].api.call(call, { serviceType });
          const tally = new Map<string, number>();
          for (const s of refList(all, who, { serviceType })) {
            const k = key(s);
            if (k) tally.set(k, (tally.get(k) ?? 0) + 1);
          }
          expect(new Map(options.map((o) => [o.id, o.count])), `${call.name} ${serviceType}`).toEqual(tally);
          expect(options.every((o) => o.name !== '')).toBe(true);
        }
      }
    }
  });

  it('shelf labels: getShelfLabel lists the seeded labels, queryShelfService a label\'s visible services in order', async () => {
    const labels = await portals.student.api.call(dir.getShelfLabel, {});
    expect(labels.length).toBeGreaterThanOrEqual(6);
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels.map((l) => l.labelName)).toEqual(expect.arrayContaining(['热门', '新上线', '毕业季']));
    const rows = await server.context.db.select().from(serviceShelfLabels).where(eq(serviceShelfLabels.tenantId, DEMO_TENANT_ID));
    expect(labels.map((l) => l.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const label of labels) {
      const list = await portals.student.api.call(dir.queryShelfService, { shelfLabelId: label.id });
      const expected = new Set(all.filter((s) => s.shelves.includes(label.id) && visibleFor('student', s)).map((s) => s.serviceId));
      expect(new Set(list.map((s) => s.serviceId)), label.labelName).toEqual(expected);
    }
    const hot = await portals.student.api.call(dir.queryShelfService, { shelfLabelId: labels[0]?.id ?? '' });
    expect(hot.length).toBeGreaterThan(0);
  });

  it('CASServiceList lists the single sign-on services (accessWay 3) the user sees', async () => {
    const list = await portals.student.api.call(dir.casServiceList, {});
    const expected = refList(all, 'student', {}).filter((s) => s.accessWay === '3').map((s) => s.serviceId);
    expect(list.map((s) => s.serviceId)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('[OPEN-04] details show the full service to a signed-in user; visitor details the same minus user fields, audience all only', async () => {
    const forAll = all.find((s) => visibleFor('visitor', s) && s.ratingCount > 0);
    const forTeachers = all.find((s) => s.status === 1 && s.audience === 'teacher');
    if (!forAll || !forTeachers) throw new Error('seed lacks the services this test needs');
    await portals.student.api.call(dir.collect, { serviceId: forAll.serviceId });
    const details = await portals.student.api.call(dir.serverCenterDetails, { serviceId: forAll.serviceId });
    expect(details).toMatchObject({
      serviceId: forAll.serviceId, serviceName: forAll.serviceName, deptId: forAll.deptId, processType: forAll.processType,
      accessWay: forAll.accessWay, audience: 'all', visitCount: forAll.visitCount, ratingAvg: forAll.ratingAvg,
      ratingCount: forAll.ratingCount, collected: true,
    });
    expect(typeof details.openWay).toBe('number');
    expect(details.serviceDeptName).not.toBe('');
    const visitorView = await portals.visitor.api.call(dir.nobodyCustomDetails, { serviceId: forAll.serviceId });
    const { collected: _collected, ...withoutUser } = details;
    expect(visitorView).toEqual(withoutUser);
    expect('collected' in visitorView).toBe(false);
    expect(await portals.student.api.call(dir.customDetails, { serviceId: forAll.serviceId })).toEqual(withoutUser);

    // A service the caller may not see answers exactly like an unknown one.
    const unknown = await portals.visitor.api.call(dir.nobodyCustomDetails, { serviceId: 'no-such-service' }, { silent: true }).catch((e: unknown) => e);
    const hidden = await portals.visitor.api.call(dir.nobodyCustomDetails, { serviceId: forTeachers.serviceId }, { silent: true }).catch((e: unknown) => e);
    expect(hidden).toBeInstanceOf(ApiError);
    expect(hidden).toMatchObject({ status: (unknown as ApiError).status, message: (unknown as ApiError).message });
    await expect(portals.student.api.call(dir.serverCenterDetails, { serviceId: forTeachers.serviceId }, { silent: true }))
      .rejects.toMatchObject({ message: '服务不存在或已下架' });
    await expect(portals.teacher.api.call(dir.customDetails, { serviceId: forTeachers.serviceId }, { silent: true }))
      .rejects.toMatchObject({ message: '服务不存在或已下架' });
    expect((await portals.teacher.api.call(dir.serverCenterDetails, { serviceId: forTeachers.serviceId })).audience).toBe('teacher');
    await portals.student.api.call(dir.cancelCollect, { serviceId: forAll.serviceId });
  });

  it('signed-in calls refuse a caller without a token', async () => {
    const anonymous = createTestPortal(server);
    await expect(anonymous.api.call(dir.serverCenterPage, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
    await expect(anonymous.api.call(dir.serverCenterDetails, { serviceId: 'x' }, { silent: true })).rejects.toMatchObject({ status: 401 });
    await expect(anonymous.api.call(dir.collect, { serviceId: 'x' }, { silent: true })).rejects.toMatchObject({ status: 401 });
    await expect(anonymous.api.call(dir.heatService, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
  });
});
