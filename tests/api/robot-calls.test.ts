import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotQuestionRecords, robotQuestions } from '../../src/server/db/schema/robot';
import { sensitiveWordHits } from '../../src/server/db/schema/ratings';
import { robotQuestionConfig } from '../../src/server/db/schema/shell';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as robot from '../../src/shared/api/catalogue/robot';
import { indexIndex } from '../../src/shared/api/catalogue/shell';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string; status: number }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message, status: (error as ApiError).status };
}

describe.each(testDatabases())('the help robot on %s', (kind) => {
  let server: TestServer;
  let visitor: TestPortal;
  const portals = {} as Record<'student' | 'teacher', TestPortal>;
  const idOf = async (question: string) => {
    const [row] = await server.context.db.select({ id: robotQuestions.id }).from(robotQuestions)
      .where(and(eq(robotQuestions.tenantId, DEMO_TENANT_ID), eq(robotQuestions.question, question)));
    return row?.id ?? '';
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    visitor = createTestPortal(server);
    for (const [account, password, ip] of [['student', 'Student@123', '10.7.0.1'], ['teacher', 'Teacher@123', '10.7.0.2']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[ROUTE-05] baseInfo answers the same robot config row as nobody/index/index', async () => {
    const fromShell = (await visitor.api.call(indexIndex, {})).questionBasciConfig;
    expect(fromShell).toMatchObject({ robotName: '小华', isOpen: 1 });
    expect(await visitor.api.call(robot.questionBaseInfo, {})).toEqual(fromShell);
    expect(await portals.student.api.call(robot.questionBaseInfo, {})).toEqual(fromShell);
  });

  it('[ROUTE-05] an edit of the robot config row reaches both calls within their 30 s cache', async () => {
    await visitor.api.call(robot.questionBaseInfo, {});
    await server.context.db.update(robotQuestionConfig).set({ robotName: '小理' }).where(eq(robotQuestionConfig.tenantId, DEMO_TENANT_ID));
    server.advanceClock(31_000);
    const changed = { robotName: '小理', isOpen: 1 };
    expect((await visitor.api.call(indexIndex, {})).questionBasciConfig).toMatchObject(changed);
    expect(await visitor.api.call(robot.questionBaseInfo, {})).toMatchObject(changed);
    expect(await visitor.api.call(robot.greet, {})).toMatchObject(changed);
    await server.context.db.update(robotQuestionConfig).set({ robotName: '小华' }).where(eq(robotQuestionConfig.tenantId, DEMO_TENANT_ID));
    server.advanceClock(31_000);
  });

  it('greets a visitor and, by name, a signed-in user', async () => {
    const anonymous = await visitor.api.call(robot.greet, {});
    expect(anonymous).toMatchObject({ robotName: '小华', userName: '', isOpen: 1 });
    expect(anonymous.greeting).toContain('小华');
    expect(['早上好', '上午好', '中午好', '下午好', '晚上好']).toContain(anonymous.salutation);
    expect((await portals.student.api.call(robot.greet, {})).userName).toBe('李明轩');
  });

  it('recommends the recommended questions first; a visitor never gets one for signed-in users', async () => {
    const forVisitor = await visitor.api.call(robot.recommendList, { size: 20 });
    expect(forVisitor).toHaveLength(20);
    const userOnly = await server.context.db.select({ id: robotQuestions.id }).from(robotQuestions).where(eq(robotQuestions.visibility, 'user'));
    expect(forVisitor.some((q) => userOnly.some((u) => u.id === q.questionId))).toBe(false);
    const top = await portals.student.api.call(robot.recommendList, {});
    expect(top).toHaveLength(6);
    const hot = await server.context.db.select({ id: robotQuestions.id }).from(robotQuestions).where(eq(robotQuestions.isRecommended, true));
    expect(top.every((q) => hot.some((h) => h.id === q.questionId))).toBe(true);
    const inScene = await visitor.api.call(robot.recommendList, { size: 3, sceneId: `rqs-${DEMO_TENANT_ID}-card` });
    expect(inScene.every((q) => q.sceneName === '校园卡')).toBe(true);
  });

  it('lists the question scenes with what the caller may see, and every scene as an option', async () => {
    const forVisitor = await visitor.api.call(robot.questionSceneList, {});
    const forStudent = await portals.student.api.call(robot.questionSceneList, {});
    expect(forVisitor.map((s) => s.sceneName)).toContain('请假销假');
    const pay = (list: typeof forVisitor) => list.find((s) => s.sceneName === '缴费报销')?.questionCount ?? 0;
    expect(pay(forStudent)).toBeGreaterThan(pay(forVisitor));
    const total = forStudent.reduce((sum, s) => sum + s.questionCount, 0);
    expect(total).toBeGreaterThanOrEqual(100);
    const options = await visitor.api.call(robot.questionSceneSelectList, {});
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: `rqs-${DEMO_TENANT_ID}-leave`, label: '请假销假' });
  });

  it('searches the knowledge base by Chinese words, pinyin, initials and with one typo', async () => {
    const search = async (keyword: string, portal = portals.student) => portal.api.call(robot.questionSearch, { keyword, size: 10 });
    const byWord = await search('请假');
    expect(byWord.records[0]?.question).toBe('学生怎么请假？');
    expect(byWord.total).toBeGreaterThanOrEqual(5);
    const byPinyin = await search('xiaoyuanka');
    expect(byPinyin.records[0]).toMatchObject({ question: '校园卡丢了怎么办？', matchedBy: 'pinyin' });
    const byInitials = await search('xyk');
    expect(byInitials.records.map((r) => r.question)).toContain('校园卡丢了怎么办？');
    expect(byInitials.records[0]?.matchedBy).toBe('initials');
    const byTypo = await search('chengjidna');
    expect(byTypo.corrected).toBe('chengjidan');
    expect(byTypo.records[0]?.question).toBe('成绩单怎么打印？');
    const sentence = await search('我的饭卡丢了该怎么处理');
    expect(sentence.records[0]?.question).toBe('校园卡丢了怎么办？');
  });

  it('keeps questions for signed-in users from visitors, in search and in answers', async () => {
    const forStudent = await portals.student.api.call(robot.questionSearch, { keyword: '差旅费' });
    expect(forStudent.records.map((r) => r.question)).toContain('差旅费怎么报销？');
    expect((await visitor.api.call(robot.questionSearch, { keyword: '差旅费' })).records.map((r) => r.question)).not.toContain('差旅费怎么报销？');
    const error = await refusal(visitor, visitor.api.call(robot.wantAnswer, { questionId: await idOf('差旅费怎么报销？') }));
    expect(error.message).toBe('该问题不存在或已下线');
    expect(error.http).toBe(404);
  });

  it('answers a question with the services the caller may see and related questions, and counts the view', async () => {
    const questionId = await idOf('差旅费怎么报销？');
    const [before] = await server.context.db.select({ views: robotQuestions.viewCount }).from(robotQuestions).where(eq(robotQuestions.id, questionId));
    const forTeacher = await portals.teacher.api.call(robot.wantAnswer, { questionId });
    expect(forTeacher.answer).toContain('网上报账系统');
    expect(forTeacher.services.map((s) => s.serviceName)).toEqual(['差旅费报销', '网上报账系统', '财务预约报账']);
    expect(forTeacher.related.length).toBeGreaterThan(0);
    expect(forTeacher.related.every((r) => r.sceneName === '缴费报销' && r.questionId !== questionId)).toBe(true);
    // The same answer for a student leaves out the teachers' services.
    expect((await portals.student.api.call(robot.wantAnswer, { questionId })).services).toEqual([]);
    const [after] = await server.context.db.select({ views: robotQuestions.viewCount }).from(robotQuestions).where(eq(robotQuestions.id, questionId));
    expect(after?.views).toBe((before?.views ?? 0) + 2);
  });

  it('records a question and whether the answer solved it, moving the counts on a change of mind', async () => {
    const questionId = await idOf('校园卡怎么充值？');
    const counts = async () => (await server.context.db.select({ solved: robotQuestions.solvedCount, unsolved: robotQuestions.unsolvedCount })
      .from(robotQuestions).where(eq(robotQuestions.id, questionId)))[0];
    const start = await counts();
    const record = await portals.student.api.call(robot.recordQuestion, { question: '饭卡怎么充钱', questionId });
    expect(record).toMatchObject({ question: '饭卡怎么充钱', questionId, solved: null });

    expect(await portals.student.api.call(robot.isSolve, { recordId: record.recordId, solved: false })).toMatchObject({ solved: false, suggestFeedback: true });
    expect(await counts()).toEqual({ solved: start?.solved, unsolved: (start?.unsolved ?? 0) + 1 });
    expect(await portals.student.api.call(robot.isSolve, { recordId: record.recordId, solved: true })).toMatchObject({ solved: true, suggestFeedback: false });
    expect(await counts()).toEqual({ solved: (start?.solved ?? 0) + 1, unsolved: start?.unsolved });

    // Another user's record, or a visitor's try at it, answers like an unknown one.
    expect((await refusal(portals.teacher, portals.teacher.api.call(robot.isSolve, { recordId: record.recordId, solved: false }))).message).toBe('提问记录不存在');
    expect((await refusal(visitor, visitor.api.call(robot.isSolve, { recordId: record.recordId, solved: false }))).http).toBe(404);

    // A visitor marks the answer of a clicked question directly.
    const direct = await visitor.api.call(robot.isSolve, { questionId, solved: true });
    expect(direct).toMatchObject({ questionId, question: '校园卡怎么充值？', solved: true });
    const [row] = await server.context.db.select().from(robotQuestionRecords).where(eq(robotQuestionRecords.id, direct.recordId));
    expect(row?.userId).toBeNull();
  });

  it('[SHELL-10] refuses a recorded question with a listed word, for visitors and users alike, and records the attempt', async () => {
    const expected = '您的评论包含敏感词“代考”，已触发安全策略并被记录，请修改后重新提交';
    const forUser = await refusal(portals.student, portals.student.api.call(robot.recordQuestion, { question: '哪里可以找人代考四六级' }));
    expect(forUser).toMatchObject({ message: expected, status: 9009 });
    const forVisitor = await refusal(visitor, visitor.api.call(robot.recordQuestion, { question: '代考多少钱' }));
    expect(forVisitor.message).toBe(expected);
    const hits = await server.context.db.select().from(sensitiveWordHits).where(eq(sensitiveWordHits.source, 'robotQuestion'));
    expect(hits.map((h) => h.text)).toEqual(expect.arrayContaining(['哪里可以找人代考四六级', '代考多少钱']));
    const records = await server.context.db.select().from(robotQuestionRecords).where(eq(robotQuestionRecords.question, '代考多少钱'));
    expect(records).toEqual([]);
  });
});
