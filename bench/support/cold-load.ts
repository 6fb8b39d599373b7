/**
 * Time to usable after a cold load: the page is opened with the browser's cache emptied (scripts, styles and V8's
 * code cache all fetched and compiled again; the sign-in kept in the tab), and a probe that runs before the page's
 * own scripts marks, in the page's clock (ms from the navigation's start), the first animation frame at which each
 * named element is on screen and would take a click at its centre (nothing covers it). Run on the page under test
 * and on its plain-page anchor (plain-page.ts) in turn, in one browser, so both see the machine as it is.
 */
import type { Page } from 'playwright-core';

/** A mark: the name it is printed under and a CSS selector of the element that must be clickable. */
export interface UsableMark {
  name: string;
  selector: string;
}

const PROBE_KEY = '__benchUsable';

/**
 * The probe's source, given as text: a function handed to addInitScript is serialised, and the TypeScript loader
 * may wrap its inner functions in helpers the page does not have.
 */
function probeSource(marks: readonly UsableMark[]): string {
  return `(() => {
  const marks = ${JSON.stringify(marks)};
  const found = {};
  window[${JSON.stringify(PROBE_KEY)}] = found;
  const clickable = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  };
  const tick = () => {
    for (const mark of marks) {
      if (found[mark.name] !== undefined) continue;
      const el = document.querySelector(mark.selector);
      if (el && clickable(el)) found[mark.name] = Math.round(performance.now());
    }
    if (marks.some((mark) => found[mark.name] === undefined)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

/** Installs the probe in `page`, once: it then runs in every document the page opens. */
export async function installUsableProbe(page: Page, marks: readonly UsableMark[]): Promise<void> {
  await page.addInitScript({ content: probeSource(marks) });
}

/**
 * Opens `url` in `page` (its probe installed) with an empty cache and answers each mark's time (ms from navigation
 * start), null for a mark not reached within `timeoutMs`. The page keeps its session storage and cookies.
 */
export async function usableAfterColdLoad(page: Page, url: string, marks: readonly UsableMark[], timeoutMs = 30_000): Promise<Record<string, number | null>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
  await page.goto(url);
  const names = marks.map((mark) => mark.name);
  await page.waitForFunction(({ key, names: wanted }) => {
    const found = (window as unknown as Record<string, Record<string, number> | undefined>)[key];
    return found !== undefined && wanted.every((name) => found[name] !== undefined);
  }, { key: PROBE_KEY, names }, { timeout: timeoutMs }).catch(() => undefined);
  const found = await page.evaluate((key) => (window as unknown as Record<string, Record<string, number> | undefined>)[key] ?? {}, PROBE_KEY);
  return Object.fromEntries(names.map((name) => [name, found[name] ?? null]));
}
