import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleServices } from '../../src/server/catalogue/service-items';
import { services } from '../../src/server/db/schema/catalogue';
import { bumpSearchVersion } from '../../src/server/search/version';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import {
  searchHeatWord, searchHeatWordNobody, searchService, searchServiceNobody, searchSynonymList, searchSynonymRemove,
  searchSynonymSubmit, searchZeroResultPage,
} from '../../src/shared/api/catalogue/search';
import type { ApiClient } from '../../src/shared/api/client-types';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, postJson, signInAs, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/**
 * The HTTP status of a refused call: the wrapper turns statuses outside WRAP-07's list into 8008 with the server's
 * message, so the status the server chose is read from the raw answer.
 */
async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message };
}

describe.each(testDatabases())('service search on %s', (kind) => {
  let server: TestServer;
  let studentPortal: TestPortal;
  let adminPortal: TestPortal;
  let visitorPortal: TestPortal;
  let student: ApiClient;
  let teacher: ApiClient;
  let admin: ApiClient;
  let visitor: ApiClient;
  const audienceOf = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer(kind);
    [studentPortal, adminPortal] = await Promise.all([
      signInAs(server.baseUrl, 'student', 'Student@123').then((s) => s.portal),
      signInAs(server.baseUrl, 'admin', 'Admin@123').then((s) => s.portal),
    ]);
    teacher = (await signInAs(server.baseUrl, 'teacher', 'Teacher@123')).portal.api;
    visitorPortal = createTestPortal(server);
    [student, admin, visitor] = [studentPortal.api, adminPortal.api, visitorPortal.api];
    const rows = await server.context.db.select({ id: services.serviceId, audience: services.audience }).from(services);
    for (const r of rows) audienceOf.set(r.id, r.audience);
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = (client: ApiClient, keyword: string, extra: { serviceType?: '' | 'APPLICATION' | 'PROCESS'; size?: number; current?: number } = {}) =>
    client.call(searchService, { keyword, current: extra.current ?? 1, size: extra.size ?? 20, serviceType: extra.serviceType ?? '' });

  it('finds 请假 services by pinyin initials qj and by full pinyin qingjia', async () => {
    for (const keyword of ['qj', 'qingjia', 'QingJia']) {
      const result = await search(student, keyword);
      const names = result.records.map((r) => r.serviceName);
      expect(names, keyword).toEqual(expect.arrayContaining(['学生请假申请', '研究生请假申请']));
      // Services the initials also fit (学位论文中期检查: 期检) come after the leave requests students use most.
      expect(names.slice(0, 2).sort(), keyword).toEqual(['学生请假申请', '研究生请假申请']);
      expect(result.keyword).toBe(keyword);
      expect(result.corrected).toBeUndefined();
    }
  });

  it('finds two-character Chinese words inside names (请假, 报修), name matches first', async () => {
    const leave = await search(student, '请假');
    expect(leave.records.slice(0, 2).map((r) => r.serviceName).sort()).toEqual(['学生请假申请', '研究生请假申请']);
    const repair = await search(student, '报修');
    expect(repair.records.map((r) => r.serviceName)).toEqual(expect.arrayContaining(['宿舍报修', '公共区域报修', '消防设施报修']));
    // Among equal name matches the busier service comes first.
    const nameHits = repair.records.filter((r) => r.serviceName.includes('报修') && !r.serviceName.startsWith('报修'));
    const visits = nameHits.map((r) => r.visitCount);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
  });

  it('tolerates one typo in Latin input and reports the corrected spelling', async () => {
    const result = await search(student, 'qingjai');
    expect(result.records.map((r) => r.serviceName)).toEqual(expect.arrayContaining(['学生请假申请']));
    expect(result.corrected).toBe('qingjia');
    const english = await search(student, 'vpm');
    expect(english.total).toBe(0);
  });

  it('finds a service by an administrator synonym (一卡通 → 校园卡)', async () => {
    const result = await search(student, '一卡通');
    expect(result.records.length).toBeGreaterThan(0);
    expect(result.records[0]?.serviceName).toContain('校园卡');
  });

  it('[ROUTE-06] narrows to APPLICATION or PROCESS services by serviceType', async () => {
    const apps = await search(admin, '系统', { serviceType: 'APPLICATION', size: 100 });
    const flows = await search(admin, '系统', { serviceType: 'PROCESS', size: 100 });
    const all = await search(admin, '系统', { size: 100 });
    expect(apps.total).toBeGreaterThan(0);
    const kinds = await server.context.db.select({ id: services.serviceId, kind: services.serviceType }).from(services);
    const kindOf = new Map(kinds.map((k) => [k.id, k.kind]));
    expect(apps.records.every((r) => kindOf.get(r.serviceId) === 'APPLICATION')).toBe(true);
    expect(flows.records.every((r) => kindOf.get(r.serviceId) === 'PROCESS')).toBe(true);
    expect(apps.total + flows.total).toBe(all.total);
  });

  it('never shows a student a teacher-only service, nor a visitor anything but audience all', async () => {
    const db = server.context.db;
    for (const [client, roleType] of [[student, 'student'], [teacher, 'teacher'], [visitor, 'nobody']] as const) {
      const allowed = new Set((await db.select({ id: services.serviceId }).from(services)
        .where(and(eq(services.tenantId, DEMO_TENANT_ID), visibleServices(roleType)))).map((r) => r.id));
      const call = roleType === 'nobody' ? searchServiceNobody : searchService;
      for (const keyword of ['申请', 'sq', '证明', '系统']) {
        const seen: string[] = [];
        let total = 0;
        for (let current = 1; current <= 5; current += 1) {
          const page = await client.call(call, { keyword, current, size: 100, serviceType: '' });
          total = page.total;
          seen.push(...page.records.map((r) => r.serviceId));
          if (page.records.length < 100) break;
        }
        expect(seen.length, `${roleType} ${keyword}`).toBe(total);
        expect(seen.filter((id) => !allowed.has(id)), `${roleType} ${keyword}`).toEqual([]);
        if (roleType === 'nobody') expect(seen.every((id) => audienceOf.get(id) === 'all')).toBe(true);
        if (roleType === 'student') expect(seen.some((id) => audienceOf.get(id) === 'teacher')).toBe(false);
      }
    }
    const teacherOnly = await search(student, '教职工请假申请');
    expect(teacherOnly.records.map((r) => r.serviceName)).not.toContain('教职工请假申请');
    expect((await search(teacher, '教职工请假申请')).records[0]?.serviceName).toBe('教职工请假申请');
  });

  it('answers the visitor path as a visitor even with no token, and refuses the signed-in path without one', async () => {
    const result = await visitor.call(searchServiceNobody, { keyword: 'xiaoyuanka', current: 1, size: 10, serviceType: '' });
    expect(result.records.length).toBeGreaterThan(0);
    const refused = await refusal(visitorPortal, visitor.call(searchService, { keyword: '请假', current: 1, size: 10, serviceType: '' }, { silent: true }));
    expect(refused.http).toBe(401);
  });

  it('validates the keyword and the page size with clear messages', async () => {
    // Raw posts: the portal's client checks the same schema before sending, the server must check it again.
    const blank = await postJson(server, searchServiceNobody.path, { keyword: '   ', current: 1, size: 10 });
    expect(blank.http).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('请输入搜索关键词');
    const big = await postJson(server, searchServiceNobody.path, { keyword: '请假', current: 1, size: 500 });
    expect(big.http).toBe(400);
    expect(JSON.stringify(big.body)).toContain('每页最多 100 条');
    const fine = await postJson(server, searchServiceNobody.path, { keyword: '请假' });
    expect(fine.body).toMatchObject({ status: 1000, result: { keyword: '请假' } });
  });

  it('records zero-result searches for administrators; a student may not read them', async () => {
    expect((await search(student, '火星移民局')).total).toBe(0);
    expect((await search(student, '火星移民局')).total).toBe(0);
    await visitor.call(searchServiceNobody, { keyword: '火星移民局', current: 1, size: 10, serviceType: '' });
    const page = await admin.call(searchZeroResultPage, { keyword: '火星', current: 1, size: 10 });
    expect(page.records.map((r) => [r.keyword, r.roleType, r.searchCount]).sort()).toEqual([
      ['火星移民局', 'nobody', 1], ['火星移民局', 'student', 2],
    ]);
    const all = await admin.call(searchZeroResultPage, { keyword: '', current: 1, size: 50 });
    expect(all.total).toBeGreaterThanOrEqual(7);
    const counts = all.records.map((r) => r.searchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await refusal(studentPortal, student.call(searchZeroResultPage, { keyword: '', current: 1, size: 10 }, { silent: true }))).http).toBe(403);
  });

  it('offers hot words: pinned ones first, then the most searched with results, only those the caller can find', async () => {
    const words = await visitor.call(searchHeatWordNobody, { size: 20 });
    // Pinned words come first, but only those that find something for a visitor (请假 and 成绩单 name services for
    // signed-in students and teachers only, so a visitor is not offered them).
    const pinned = words.filter((w) => w.pinned).map((w) => w.word);
    expect(pinned).toEqual(['校园卡']);
    expect(words[0]).toMatchObject({ word: '校园卡', pinned: true });
    for (const word of words) expect((await visitor.call(searchServiceNobody, { keyword: word.word, current: 1, size: 1, serviceType: '' })).total, word.word).toBeGreaterThan(0);
    const forStudent = (await student.call(searchHeatWord, { size: 20 })).filter((w) => w.pinned).map((w) => w.word);
    expect(forStudent).toEqual(expect.arrayContaining(['校园卡', '请假', '成绩单']));
    const searched = words.filter((w) => !w.pinned);
    expect(searched.length).toBeGreaterThan(5);
    expect(new Set(words.map((w) => w.word)).size).toBe(words.length);
    const counts = searched.map((w) => w.searchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // 调停课 finds only a teacher-only service: a teacher is offered it, a visitor never.
    for (let i = 0; i < 3; i += 1) await search(teacher, '调停课');
    const forTeacher = await teacher.call(searchHeatWord, { size: 20 });
    expect(forTeacher.find((w) => w.word === '调停课')).toEqual({ word: '调停课', pinned: false, searchCount: 3 });
    expect((await visitor.call(searchHeatWordNobody, { size: 20 })).map((w) => w.word)).not.toContain('调停课');
    expect((await visitor.call(searchHeatWordNobody, { size: 2 })).length).toBe(2);
  });

  it('lets an administrator maintain synonyms, applied to the next search; a student may not', async () => {
    expect((await search(student, '天文台')).total).toBe(0);
    const group = await admin.call(searchSynonymSubmit, { terms: ['天文台', '成绩单'] });
    expect(group.terms).toEqual(['天文台', '成绩单']);
    expect((await search(student, '天文台')).records.map((r) => r.serviceName)).toContain('成绩单打印');
    const listed = await admin.call(searchSynonymList, { keyword: '天文' });
    expect(listed.map((g) => g.id)).toEqual([group.id]);

    await admin.call(searchSynonymSubmit, { id: group.id, terms: ['天文台', '在读证明'] });
    const renamed = (await search(student, '天文台')).records.map((r) => r.serviceName);
    expect(renamed).toContain('在读证明开具');
    expect(renamed).not.toContain('成绩单打印');

    await admin.call(searchSynonymRemove, { id: group.id });
    expect((await search(student, '天文台')).total).toBe(0);
    expect(await refusal(adminPortal, admin.call(searchSynonymRemove, { id: group.id }, { silent: true })))
      .toEqual({ http: 404, message: '同义词组不存在或已删除' });
    // The shared schema refuses these before they leave the page (and again on the server).
    expect((await refusal(adminPortal, admin.call(searchSynonymSubmit, { terms: ['单独'] }, { silent: true }))).message)
      .toContain('同义词组至少需要 2 个词');
    expect((await refusal(adminPortal, admin.call(searchSynonymSubmit, { terms: ['重复', '重复'] }, { silent: true }))).message)
      .toContain('同义词组中存在重复的词');
    expect((await refusal(studentPortal, student.call(searchSynonymSubmit, { terms: ['甲', '乙'] }, { silent: true }))).http).toBe(403);
    expect((await refusal(studentPortal, student.call(searchSynonymList, { keyword: '' }, { silent: true }))).http).toBe(403);
  });

  it('rebuilds the index when the tenant version moves, checking it at most once a second', async () => {
    const db = server.context.db;
    const [target] = await db.select().from(services)
      .where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceName, '校长信箱')));
    expect(target).toBeDefined();
    const find = async () => (await search(student, '星空观测')).records.map((r) => r.serviceId);
    expect(await find()).toEqual([]);

    await db.update(services).set({ serviceName: '星空观测站预约' }).where(eq(services.serviceId, target?.serviceId ?? ''));
    server.advanceClock(1_500);
    // The version did not move: the index is still the one built before the rename.
    expect(await find()).toEqual([]);

    await bumpSearchVersion(db, DEMO_TENANT_ID);
    // Checked less than a second ago: not read again yet.
    expect(await find()).toEqual([]);
    server.advanceClock(1_001);
    expect(await find()).toEqual([target?.serviceId]);
  });

  it('re-reads the answered page, so a service withdrawn before the index moved never shows', async () => {
    const db = server.context.db;
    const before = await search(student, '成绩单打印');
    const id = before.records[0]?.serviceId ?? '';
    expect(before.records[0]?.serviceName).toBe('成绩单打印');
    await db.update(services).set({ status: 0 }).where(eq(services.serviceId, id));
    const after = await search(student, '成绩单打印');
    expect(after.records.map((r) => r.serviceId)).not.toContain(id);
    await db.update(services).set({ status: 1 }).where(eq(services.serviceId, id));
  });
});
