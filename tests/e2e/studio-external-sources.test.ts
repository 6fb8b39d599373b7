import type { Page } from '@playwright/test';
import { apiList, apiRemove } from '../../src/shared/api/catalogue/cards-admin';
import { acknowledgeNotices, DEMO, expect, settled, signIn, test } from './fixtures';

const NAME = '财务系统新闻（端到端）';
const TOKEN = 'Bearer e2e-secret-token-0042';

/** Screenshots of the page at a desktop's and a phone's width, kept with the run's results. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 915 });
    await settled(page);
    await page.screenshot({ path: `test-results/e2e/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('external data sources (外部接口) in Chromium', () => {
  test('creates a source with a secret header shown masked, test-calls it through the address guard, lists it in the column form, deletes it', async ({ newPage, adminApi }) => {
    try {
      const { page } = await newPage();
      await signIn(page, DEMO.admin);
      await acknowledgeNotices(page);
      await page.goto('/cardBusinessConfig');
      await page.getByRole('tab', { name: '外部接口' }).click();
      await page.getByRole('link', { name: '新建' }).click();

      // Validation in Chinese: the name is missing.
      await page.getByLabel('接口地址').fill('http://127.0.0.1:9/news');
      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('请输入接口名称')).toBeVisible();

      await page.getByLabel('接口名称').fill(NAME);
      await page.getByLabel(/数据列表路径/).fill('data.list');
      await page.getByRole('button', { name: '添加请求头' }).click();
      await page.getByLabel('请求头名称').fill('Authorization');
      await page.getByLabel('值', { exact: true }).fill(TOKEN);

      // 测试调用 goes through the server's outbound address guard: loopback is refused, with the reason.
      await page.getByRole('button', { name: '测试调用' }).click();
      await expect(page.getByRole('status').getByText('数据源地址不被允许：不能访问内网、本机或保留地址')).toBeVisible();
      // Saving it is refused for the same reason; the form keeps what was typed.
      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('数据源地址不被允许：不能访问内网、本机或保留地址').last()).toBeVisible();
      await expect(page.getByLabel('接口名称')).toHaveValue(NAME);

      await page.getByLabel('接口地址').fill('https://news.example.edu/api/list');
      await screenshots(page, 'studio-external-source-form');
      await page.getByRole('button', { name: '保存' }).click();
      const row = page.getByRole('row', { name: new RegExp(NAME) });
      await expect(row).toBeVisible();
      await expect(row.getByText('Authorization')).toBeVisible();
      await screenshots(page, 'studio-external-sources');

      // Opened again, the header's value is never shown: the field is empty and says a value is set.
      await row.getByRole('link', { name: '编辑' }).click();
      await expect(page.getByLabel('值', { exact: true })).toHaveValue('');
      await expect(page.getByText('已设置（••••••），留空则保持不变')).toBeVisible();
      expect(await page.content()).not.toContain('e2e-secret-token');

      // The card column form's 外部接口 select lists it.
      await page.getByRole('tab', { name: '卡片栏目' }).click();
      await page.getByRole('link', { name: '新建' }).click();
      await page.getByRole('combobox', { name: /数据来源类型/ }).click();
      await page.getByRole('option', { name: '外部接口' }).click();
      await page.getByRole('combobox', { name: /^外部接口/ }).click();
      await expect(page.getByRole('option', { name: NAME })).toBeVisible();
      await page.keyboard.press('Escape');
    } finally {
      for (const api of (await adminApi.api.call(apiList, {})).filter((a) => a.apiName === NAME)) await adminApi.api.call(apiRemove, { id: api.id });
    }
  });
});
