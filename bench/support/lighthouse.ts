import { writeFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../tests/support/chromium';
import { freePort } from '../../tests/support/server-process';

export interface LighthouseFigures {
  performance: number | null;
  formFactor: string | undefined;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
}

/** Reports written to BENCH_LHR_OUT so far in this process. */
let reports = 0;

/**
 * Lighthouse's performance category with its default (mobile) preset, or the desktop one, on `url`, in Debian's Chromium. `prepare`
 * runs first in the same browser (a sign-in); storage is kept so what it stored survives into the audit.
 * BENCH_LHR_OUT names a file for the whole report; a bench that audits several pages (a page and its anchor) writes
 * the second and later ones beside it as `<file>.2`, `<file>.3`…
 */
export async function lighthouseMobile(
  chromiumPath: string, url: string, prepare?: (page: Page) => Promise<void>, options: { preset?: 'mobile' | 'desktop' } = {},
): Promise<LighthouseFigures> {
  const { launch } = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  const { startFlow } = await import('lighthouse');
  const port = await freePort();
  const chrome = await launch({ chromePath: chromiumPath, port, chromeFlags: CHROMIUM_ARGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (prepare) await prepare(page);
    const config = options.preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const flow = await startFlow(page, { config, flags: { disableStorageReset: true, onlyCategories: ['performance'] } });
    await flow.navigate(url);
    const [step] = (await flow.createFlowResult()).steps;
    const lhr = step?.lhr;
    await browser.disconnect();
    if (process.env.BENCH_LHR_OUT && lhr) {
      reports += 1;
      writeFileSync(reports === 1 ? process.env.BENCH_LHR_OUT : `${process.env.BENCH_LHR_OUT}.${reports}`, JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
    const score = lhr?.categories.performance?.score;
    return {
      performance: score === null || score === undefined ? null : Math.round(score * 100),
      formFactor: lhr?.configSettings.formFactor,
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** A Lighthouse `prepare` that signs in through the login form, so the audit opens the page signed in. */
export function signInForLighthouse(baseUrl: string, account: string, password: string) {
  return async (page: Page) => {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[autocomplete="username"]', account);
    await page.type('input[type="password"]', password);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
    await page.waitForFunction(() => location.pathname === '/homePage', { timeout: 30_000 });
  };
}
