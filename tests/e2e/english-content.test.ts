import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { customPage } from '../../src/shared/api/catalogue/directory';
import type { DirectoryItem } from '../../src/shared/schema/directory';
import { createTestPortal } from '../support/portal-client';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** Where screenshots go when SCREENSHOT_DIR is set (looked at by a person, not compared). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** Switches the portal to English through the top bar's language menu, as a person would. */
async function switchToEnglish(page: Page): Promise<void> {
  await page.getByLabel('语言').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** The page is no wider than the window: longer English names must wrap or fold, never widen it. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * English content (ADR 033): in English mode the configured texts (navigation, card titles, service and department
 * names) show their English names, and a service that has none shows its Chinese name.
 */
test.describe('English content in Chromium', () => {
  let translated: DirectoryItem;
  let untranslated: DirectoryItem;

  test.beforeAll(async ({ serverUrl }) => {
    // Services for everyone, which the demo student sees too: one with an English name, one without.
    const visitor = createTestPortal({ baseUrl: serverUrl });
    const { records } = await visitor.api.call(customPage, { size: 100 });
    const withEnglish = records.find((s) => s.serviceNameEn !== undefined && s.serviceNameEn.length > 12);
    const withoutEnglish = records.find((s) => s.serviceNameEn === undefined);
    if (!withEnglish || !withoutEnglish) throw new Error('the demo catalogue should hold services with and without English names');
    translated = withEnglish;
    untranslated = withoutEnglish;
  });

  for (const [width, height] of [[1366, 860], [412, 915]] as const) {
    test(`[SHELL-07] at ${width} px, English mode shows English navigation, card titles and service names, Chinese where none is set`, async ({ newPage }) => {
      const { page } = await newPage({ viewport: { width, height } });
      await signIn(page, DEMO.student);
      await acknowledgeNotices(page);
      // Chinese first: the same entries read in Chinese.
      const nav = page.getByRole('navigation', { name: '主导航' });
      await expect(nav.getByRole('link', { name: '首页', exact: true }).or(page.getByRole('button', { name: '更多导航' })).first()).toBeVisible();

      await switchToEnglish(page);
      const englishNav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(englishNav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      // Every entry, in the row or folded into 更多 on a narrow window (the row's measuring copy holds them all).
      const navNames = englishNav.locator('.sh-topnav__measure .sh-topnav__link');
      await expect.poll(() => navNames.allTextContents()).toEqual(expect.arrayContaining(['Home', 'Service Hall', 'Process Services']));
      await expect(page.getByRole('heading', { name: 'Announcements', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Campus News', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: '重要公告', exact: true })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await shoot(page, `english-home-${width}`);

      // The service hall: the translated service in English, the other in Chinese (the fallback).
      await page.goto(`/serviceHall?keyword=${encodeURIComponent(translated.serviceName)}`);
      const list = page.getByRole('main');
      await expect(list.getByText(translated.serviceNameEn ?? '', { exact: true }).first()).toBeVisible();
      await expect(list.getByText(translated.serviceName, { exact: true })).toHaveCount(0);
      if (translated.serviceDeptNameEn) await expect(list.getByText(translated.serviceDeptNameEn, { exact: true }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `english-hall-${width}`);

      await page.goto(`/serviceHall?keyword=${encodeURIComponent(untranslated.serviceName)}`);
      await expect(list.getByText(untranslated.serviceName, { exact: true }).first()).toBeVisible();

      // The filters name departments in English too.
      await page.goto('/serviceHall');
      const dept = page.getByRole('combobox', { name: 'Department' });
      // On a phone the filters fold behind their button.
      const filterToggle = page.getByRole('button', { name: /^Filter/ });
      await expect(dept.or(filterToggle).first()).toBeVisible();
      if (await filterToggle.isVisible()) await filterToggle.click();
      await expect.poll(() => dept.locator('option').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^Office of Academic Affairs/)]));
      await expectNoSidewaysScroll(page);
    });
  }

  test('[SHELL-07] English mode searches English names too', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await switchToEnglish(page);
    await page.goto(`/serviceHall?keyword=${encodeURIComponent(translated.serviceNameEn ?? '')}`);
    await expect(page.getByRole('main').getByText(translated.serviceNameEn ?? '', { exact: true }).first()).toBeVisible();
  });
});
