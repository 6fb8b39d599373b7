import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, openContext, signIn, test } from './fixtures';

const HALL_CONFIG = '/userFrameConfig/serviceHallConfig';
const shots = mkdtempSync(path.join(os.tmpdir(), 'studio-export-import-e2e-'));

/** Opens the help configuration's 知识库 tab, where the list's 导出 and 导入 sit above its search. */
async function openKnowledge(page: Page): Promise<void> {
  await page.goto(HALL_CONFIG);
  await acknowledgeNotices(page);
  await page.getByRole('tab', { name: /帮助/ }).click();
  await page.getByRole('tab', { name: '知识库', exact: true }).click();
  await expect(page.getByRole('table', { name: '知识库' })).toBeVisible({ timeout: 30_000 });
}

test.describe('a knowledge-base round trip through the studio', () => {
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

  test('[EXP-02] [EXP-09] [IMP-10] exports the knowledge base, imports an edited file back (预检 first): the rename and the 状态 change land, nothing is added', async () => {
    await openKnowledge(page);
    await page.screenshot({ path: path.join(shots, 'knowledge-1366.png'), fullPage: true });

    await page.getByRole('button', { name: '导出', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: '导出' });
    await exportDialog.getByRole('radio', { name: '全部数据' }).check();
    const countText = await exportDialog.getByText(/^共计\d+条数据$/).textContent();
    const count = Number(/\d+/.exec(countText ?? '')?.[0]);
    expect(count).toBeGreaterThan(1);
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await exportDialog.getByRole('button', { name: '导出', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '导出完成' })).toBeVisible({ timeout: 60_000 });
    const exported = await (await downloaded).path();
    await page.getByRole('dialog', { name: '导出完成' }).getByRole('button', { name: '关闭' }).click();

    // The operator's edit in a spreadsheet program: a question renamed, another's 状态 switched by its label.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exported);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const titles = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
    expect(titles).toEqual(expect.arrayContaining(['问题编号', '问题', '问题场景', '状态', '可见范围', '更新时间']));
    const column = (title: string) => titles.indexOf(title);
    expect(sheet.rowCount).toBe(count + 1);
    const original = String(sheet.getCell(2, column('问题')).value);
    const renamed = `${original}（表格改名）`;
    sheet.getCell(2, column('问题')).value = renamed;
    const status = String(sheet.getCell(3, column('状态')).value);
    expect(['已上线', '已下线']).toContain(status);
    sheet.getCell(3, column('状态')).value = status === '已上线' ? '已下线' : '已上线';
    const edited = path.join(mkdtempSync(path.join(os.tmpdir(), 'knowledge-')), '知识库改.xlsx');
    await workbook.xlsx.writeFile(edited);

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: '导入' });
    const chooser = page.waitForEvent('filechooser');
    await importDialog.getByRole('button', { name: '选择文件' }).click();
    await (await chooser).setFiles(edited);
    await expect(importDialog.getByRole('combobox', { name: /答案/ })).toBeVisible({ timeout: 30_000 });
    await importDialog.getByRole('button', { name: '预检', exact: true }).click();
    const checked = page.getByRole('dialog', { name: '预检完成' });
    await expect(checked).toBeVisible({ timeout: 60_000 });
    const counts = await checked.locator('dl > div').allInnerTexts();
    expect(counts.map((c) => c.replace(/\s+/g, ''))).toEqual(['将新增0', '将更新2', `将跳过${count - 2}`, '将失败0']);
    await checked.getByRole('button', { name: '按此导入' }).click();
    const done = page.getByRole('dialog', { name: '导入成功' });
    await expect(done).toBeVisible({ timeout: 60_000 });
    await done.getByRole('button', { name: '关闭' }).click();

    // The list reloads: the renamed question is there, under the same number of rows.
    const table = page.getByRole('table', { name: '知识库' });
    await expect(table.getByText(renamed, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(table.getByText(original, { exact: true })).toHaveCount(0);
    await page.screenshot({ path: path.join(shots, 'knowledge-imported-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.screenshot({ path: path.join(shots, 'knowledge-412.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    console.log(`screenshots: ${shots}`);
  });

  test('[EXP-02] [EXP-09] ticked navigation entries export alone, as the studio names them', async () => {
    await page.goto('/userFrameConfig/addNavigation');
    await acknowledgeNotices(page);
    const ticks = page.getByRole('checkbox', { name: /用于导出/ });
    await expect(ticks.first()).toBeVisible({ timeout: 30_000 });
    const label = await ticks.nth(1).getAttribute('aria-label');
    const name = /“(.+)”/.exec(label ?? '')?.[1] ?? '';
    await ticks.nth(1).check();
    await page.screenshot({ path: path.join(shots, 'navigation-ticked-1366.png'), fullPage: true });

    await page.getByRole('button', { name: '导出', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导出' });
    await dialog.getByRole('radio', { name: '勾选数据' }).check();
    await expect(dialog.getByText('共计1条数据')).toBeVisible({ timeout: 30_000 });
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: '导出', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '导出完成' })).toBeVisible({ timeout: 60_000 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await downloaded).path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(['导航名称', '导航英文名称', '是否内置', '是否启用', '访问路径', '排序']);
    expect(String(sheet?.getCell(2, 1).value)).toBe(name);
    expect(['内置', '自定义']).toContain(String(sheet?.getCell(2, 3).value));
    await page.getByRole('dialog', { name: '导出完成' }).getByRole('button', { name: '关闭' }).click();
    await page.setViewportSize({ width: 412, height: 900 });
    await page.screenshot({ path: path.join(shots, 'navigation-ticked-412.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
