import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Download, Locator, Page } from '@playwright/test';
import { dutyConfigPage } from '../../src/shared/api/catalogue/dept-duty-config';
import { acknowledgeNotices, DEMO, expect, openContext, signIn, test } from './fixtures';

const DUTIES = '/deptResponsibilityListConfig';
const CARD_TYPES = '/userFrameConfig/homePageConfig';
const shots = mkdtempSync(path.join(os.tmpdir(), 'spreadsheet-e2e-'));

/** The rows of a downloaded .xlsx as arrays of cell texts, the title row first: opening it is the check. */
async function openWorkbook(download: Download): Promise<string[][]> {
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => { rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))); });
  return rows;
}

async function exportWith(page: Page, range: '全部数据' | '当前查询数据' | '勾选数据'): Promise<{ count: number; rows: string[][] }> {
  // With rows checked, react-admin's bulk actions bar covers the list's toolbar and carries its own 导出 (the last);
  // otherwise the toolbar's (the first: the collapsed bar keeps its button in the page, out of reach).
  const buttons = page.getByRole('button', { name: '导出', exact: true });
  await (range === '勾选数据' ? buttons.last() : buttons.first()).click();
  const dialog = page.getByRole('dialog', { name: '导出' });
  await dialog.getByRole('radio', { name: range }).check();
  const countText = await dialog.getByText(/^共计\d+条数据$/).textContent();
  const count = Number(/\d+/.exec(countText ?? '')?.[0]);
  expect(count).toBeGreaterThan(0);
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: '导出', exact: true }).click();
  // EXP-09: the title reads 导出完成 and the file downloads by itself.
  await expect(page.getByRole('dialog', { name: '导出完成' })).toBeVisible({ timeout: 60_000 });
  const rows = await openWorkbook(await downloaded);
  await page.getByRole('dialog', { name: '导出完成' }).getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog')).not.toBeAttached();
  return { count, rows };
}

async function writeDuties(file: string, rows: string[][]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('职责');
  sheet.addRow(['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序']);
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(file);
}

async function chooseFile(page: Page, dialog: Locator, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '选择文件' }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByText(path.basename(file))).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /职责描述/ })).toBeVisible();
}

