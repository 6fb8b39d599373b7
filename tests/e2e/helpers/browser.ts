import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../support/chromium';

export interface E2E {
  browser: Browser;
  baseUrl: string;
  newPage(options?: { viewport?: { width: number; height: number }; locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Launches Debian's Chromium through playwright-core against the server that global-setup started. */
export async function launchE2E(): Promise<E2E> {
  const baseUrl = inject('baseUrl');
  const browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  return {
    browser,
    baseUrl,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: options.locale ?? 'zh-CN',
        viewport: options.viewport ?? { width: 1366, height: 860 },
      });
      const page = await context.newPage();
      return { context, page };
    },
    close: () => browser.close(),
  };
}

/** Signs in through the real login page, as a person would. */
export async function signIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/homePage/);
}

/**
 * Notices marked openWindow '0,1' open as dialogs once per sign-in (MSG-03): acknowledges each of them, so a test
 * can use the page behind. Returns how many there were.
 */
export async function acknowledgeNotices(page: Page): Promise<number> {
  let seen = 0;
  // The first dialog appears shortly after the shell; later ones follow each acknowledgement.
  await page.getByRole('button', { name: '知道了' }).waitFor({ timeout: 5_000 }).catch(() => undefined);
  while (await page.getByRole('button', { name: '知道了' }).count()) {
    await page.getByRole('button', { name: '知道了' }).click();
    seen += 1;
    await page.waitForTimeout(300);
  }
  return seen;
}
