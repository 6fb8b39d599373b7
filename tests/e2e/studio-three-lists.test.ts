import type { Page } from '@playwright/test';
import { saveTripleListConfig } from '../../src/shared/api/catalogue/three-lists';
import { threeListsStudio } from '../../src/shared/api/catalogue/three-lists-config';
import { acknowledgeNotices, DEMO, expect, settled, signIn, test } from './fixtures';

const PAGE = '/userFrameConfig/threeListsConfig';
const TITLE = '学校三张清单（端到端）';

/** Screenshots of the page at a desktop's and a phone's width, kept with the run's results. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 915 });
    await settled(page);
    await page.screenshot({ path: `test-results/e2e/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('the three lists configuration page (ROUTE-08) in Chromium', () => {
  test('[ROUTE-08] edits the page\'s title and lists with a live preview, refuses an empty title in Chinese, publishes to /threelists', async ({ newPage, adminApi }) => {
    const original = (await adminApi.api.call(threeListsStudio.draft, {})).body;
    try {
      const { page } = await newPage();
      await signIn(page, DEMO.admin);
      await acknowledgeNotices(page);
      await page.goto(PAGE);
      await expect(page.getByText('该配置页尚未开放')).not.toBeVisible();
      const bar = page.getByRole('region', { name: '草稿与发布' });
      await expect(bar.getByRole('button', { name: '发布' })).toBeVisible();
      const title = page.getByLabel('页面标题');
      await expect(title).toHaveValue(original.pageTitle);
      await screenshots(page, 'studio-three-lists');

      // An empty title is refused beside the field, in Chinese.
      await title.fill('');
      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('请输入页面标题')).toBeVisible();

      // The live preview follows what is typed.
      const preview = page.getByRole('region', { name: '实时预览' });
      await title.fill(TITLE);
      await expect(preview.getByText(TITLE)).toBeVisible();
      // The duty list is hidden: the preview says so.
      const dutyRow = page.getByRole('listitem').filter({ has: page.getByText('职责清单', { exact: true }) });
      await dutyRow.getByRole('checkbox', { name: '显示' }).uncheck();
      await expect(preview.getByText(/（不显示）/)).toBeVisible();

      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('已保存到草稿，发布后生效')).toBeVisible();
      await expect(bar.getByText(/草稿有 \d+ 处未发布的修改/)).toBeVisible();
      await bar.getByRole('button', { name: '发布' }).click();
      const dialog = page.getByRole('dialog', { name: '发布草稿' });
      await dialog.getByRole('button', { name: '发布' }).click();
      await expect(bar.getByText(/^已发布为版本 v\d+$/)).toBeVisible();

      // The portal's page shows the published title at once.
      await page.goto('/threelists');
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    } finally {
      await adminApi.api.call(saveTripleListConfig, original);
      await adminApi.api.call(threeListsStudio.publish, { note: 'e2e: 还原三张清单配置' });
    }
  });
});