test.describe('spreadsheet export and import in the studio', () => {
  // One signed-in page for the whole file: the import tests use the department code the first export found.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  let deptCode = '';
  test.beforeAll(async ({ browser, serverUrl }) => {
    context = await openContext(browser, serverUrl);
    page = await context.newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('[EXP-01] [EXP-02] [EXP-09] exports the duty list with all data and the current search; each file opens', async () => {
    await page.goto(DUTIES);
    await acknowledgeNotices(page);
    await expect(page.getByRole('button', { name: '导出', exact: true }).first()).toBeVisible();
    const all = await exportWith(page, '全部数据');
    expect(all.rows[0]).toContain('部门编码');
    // The file holds every counted row under its title row.
    expect(all.rows.length - 1).toBe(all.count);
    const codeAt = all.rows[0]?.indexOf('部门编码') ?? -1;
    deptCode = all.rows[1]?.[codeAt] ?? '';
    expect(deptCode).not.toBe('');

    // A duty's name as the search word: the current search then holds fewer rows than the whole list.
    const nameAt = all.rows[0]?.indexOf('职责名称') ?? -1;
    const word = all.rows[1]?.[nameAt] ?? '';
    expect(word).not.toBe('');
    // The list takes the search once typing stops: it asks for its page again.
    const searchedPage = page.waitForResponse((r) => new URL(r.url()).pathname === dutyConfigPage.path);
    await page.getByPlaceholder('搜索编码、名称、内容或部门').fill(word);
    await searchedPage;
    const searched = await exportWith(page, '当前查询数据');
    expect(searched.count).toBeLessThan(all.count);
    expect(searched.rows.length - 1).toBe(searched.count);
    await page.screenshot({ path: path.join(shots, 'duties-list.png') });
  });

  test('[EXP-02] exports checked rows of the duty list: its rows have checkboxes, 导出 sits in the bulk actions', async () => {
    await page.goto(DUTIES);
    await acknowledgeNotices(page);
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect(rows.nth(3)).toBeVisible();
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(3).getByRole('checkbox').check();
    const checked = await exportWith(page, '勾选数据');
    expect(checked.count).toBe(2);
    expect(checked.rows.length - 1).toBe(2);
    await page.screenshot({ path: path.join(shots, 'duties-checked.png') });
  });

  test('[EXP-02] exports checked rows (the card type list, whose rows can be checked; 导出 sits in the bulk actions)', async () => {
    await page.goto(CARD_TYPES);
    await acknowledgeNotices(page);
    // The table's rows after its header row, each with its own checkbox.
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect(rows.nth(2)).toBeVisible();
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    const checked = await exportWith(page, '勾选数据');
    expect(checked.count).toBe(2);
    expect(checked.rows.length - 1).toBe(2);
  });

  test('[IMP-02] [IMP-04] imports a file with errors: 导入成功 with the counts, and the error file from 点击下载', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'duties-'));
    const file = path.join(dir, '职责导入.xlsx');
    const stamp = Date.now().toString(36);
    await writeDuties(file, [
      [deptCode, '', `导入职责甲${stamp}`, '', '', `导入测试描述甲${stamp}`, '是', '1'],
      [deptCode, '', `导入职责乙${stamp}`, '', '', `导入测试描述乙${stamp}`, '否', '2'],
      ['NO_SUCH_DEPT', '', `导入职责丙${stamp}`, '', '', `导入测试描述丙${stamp}`, '是', '3'],
      [deptCode, '', '', '', '', `导入测试描述丁${stamp}`, '是', '4'],
    ]);
    await page.goto(DUTIES);
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入' });
    await chooseFile(page, dialog, file);
    await page.screenshot({ path: path.join(shots, 'import-step1.png') });
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const done = page.getByRole('dialog', { name: '导入成功' });
    await expect(done).toBeVisible({ timeout: 60_000 });
    const counts = await done.locator('dl > div').allInnerTexts();
    expect(counts.map((c) => c.replace(/\s+/g, ''))).toEqual(['新增2', '更新0', '跳过0', '失败2']);
    const downloaded = page.waitForEvent('download');
    await done.getByRole('button', { name: '点击下载' }).click();
    const errors = await openWorkbook(await downloaded);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.flat().join(' ')).toContain('NO_SUCH_DEPT');
    await page.screenshot({ path: path.join(shots, 'import-done.png') });
    await done.getByRole('button', { name: '关闭' }).click();
  });

  test('[IMP-15] closing the dialog mid-import does not stop the job', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'duties-'));
    const file = path.join(dir, '职责批量.xlsx');
    const stamp = Date.now().toString(36);
    const rows = Array.from({ length: 3000 }, (_, i) => [deptCode, '', `批量职责${stamp}_${i}`, '', '', `批量描述${stamp}_${i}`, '是', String(i)]);
    await writeDuties(file, rows);
    await page.goto(DUTIES);
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入' });
    await chooseFile(page, dialog, file);
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const running = page.getByRole('dialog', { name: '导入中' });
    await expect(running.getByText('正在操作，请耐心等待，若操作意外中断，数据仍将继续导出/导入。')).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'import-running.png') });
    await running.getByRole('button', { name: '后台运行' }).click();
    await expect(page.getByRole('dialog')).not.toBeAttached();
    // Reopened, the dialog shows the same job, which went on and completed: closing stopped nothing.
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const done = page.getByRole('dialog', { name: '导入成功' });
    await expect(done).toBeVisible({ timeout: 90_000 });
    const counts = await done.locator('dl > div').allInnerTexts();
    expect(counts[0]?.replace(/\s+/g, '')).toBe('新增3000');
  });
});
