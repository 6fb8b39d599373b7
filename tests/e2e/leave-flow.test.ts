import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, FrameLocator, Locator, Page } from '@playwright/test';
import { personalEfficiencyReport } from '../../src/shared/api/catalogue/efficiency';
import { myApplicationDetail, myApplications } from '../../src/shared/api/catalogue/my-applications';
import { getCombStr } from '../../src/shared/api/catalogue/service-sign-on';
import { DEPLOYMENT_REDIS_URL, startDeployment, type Deployment } from '../api/helpers/deployment';
import { startLeaveSystemProcess, type LeaveSystemProcess } from '../support/leave-system-process';
import { signInAs, type TestPortal } from '../support/portal-client';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { acknowledgeNotices, DEMO, expect, openContext, signIn, test, type Account } from './fixtures';

/**
 * 学生请假申请 end to end in Chromium (issue's sample system, ADR 024): the sample leave system (examples/leave-system),
 * started by the harness beside the portal, opened from the portal with a combStr (OPEN-02 accessWay 5) and talking
 * back only through the inbound API; the portal's to-do card, 暂存表, 我的办件, messages and efficiency page follow.
 */

/** A day of the school's calendar (Asia/Shanghai, as the sample system counts), `offset` days from today. */
function schoolDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + offset * 86_400_000));
}

interface Leave { type: '事假' | '病假' | '公假' | '其他'; start: string; end: string; days: number; reason: string }

/**
 * A leave of `days` days starting `offset` days from today; each test takes its own type and dates, so the title
 * the sample system gives it is its own on the shared server.
 */
function leave(type: Leave['type'], offset: number, days: number, reason: string): Leave & { title: string } {
  const start = schoolDay(offset);
  const end = schoolDay(offset + days - 1);
  return { type, start, end, days, reason, title: `请假申请：${type} ${start} 至 ${end}（${days} 天）` };
}

/** Fills the sample system's leave form (its /apply or /resume page) and sends it. */
async function fillLeaveForm(frame: Page | FrameLocator, form: Leave, submit: '提交申请' | '重新提交'): Promise<void> {
  await frame.getByLabel('请假类型').selectOption(form.type);
  await frame.getByLabel('开始日期').fill(form.start);
  await frame.getByLabel('结束日期').fill(form.end);
  await frame.getByLabel('请假事由').fill(form.reason);
  await frame.getByRole('button', { name: submit }).click();
}

/** A combStr for `who` (OPEN-02), as the portal hands one to a page it opens: for opening the sample system directly. */
async function combStrOf(serverUrl: string, who: Pick<Account, 'account' | 'password'>): Promise<string> {
  const { portal } = await signInAs(serverUrl, who.account, who.password);
  return (await portal.api.call(getCombStr, {})).combStr;
}

/** The sample system's leave form, opened as `who` with a fresh combStr, the way the portal opens it. */
async function openLeaveForm(page: Page, serverUrl: string, leaveUrl: string, who: Pick<Account, 'account' | 'password'>): Promise<void> {
  await page.goto(`${leaveUrl}/apply?combStr=${encodeURIComponent(await combStrOf(serverUrl, who))}`);
  await expect(page.getByRole('heading', { name: '填写请假申请' })).toBeVisible();
}

function cardNamed(page: Page, name: string): Locator {
  return page.locator('[data-card-id]').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The to-do of `title` on the home page's 待办事项 card. */
function todoOf(page: Page, title: string): Locator {
  return cardNamed(page, '待办事项').getByRole('button').filter({ hasText: title });
}

/** The in-page service dialog (OPEN-01 1001) and the page framed in it. */
function serviceFrame(page: Page): { dialog: Locator; frame: FrameLocator } {
  return {
    dialog: page.getByRole('dialog').filter({ has: page.locator('iframe.sh-service-frame') }),
    frame: page.frameLocator('iframe.sh-service-frame'),
  };
}

/** Waits until the page holds the combStr that accessWay-5 openings carry (CombStrKeeper fetches it after sign-in). */
async function combStrHeld(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.endsWith('-combStr')));
}

/**
 * An approver opens the to-do of `title` from the home page (in the dialog its service's openWay gives), decides
 * with an opinion, and closes the dialog; the to-do then leaves the card without a reload.
 */
