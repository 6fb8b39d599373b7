import type { Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';
import { openWhole, SIGNED_IN_PAGES, VISITOR_PAGES } from './portal-pages';

/** A phone (412 px, as a Pixel's Chromium reports it) and a common laptop screen. */
const WIDTHS = [412, 1366] as const;

/** How far the document reaches past the viewport sideways: more than 0 is a sideways scrollbar. */
function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

test.describe('no portal page is wider than the screen, in Chromium', () => {
  // Ten pages opened whole in one test: a busy machine needs more than the default two minutes.
  test.describe.configure({ timeout: 360_000 });

  for (const width of WIDTHS) {
    test(`a visitor's pages fit ${width} px`, async ({ newPage }) => {
      const { page } = await newPage({ viewport: { width, height: 860 } });
      for (const target of VISITOR_PAGES) {
        await openWhole(page, target);
        const { scrollWidth, innerWidth } = await overflow(page);
        expect(scrollWidth, `${target.path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      }
    });

    test(`a signed-in teacher's pages fit ${width} px`, async ({ newPage }) => {
      const { page } = await newPage({ viewport: { width, height: 860 } });
      await signIn(page, DEMO.teacher);
      await acknowledgeNotices(page);
      for (const target of SIGNED_IN_PAGES) {
        await openWhole(page, target);
        const { scrollWidth, innerWidth } = await overflow(page);
        expect(scrollWidth, `${target.path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      }
    });
  }

  test('on a 412 px phone the landing page\'s 问一问 robot is on screen and a tap opens it', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 412, height: 860 } });
    await openWhole(page, VISITOR_PAGES[0]!);
    const robot = page.getByRole('button', { name: /^问一问/ });
    await expect(robot).toBeVisible();
    const box = await robot.boundingBox();
    if (!box) throw new Error('the robot button has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(860);
    // Tapped where it shows, not scrolled to first: nothing covers it at its centre.
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null, centre);
    expect(hit).toMatch(/^问一问/);
    await page.mouse.click(centre.x, centre.y);
    await expect(page.getByRole('dialog', { name: /小华/ })).toBeVisible();
  });
});
