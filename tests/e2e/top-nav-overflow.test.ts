import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { navigationConfigList, navigationConfigRemove, navigationConfigSubmit, navigationStudio } from '../../src/shared/api/catalogue/navigation-config';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { checkAccessibility } from '../support/axe';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** Six custom entries, the most SHELL-08 allows, with names as long as a school gives them. */
const CUSTOM = ['图书馆座位预约', '校医院预约挂号', '后勤报修服务', '校车时刻查询', '就业信息服务网', '心理健康咨询'];
/** Where screenshots go when SCREENSHOT_DIR is set (looked at by a person, not compared). */
const SHOTS = process.env.SCREENSHOT_DIR;

interface Box { x: number; y: number; width: number; height: number }

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** The row's own links (not the 更多 menu's), in order, with their boxes. */
async function rowLinks(page: Page): Promise<Array<{ name: string; box: Box }>> {
  const links = page.locator('nav.sh-topnav > ul.sh-topnav__list > li > a');
  const out: Array<{ name: string; box: Box }> = [];
  for (const link of await links.all()) out.push({ name: (await link.innerText()).trim(), box: await box(link) });
  return out;
}

test.describe('the portal top bar with six custom navigation entries in Chromium (SHELL-08)', () => {
  let admin: TestPortal;
  const added: string[] = [];

  test.beforeAll(async ({ serverUrl }) => {
    admin = createTestPortal({ baseUrl: serverUrl });
    await admin.signIn('admin', 'Admin@123');
    for (const [i, name] of CUSTOM.entries()) {
      const { id } = await admin.api.call(navigationConfigSubmit, { navigationName: name, path: `https://example.edu/nav/${i + 1}` });
      added.push(id);
    }
    await admin.api.call(navigationStudio.publish, { note: '六个自定义导航（顶部导航溢出测试）' });
  });
  test.afterAll(async () => {
    // The other end-to-end files see the navigation as it was.
    if (admin) {
      const ids = new Set((await admin.api.call(navigationConfigList, {})).map((entry) => entry.id));
      for (const id of added.filter((a) => ids.has(a))) await admin.api.call(navigationConfigRemove, { id });
      await admin.api.call(navigationStudio.publish, { note: '移除溢出测试的自定义导航' });
    }
  });

  for (const [width, height] of [[1920, 1080], [1440, 900], [1024, 768], [375, 812]] as const) {
    test(`[SHELL-08] at ${width} px every entry is in the row or in 更多, none under the controls, and 更多 works by keyboard`, async ({ newPage }) => {
      const { page } = await newPage({ viewport: { width, height } });
      await signIn(page, DEMO.student);
      await acknowledgeNotices(page);
      const nav = page.getByRole('navigation', { name: '主导航' });
      await expect(nav.getByRole('link').first()).toBeVisible();

      const more = nav.getByRole('button', { name: '更多导航' });
      await expect.poll(async () => (await rowLinks(page)).length + (await more.count())).toBeGreaterThan(0);
      const inRow = await rowLinks(page);
      const tools = await box(page.locator('.sh-topbar__tools'));
      const brand = await box(page.locator('.sh-topbar__brand'));
      const navBox = await box(page.locator('.sh-topbar__nav'));
      const viewport = { x: 0, y: 0, width, height };
      for (const link of inRow) {
        expect(overlaps(link.box, tools), `${link.name} overlaps the controls at ${width} px`).toBe(false);
        expect(overlaps(link.box, brand), `${link.name} overlaps the brand at ${width} px`).toBe(false);
        expect(link.box.x + link.box.width, `${link.name} runs past the navigation at ${width} px`).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
        expect(overlaps(link.box, viewport)).toBe(true);
      }
      const rowNames = inRow.map((l) => l.name);
      let menuNames: string[] = [];
      if (await more.count()) {
        const moreBox = await box(more);
        expect(overlaps(moreBox, tools), `更多 overlaps the controls at ${width} px`).toBe(false);
        expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
        // Keyboard: Enter opens on the first link, ↓ moves, Esc closes and returns to the button.
        await more.focus();
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        await page.keyboard.press('Enter');
        expect(await more.getAttribute('aria-expanded')).toBe('true');
        const menu = page.locator(`#${await more.getAttribute('aria-controls')}`);
        const menuLinks = menu.getByRole('link');
        menuNames = (await menuLinks.allInnerTexts()).map((n) => n.trim());
        await expect.poll(() => menuLinks.first().evaluate((el) => el === document.activeElement)).toBe(true);
        if (menuNames.length > 1) {
          await page.keyboard.press('ArrowDown');
          await expect.poll(() => menuLinks.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
          // Tab reaches the links too, in order.
          await page.keyboard.press('Shift+Tab');
          await expect.poll(() => menuLinks.first().evaluate((el) => el === document.activeElement)).toBe(true);
        }
        // Every link of the open menu is on screen and clear of the controls' buttons.
        for (const link of await menuLinks.all()) {
          const linkBox = await box(link);
          expect(overlaps(linkBox, viewport)).toBe(true);
          expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(width);
        }
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/top-nav-${width}-more-open.png`, clip: { x: 0, y: 0, width, height: Math.min(height, 420) } });
        }
        // The bar and its open menu (axe would also judge the page text the menu covers, which no one can read anyway).
        expect(await checkAccessibility(page, { include: '.sh-topbar' })).toEqual([]);
        await page.keyboard.press('Escape');
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await menu.isHidden()).toBe(true);
      } else if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/top-nav-${width}.png`, clip: { x: 0, y: 0, width, height: 200 } });
      }
      // Each of the six is reachable, once: in the row or in 更多.
      for (const name of CUSTOM) {
        expect([...rowNames, ...menuNames].filter((n) => n === name), `${name} at ${width} px`).toHaveLength(1);
      }
    });
  }
});
