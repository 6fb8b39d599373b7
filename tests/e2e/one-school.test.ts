import type { Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** The footer's contact line: address and phone, as the page shows them. */
async function contactOf(page: Page): Promise<{ address: string; phone: string }> {
  const footer = page.getByRole('contentinfo');
  const address = await footer.getByText(/^地址：/).innerText();
  const phone = await footer.getByText(/^电话：/).innerText();
  return { address, phone };
}

test.describe('one school, one story, in Chromium', () => {
  test('the landing page and the signed-in pages name the product, the school\'s address and phone alike, and say what their service figures count', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/');
    await expect(page).toHaveTitle('网上服务大厅');
    await expect(page.getByText('公开服务')).toBeVisible();
    const landing = await contactOf(page);

    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await expect(page).toHaveTitle('网上服务大厅');
    expect(await contactOf(page)).toEqual(landing);
    await page.goto('/serviceHall');
    await expect(page.getByText('您可见的服务').first()).toBeVisible();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '效能监督' }).first().waitFor();
  });
});
