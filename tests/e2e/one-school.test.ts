import type { Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** The footer's contact line: address and phone, as the page shows them. */
async function contactOf(page: Page): Promise<{ address: string; phone: string }> {
  const footer = page.getByRole('contentinfo');
  const address = await footer.getByText(/^地址：/).innerText();
  const phone = await footer.getByText(/^电话：/).innerText();
  return { address, phone };
}

/** The figure a page shows under a term (a `<dt>` and its `<dd>`), as a number. */
async function figureOf(page: Page, term: string): Promise<number> {
  const value = page.locator('dt', { hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/\d/);
  // The landing page writes large figures compactly, with the exact one in its title.
  const exact = (await value.getAttribute('title')) ?? (await value.innerText());
  return Number(exact.replace(/[^\d]/g, ''));
}

test.describe('one school, one story, in Chromium', () => {
  test('the landing page and the signed-in pages name the product, the school\'s address and phone alike, and say what their service figures count', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/');
    await expect(page).toHaveTitle('网上服务大厅');
    await expect(page.getByText('公开服务')).toBeVisible();
    const landing = await contactOf(page);
    // The seed writes the school's facts once, in the footer area (ADR 032).
    expect(landing).toEqual({ address: '地址：江州市高新区学府大道 88 号', phone: '电话：0731-88820001' });

    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await expect(page).toHaveTitle('网上服务大厅');
    expect(await contactOf(page)).toEqual(landing);
    await page.goto('/serviceHall');
    await expect(page.getByText('您可见的服务').first()).toBeVisible();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '效能监督' }).first().waitFor();
  });

  test('the same words count the same services: 公开服务 on the landing page is the visitor\'s catalogue, 您可见的服务 in the hall is the three lists\' figure', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/');
    const open = await figureOf(page, '公开服务');
    await page.goto('/allServices');
    expect(await figureOf(page, '您可见的服务')).toBe(open);

    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await page.goto('/serviceHall');
    const hall = await figureOf(page, '您可见的服务');
    // A student sees more than a visitor: the services for signed-in users come in.
    expect(hall).toBeGreaterThan(open);
    await page.goto('/threelists');
    expect(await figureOf(page, '您可见的服务')).toBe(hall);
  });
});
