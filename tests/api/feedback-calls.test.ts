import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveWordHits } from '../../src/server/db/schema/ratings';
import { questionFeedbacks } from '../../src/server/db/schema/robot';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as feedback from '../../src/shared/api/catalogue/feedback';
import * as robot from '../../src/shared/api/catalogue/robot';
import { ApiError } from '../../src/shared/api/client-types';
import { FEEDBACK_DAILY_LIMIT } from '../../src/shared/schema/feedback';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string; status: number }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message, status: (error as ApiError).status };
}

const SCENE_CARD = `rqs-${DEMO_TENANT_ID}-card`;

describe.each(testDatabases())('feedback of unsolved questions on %s', (kind) => {
  let server: TestServer;
  let visitor: TestPortal;
  const portals = {} as Record<'student' | 'teacher' | 'admin', TestPortal>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    visitor = createTestPortal(server);
    for (const [account, password, ip] of [['student', 'Student@123', '10.5.0.1'], ['teacher', 'Teacher@123', '10.5.0.2'], ['admin', 'Admin@123', '10.5.0.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a user their own seeded feedback with its progress, and counts it by status', async () => {
    const page = await portals.student.api.call(feedback.showProgress, {});
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.statusName)).toEqual(['待受理', '处理中', '已答复']);
    expect(await portals.student.api.call(feedback.progressStatistics, {})).toEqual({ total: 3, pending: 1, processing: 1, replied: 1, closed: 0 });
    const replied = page.records.find((r) => r.status === 'replied');
    const detail = await portals.student.api.call(feedback.progressDetail, { feedbackId: replied?.feedbackId ?? '' });
    expect(detail.reply).toContain('已人工转入新卡');
    expect(detail.history.map((h) => h.toStatus)).toEqual(['pending', 'processing', 'replied']);
    expect(detail.history[0]).toMatchObject({ fromStatus: null, operatorName: '李明轩' });
    expect(detail.history[2]).toMatchObject({ fromStatus: 'processing', operatorName: '系统管理员' });
  });

  it('never shows another user’s feedback: not in the list, and its detail answers like an unknown one', async () => {
    const mine = await portals.student.api.call(feedback.showProgress, { size: 100 });
    const theirs = await portals.teacher.api.call(feedback.showProgress, { size: 100 });
    expect(theirs.total).toBe(1);
    expect(theirs.records.some((r) => mine.records.some((m) => m.feedbackId === r.feedbackId))).toBe(false);
    const error = await refusal(portals.teacher, portals.teacher.api.call(feedback.progressDetail, { feedbackId: mine.records[0]?.feedbackId ?? '' }));
    expect(error).toMatchObject({ message: '反馈不存在', http: 404 });
    expect((await refusal(visitor, visitor.api.call(feedback.showProgress, {}))).http).toBe(401);
    expect((await refusal(visitor, visitor.api.call(feedback.saveQuestionFeedbackInfo, { question: '访客的问题' }))).http).toBe(401);
  });

  it('turns an unsolved robot question into feedback, linked to its record', async () => {
    const record = await portals.student.api.call(robot.recordQuestion, { question: '补办的校园卡为什么刷不了门禁' });
    const solved = await portals.student.api.call(robot.isSolve, { recordId: record.recordId, solved: false });
    expect(solved.suggestFeedback).toBe(true);
    const saved = await portals.student.api.call(feedback.saveQuestionFeedbackInfo, {
      question: '补办的校园卡刷不了宿舍门禁', description: '今天补办的新卡，东区 3 栋门禁一直提示无权限。', contact: '13800138000', sceneId: SCENE_CARD, recordId: record.recordId,
    });
    expect(saved).toMatchObject({ status: 'pending', statusName: '待受理', sceneName: '校园卡', recordId: record.recordId, reply: '', hasReply: false });
    expect(saved.history).toHaveLength(1);
    expect((await portals.student.api.call(feedback.showProgress, { status: 'pending' })).records[0]?.feedbackId).toBe(saved.feedbackId);

    // Someone else's record, an unknown scene, a malformed contact are refused.
    expect((await refusal(portals.teacher, portals.teacher.api.call(feedback.saveQuestionFeedbackInfo, { question: '借用记录', recordId: record.recordId }))).message)
      .toBe('提问记录不存在');
    expect((await refusal(portals.student, portals.student.api.call(feedback.saveQuestionFeedbackInfo, { question: '场景不对', sceneId: 'rqs-x' }))).message)
      .toBe('问题场景不存在');
    expect((await refusal(portals.student, portals.student.api.call(feedback.saveQuestionFeedbackInfo, { question: '联系方式', contact: 'abc' }))).message)
      .toContain('请填写正确的手机号、电话或邮箱');
  });

  it('[SHELL-10] refuses feedback with a listed word in any free text, with the exact message, and records the attempt', async () => {
    const message = (word: string) => `您的评论包含敏感词“${word}”，已触发安全策略并被记录，请修改后重新提交`;
    const api = portals.student.api;
    const before = (await api.call(feedback.progressStatistics, {})).total;
    const inQuestion = await refusal(portals.student, api.call(feedback.saveQuestionFeedbackInfo, { question: '有没有人代考' }));
    expect(inQuestion).toMatchObject({ message: message('代考'), status: 9009 });
    const inDescription = await refusal(portals.student, api.call(feedback.saveQuestionFeedbackInfo, { question: '网上报账', description: '客服就是个 笨 蛋' }));
    expect(inDescription.message).toBe(message('笨蛋'));
    const inContact = await refusal(portals.student, api.call(feedback.saveQuestionFeedbackInfo, { question: '联系我', contact: 'shit@example.com' }));
    expect(inContact.message).toBe(message('shit'));
    expect((await api.call(feedback.progressStatistics, {})).total).toBe(before);
    const hits = await server.context.db.select().from(sensitiveWordHits).where(eq(sensitiveWordHits.source, 'feedback'));
    expect(hits.map((h) => h.word).sort()).toEqual(['shit', '代考', '笨蛋']);
  });

  it('lets administrators only advance a feedback, along the allowed steps, with a history the user reads', async () => {
    const saved = await portals.student.api.call(feedback.saveQuestionFeedbackInfo, { question: '图书馆三楼空调不制冷' });
    const advance = (status: 'processing' | 'replied' | 'closed' | 'pending', note = '') =>
      portals.admin.api.call(feedback.advanceFeedbackStatus, { feedbackId: saved.feedbackId, status, note });

    expect((await refusal(portals.student, portals.student.api.call(feedback.advanceFeedbackStatus, { feedbackId: saved.feedbackId, status: 'closed' }))).http).toBe(403);
    expect((await refusal(portals.admin, advance('replied', '已修好'))).message).toBe('该反馈的当前状态不能变更为所选状态');
    expect(portals.admin.lastResponse?.http).toBe(409);
    await advance('processing', '已转后勤保障处');
    expect((await refusal(portals.admin, advance('replied'))).message).toBe('请填写答复内容');
    const replied = await advance('replied', '空调已于今日维修完毕，欢迎再次反馈。');
    expect(replied).toMatchObject({ status: 'replied', reply: '空调已于今日维修完毕，欢迎再次反馈。', hasReply: true });
    await advance('closed');
    expect((await refusal(portals.admin, advance('processing'))).http).toBe(409);

    const seen = await portals.student.api.call(feedback.progressDetail, { feedbackId: saved.feedbackId });
    expect(seen.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'pending'], ['pending', 'processing'], ['processing', 'replied'], ['replied', 'closed']]);
    expect(seen.history[1]).toMatchObject({ note: '已转后勤保障处', operatorName: '系统管理员' });
    expect(seen.reply).toBe('空调已于今日维修完毕，欢迎再次反馈。');

    const adminView = await portals.admin.api.call(feedback.feedbackAdminPage, { keyword: '空调' });
    expect(adminView.records).toEqual([expect.objectContaining({ feedbackId: saved.feedbackId, userName: '李明轩', account: 'student', status: 'closed' })]);
    expect((await portals.admin.api.call(feedback.feedbackAdminDetail, { feedbackId: saved.feedbackId })).history).toHaveLength(4);
    expect((await refusal(portals.teacher, portals.teacher.api.call(feedback.feedbackAdminPage, {}))).http).toBe(403);
  });

  it('pages a user’s feedback and the administrators’ list', async () => {
    const all = await portals.student.api.call(feedback.showProgress, { size: 100 });
    const first = await portals.student.api.call(feedback.showProgress, { current: 1, size: 2 });
    const second = await portals.student.api.call(feedback.showProgress, { current: 2, size: 2 });
    expect(first.total).toBe(all.total);
    expect([...first.records, ...second.records].map((r) => r.feedbackId)).toEqual(all.records.slice(0, 4).map((r) => r.feedbackId));
    const pending = await portals.admin.api.call(feedback.feedbackAdminPage, { status: 'pending', size: 100 });
    expect(pending.records.every((r) => r.status === 'pending')).toBe(true);
    const everything = await portals.admin.api.call(feedback.feedbackAdminPage, { size: 100 });
    expect(everything.total).toBe(all.total + 1);
  });

  it(`takes at most ${FEEDBACK_DAILY_LIMIT} feedback a day from one user`, async () => {
    const [teacherRow] = await server.context.db.select({ userId: questionFeedbacks.userId }).from(questionFeedbacks).where(eq(questionFeedbacks.id, `fb-${DEMO_TENANT_ID}-4`));
    const rows = Array.from({ length: FEEDBACK_DAILY_LIMIT }, (_, i) => ({
      id: `fb-limit-${i}`, tenantId: DEMO_TENANT_ID, userId: teacherRow?.userId ?? '', question: `今日问题 ${i}`, createdAt: new Date(server.context.now()),
    }));
    await server.context.db.insert(questionFeedbacks).values(rows);
    const error = await refusal(portals.teacher, portals.teacher.api.call(feedback.saveQuestionFeedbackInfo, { question: '又一个问题' }));
    expect(error).toMatchObject({ message: '今日提交的反馈已达上限，请明天再试', http: 429 });
  });
});
