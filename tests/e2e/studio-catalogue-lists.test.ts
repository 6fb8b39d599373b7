import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, openContext, signIn, test } from './fixtures';

const HALL_CONFIG = '/userFrameConfig/serviceHallConfig';
const DUTIES = '/deptResponsibilityListConfig';
const shots = mkdtempSync(path.join(os.tmpdir(), 'catalogue-lists-e2e-'));

async function openTab(page: Page, entry: string, tab: string): Promise<void> {
  await page.goto(entry);
  await acknowledgeNotices(page);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('button', { name: '导出', exact: true }).first()).toBeVisible();
}

test.describe('the studio service catalogue and user tabs', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser, serverUrl }) => {
    context = await openContext(browser, serverUrl);
    page = await context.newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('[IMP-01] the operator imports a new service in 服务目录, sees it listed, and the portal search finds it', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const code = `E2E_${stamp}`;
    const name = `星辰导入服务${stamp}`;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'services-')), '服务导入.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('服务目录');
    sheet.addRow(['服务编码', '服务名称', '服务部门编码', '服务类型', '访问方式', '打开方式', '服务地址', '状态']);
    sheet.addRow([code, name, 'JWC', '流程', '2', '1003', 'https://example.edu.cn/apply', '上架']);
    await workbook.xlsx.writeFile(file);

    await openTab(page, HALL_CONFIG, '服务目录');
    await expect(page.getByRole('columnheader', { name: '服务编码' })).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'services-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '选择文件' }).click();
    await (await chooser).setFiles(file);
    await expect(dialog.getByRole('combobox', { name: /服务名称/ })).toBeVisible();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const done = page.getByRole('dialog', { name: '导入成功' });
    await expect(done).toBeVisible({ timeout: 60_000 });
    const counts = await done.locator('dl > div').allInnerTexts();
    expect(counts.map((c) => c.replace(/\s+/g, ''))).toEqual(['新增1', '更新0', '跳过0', '失败0']);
    await done.getByRole('button', { name: '关闭' }).click();

    await page.getByPlaceholder('搜索服务名称或编码').fill(code);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    expect(await row.innerText()).toMatch(/流程[\s\S]*教务处[\s\S]*外部链接[\s\S]*新标签页[\s\S]*上架/);

    await page.goto('/serviceHall');
    await page.getByRole('combobox', { name: '搜索服务' }).fill(name);
    await page.keyboard.press('Enter');
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 15_000 });
  });

  test('the 用户 tab lists the users with role and status, with export and import', async () => {
    await openTab(page, DUTIES, '用户');
    await page.getByPlaceholder('搜索账号或姓名').fill('teacher');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'teacher', exact: true }) });
    await expect(row).toBeVisible();
    expect(await row.innerText()).toContain('正常');
    await expect(page.getByRole('button', { name: '导入', exact: true })).toBeVisible();
    await page.getByPlaceholder('搜索账号或姓名').fill('');
    // The search cleared, the list shows the other users again (more than the header and the one found).
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
    await page.screenshot({ path: path.join(shots, 'users-desktop.png'), fullPage: true });
  });

  test('both tabs fit a 390 px phone', async ({ newPage }) => {
    const { page: phone } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, DEMO.admin);
    await acknowledgeNotices(phone);
    for (const [entry, tab, file] of [[HALL_CONFIG, '服务目录', 'services-phone.png'], [DUTIES, '用户', 'users-phone.png']] as const) {
      await openTab(phone, entry, tab);
      // The tab's list has loaded: nothing more comes to change the layout.
      await phone.waitForLoadState('networkidle');
      // Nothing wider than the screen: the page does not scroll sideways.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.screenshot({ path: path.join(shots, file), fullPage: true });
    }
  });

  test.afterAll(() => {
    console.log(`[catalogue-lists e2e] screenshots in ${shots}`);
  });
});