async function decideFromHome(page: Page, title: string, step: string, decision: '同意' | '退回修改', opinion: string): Promise<void> {
  await combStrHeld(page);
  await todoOf(page, title).click();
  const { dialog, frame } = serviceFrame(page);
  await expect(frame.getByRole('heading', { name: `请假审批 · ${step}` })).toBeVisible();
  await frame.getByLabel('意见').fill(opinion);
  await frame.getByRole('button', { name: decision, exact: true }).click();
  await expect(frame.getByText(`已提交审批结果：${decision}。`)).toBeVisible();
  await expect(frame.getByText(opinion).first()).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(todoOf(page, title)).toHaveCount(0);
}

/** The page's horizontal overflow: 0 when nothing is wider than the viewport. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A to-do's way from the sample system to a home page, for the report: how long after the submit it showed. */
function noteLatency(what: string, ms: number): void {
  test.info().annotations.push({ type: what, description: `${ms} ms` });
}

test.describe('学生请假申请 through the sample business system (ADR 024)', () => {
  // The counsellor (demo teacher, the sample's LEAVE_COUNSELLOR default) and the dean stay signed in on their home
  // pages for the whole file: each test's to-do must reach an open page, without a reload.
  let contexts: BrowserContext[] = [];
  let counsellor: Page;
  let dean: Page;

  test.beforeAll(async ({ browser, serverUrl, leaveSystemUrl }) => {
    // Asked for so that a sample system that did not start fails here, with its reason, before any sign-in.
    expect(leaveSystemUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const open = async (who: Account) => {
      const context = await openContext(browser, serverUrl);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, who);
      await acknowledgeNotices(page);
      await expect(cardNamed(page, '待办事项').locator('[aria-busy="true"]')).toHaveCount(0);
      return page;
    };
    counsellor = await open(DEMO.teacher);
    dean = await open(DEMO.dean);
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  /** Back on the home page with the to-do card loaded, if a test took the page elsewhere. */
  async function atHome(page: Page): Promise<void> {
    if (new URL(page.url()).pathname !== '/homePage') await page.goto('/homePage');
    await expect(cardNamed(page, '待办事项').locator('[aria-busy="true"]')).toHaveCount(0);
  }

  test('[OPEN-02] [OPEN-01] a student applies from the service hall; the counsellor approves from the home page; message, 已办结 and efficiency follow', async ({ newPage, newUser, serverUrl }) => {
    test.setTimeout(240_000);
    await atHome(counsellor);
    const counsellorApi = (await signInAs(serverUrl, DEMO.teacher.account, DEMO.teacher.password)).portal;
    const handledBefore = (await counsellorApi.api.call(personalEfficiencyReport, {})).handled;
    const student = await newUser('student');
    const form = leave('事假', 1, 1, '家中有事，需回家一天，联系电话 138 0000 0000');
    const { page } = await newPage();
    await signIn(page, student);
    await acknowledgeNotices(page);

    // 立即办理 opens the sample system's form in the in-page dialog (学生请假申请 is openWay 1001, accessWay 5).
    await page.goto(`/serviceHall?keyword=${encodeURIComponent('学生请假申请')}`);
    await combStrHeld(page);
    await page.getByRole('button', { name: '查看详情：学生请假申请', exact: true }).first().click();
    const detail = page.getByRole('dialog', { name: /学生请假申请/ }).filter({ has: page.getByRole('button', { name: '立即办理' }) });
    await detail.getByRole('button', { name: '立即办理' }).click();
    const { dialog, frame } = serviceFrame(page);
    await expect(dialog).toBeVisible();
    // The combStr was traded for the student (OPEN-02): the page greets them by name, with no sign-in of its own.
    await expect(frame.getByText(`当前用户：${student.realName}`)).toBeVisible();
    await fillLeaveForm(frame, form, '提交申请');
    const submittedAt = Date.now();
    await expect(frame.getByText('申请已提交，请等待辅导员审批。', { exact: false })).toBeVisible();

    // The counsellor's open home page shows the new to-do without a reload.
    await expect(todoOf(counsellor, form.title)).toBeVisible();
    noteLatency('to-do on the counsellor\'s home page after submit', Date.now() - submittedAt);

    // 我的办件: 办理中, at the counsellor's step, with its timeline.
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.goto('/PersonalCenter?tab=MyApplications&status=running');
    const running = page.getByRole('list', { name: '办理中' }).getByRole('listitem').filter({ hasText: form.title });
    await expect(running.getByText('办理中', { exact: true })).toBeVisible();
    await expect(running.getByText('当前环节：辅导员审批')).toBeVisible();
    await running.getByRole('button', { name: /^查看进度/ }).click();
    const timeline = page.getByRole('list', { name: `${form.title}的办理进度` });
    await expect(timeline.getByText('辅导员审批')).toBeVisible();
    await expect(timeline.getByText('待办理', { exact: true })).toBeVisible();
    await expect(timeline.getByText(/^办理人：王建国/)).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/leave-my-applications-1366.png', fullPage: true });

    // The counsellor opens the to-do and approves with an opinion.
    await decideFromHome(counsellor, form.title, '辅导员审批', '同意', '同意请假，注意安全，按时返校');

    // The student: the list moves on by itself, the message arrives, and the application is 已办结.
    await expect(running).toHaveCount(0);
    await page.goto('/PersonalCenter?tab=MyApplications&status=done');
    const done = page.getByRole('list', { name: '已办结' }).getByRole('listitem').filter({ hasText: form.title });
    await expect(done.getByText('已办结', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: /^消息中心，\d+条未读$/ }).click();
    await expect(page.getByRole('list', { name: '全部' }).getByText('您的请假申请已批准').first()).toBeVisible();

    // The counsellor's efficiency page counts the handled step (its figures are recomputed after business writes).
    await counsellor.goto('/effectivenessSupervision');
    const personal = counsellor.locator('[data-block="personal"]');
    await counsellor.getByRole('heading', { name: '我的效能' }).scrollIntoViewIfNeeded();
    await expect(personal.locator('.eff-figure').filter({ hasText: '我办理的环节' }).locator('dd')).toHaveText(String(handledBefore + 1));
    await expect(personal.getByRole('row').filter({ hasText: form.title }).filter({ hasText: '辅导员审批' })).toBeVisible();
  });

  test('a leave longer than three days goes to the dean after the counsellor, and ends with the dean\'s approval', async ({ newPage, newUser, serverUrl, leaveSystemUrl }) => {
    test.setTimeout(180_000);
    await atHome(counsellor);
    await atHome(dean);
    const student = await newUser('student');
    const { portal } = await signInAs(serverUrl, student.account, student.password);
    const form = leave('病假', 2, 5, '因病住院治疗，附医院证明');
    const { page } = await newPage();
    await openLeaveForm(page, serverUrl, leaveSystemUrl, student);
    await expect(page.getByText('3 天以内由辅导员审批；超过 3 天还需学院领导审批。')).toBeVisible();
    await fillLeaveForm(page, form, '提交申请');
    await expect(page.getByText('辅导员审批 → 学院领导审批')).toBeVisible();

    await expect(todoOf(counsellor, form.title)).toBeVisible();
    await decideFromHome(counsellor, form.title, '辅导员审批', '同意', '情况属实，同意');

    // The counsellor's approval does not end it: the dean gets the next step.
    await expect(todoOf(dean, form.title)).toBeVisible();
    const running = await portal.api.call(myApplications, { status: 'running', keyword: '', current: 1, size: 10 });
    const application = running.records.find((r) => r.title === form.title);
    expect(application?.currentStep).toBe('学院领导审批');
    await decideFromHome(dean, form.title, '学院领导审批', '同意', '同意，病愈后及时销假');

    // The sample sends the end of the application after the to-do's close: awaited, not assumed.
    const finished = await until('the application 已办结 in 我的办件', async () =>
      (await portal.api.call(myApplications, { status: 'done', keyword: '', current: 1, size: 10 })).records.find((r) => r.title === form.title));
    const { steps } = await portal.api.call(myApplicationDetail, { id: finished.id });
    expect(steps.map((s) => [s.nodeName, s.handlerName, s.result])).toEqual([
      ['辅导员审批', DEMO.teacher.realName, 'approved'], ['学院领导审批', DEMO.dean.realName, 'approved'],
    ]);
    await page.reload();
    await expect(page.getByText('已批准', { exact: true })).toBeVisible();
  });

  test('a returned application shows in the student\'s 暂存表 and, resubmitted, resumes at the step that returned it', async ({ newPage, newUser, serverUrl, leaveSystemUrl }) => {
    test.setTimeout(240_000);
    await atHome(counsellor);
    await atHome(dean);
    const student = await newUser('student');
    const form = leave('公假', 3, 4, '代表学院参加全省大学生程序设计竞赛');
    const direct = await newPage();
    await openLeaveForm(direct.page, serverUrl, leaveSystemUrl, student);
    await fillLeaveForm(direct.page, form, '提交申请');
    await expect(direct.page.getByText('申请已提交', { exact: false })).toBeVisible();
    await expect(todoOf(counsellor, form.title)).toBeVisible();
    await decideFromHome(counsellor, form.title, '辅导员审批', '同意', '同意');
    await expect(todoOf(dean, form.title)).toBeVisible();
    await decideFromHome(dean, form.title, '学院领导审批', '退回修改', '请补充比赛通知和带队老师信息');

    // The student's home page: the returned application is a 暂存表 row that resumes in the sample system.
    const { page } = await newPage();
    await signIn(page, student);
    await acknowledgeNotices(page);
    const staging = cardNamed(page, '暂存表');
    const row = staging.getByRole('row').filter({ hasText: form.reason });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: form.type, exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/leave-staging-1366.png', fullPage: true });
    await combStrHeld(page);
    await row.getByRole('button', { name: '继续办理' }).click();
    const { dialog, frame } = serviceFrame(page);
    await expect(frame.getByRole('heading', { level: 1, name: '修改请假申请' })).toBeVisible();
    await expect(frame.getByText('学院领导审批退回了申请：请补充比赛通知和带队老师信息')).toBeVisible();
    const amended = { ...form, reason: `${form.reason}；比赛通知见附件，带队老师张老师` };
    await fillLeaveForm(frame, amended, '重新提交');
    await expect(frame.getByText('待学院领导审批')).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();

    // It resumes at the dean's step, not from the start: the dean has it again, and the 暂存表 row is gone.
    await expect(todoOf(dean, form.title)).toBeVisible();
    await expect(row).toHaveCount(0);
    const { portal } = await signInAs(serverUrl, student.account, student.password);
    const running = await portal.api.call(myApplications, { status: 'running', keyword: '', current: 1, size: 10 });
    const application = running.records.find((r) => r.title === form.title);
    expect(application?.currentStep).toBe('学院领导审批');
    const { steps } = await portal.api.call(myApplicationDetail, { id: application?.id ?? '' });
    expect(steps.map((s) => [s.nodeName, s.result])).toEqual([
      ['辅导员审批', 'approved'], ['学院领导审批', 'returned'], ['学院领导审批', 'pending'],
    ]);
    await expect(todoOf(counsellor, form.title)).toHaveCount(0);
  });

  test('the sample system\'s pages follow the theme and fit 1366 and 412 px (form, details, approval, resume)', async ({ newPage, newUser, serverUrl, leaveSystemUrl }) => {
    test.setTimeout(180_000);
    const student = await newUser('student');
    const form = leave('其他', 4, 2, '参加学院组织的社会实践活动');
    const shots = async (page: Page, name: string) => {
      for (const width of [1366, 412]) {
        await page.setViewportSize({ width, height: 860 });
        expect(await overflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/e2e/leave-${name}-${width}.png`, fullPage: true });
      }
    };
    const { page } = await newPage();
    await openLeaveForm(page, serverUrl, leaveSystemUrl, student);
    // A mistake is told in the form, which keeps what was typed.
    await fillLeaveForm(page, { ...form, end: schoolDay(3) }, '提交申请');
    await expect(page.getByRole('alert')).toHaveText('结束日期不能早于开始日期');
    await expect(page.getByLabel('请假事由')).toHaveValue(form.reason);
    await shots(page, 'apply-error');
    await fillLeaveForm(page, form, '提交申请');
    await expect(page.getByText('申请已提交', { exact: false })).toBeVisible();
    await shots(page, 'view');
    const id = /\/view\/([^/?]+)/.exec(page.url())?.[1] ?? '';

    const teacher = await newPage();
    await teacher.page.goto(`${leaveSystemUrl}/handle/${id}?combStr=${encodeURIComponent(await combStrOf(serverUrl, DEMO.teacher))}`);
    await expect(teacher.page.getByRole('heading', { name: '请假审批 · 辅导员审批' })).toBeVisible();
    await shots(teacher.page, 'handle');
    // Returning without a reason is refused, on the page.
    await teacher.page.getByRole('button', { name: '退回修改' }).click();
    await expect(teacher.page.getByRole('alert')).toHaveText('退回或不同意时请填写意见');
    await teacher.page.getByLabel('意见').fill('请写明实践地点');
    await teacher.page.getByRole('button', { name: '退回修改' }).click();
    await expect(teacher.page.getByText('已提交审批结果：退回修改。')).toBeVisible();

    await page.goto(`${leaveSystemUrl}/apply`);
    await page.getByRole('link', { name: `${form.type} ${form.start} 起 ${form.days} 天` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '修改请假申请' })).toBeVisible();
    await shots(page, 'resume');
    await page.goto(`${leaveSystemUrl}/apply`);
    await shots(page, 'apply');
  });
});

/**
 * Two portal instances sharing PostgreSQL and Redis, as a deployment runs them, with a sample system of their own
 * delivering to instance A: the counsellor signed in on instance B sees the to-do without a reload, and handles it
 * from there (B's combStr is traded on A). PGlite is one process's file and cannot be shared: without
 * TEST_DATABASE_URL this is skipped, as the API tier's instance tests are.
 */
test.describe('学生请假申请 on two portal instances (PostgreSQL and Redis)', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'two instances need one PostgreSQL: set TEST_DATABASE_URL');

  test('the counsellor on a second instance sees the new to-do at once and approves it there', async ({ browser }) => {
    test.setTimeout(420_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-pair-'));
    const leaveDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-pair-leave-'));
    const stops: Array<() => Promise<unknown>> = [];
    try {
      const leavePort = await freePort();
      const leaveUrl = `http://127.0.0.1:${leavePort}`;
      // Both instances register the sample from the same DATA_DIR, one after the other: B finds A's key live and
      // keeps it (seed/leave-system.ts), as a second instance of a deployment does.
      const env = { DATA_DIR: dataDir, DEMO_LEAVE_SYSTEM_URL: leaveUrl };
      const deployment: Deployment = await startDeployment(1, env);
      stops.push(() => deployment.stop());
      const a = deployment.instances[0];
      if (!a) throw new Error('instance A did not start');
      const b: ServerProcess = await startServerProcess({ ...env, DATABASE_URL: deployment.databaseUrl, REDIS_URL: DEPLOYMENT_REDIS_URL }, { timeoutMs: 180_000 });
      stops.unshift(() => b.stop());
      const sample: LeaveSystemProcess = await startLeaveSystemProcess({
        port: leavePort, portalUrl: a.baseUrl, dataDir: leaveDir, credentialsFile: path.join(dataDir, 'leave-system', 'portal-credentials.json'),
      });
      stops.unshift(() => sample.stop());

      const onB = await openContext(browser, b.baseUrl);
      stops.unshift(() => onB.close());
      const teacher = await onB.newPage();
      await signIn(teacher, DEMO.teacher);
      await acknowledgeNotices(teacher);
      await expect(cardNamed(teacher, '待办事项').locator('[aria-busy="true"]')).toHaveCount(0);

      const form = leave('事假', 1, 2, '参加亲属婚礼');
      const onA = await openContext(browser, a.baseUrl);
      stops.unshift(() => onA.close());
      const student = await onA.newPage();
      await openLeaveForm(student, a.baseUrl, sample.url, DEMO.student);
      await fillLeaveForm(student, form, '提交申请');
      const submittedAt = Date.now();
      await expect(student.getByText('申请已提交', { exact: false })).toBeVisible();
      await expect(todoOf(teacher, form.title)).toBeVisible();
      noteLatency('to-do on instance B after submit through A', Date.now() - submittedAt);

      await decideFromHome(teacher, form.title, '辅导员审批', '同意', '同意，另一实例审批');
      const studentApi: TestPortal = (await signInAs(b.baseUrl, DEMO.student.account, DEMO.student.password)).portal;
      await expect.poll(async () => (await studentApi.api.call(myApplications, { status: 'done', keyword: '', current: 1, size: 10 }))
        .records.map((r) => r.title)).toContain(form.title);
    } finally {
      for (const stop of stops) await stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(leaveDir, { recursive: true, force: true });
    }
  });
});
