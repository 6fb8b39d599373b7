import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { serverCenterPage } from '../../src/shared/api/catalogue/directory';
import { myApplications } from '../../src/shared/api/catalogue/my-applications';
import type { DirectoryItem } from '../../src/shared/schema/directory';
import { signInAs } from '../support/portal-client';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { acknowledgeNotices, DEMO, expect, openContext, signIn, test } from './fixtures';

/**
 * ADR 031 as `npm start` runs it: a portal with the demo seed and the sample business system beside it, on ports of
 * their own. Every demo service, to-do and draft opens a real page of the sample; when the sample is down, the
 * portal says which system does not answer and whom to ask. The sample is stopped by the last test.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const shots = path.join(root, 'test-results', 'e2e');

let portal: ServerProcess;
let sample: ChildProcess | null = null;
let sampleUrl = '';
let dataDir = '';

async function startSample(port: number): Promise<void> {
  sample = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'examples', 'leave-system', 'src', 'main.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env, LEAVE_PORT: String(port), LEAVE_HOST: '127.0.0.1', LEAVE_PUBLIC_URL: sampleUrl, LEAVE_PORTAL_URL: portal.baseUrl,
      LEAVE_DATA_DIR: path.join(dataDir, 'leave-system'),
    },
  });
  await until('the sample system answering', () => fetch(`${sampleUrl}/healthz`).then((r) => r.ok, () => false), { timeoutMs: 60_000, intervalMs: 200 });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-demo-addresses-'));
  const port = await freePort();
  sampleUrl = `http://localhost:${port}`;
  portal = await startServerProcess({ DATA_DIR: dataDir, DEMO_LEAVE_SYSTEM_URL: sampleUrl }, { timeoutMs: 180_000 });
  await startSample(port);
});

test.afterAll(async () => {
  if (sample && sample.exitCode === null) {
    sample.kill('SIGTERM');
    await once(sample, 'exit');
  }
  await portal?.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Services the student may open, one per openWay (OPEN-01), as the hall lists them. */
async function demoServiceOfEachOpenWay(): Promise<Record<1001 | 1002 | 1003, DirectoryItem>> {
  const { portal: api } = await signInAs(portal.baseUrl, DEMO.student.account, DEMO.student.password);
  const found: Partial<Record<number, DirectoryItem>> = {};
  for (let current = 1; current <= 10 && Object.keys(found).length < 3; current += 1) {
    const page = await api.api.call(serverCenterPage, { current, size: 100, processType: 'ONLINE' });
    for (const item of page.records) if (item.serviceUrl.startsWith(`${sampleUrl}/flow/start?`) && !found[item.openWay]) found[item.openWay] = item;
  }
  const pick = (way: 1001 | 1002 | 1003) => {
    const item = found[way];
    if (!item) throw new Error(`no demo flow with openWay ${way}`);
    return item;
  };
  return { 1001: pick(1001), 1002: pick(1002), 1003: pick(1003) };
}

async function signedIn(context: BrowserContext, who: typeof DEMO.student | typeof DEMO.teacher): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, who);
  await acknowledgeNotices(page);
  return page;
}

async function openFromHall(page: Page, item: DirectoryItem): Promise<void> {
  await page.goto(`/serviceHall?keyword=${encodeURIComponent(item.serviceName)}`);
  await page.locator('article.sc-card').filter({ has: page.getByRole('button', { name: `查看详情：${item.serviceName}`, exact: true }) })
    .first().getByRole('button', { name: `办理：${item.serviceName}` }).click();
}

