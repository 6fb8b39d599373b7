import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { deptInfoPage } from '../../src/shared/api/catalogue/dept-duty-config';
import { unreadImportantNotices } from '../../src/shared/api/catalogue/messages';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { uploadFile, waitFinished } from '../api/helpers/spreadsheet-client';
import { xlsxOf } from '../api/helpers/spreadsheet-files';
import { signInAs, type TestPortal } from '../support/portal-client';
import { baseUrlEnv, leaveErrorEnv, leaveUrlEnv } from './global-setup';

/** An account to sign in with. */
export interface Account {
  account: string;
  password: string;
  /** The name the portal greets it with. */
  realName: string;
}

/** The seeded demo accounts, for the tests about what the seed gave them (their notices, cards, chats, favourites). */
export const DEMO = {
  admin: { account: 'admin', password: 'Admin@123', realName: '系统管理员' },
  teacher: { account: 'teacher', password: 'Teacher@123', realName: '王建国' },
  student: { account: 'student', password: 'Student@123', realName: '李明轩' },
  assistant: { account: 'assistant', password: 'Assistant@123', realName: '' },
  // The sample leave system's dean (seed/leave-system.ts), who approves leave longer than three days.
  dean: { account: 'dean', password: 'Dean@123', realName: '赵文华' },
} as const satisfies Record<string, Account>;

/** The roles an account of a test's own can have: the users' import grants no other (IMP-10). */
type ImportedRole = 'student' | 'teacher';

/** A page of a context of its own, with other options (a phone's viewport) or for a second person; closed after the test. */
export type NewPage = (options?: { viewport?: { width: number; height: number } }) => Promise<{ context: BrowserContext; page: Page }>;

interface TestFixtures {
  newPage: NewPage;
  /**
   * An account of this test's own, made through the users' import (IMP-10) with the role's defaults and nothing else:
   * what the test changes (a layout, a feedback, a sign-out) is seen by no other test.
   */
  newUser(role: ImportedRole): Promise<Account>;
}

interface WorkerFixtures {
  /** This worker's own server, which global-setup started. */
  serverUrl: string;
  /** The sample leave system global-setup started beside it; a test asking for it fails when it did not start. */
  leaveSystemUrl: string;
  /** The demo administrator through the API, to set up what a test needs. */
  adminApi: TestPortal;
  /** Accounts made ahead for the worker's tests, each handed to one test only. */
  userPool: (role: ImportedRole) => Promise<Account>;
}

const ROLE_NAMES: Record<ImportedRole, string> = { student: '学生', teacher: '教师' };
/** Meets the demo tenant's password rule. */
const NEW_USER_PASSWORD = 'E2e#Own2024pass';
/** Accounts made by one import: an import job per test would cost more than the test. */
const POOL_BATCH = 8;

/** Makes `count` accounts of `role` in one users' import (IMP-10). */
async function importUsers(serverUrl: string, adminApi: TestPortal, role: ImportedRole, count: number, tag: string): Promise<Account[]> {
  const { records } = await adminApi.api.call(deptInfoPage, { current: 1, size: 1 });
  const deptCode = records[0]?.deptCode;
  if (!deptCode) throw new Error('no department to put new users in');
  const accounts = Array.from({ length: count }, (_, i) => ({
    account: `e2e.${tag}.${role}.${i + 1}`, password: NEW_USER_PASSWORD, realName: `测试${ROLE_NAMES[role]}${tag}${i + 1}`,
  }));
  const calls = spreadsheetCalls.user;
  const upload = await uploadFile(serverUrl, adminApi, calls.importUpload.path, {
    name: 'e2e-users.xlsx',
    bytes: await xlsxOf([
      ['账号', '姓名', '昵称', '角色', '部门编码', '初始密码'],
      ...accounts.map((a) => [a.account, a.realName, '', ROLE_NAMES[role], deptCode, a.password]),
    ]),
  });
  const fileKey = upload.body.result?.fileKey;
  if (!fileKey) throw new Error(`the users' upload was refused: ${JSON.stringify(upload.body)}`);
  const { redisKey } = await adminApi.api.call(calls.importStart, { fileKey, errorRegx: 1 });
  const done = await waitFinished(() => adminApi.api.call(calls.importProgress, { key: redisKey }), 60_000);
  if (done.newInsertNum !== count) throw new Error(`the users' import did not add ${count} ${role}s: ${JSON.stringify(done)}`);
  return accounts;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // A worker's own server: parallelIndex stays below the config's worker count, also for a worker started again.
  serverUrl: [async ({}, use, workerInfo) => {
    const name = baseUrlEnv(workerInfo.parallelIndex);
    const url = process.env[name];
    if (!url) throw new Error(`${name} is not set: run the end-to-end tests with \`playwright test\` (tests/e2e/global-setup.ts)`);
    await use(url);
  }, { scope: 'worker' }],
  leaveSystemUrl: [async ({}, use, workerInfo) => {
    const name = leaveUrlEnv(workerInfo.parallelIndex);
    const url = process.env[name];
    if (!url) throw new Error(process.env[leaveErrorEnv(workerInfo.parallelIndex)] ?? `${name} is not set: run the end-to-end tests with \`playwright test\` (tests/e2e/global-setup.ts)`);
    await use(url);
  }, { scope: 'worker' }],
  adminApi: [async ({ serverUrl }, use) => {
    await use((await signInAs(serverUrl, DEMO.admin.account, DEMO.admin.password)).portal);
  }, { scope: 'worker' }],
  userPool: [async ({ serverUrl, adminApi }, use, workerInfo) => {
    const unused: Record<ImportedRole, Account[]> = { student: [], teacher: [] };
    let batches = 0;
    await use(async (role) => {
      if (unused[role].length === 0) {
        batches += 1;
        // Unique across workers and runs against the same server.
        const tag = `${Date.now().toString(36)}w${workerInfo.workerIndex}b${batches}`;
        unused[role].push(...(await importUsers(serverUrl, adminApi, role, POOL_BATCH, tag)));
      }
      const account = unused[role].shift();
      if (!account) throw new Error(`no ${role} account left`);
      return account;
    });
  }, { scope: 'worker' }],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  newPage: async ({ browser, serverUrl }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await openContext(browser, serverUrl, options);
      contexts.push(context);
      return { context, page: await context.newPage() };
    });
    for (const context of contexts) await context.close();
  },
  newUser: async ({ userPool }, use) => {
    await use(userPool);
  },
});

