import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { services } from '../../src/server/db/schema/catalogue';
import { serviceStats, serviceVisits } from '../../src/server/db/schema/directory';
import { sensitiveWordHits, serviceRatings } from '../../src/server/db/schema/ratings';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as ratings from '../../src/shared/api/catalogue/ratings';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(testDatabases())('service ratings and SHELL-10 on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<'student' | 'teacher' | 'admin', TestPortal>;
  const ids = {} as Record<'student' | 'teacher', string>;
  /** Services for everyone that nobody rated and the demo accounts never opened. */
  let fresh: string[] = [];
  let teacherOnly = '';

  const use = async (who: 'student' | 'teacher', serviceId: string) => {
    await server.context.db.insert(serviceVisits).values({
      tenantId: DEMO_TENANT_ID, serviceId, userId: ids[who], clientKey: `u:${ids[who]}`, visitedAt: new Date(server.context.now()),
    });
  };
  const labelsFor = async (score: number) => portals.student.api.call(ratings.quickScoreLabels, { score });

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const [account, password, ip] of [['student', 'Student@123', '10.9.0.1'], ['teacher', 'Teacher@123', '10.9.0.2'], ['admin', 'Admin@123', '10.9.0.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
    const db = server.context.db;
    for (const who of ['student', 'teacher'] as const) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, who));
      ids[who] = row?.id ?? '';
    }
    const touched = (await db.select({ id: serviceVisits.serviceId }).from(serviceVisits)).map((r) => r.id);
    const rows = await db.select({ id: services.serviceId }).from(services)
      .where(and(eq(services.audience, 'all'), eq(services.status, 1), notInArray(services.serviceId, touched.length > 0 ? touched : ['-'])))
      .orderBy(services.serviceId).limit(6);
    fresh = rows.map((r) => r.id);
    const [t] = await db.select({ id: services.serviceId }).from(services).where(and(eq(services.audience, 'teacher'), eq(services.status, 1))).limit(1);
    teacherOnly = t?.id ?? '';
    expect(fresh).toHaveLength(6);
    expect(teacherOnly).not.toBe('');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('offers quick labels by score: positive for 4–5, neutral for 3, negative for 1–2', async () => {
    expect((await labelsFor(5)).every((l) => l.kind === 'positive')).toBe(true);
    expect((await labelsFor(4)).map((l) => l.labelName)).toContain('办理快捷');
    expect((await labelsFor(3)).every((l) => l.kind === 'neutral')).toBe(true);
    expect((await labelsFor(1)).map((l) => l.labelName)).toContain('审批太慢');
    expect(await portals.student.api.call(ratings.quickScoreLabels, {})).toHaveLength(12);
  });

  it('refuses a rating before the service was used, and says why', async () => {
    const serviceId = fresh[0] as string;
    expect(await portals.student.api.call(ratings.canUserRate, { serviceId })).toEqual({ canRate: false, reason: '请先使用该服务' });
    const error = await refused(portals.student.api.call(ratings.rateService, { serviceId, score: 5 }));
    expect(error.message).toBe('请先使用该服务');
  });

  it('takes one rating per use; a second use may be rated again; average and distribution are exact', async () => {
    const serviceId = fresh[0] as string;
    const api = portals.student.api;
    await use('student', serviceId);
    expect(await api.call(ratings.canUserRate, { serviceId })).toEqual({ canRate: true, reason: '' });
    const positive = await labelsFor(5);
    const first = await api.call(ratings.rateService, { serviceId, score: 5, labelIds: [positive[0]?.id ?? ''], comment: '线上办理很方便，第二天就通过了' });
    expect(first).toMatchObject({ score: 5, labels: [{ kind: 'positive' }] });

    expect(await api.call(ratings.canUserRate, { serviceId })).toEqual({ canRate: false, reason: '本次使用已评价' });
    expect((await refused(api.call(ratings.giveScore, { serviceId, score: 4 }))).message).toBe('本次使用已评价');

    await use('student', serviceId);
    const negative = await labelsFor(2);
    await api.call(ratings.giveScore, { serviceId, score: 2, labelIds: [negative[0]?.id ?? ''], comment: '' });
    await use('teacher', serviceId);
    await portals.teacher.api.call(ratings.rateService, { serviceId, score: 4, labelIds: [positive[0]?.id ?? ''], comment: '老师回复及时' });

    // 5 + 2 + 4 = 11 over 3 → 3.666… → 3.67 (two decimals, STATE-03).
    const detail = await createTestPortal(server).api.call(ratings.serviceRateDetail, { serviceId, current: 1, size: 10 });
    expect(detail).toMatchObject({ average: 3.67, averageText: '3.67', count: 3, distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 } });
    expect(detail.labels).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: positive[0]?.id, count: 2 }),
      expect.objectContaining({ id: negative[0]?.id, count: 1 }),
    ]));
    // Only comments are listed, newest first, names masked, never an account.
    expect(detail.comments.total).toBe(2);
    expect(detail.comments.records.map((c) => c.userName)).toEqual(['王**', '李**']);
    expect(JSON.stringify(detail)).not.toMatch(/student|teacher|李明轩|王建国/);

    const [stats] = await server.context.db.select().from(serviceStats).where(eq(serviceStats.serviceId, serviceId));
    expect(stats).toMatchObject({ ratingAvg: 3.67, ratingCount: 3 });
    const mine = await api.call(ratings.checkScore, { serviceId });
    expect(mine.map((r) => r.score)).toEqual([2, 5]);
  });

  it('refuses labels that do not go with the score', async () => {
    const serviceId = fresh[1] as string;
    await use('student', serviceId);
    const negative = await labelsFor(1);
    const error = await refused(portals.student.api.call(ratings.rateService, { serviceId, score: 5, labelIds: [negative[0]?.id ?? ''] }));
    expect(error.message).toBe('所选标签与评分不符，请重新选择');
  });

  it('[SHELL-10] refuses a comment with a listed word, with the exact message, and records the attempt', async () => {
    const serviceId = fresh[2] as string;
    await use('student', serviceId);
    const text = '办事员真是笨蛋';
    const error = await refused(portals.student.api.call(ratings.rateService, { serviceId, score: 1, comment: text }));
    expect(error.message).toBe('您的评论包含敏感词“笨蛋”，已触发安全策略并被记录，请修改后重新提交');
    expect(error.status).toBe(9009);
    const hits = await server.context.db.select().from(sensitiveWordHits).where(eq(sensitiveWordHits.text, text));
    expect(hits).toEqual([expect.objectContaining({ tenantId: DEMO_TENANT_ID, userId: ids.student, word: '笨蛋', source: 'rating' })]);
    // Nothing was stored and the use is still there to rate.
    expect(await server.context.db.select().from(serviceRatings).where(eq(serviceRatings.serviceId, serviceId))).toHaveLength(0);
    expect(await portals.student.api.call(ratings.canUserRate, { serviceId })).toEqual({ canRate: true, reason: '' });
  });

  it('[SHELL-10] catches full-width and spaced variants, and accepts a clean comment', async () => {
    const serviceId = fresh[2] as string;
    const api = portals.student.api;
    expect((await refused(api.call(ratings.rateService, { serviceId, score: 1, comment: 'ＳＨＩＴ，太慢了' }))).message).toContain('“shit”');
    expect((await refused(api.call(ratings.rateService, { serviceId, score: 1, comment: '有人找我 刷 · 单' }))).message).toContain('“刷单”');
    const ok = await api.call(ratings.rateService, { serviceId, score: 3, comment: '能办成，就是页面有点多' });
    expect(ok.comment).toBe('能办成，就是页面有点多');
  });

  it('[SHELL-10] lets an administrator maintain the word list, and refuses it to a student', async () => {
    expect((await refused(portals.student.api.call(ratings.sensitiveWordList, {}))).message).toBe('没有访问权限');
    expect((await refused(portals.student.api.call(ratings.sensitiveWordSubmit, { word: '随便' }))).message).toBe('没有访问权限');
    const admin = portals.admin.api;
    const list = await admin.call(ratings.sensitiveWordList, { size: 200 });
    expect(list.total).toBeGreaterThanOrEqual(30);
    const added = await admin.call(ratings.sensitiveWordSubmit, { word: '摆烂', category: '不文明' });
    expect((await refused(admin.call(ratings.sensitiveWordSubmit, { word: '摆烂' }))).message).toBe('敏感词“摆烂”已存在');

    const serviceId = fresh[3] as string;
    await use('student', serviceId);
    expect((await refused(portals.student.api.call(ratings.rateService, { serviceId, score: 2, comment: '窗口在摆 烂' }))).message).toContain('“摆烂”');
    await admin.call(ratings.sensitiveWordRemove, { ids: [added.id] });
    await portals.student.api.call(ratings.rateService, { serviceId, score: 2, comment: '窗口在摆 烂' });
  });

  it('never shows a teacher-only service to a student or a visitor', async () => {
    const visitor = createTestPortal(server);
    expect((await refused(visitor.api.call(ratings.serviceRateDetail, { serviceId: teacherOnly }))).message).toBe('服务不存在或已下架');
    expect((await refused(portals.student.api.call(ratings.canUserRate, { serviceId: teacherOnly }))).message).toBe('服务不存在或已下架');
    const detail = await portals.teacher.api.call(ratings.serviceRateDetail, { serviceId: teacherOnly });
    expect(detail.serviceId).toBe(teacherOnly);
  });

  it('refuses rating calls without a sign-in', async () => {
    const visitor = createTestPortal(server);
    expect((await refused(visitor.api.call(ratings.rateService, { serviceId: fresh[4] as string, score: 5 }))).status).toBe(401);
  });
});