test('[OPEN-01][OPEN-02] 立即办理 of a 1001 demo service frames the sample\'s page for the user; what is submitted shows in 我的办件', async ({ browser }) => {
  test.setTimeout(180_000);
  const ways = await demoServiceOfEachOpenWay();
  const item = ways[1001];
  const context = await openContext(browser, portal.baseUrl);
  const page = await signedIn(context, DEMO.student);
  await openFromHall(page, item);
  const dialog = page.getByRole('dialog', { name: item.serviceName });
  const frame = dialog.frameLocator('iframe');
  // The sample knows the user from the combStr (OPEN-02) and shows the portal's theme colour.
  await expect(frame.getByRole('heading', { name: item.serviceName, level: 1 })).toBeVisible();
  await expect(frame.getByText(`当前用户：${DEMO.student.realName}`)).toBeVisible();
  const reason = `端到端演示申请 ${Date.now().toString(36)}`;
  await frame.getByLabel('申请事由').fill(reason);
  await frame.getByLabel('联系电话').fill('0571-88201234');
  await page.screenshot({ path: path.join(shots, 'demo-service-dialog-1366.png') });
  await frame.getByRole('button', { name: '提交申请' }).click();
  await expect(frame.getByText('申请已提交，正在等待审核')).toBeVisible();
  await expect(frame.getByText(reason)).toBeVisible();

  // The sample recorded it through the inbound API: 我的办件 lists it as 办理中.
  const { portal: api } = await signInAs(portal.baseUrl, DEMO.student.account, DEMO.student.password);
  await until('the application in 我的办件', async () => (await api.api.call(myApplications, { keyword: reason })).records.some((a) => a.title.includes(reason)), { timeoutMs: 30_000 });
  await page.keyboard.press('Escape');
  await page.goto('/PersonalCenter?tab=MyApplications&status=running');
  await expect(page.getByRole('heading', { name: `${item.serviceName}：${reason}` })).toBeVisible();

  // On a phone the framed page is one column that fits.
  const phone = await openContext(browser, portal.baseUrl, { viewport: { width: 412, height: 860 } });
  const small = await signedIn(phone, DEMO.student);
  await openFromHall(small, item);
  const smallFrame = small.getByRole('dialog', { name: item.serviceName }).frameLocator('iframe');
  await expect(smallFrame.getByLabel('申请事由')).toBeVisible();
  await small.screenshot({ path: path.join(shots, 'demo-service-dialog-412.png') });
  const inner = await smallFrame.locator('body').evaluate((body) => body.scrollWidth <= window.innerWidth);
  expect(inner).toBe(true);
  await phone.close();
  await context.close();
});

test('[OPEN-01] 1002 opens the sample\'s page in a sized pop-up and 1003 in a new tab', async ({ browser }) => {
  test.setTimeout(180_000);
  const ways = await demoServiceOfEachOpenWay();
  const context = await openContext(browser, portal.baseUrl);
  const page = await signedIn(context, DEMO.student);
  for (const way of [1002, 1003] as const) {
    const next = context.waitForEvent('page');
    await openFromHall(page, ways[way]);
    const opened = await next;
    await opened.waitForURL((url) => url.href.startsWith(`${sampleUrl}/flow/start?`));
    await expect(opened.getByRole('heading', { name: ways[way].serviceName, level: 1 })).toBeVisible();
    await expect(opened.getByText(`当前用户：${DEMO.student.realName}`)).toBeVisible();
    // Cut from the portal: the service page cannot reach back through window.opener.
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    if (way === 1003) await opened.screenshot({ path: path.join(shots, 'demo-service-tab-1366.png') });
    await opened.close();
  }
  await context.close();
});

/** What a to-do or row opened: the framed page in a dialog (1001) or a page of its own (1002, 1003). */
async function openedPage(context: BrowserContext, page: Page, click: () => Promise<void>) {
  const popup = context.waitForEvent('page', { timeout: 60_000 }).then((p) => ({ kind: 'page' as const, p }), () => null);
  const framed = page.getByRole('dialog').filter({ has: page.locator('iframe') }).first()
    .waitFor({ timeout: 60_000 }).then(() => ({ kind: 'frame' as const }), () => null);
  await click();
  const opened = await Promise.race([popup, framed]);
  if (!opened) throw new Error('nothing opened');
  if (opened.kind === 'page') {
    await opened.p.waitForURL((url) => url.href.startsWith(sampleUrl));
    return { root: opened.p.locator('body'), close: () => opened.p.close() };
  }
  return { root: page.getByRole('dialog').frameLocator('iframe').locator('body'), close: () => page.keyboard.press('Escape') };
}

