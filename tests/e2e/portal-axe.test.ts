import type { Page } from '@playwright/test';
import { checkAccessibility, type AxeViolation } from '../support/axe';
import { acknowledgeNotices, DEMO, expect, signIn, test, type Account } from './fixtures';
import { openWhole, SIGNED_IN_PAGES, VISITOR_PAGES, type PortalPage } from './portal-pages';

/** What the portal must never show: axe's serious and critical violations of WCAG 2.0/2.1 A and AA. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await checkAccessibility(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Every page of the list, whole, with what axe found on each (an empty list when all pass). */
async function auditPages(page: Page, pages: readonly PortalPage[]): Promise<Record<string, AxeViolation[]>> {
  const found: Record<string, AxeViolation[]> = {};
  for (const target of pages) {
    await openWhole(page, target);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[target.path] = violations;
  }
  return found;
}

async function signedIn(page: Page, who: Account): Promise<void> {
  await signIn(page, who);
  await acknowledgeNotices(page);
}

test.describe('axe finds no serious or critical violation on any portal page, in Chromium', () => {
  // Ten pages opened whole and audited in one test: a busy machine needs more than the default two minutes.
  test.describe.configure({ timeout: 360_000 });

  for (const width of [1366, 412] as const) {
    test(`a visitor's pages at ${width} px`, async ({ newPage }) => {
      const { page } = await newPage({ viewport: { width, height: 860 } });
      expect(await auditPages(page, VISITOR_PAGES)).toEqual({});
    });
  }

  test('a teacher\'s pages at 1366 px', async ({ newPage }) => {
    const { page } = await newPage();
    await signedIn(page, DEMO.teacher);
    expect(await auditPages(page, SIGNED_IN_PAGES)).toEqual({});
  });

  test('a service guide', async ({ newPage }) => {
    const { page } = await newPage();
    await signedIn(page, DEMO.teacher);
    // The guide opens from the hall's list in place of it (?guide=).
    await openWhole(page, { path: '/serviceHall', heading: '服务大厅' });
    await page.getByRole('link', { name: /^办事指南：/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '办事指南' })).toBeVisible();
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"], .sh-loading') === null);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a student\'s pages on a 412 px phone', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 412, height: 860 } });
    await signedIn(page, DEMO.student);
    expect(await auditPages(page, SIGNED_IN_PAGES)).toEqual({});
  });
});
