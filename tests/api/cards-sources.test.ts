import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { services } from '../../src/server/db/schema/catalogue';
import { cardColumns, stagingRows } from '../../src/server/db/schema/cards';
import { commonTools, newsArticles, serviceRecommendations } from '../../src/server/db/schema/content';
import { files, messageRecipients, messages } from '../../src/server/db/schema/messages';
import { processes, processNodes, serviceFavorites } from '../../src/server/db/schema/process';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { FAVOURITES } from '../../src/server/seed/data/cards-personal';
import { home } from '../../src/shared/api/catalogue';
import type { CardKind, CardView, ColumnData } from '../../src/shared/schema/cards';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';
import { announceHomePagePublish } from './helpers/announce-publish';

const HOUR_MS = 3_600_000;
const USER = { admin: '1123598821738675201', teacher: '1123598821738675202', student: '1123598821738675203' } as const;
const ROLE = { admin: '1123598816738675201', teacher: '1123598816738675202', student: '1123598816738675203' } as const;
type Who = keyof typeof USER;

function dataOf<K extends ColumnData['kind']>(view: CardView, columnName: string, kind: K): Extract<ColumnData, { kind: K }> {
  const column = view.columns.find((c) => c.columnName === columnName);
  expect(column, columnName).toBeDefined();
  expect(column?.error ?? null, columnName).toBeNull();
  expect(column?.data?.kind).toBe(kind);
  return column?.data as Extract<ColumnData, { kind: K }>;
}

