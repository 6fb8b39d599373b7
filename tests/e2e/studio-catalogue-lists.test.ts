import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeNotices, launchE2E, signIn, type E2E } from './helpers/browser';

const HALL_CONFIG = '/userFrameConfig/serviceHallConfig';
const DUTIES = '/deptResponsibilityListConfig';
const shots = mkdtempSync(path.join(os.tmpdir(), 'catalogue-lists-e2e-'));

async function openTab(page: Page, entry: string, tab: string): Promise<void> {
  await page.goto(entry);
  await acknowledgeNotices(page);
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: '导出', exact: true }).first().waitFor();
}

describe('the studio service catalogue and user tabs (issue 7)', () => {
  let e2e: E2E;
  let page: Page;
  beforeAll(async () => {
    e2e = await launchE2E();
    ({ page } = await e2e.newPage());
    await signIn(page, 'admin', 'Admin@123');
    await acknowledgeNotices(page);
  });
  afterAll(async () => {
    await e2e.close();
  });

  it('[IMP-01] the operator imports a new service in 服务目录, sees it listed, and the portal search finds it', async () => {
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
    await page.getByRole('columnheader', { name: '服务编码' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'services-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '选择文件' }).click();
    await (await chooser).setFiles(file);
    await dialog.getByRole('combobox', { name: /服务名称/ }).waitFor();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const done = page.getByRole('dialog', { name: '导入成功' });
    await done.waitFor({ timeout: 60_000 });
    const counts = await done.locator('dl > div').allInnerTexts();
    expect(counts.map((c) => c.replace(/\s+/g, ''))).toEqual(['新增1', '更新0', '跳过0', '失败0']);
    await done.getByRole('button', { name: '关闭' }).click();

    await page.getByPlaceholder('搜索服务名称或编码').fill(code);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/流程[\s\S]*教务处[\s\S]*外部链接[\s\S]*新标签页[\s\S]*上架/);

    await page.goto('/serviceHall');
    await page.getByRole('searchbox', { name: '搜索服务' }).fill(name);
    await page.keyboard.press('Enter');
    await page.getByText(name).first().waitFor({ timeout: 15_000 });
  });

  it('the 用户 tab lists the users with role and status, with export and import', async () => {
    await openTab(page, DUTIES, '用户');
    await page.getByPlaceholder('搜索账号或姓名').fill('teacher');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'teacher', exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('正常');
    await page.getByRole('button', { name: '导入', exact: true }).waitFor();
    await page.getByPlaceholder('搜索账号或姓名').fill('');
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(shots, 'users-desktop.png'), fullPage: true });
  });

  it('both tabs fit a 390 px phone', async () => {
    const { page: phone, context } = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, 'admin', 'Admin@123');
    await acknowledgeNotices(phone);
    for (const [entry, tab, file] of [[HALL_CONFIG, '服务目录', 'services-phone.png'], [DUTIES, '用户', 'users-phone.png']] as const) {
      await openTab(phone, entry, tab);
      await phone.waitForTimeout(800);
      // Nothing wider than the screen: the page does not scroll sideways.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.screenshot({ path: path.join(shots, file), fullPage: true });
    }
    await context.close();
  });

  afterAll(() => {
    console.log(`[catalogue-lists e2e] screenshots in ${shots}`);
  });
});
