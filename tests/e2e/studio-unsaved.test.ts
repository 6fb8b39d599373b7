import type { BrowserContext, Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, openContext, signIn, test } from './fixtures';

const HOME_CONFIG = '/userFrameConfig/homePageConfig';

/** The footer settings (a draft form) with one field typed into but not saved. */
async function editFooter(page: Page): Promise<void> {
  await page.goto(HOME_CONFIG);
  await acknowledgeNotices(page);
  await page.getByRole('tab', { name: '页脚' }).click();
  const field = page.getByLabel('学校名称');
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.fill(`未保存的学校名称${Date.now().toString(36)}`);
}

test.describe('unsaved changes in the studio', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeEach(async ({ browser, serverUrl }) => {
    context = await openContext(browser, serverUrl);
    page = await context.newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
  });
  test.afterEach(async () => {
    await context.close();
  });

  test('a move to another studio tab or menu entry asks first; 取消 keeps the typing, 离开 leaves', async () => {
    await editFooter(page);
    await page.getByRole('tab', { name: '卡片类型' }).click();
    const ask = page.getByRole('dialog', { name: '有未保存的修改' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: '取消' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByLabel('学校名称')).toHaveValue(/^未保存的学校名称/);

    await page.getByRole('navigation', { name: /配置/ }).getByRole('link', { name: '新增导航' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: '离开' }).click();
    await expect(page).toHaveURL(/addNavigation/);
  });

  test('a reload or closing the tab with unsaved typing gets the browser\'s question', async () => {
    await editFooter(page);
    const asked = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
  });
});
