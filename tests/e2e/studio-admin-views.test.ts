import type { Page } from '@playwright/test';
import { sendNotice } from '../../src/shared/api/catalogue/chat';
import { deptInfoPage, deptDutyStudio, dutyConfigPage, dutyConfigSave, dutyConfigUpdate } from '../../src/shared/api/catalogue/dept-duty-config';
import { readMessages, unreadImportantNotices } from '../../src/shared/api/catalogue/messages';
import { knowledgePage } from '../../src/shared/api/catalogue/robot';
import { acknowledgeNotices, DEMO, expect, settled, signIn, test } from './fixtures';

const DUTIES = '/deptResponsibilityListConfig';
const HALL_CONFIG = '/userFrameConfig/serviceHallConfig';
const HOME_CONFIG = '/userFrameConfig/homePageConfig';
/** The demo administrator's user id (seed/accounts.ts). */
const ADMIN_ID = '1123598821738675201';

/** Screenshots of the page at a desktop's and a phone's width, kept with the run's results. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 915 });
    await settled(page);
    await page.screenshot({ path: `test-results/e2e/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The first data row of the table named `label` (the header row is the first row). */
const firstRow = (page: Page, label: string) => page.getByRole('table', { name: label }).getByRole('row').nth(1);

test.describe('the studio\'s lists, audit log, preview as a role and notices, in Chromium', () => {
  test('a click on a column header sorts the duty list and the knowledge base on the server; again, the other way', async ({ newPage, adminApi }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);

    await page.goto(DUTIES);
    await acknowledgeNotices(page);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const byCode = async (order: 'ASC' | 'DESC') => (await adminApi.api.call(dutyConfigPage, { sort: 'dutyCode', order, size: 1 })).records[0]?.dutyCode ?? '';
    await table.getByRole('button', { name: /职责编码/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText(await byCode('ASC'));
    await table.getByRole('button', { name: /职责编码/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText(await byCode('DESC'));
    await screenshots(page, 'studio-duties-sorted');

    await page.goto(HALL_CONFIG);
    await acknowledgeNotices(page);
    await page.getByRole('tab', { name: '帮助与反馈' }).click();
    await page.getByRole('tab', { name: '知识库' }).click();
    await expect(firstRow(page, '知识库')).toBeVisible();
    const mostViewed = (await adminApi.api.call(knowledgePage, { sort: 'viewCount', order: 'DESC', size: 1 })).records[0]?.question ?? '';
    const header = page.getByRole('columnheader', { name: '查看' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow(page, '知识库')).toContainText(mostViewed);
    await screenshots(page, 'studio-knowledge-sorted');
  });

  test('the audit log shows a change field by field, with the duty\'s, the departments\' and the administrator\'s names', async ({ newPage, adminApi }) => {
    const [from, to] = (await adminApi.api.call(deptInfoPage, { size: 2 })).records;
    if (!from || !to) throw new Error('the demo has two departments');
    const stamp = Date.now().toString(36).toUpperCase();
    try {
      const { id } = await adminApi.api.call(dutyConfigSave, {
        deptId: from.deptId, dutyCode: `AUDIT-${stamp}`, dutyName: `日志测试${stamp}`, dutyType: 'SUPERVISE', content: '端到端测试的职责',
      });
      await adminApi.api.call(dutyConfigUpdate, {
        id, deptId: to.deptId, dutyCode: `AUDIT-${stamp}`, dutyName: `日志测试${stamp}（改）`, dutyType: 'SUPERVISE', content: '端到端测试的职责',
      });

      const { page } = await newPage();
      await signIn(page, DEMO.admin);
      await acknowledgeNotices(page);
      await page.goto(DUTIES);
      await acknowledgeNotices(page);
      await page.getByRole('region', { name: '草稿与发布' }).first().getByRole('button', { name: '操作日志' }).click();
      const dialog = page.getByRole('dialog', { name: '操作日志' });
      const update = dialog.getByRole('listitem').filter({ hasText: `对象：日志测试${stamp}（改）` }).filter({ hasText: '修改' }).first();
      await expect(update).toContainText('系统管理员');
      // Field by field, with the labels the form shows and names for ids.
      await expect(update).toContainText(`职责名称日志测试${stamp} → 日志测试${stamp}（改）`);
      await expect(update).toContainText(`所属部门${from.deptName} → ${to.deptName}`);
      await expect(update).not.toContainText(to.deptId);
      await expect(dialog).not.toContainText('{"');
      await screenshots(page, 'studio-audit-log');
    } finally {
      await adminApi.api.call(deptDutyStudio.discard, {});
    }
  });

  test('[CARD-01] 预览 as a role draws that role\'s home page with the portal\'s cards, not a list of names', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
    await page.goto(HOME_CONFIG);
    await acknowledgeNotices(page);
    await page.getByRole('region', { name: '草稿与发布' }).getByRole('button', { name: '预览' }).click();
    const dialog = page.getByRole('dialog', { name: '按角色预览' });
    await dialog.getByRole('combobox', { name: '预览角色' }).click();
    await page.getByRole('option', { name: '学生' }).click();
    const home = dialog.getByRole('region', { name: '学生的首页' });
    await expect(home).toBeVisible();
    // Cards as the portal draws them: regions named by their heading, with their content loaded.
    await expect(home.getByRole('heading', { level: 4 }).first()).toBeVisible();
    expect(await home.getByRole('heading', { level: 4 }).count()).toBeGreaterThan(1);
    await expect(home.locator('[aria-busy="true"]')).toHaveCount(0);
    await screenshots(page, 'studio-home-preview-as-role');
  });

  test('an important notice never opens its dialog over the studio, under any of the studio\'s entries', async ({ newPage, adminApi }) => {
    const tag = `E2E${Date.now().toString(36)}`;
    await adminApi.api.call(sendNotice, {
      title: `${tag} 停电通知`, content: `${tag} 明天全校停电检修`, openWindow: '0,1', fromUserName: '后勤处',
      audience: { kind: 'users', userIds: [ADMIN_ID] },
    });
    try {
      const { page } = await newPage();
      await signIn(page, DEMO.admin);
      // On the portal's pages it shows, as MSG-03 asks.
      await expect(page.getByRole('dialog', { name: '重要通知' })).toBeVisible();
      // Not even asked for: the notice layer is not there at all (a dialog on its way could not open later).
      const asked: string[] = [];
      page.on('request', (request) => { if (new URL(request.url()).pathname === unreadImportantNotices.path) asked.push(request.url()); });
      for (const entry of ['/cardBusinessConfig', DUTIES, '/managementGuideConfig', HOME_CONFIG]) {
        await page.goto(entry);
        await expect(page.getByRole('region', { name: '草稿与发布' }).or(page.getByRole('table')).first()).toBeVisible();
        await settled(page);
        await expect(page.getByRole('dialog', { name: '重要通知' })).toHaveCount(0);
        expect(asked, entry).toEqual([]);
      }
      await screenshots(page, 'studio-without-notice');
    } finally {
      const { list } = await adminApi.api.call(unreadImportantNotices, {});
      const ours = list.filter((n) => n.content.startsWith(tag)).map((n) => n.messageIdWeb);
      if (ours.length > 0) await adminApi.api.call(readMessages, { messageIds: ours });
    }
  });
});