test('[OPEN-01] a to-do opens its handling page and a 暂存表 row its resuming page, at the sample', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await openContext(browser, portal.baseUrl);
  const teacher = await signedIn(context, DEMO.teacher);
  const todos = teacher.getByRole('list', { name: '全部待办 · 待办列表' });
  const first = todos.getByRole('button').first();
  await expect(first).toBeVisible();
  const todo = await openedPage(context, teacher, () => first.click());
  await expect(todo.root.getByRole('heading', { name: /^待办：/, level: 1 })).toBeVisible();
  await expect(todo.root.getByText('这条待办由演示数据生成')).toBeVisible();
  await teacher.screenshot({ path: path.join(shots, 'demo-todo-1366.png') });
  await todo.close();

  // One session per browser (ADR 025): the student signs in in a browser of their own.
  const studentContext = await openContext(browser, portal.baseUrl);
  const student = await signedIn(studentContext, DEMO.student);
  const staging = student.locator('[data-card-id]').filter({ has: student.getByRole('heading', { name: '暂存表', exact: true }) });
  // A scholarship draft resumes at the flow's page with its text; a leave draft at the sample's leave form.
  const scholarshipTab = staging.getByRole('tab', { name: /奖学金/ });
  if (await scholarshipTab.count() > 0) await scholarshipTab.first().click();
  const resume = staging.getByRole('button', { name: '继续办理' }).first();
  const draft = await openedPage(studentContext, student, () => resume.click());
  await expect(draft.root.getByRole('button', { name: /提交/ })).toBeVisible();
  await student.screenshot({ path: path.join(shots, 'demo-draft-1366.png') });
  await draft.close();
  await studentContext.close();
  await context.close();
});

test('[OPEN-01] with the sample down, 立即办理 says which system does not answer and whom to ask, instead of a blank frame', async ({ browser }) => {
  test.setTimeout(180_000);
  const ways = await demoServiceOfEachOpenWay();
  if (sample) {
    sample.kill('SIGTERM');
    await once(sample, 'exit');
  }
  const context = await openContext(browser, portal.baseUrl);
  const page = await signedIn(context, DEMO.student);
  // The last verdict for the sample is kept 30 s at most; a verdict of the sample down comes once it has passed.
  await until('the portal seeing the sample down', async () => {
    await openFromHall(page, ways[1001]);
    const dialog = page.getByRole('dialog', { name: ways[1001].serviceName });
    const said = await dialog.getByRole('alert').or(dialog.locator('iframe')).first().waitFor({ timeout: 30_000 })
      .then(() => dialog.getByRole('alert').isVisible());
    if (!said) await page.keyboard.press('Escape');
    return said;
  }, { timeoutMs: 90_000, intervalMs: 1000 });
  const alert = page.getByRole('dialog', { name: ways[1001].serviceName }).getByRole('alert');
  await expect(alert).toContainText(`暂时无法打开“${ways[1001].serviceName}”`);
  await expect(alert).toContainText('网上办事演示系统没有响应');
  await expect(alert).toContainText('如一直无法打开，请联系：网络与信息中心 0731-88822201');
  await page.screenshot({ path: path.join(shots, 'demo-unreachable-1366.png') });

  // A 1003 service: no blank tab left behind, the same message in the page.
  await page.keyboard.press('Escape');
  await openFromHall(page, ways[1003]);
  await expect(page.getByRole('dialog', { name: ways[1003].serviceName }).getByRole('alert')).toContainText('没有响应');
  await expect.poll(() => context.pages().length).toBe(1);

  const phone = await openContext(browser, portal.baseUrl, { viewport: { width: 412, height: 860 } });
  const small = await signedIn(phone, DEMO.student);
  await openFromHall(small, ways[1001]);
  await expect(small.getByRole('dialog', { name: ways[1001].serviceName }).getByRole('alert')).toBeVisible();
  await small.screenshot({ path: path.join(shots, 'demo-unreachable-412.png') });
  await phone.close();
  await context.close();
});