describe.each(testDatabases())('built-in card data sources on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Who, TestPortal>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const [who, password, ip] of [['student', 'Student@123', '10.8.0.1'], ['teacher', 'Teacher@123', '10.8.0.2'], ['admin', 'Admin@123', '10.8.0.3']] as const) {
      portals[who] = createTestPortal(server, { ip });
      await portals[who].signIn(who, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const cardOf = (who: Who, cardKind: CardKind) =>
    portals[who].api.call(home.getCardData, { cardId: `card-${DEMO_TENANT_ID}-${KEY_OF[cardKind]}` });

  /** The user's open steps as the seed left them, with what the to-do card must make of them. */
  async function openSteps(userId: string) {
    const rows = await server.context.db
      .select({ id: processNodes.id, startedAt: processNodes.startedAt, limit: processNodes.timeLimitHours, flowType: processes.flowType, applicant: users.realName })
      .from(processNodes)
      .innerJoin(processes, eq(processes.id, processNodes.processId))
      .innerJoin(users, eq(users.id, processes.applicantId))
      .where(and(eq(processNodes.handlerId, userId), isNull(processNodes.endedAt)));
    const now = server.context.now();
    return rows.map((r) => ({ ...r, overdue: r.limit > 0 && r.startedAt.getTime() + r.limit * HOUR_MS < now }));
  }

  it('[CARD-10] counts each flow\'s pending and overdue steps of the teacher, labelled 待审批 and 超时', async () => {
    const steps = await openSteps(USER.teacher);
    expect(steps.length).toBeGreaterThanOrEqual(20);
    expect(steps.some((s) => s.overdue)).toBe(true);
    expect(steps.some((s) => !s.overdue)).toBe(true);

    const view = await cardOf('teacher', 'TODO');
    expect(view.typeList.map((t) => t.typeName)).toEqual(['全部待办', '教务', '学工', '人事', '财务']);
    expect(view.currentStatusBackgroundColor.map((c) => c.typeName)).toEqual(['待审批', '超时']);
    for (const [columnName, flow] of [['全部待办', ''], ['教务', '教务'], ['学工', '学工'], ['人事', '人事'], ['财务', '财务']] as const) {
      const data = dataOf(view, columnName, 'todo');
      const mine = steps.filter((s) => flow === '' || s.flowType === flow);
      expect(data.items, columnName).toEqual([{
        columnName, todoNum: mine.length, todoTypeName: '待审批', todoTimeoutName: '超时', todoTimeoutNum: mine.filter((s) => s.overdue).length,
      }]);
      const newest = [...mine].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.id.localeCompare(a.id)).slice(0, 20);
      expect(data.entries.map((e) => e.id), columnName).toEqual(newest.map((s) => s.id));
      for (const entry of data.entries) {
        const step = mine.find((s) => s.id === entry.id);
        expect(entry.overdue).toBe(step?.overdue);
        expect(entry.applicantName).toBe(step?.applicant);
        expect(entry.dueAt === null).toBe(step?.limit === 0);
      }
    }
    expect(dataOf(view, '全部待办', 'todo').items[0]?.todoNum).toBe(steps.length);
  });

  it('gives the admin pending steps and the student none', async () => {
    const admin = dataOf(await cardOf('admin', 'TODO'), '全部待办', 'todo');
    expect(admin.items[0]?.todoNum).toBe((await openSteps(USER.admin)).length);
    expect(admin.items[0]?.todoNum).toBeGreaterThanOrEqual(10);
    const student = dataOf(await cardOf('student', 'TODO'), '全部待办', 'todo');
    expect(student.items[0]).toMatchObject({ todoNum: 0, todoTimeoutNum: 0 });
    expect(student.entries).toEqual([]);
  });

  it('lists services by visits, newest and scene, only those whose audience fits the role', async () => {
    const { db } = server.context;
    const all = await db.select().from(services).where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.status, 1)));
    const visible = { student: all.filter((s) => s.audience !== 'teacher'), teacher: all.filter((s) => s.audience !== 'student'), admin: all };
    for (const who of ['student', 'teacher', 'admin'] as const) {
      const view = await cardOf(who, 'BUSINESS_EXPRESS');
      const hot = dataOf(view, '热门服务', 'services');
      const byVisits = [...visible[who]].sort((a, b) => b.visitCount - a.visitCount || a.serviceId.localeCompare(b.serviceId));
      expect(hot.items.map((s) => s.serviceId), who).toEqual(byVisits.slice(0, 24).map((s) => s.serviceId));
      expect(hot.total).toBe(visible[who].length);
      const newest = dataOf(view, '最新上线', 'services');
      const byRelease = [...visible[who]].sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime() || a.serviceId.localeCompare(b.serviceId));
      expect(newest.items.map((s) => s.serviceId), who).toEqual(byRelease.slice(0, 24).map((s) => s.serviceId));
      const finance = dataOf(view, '财务报销', 'services');
      expect(finance.items.length).toBeGreaterThan(0);
      expect(finance.items.every((s) => s.serviceSceneName === '财务报销')).toBe(true);
      expect(finance.total).toBe(visible[who].filter((s) => s.serviceSceneId === `scene-${DEMO_TENANT_ID}-finance`).length);
    }
    const first = dataOf(await cardOf('student', 'BUSINESS_EXPRESS'), '热门服务', 'services').items[0];
    const row = all.find((s) => s.serviceId === first?.serviceId);
    expect(first).toMatchObject({
      serviceName: row?.serviceName, processType: row?.processType, openWay: row?.openWay, visitCount: row?.visitCount,
      releaseTime: row?.releasedAt.toISOString(), serviceDeptName: expect.any(String),
    });
    expect(first?.serviceDeptName).not.toBe('');
  });

  it('counts the student\'s own matters: in progress, finished, rejected, favourites, unread messages', async () => {
    const { db } = server.context;
    const own = await db.select({ status: processes.status }).from(processes).where(eq(processes.applicantId, USER.student));
    const unread = await db
      .select({ id: messageRecipients.id })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.userId, USER.student), isNull(messageRecipients.readAt), isNull(messageRecipients.deletedAt), isNull(messages.deletedAt)));
    const data = dataOf(await cardOf('student', 'PERSONAL_MATTERS'), '我的事务', 'personalMatters');
    expect(data.items.map((i) => [i.label, i.value])).toEqual([
      ['办理中', own.filter((p) => p.status === 'running').length],
      ['已办结', own.filter((p) => p.status === 'done').length],
      ['已驳回', own.filter((p) => p.status === 'rejected').length],
      ['我的收藏', FAVOURITES.student.length],
      ['未读消息', unread.length],
    ]);
    expect(data.items.slice(0, 3).map((i) => i.value)).toEqual([4, 6, 2]);
  });

  it('shows the student\'s staging rows through the column\'s cardMapping, newest first', async () => {
    const view = await cardOf('student', 'STAGING_TABLE');
    const leave = dataOf(view, '请假申请', 'staging');
    expect(leave.cardMapping.map((m) => m.chineseName)).toEqual(['请假类型', '开始日期', '结束日期', '请假事由说明']);
    const rows = await server.context.db.select().from(stagingRows)
      .where(and(eq(stagingRows.userId, USER.student), eq(stagingRows.tableKey, 'leave_application')))
      .orderBy(desc(stagingRows.createdAt));
    expect(leave.num).toBe(rows.length);
    expect(leave.result).toEqual(rows.map((r) => ({
      id: r.id, leaveType: r.data.leaveType, startDate: r.data.startDate, endDate: r.data.endDate, reason: r.data.reason,
    })));
    const scholarship = dataOf(view, '奖学金申请', 'staging');
    expect(scholarship.num).toBe(2);
    expect(scholarship.result[0]).toMatchObject({ scholarshipName: '国家励志奖学金', gpa: 3.78 });
  });

  it('lists each user\'s favourites in their own order', async () => {
    for (const who of ['student', 'teacher'] as const) {
      const data = dataOf(await cardOf(who, 'MY_FAVORITES'), '我的收藏', 'services');
      expect(data.items.map((s) => s.serviceName)).toEqual(FAVOURITES[who]);
      expect(data.total).toBe(FAVOURITES[who].length);
    }
    // Reordered by the user: the card follows.
    const { db } = server.context;
    const rows = await db.select().from(serviceFavorites).where(eq(serviceFavorites.userId, USER.teacher)).orderBy(asc(serviceFavorites.sort));
    const last = rows.at(-1);
    if (!last) throw new Error('teacher has no favourites');
    await db.update(serviceFavorites).set({ sort: 0 }).where(and(eq(serviceFavorites.userId, USER.teacher), eq(serviceFavorites.serviceId, last.serviceId)));
    const data = dataOf(await cardOf('teacher', 'MY_FAVORITES'), '我的收藏', 'services');
    expect(data.items[0]?.serviceName).toBe(FAVOURITES.teacher.at(-1));
  });

  it('[CARD-12] dates official-account news by create_time and keeps each item\'s source and label', async () => {
    const view = await cardOf('student', 'CAMPUS_NEWS');
    expect(view.typeList.map((t) => t.typeName)).toEqual(['学校要闻', '院系动态', '学术讲座']);
    const rows = await server.context.db.select().from(newsArticles).where(eq(newsArticles.tenantId, DEMO_TENANT_ID));
    for (const channel of ['学校要闻', '院系动态', '学术讲座']) {
      const data = dataOf(view, channel, 'news');
      const mine = rows.filter((r) => r.channel === channel)
        .sort((a, b) => (b.releaseTime ?? b.createdAt).getTime() - (a.releaseTime ?? a.createdAt).getTime());
      expect(data.total).toBe(mine.length);
      expect(data.items.map((i) => i.id)).toEqual(mine.slice(0, 20).map((r) => r.id));
    }
    const official = dataOf(view, '院系动态', 'news').items;
    expect(official.every((i) => i.dataSource === 'OfficialAccount')).toBe(true);
    expect(official.every((i) => i.create_time !== null && i.releaseTime !== null && i.create_time < i.releaseTime)).toBe(true);
    const website = dataOf(view, '学校要闻', 'news').items;
    expect(website.every((i) => i.dataSource === 'Website')).toBe(true);
    expect(website.map((i) => i.fieldSet)).toContain('置顶');
    expect(view.currentStatusBackgroundColor.map((c) => c.typeName)).toEqual(expect.arrayContaining(['置顶', '重要', '预告']));
    // Mixed sources: the card as a whole is not an official-account card.
    expect(view.dataSource).toBe('Builtin');
  });

  it('[CARD-09] has news released within the last 24 hours, with covers stored as our own SVG files', async () => {
    const view = await cardOf('student', 'CAMPUS_NEWS');
    const items = view.columns.flatMap((c) => (c.data?.kind === 'news' ? c.data.items : []));
    const now = server.context.now();
    expect(items.filter((i) => now - Date.parse(i.releaseTime ?? '') < 24 * HOUR_MS).length).toBeGreaterThanOrEqual(5);
    const covers = items.map((i) => i.coverImage).filter((url) => url !== '');
    expect(covers.length).toBeGreaterThanOrEqual(8);
    const ids = covers.map((url) => url.replace('/api/files/', ''));
    expect(covers.every((url) => /^\/api\/files\/[0-9a-f]{32}$/.test(url))).toBe(true);
    const stored = await server.context.db.select({ id: files.id, mime: files.mime }).from(files).where(inArray(files.id, ids));
    expect(stored).toHaveLength(new Set(ids).size);
    expect(stored.every((f) => f.mime === 'image/svg+xml')).toBe(true);
  });

  it('lists the tools in order with their stored icons', async () => {
    const data = dataOf(await cardOf('student', 'COMMON_TOOLS'), '常用工具', 'tools');
    const rows = await server.context.db.select().from(commonTools).where(eq(commonTools.tenantId, DEMO_TENANT_ID)).orderBy(asc(commonTools.sort));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(data.items).toEqual(rows.map((r) => ({ id: r.id, tools_name: r.toolsName, tools_icon: r.toolsIcon, url: r.url, openWay: r.openWay })));
    const icon = await fetch(`${server.baseUrl}${data.items[0]?.tools_icon ?? ''}`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toMatch(/^<svg[^>]*>.*<text[^>]*>邮<\/text><\/svg>$/);
  });

  it('[CARD-06] recommends the role\'s own services first, then those for everyone, each once', async () => {
    const { db } = server.context;
    for (const who of ['student', 'teacher'] as const) {
      const rows = await db
        .select({ name: services.serviceName, roleId: serviceRecommendations.roleId, sort: serviceRecommendations.sort })
        .from(serviceRecommendations)
        .innerJoin(services, eq(services.serviceId, serviceRecommendations.serviceId))
        .where(eq(serviceRecommendations.tenantId, DEMO_TENANT_ID));
      const expected = rows.filter((r) => r.roleId === ROLE[who] || r.roleId === null).sort((a, b) => a.sort - b.sort).map((r) => r.name);
      const data = dataOf(await cardOf(who, 'RECOMMENDATIONS'), '为你推荐', 'services');
      expect(data.items.map((s) => s.serviceName)).toEqual(expected);
      expect(data.items.length).toBeGreaterThan(3);
    }
  });

  it('lists the important messages addressed to the user, newest first, with the unread count', async () => {
    const { db } = server.context;
    for (const who of ['student', 'teacher'] as const) {
      const rows = await db
        .select({ id: messages.id, createdAt: messages.createdAt, readAt: messageRecipients.readAt })
        .from(messageRecipients)
        .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
        .where(and(eq(messageRecipients.userId, USER[who]), isNull(messageRecipients.deletedAt), isNull(messages.deletedAt), eq(messages.important, 1)));
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
      const data = dataOf(await cardOf(who, 'ANNOUNCEMENTS'), '重要公告', 'announcements');
      expect(data.items.map((i) => i.messageId)).toEqual(rows.slice(0, 10).map((r) => r.id));
      expect(data.unread).toBe(rows.filter((r) => r.readAt === null).length);
      expect(data.items.every((i) => i.important)).toBe(true);
    }
  });

  it('answers a failing column with its error while the card\'s other columns still load', async () => {
    const { db } = server.context;
    const cardId = `card-${DEMO_TENANT_ID}-news`;
    await db.insert(cardColumns).values([
      { id: 'test-broken-api', tenantId: DEMO_TENANT_ID, cardId, columnName: '失效接口', sort: 10, dataSource: { kind: 'api', apiId: 'no-such-api', params: {}, fieldMapping: {} } },
      // A row that bypassed validation (hand-edited): it must fail alone, not take the card down.
      { id: 'test-broken-cfg', tenantId: DEMO_TENANT_ID, cardId, columnName: '错误配置', sort: 11, dataSource: JSON.parse('{"kind":"builtin","source":"weather","params":{}}') as never },
      { id: 'test-no-table', tenantId: DEMO_TENANT_ID, cardId, columnName: '缺少参数', sort: 12, dataSource: { kind: 'builtin', source: 'staging', params: {} } },
    ]);
    await announceHomePagePublish(server);
    try {
      const view = await cardOf('student', 'CAMPUS_NEWS');
      expect(view.columns.map((c) => c.columnName)).toEqual(['学校要闻', '院系动态', '学术讲座', '失效接口', '错误配置', '缺少参数']);
      expect(view.columns.slice(0, 3).every((c) => c.data !== null && c.error === null)).toBe(true);
      expect(view.columns.slice(3).map((c) => [c.data, c.error])).toEqual([
        [null, '外部数据源接口不存在或已删除'],
        [null, '栏目的数据源配置有误'],
        [null, '数据源缺少参数 tableKey'],
      ]);
    } finally {
      await db.delete(cardColumns).where(inArray(cardColumns.id, ['test-broken-api', 'test-broken-cfg', 'test-no-table']));
      await announceHomePagePublish(server);
    }
  });

  // Runs last: it moves the server's clock.
  it('judges overdue steps by the server clock, not the machine\'s', async () => {
    const before = dataOf(await cardOf('teacher', 'TODO'), '全部待办', 'todo').items[0];
    server.advanceClock(400 * HOUR_MS);
    // The old sign-in has expired by then; a fresh one reads the card.
    await portals.teacher.signIn('teacher', 'Teacher@123');
    const after = dataOf(await cardOf('teacher', 'TODO'), '全部待办', 'todo').items[0];
    const withLimit = (await openSteps(USER.teacher)).filter((s) => s.limit > 0).length;
    expect(after?.todoNum).toBe(before?.todoNum);
    expect(after?.todoTimeoutNum).toBe(withLimit);
    expect(after?.todoTimeoutNum).toBeGreaterThan(before?.todoTimeoutNum ?? 0);
  });
});

const KEY_OF: Record<CardKind, string> = {
  TODO: 'todo', BUSINESS_EXPRESS: 'express', PERSONAL_MATTERS: 'personal', STAGING_TABLE: 'staging', MY_FAVORITES: 'favorites',
  CAMPUS_NEWS: 'news', COMMON_TOOLS: 'tools', RECOMMENDATIONS: 'recommend', COMMON_SERVICES: 'common', ANNOUNCEMENTS: 'notice',
};
