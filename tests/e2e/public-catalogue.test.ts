import { checkAccessibility } from '../support/axe';
import { expect, test } from './fixtures';

const SHOTS = process.env.SCREENSHOT_DIR;

test.describe('the visitor\'s service catalogue (/allServices) in Chromium', () => {
  test('[ROUTE-01] the visitor\'s 服务大厅 lands on /allServices: services for everyone, search, filters, guides and 登录后办理', async ({ newPage }) => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 412, height: 900 }]) {
      const { page } = await newPage({ viewport });
      await page.goto('/allServices');
      await expect(page.getByRole('heading', { level: 1, name: '服务大厅' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('页面不存在')).toHaveCount(0);
      const cards = page.locator('article.sc-card');
      await expect(cards.first()).toBeVisible({ timeout: 30_000 });
      // No favourites for a visitor; every online service offers sign-in instead of 办理.
      await expect(page.getByRole('button', { name: '我的收藏' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^收藏：/ })).toHaveCount(0);
      const signIn = page.getByRole('link', { name: /^登录后办理：/ }).first();
      await expect(signIn).toBeVisible();
      expect(await signIn.getAttribute('href')).toMatch(/^\/login\?redirect=%2FserviceHall%3Fdetail%3D/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/all-services-${viewport.width}.png`, fullPage: false });
      expect(await checkAccessibility(page)).toEqual([]);
    }
  });

  test('[ROUTE-01] a visitor searches a homophone typo, filters, reads a guide, and signs in to return to the service', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/allServices');
    const box = page.getByRole('combobox', { name: '搜索服务' });
    // 学位证明开具 is for everyone; 正 reads like 证.
    await box.fill('学位正明');
    await expect(page.getByText('已为您显示“学位证明”的结果')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('article.sc-card').first()).toContainText('学位证明开具');
    // The filter counts follow the keyword: every department offered holds a service the list shows.
    const dept = page.getByRole('combobox', { name: '部门', exact: true });
    await expect(dept.getByRole('option')).toHaveCount(2, { timeout: 30_000 });
    await expect(dept.getByRole('option').nth(1)).toHaveText(/（1）$/);

    // A guide from the whole list, with its own 登录后办理.
    await page.goto('/allServices');
    await page.getByRole('link', { name: /^办事指南：/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '办事指南' })).toBeVisible();
    const fromGuide = page.getByRole('link', { name: /^登录后办理：/ });
    await expect(fromGuide).toBeVisible({ timeout: 30_000 });
    await fromGuide.click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('账号').fill('student');
    await page.getByLabel('密码').fill('Student@123');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/serviceHall\?detail=/, { timeout: 60_000 });
    await expect(page.getByRole('dialog').getByRole('button', { name: '立即办理' })).toBeVisible({ timeout: 30_000 });
  });
});
