import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, openContext, signIn, test } from './fixtures';

const HALL_CONFIG = '/userFrameConfig/serviceHallConfig';
const shots = mkdtempSync(path.join(os.tmpdir(), 'studio-jobs-e2e-'));

test.describe('the studio jobs page and the dry-run import', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser, serverUrl }) => {
    context = await openContext(browser, serverUrl, { viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('[IMP-10] a dry run shows what would be added and skipped and writes nothing; the import then runs as checked', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'dry-run-')), '预检服务.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('服务目录');
    sheet.addRow(['服务编码', '服务名称', '服务部门编码', '服务类型', '访问方式', '打开方式', '服务地址', '状态']);
    sheet.addRow([`DRY_${stamp}`, `预检服务${stamp}`, 'JWC', '流程', '2', '1003', 'https://example.edu.cn/apply', '上架']);
    sheet.addRow([`DRY_${stamp}`, `预检服务${stamp}`, 'JWC', '流程', '2', '1003', 'https://example.edu.cn/apply', '上架']);
    await workbook.xlsx.writeFile(file);

    await page.goto(HALL_CONFIG);
    await acknowledgeNotices(page);
    await page.getByRole('tab', { name: '服务目录' }).click();
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '选择文件' }).click();
    await (await chooser).setFiles(file);
    await expect(dialog.getByRole('combobox', { name: /服务名称/ })).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: '预检', exact: true }).click();
    const checked = page.getByRole('dialog', { name: '预检完成' });
    await expect(checked).toBeVisible({ timeout: 60_000 });
    const counts = await checked.locator('dl > div').allInnerTexts();
    expect(counts.map((c) => c.replace(/\s+/g, ''))).toEqual(['将新增1', '将更新0', '将跳过1', '将失败0']);
    await expect(checked.getByText('尚未写入任何数据', { exact: false })).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'dry-run-1366.png') });

    await checked.getByRole('button', { name: '按此导入' }).click();
    const done = page.getByRole('dialog', { name: '导入成功' });
    await expect(done).toBeVisible({ timeout: 60_000 });
    await done.getByRole('button', { name: '关闭' }).click();
  });

  test('the jobs page lists the jobs with state and counts, and stays open across a reload', async () => {
    await page.getByRole('button', { name: '导入导出任务' }).click();
    const table = page.getByRole('table', { name: '导入导出任务' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/view=%2Fjobs/);
    const rows = table.getByRole('row');
    await expect(rows.filter({ hasText: '预检' }).first()).toContainText('已完成');
    await expect(rows.filter({ hasText: '服务目录' }).first()).toContainText('新增 1');
    await page.screenshot({ path: path.join(shots, 'jobs-1366.png'), fullPage: true });

    await page.reload();
    await acknowledgeNotices(page);
    await expect(page.getByRole('table', { name: '导入导出任务' })).toBeVisible({ timeout: 30_000 });
    // An administrator may switch to everyone's jobs.
    await page.getByRole('combobox', { name: '范围' }).click();
    await page.getByRole('option', { name: '所有人的任务' }).click();
    await expect(page.getByRole('columnheader', { name: '发起人' })).toBeVisible();

    await page.setViewportSize({ width: 412, height: 900 });
    await page.screenshot({ path: path.join(shots, 'jobs-412.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test.afterAll(() => {
    console.log(`studio jobs screenshots: ${shots}`);
  });
});
