import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { checkAccessibility } from '../support/axe';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** Where to save screenshots of the export dialog, when asked (E2E_SCREENSHOT_DIR); none otherwise. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, name) });
}

/** The first row of an .xlsx file's first sheet, as text. */
async function firstRowOf(path: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return ((workbook.worksheets[0]?.getRow(1).values ?? []) as unknown[]).slice(1).map(String);
}

/** The cells of a table row (header cell first), as shown. */
async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.locator('th, td').allInnerTexts()).map((s) => s.trim());
}

/** The figures of the report table's row named `name` (or its 合计 row), without the trailing action cell. */
async function figures(page: Page, name: string | RegExp, columns: number): Promise<string[]> {
  const table = page.locator('[data-block="reportTable"] table');
  const row = name === '合计' ? table.locator('tfoot tr') : table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name }) });
  return (await cellsOf(row.first())).slice(1, columns);
}

test.describe('efficiency supervision in Chromium', () => {
  test('a teacher filters by semester and drills from the school to one node; each level’s totals match the row it came from', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.teacher);
    await acknowledgeNotices(page);
    // The top bar offers the page once it is built.
    await page.getByRole('link', { name: '效能监督' }).first().click();
    await page.waitForURL(/\/effectivenessSupervision/);
    await expect(page.getByRole('heading', { name: '部门效能报表' })).toBeVisible();

    const semester = page.getByLabel('学期');
    const options = await semester.locator('option').allInnerTexts();
    const chosen = options.find((o) => /2025-2026学年第二学期/.test(o)) ?? options[1] ?? '';
    await semester.selectOption({ label: chosen });
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText(/统计范围 2026-03-02 至 2026-07-12|统计范围/).first()).toBeVisible();

    // School level: a teacher sees their own college only. Blocks below the fold mount when scrolled to.
    await page.getByRole('heading', { name: '部门效能报表' }).scrollIntoViewIfNeeded();
    const report = page.locator('[data-block="reportTable"]');
    const college = report.getByRole('rowheader', { name: '计算机科学与技术学院' });
    await expect(college).toBeVisible();
    const deptRow = await figures(page, '计算机科学与技术学院', 7);
    expect(Number(deptRow[0])).toBeGreaterThan(0);
    expect(await figures(page, '合计', 7)).toEqual(deptRow);

    // The table exports through the spreadsheet dialog with the page's filter: the file's title row is the table's.
    await report.getByRole('button', { name: '导出部门效能报表' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '当前查询数据' }).check();
    const rowCount = await report.locator('tbody tr').count();
    await expect(dialog.getByText(`共计${rowCount + 1}条数据`)).toBeVisible();
    const start = dialog.getByRole('button', { name: '导出' });
    await expect(start.and(page.locator(':enabled'))).toBeVisible();
    await screenshot(page, 'efficiency-export-desktop.png');
    const [download] = await Promise.all([page.waitForEvent('download'), start.click()]);
    await expect(dialog.getByRole('heading', { name: '导出完成' })).toBeVisible();
    const heads = (await report.locator('thead th').allInnerTexts()).map((s) => s.trim()).slice(0, 7);
    expect(await firstRowOf(await download.path())).toEqual(heads);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).not.toBeAttached();

    // Department → its services: the totals row repeats the department's figures.
    await report.getByRole('button', { name: '查看 计算机科学与技术学院 的明细' }).click();
    await expect(report.getByRole('navigation').getByText('计算机科学与技术学院')).toBeVisible();
    await expect(report.locator('thead th', { hasText: '服务' }).first()).toBeVisible();
    expect(await figures(page, '合计', 7)).toEqual(deptRow);

    // Service → its nodes: the steps add up to the totals row.
    const firstService = report.locator('tbody tr').first();
    const serviceName = (await firstService.locator('th').innerText()).trim();
    await firstService.getByRole('button').click();
    await expect(report.getByRole('navigation').getByText(serviceName)).toBeVisible();
    await expect(report.locator('thead th', { hasText: '环节' }).first()).toBeVisible();
    const nodeRows = await report.locator('tbody tr').all();
    expect(nodeRows.length).toBeGreaterThan(0);
    const totals = await figures(page, '合计', 7);
    const steps = await Promise.all(nodeRows.map(async (row) => Number((await cellsOf(row))[2])));
    expect(steps.reduce((a, b) => a + b, 0)).toBe(Number(totals[1]));
    const oneNode = (await cellsOf(nodeRows[0] as Locator))[0];
    expect(oneNode?.length).toBeGreaterThan(1);

    // Back up through the breadcrumb to the school.
    await report.getByRole('navigation').getByRole('button', { name: '全校' }).click();
    await expect(college).toBeVisible();
    expect(await checkAccessibility(page)).toEqual([]);
  });

  test('a student sees school-wide figures and their own report, no department blocks', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await page.goto('/effectivenessSupervision');
    await expect(page.getByRole('heading', { name: '我的效能' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '总体概况' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '部门效能报表' })).toHaveCount(0);
    await expect(page.getByLabel('部门')).toHaveCount(0);
    // The export dialog fills a phone's screen; a student's tables offer it too.
    await page.getByRole('heading', { name: '服务热度' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: '导出服务热度' }).click();
    await expect(page.getByRole('dialog').getByText(/共计\d+条数据/)).toBeVisible();
    await screenshot(page, 'efficiency-export-phone.png');
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  });

  test('every block says whose figures it counts: the school, the teacher\'s own college, the teacher alone, or the filter\'s department', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.teacher);
    await acknowledgeNotices(page);
    await page.goto('/effectivenessSupervision');
    const scopeOf = (block: string) => page.locator(`[data-block="${block}"] .eff-scope`);
    await expect(scopeOf('overview')).toHaveText(/范围：全校\s*全校汇总/);
    // Blocks below the fold say their scope before they load.
    await expect(scopeOf('reportTable')).toHaveText(/范围：计算机科学与技术学院\s*部门数据只对本部门负责人和学校管理人员开放/);
    await expect(scopeOf('personal')).toHaveText(/范围：本人/);
    const dept = page.getByRole('combobox', { name: '部门' });
    // Indented by its depth in the tree: found by its text.
    await dept.selectOption(await dept.locator('option', { hasText: '计算机科学与技术学院' }).first().getAttribute('value') ?? '');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(scopeOf('overview')).toHaveText(/范围：计算机科学与技术学院\s*按筛选条件中的部门统计/);
    await expect(scopeOf('personal')).toHaveText(/范围：本人/);
  });

  test('an administrator\'s department blocks count every department, and say so', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
    await page.goto('/effectivenessSupervision');
    await expect(page.locator('[data-block="reportTable"] .eff-scope')).toHaveText(/范围：全校各部门/);
    await expect(page.locator('[data-block="overview"] .eff-scope')).toHaveText(/范围：全校/);
  });
});