export { expect };

/** A browser context on the test server, as the config's `use` sets pages up; for pages shared by a file's tests. */
export function openContext(browser: Browser, serverUrl: string, options: { viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: serverUrl, locale: 'zh-CN', viewport: options.viewport ?? { width: 1366, height: 860 } });
}

/** Waits for the frame after the current one: what the page set off (a render, a timer of no delay) has happened. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => { requestAnimationFrame(() => requestAnimationFrame(() => resolve())); }));
}

/**
 * Waits until the page is still: a frame has passed and no animation or transition that ends is running (a sorted
 * list has moved into place). Endless ones (a spinner, a skeleton's shimmer) never stop, so they do not count.
 */
export async function settled(page: Page): Promise<void> {
  await nextFrame(page);
  await page.waitForFunction(() => document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .every((animation) => animation.playState !== 'running'));
}

/** Pages whose late notice dialogs are acknowledged before each action (acknowledgeNotices). */
const lateNoticesHandled = new WeakSet<Page>();

/**
 * From now on, a notice dialog that shows (MSG-03) is acknowledged before the test's next action. A notice's answer
 * is decrypted after it arrives, so on a busy machine its dialog may open after `acknowledgeNotices` looked, and the
 * modal dialog then leaves the page inert.
 */
async function acknowledgeLateNotices(page: Page): Promise<void> {
  if (lateNoticesHandled.has(page)) return;
  lateNoticesHandled.add(page);
  const notice = page.getByRole('dialog', { name: '重要通知' });
  // The next notice's dialog replaces the one acknowledged, under the same name: answer each, then let the action
  // go on (noWaitAfter) rather than wait for a name that may stay on screen.
  await page.addLocatorHandler(notice, async () => {
    while (await notice.isVisible()) {
      await page.keyboard.press('Escape');
      await nextFrame(page);
    }
  }, { noWaitAfter: true });
}

/** The notices' answers each page is waiting for, from its sign-in or reload on. */
const noticesOf = new WeakMap<Page, Promise<unknown>>();

/** Starts waiting for the page's next answer of the important notices (asked at each start of the shell). */
export function expectNotices(page: Page): void {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === unreadImportantNotices.path);
  // Handled here too: a test that never acknowledges notices ends with the wait still open, which then rejects.
  answered.catch(() => undefined);
  noticesOf.set(page, answered);
}

/** Signs in through the real login page, as a person would. */
export async function signIn(page: Page, who: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('账号').fill(who.account);
  await page.getByLabel('密码').fill(who.password);
  expectNotices(page);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/homePage/);
}

/**
 * Notices marked openWindow '0,1' open as one paged dialog (MSG-03, ADR 026): closes it, so a test can use the page
 * behind, and keeps closing any that show later. Returns how many notices it held. After a sign-in
 * (or a reload that `expectNotices` awaits) it waits for the notices' answer first.
 */
export async function acknowledgeNotices(page: Page): Promise<number> {
  const answered = noticesOf.get(page);
  noticesOf.delete(page);
  // Without a sign-in or reload awaited, the sign-in's dialogs are behind the page already: what shows now is all.
  if (answered) {
    await answered;
    // The layer shows a dialog in the frame after the answer's.
    await nextFrame(page);
  }
  // Closed with Esc, not read with 知道了 (which reads them on the server, for every later test of the account):
  // the paged dialog holds all of them and closes for this sign-in (ADR 026).
  const dialog = page.getByRole('dialog', { name: '重要通知' });
  let seen = 0;
  while ((await dialog.count()) > 0) {
    const position = await dialog.getByText(/^\d+ \/ \d+$/).allInnerTexts();
    seen += Number(/\/ (\d+)/.exec(position[0] ?? '')?.[1] ?? 1);
    await page.keyboard.press('Escape');
    await nextFrame(page);
  }
  // Registered after the loop above, whose own clicks it would otherwise take over.
  await acknowledgeLateNotices(page);
  return seen;
}
