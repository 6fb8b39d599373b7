// What a signed-in first visit of /homePage costs: API calls and bytes (through the real login form, every card
// loaded), then Lighthouse's performance score with the mobile preset on /homePage as that signed-in user.
// One server on PGlite with the demo seed; Debian's Chromium. The anchors, in the same run: for the visit, the
// signed-in /homePage's HTML and styles as a plain React page (bench/support/plain-page.ts) opened in a fresh
// browser context until the network is idle — the same DOM and media with no sign-in, no app code and no calls; for
// Lighthouse, the same plain page under the same preset. Prints one JSON line per measurement.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/support/chromium';
import { startServerProcess } from '../tests/support/server-process';
import { signInForLighthouse } from './support/lighthouse';
import { lighthouseBesideAnchor, signInWithForm, startPlainPage } from './support/plain-page';
import { ensurePortalBuilt } from './support/portal-build';
import { emit, loadWatch, ratio } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'student';
const VIEWPORT = { width: 1366, height: 860 };
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Student@123';

interface Tally { calls: number; bytes: number }

async function sizeOf(request: Request): Promise<number> {
  const response = await request.response();
  if (!response) return 0;
  const sizes = await request.sizes().catch(() => null);
  return sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
}

async function firstVisit(baseUrl: string, chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // Count from the sign-in click: what the first signed-in visit costs, the login page itself excluded.
    const seen: Request[] = [];
    page.on('requestfinished', (request) => seen.push(request));
    if (process.env.BENCH_DEBUG) page.on('request', (r) => process.stderr.write(`${Math.round(performance.now())} ${new URL(r.url()).pathname}\n`));
    const startedAt = performance.now();
    await page.getByLabel('账号').fill(ACCOUNT);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/homePage/);
    // Every card has left its skeleton (aria-busy) once its data arrived.
    await page.locator('[data-card-id]').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const settledMs = Math.round(performance.now() - startedAt);
    const api: Tally = { calls: 0, bytes: 0 };
    const assets: Tally = { calls: 0, bytes: 0 };
    const byPath = new Map<string, number>();
    for (const request of seen) {
      const url = new URL(request.url());
      const bucket = url.pathname.startsWith('/api/') ? api : assets;
      bucket.calls += 1;
      bucket.bytes += await sizeOf(request);
      if (bucket === api) byPath.set(url.pathname, (byPath.get(url.pathname) ?? 0) + 1);
    }
    const cards = await page.locator('[data-card-id]').count();
    return { settledMs, api, assets, cards, apiCalls: Object.fromEntries([...byPath].sort((a, b) => b[1] - a[1])) };
  } finally {
    await browser.close();
  }
}

/** The visit's anchor: the signed-in /homePage as a plain React page, opened once in a fresh context. */
async function plainVisit(baseUrl: string, chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const plain = await startPlainPage(browser, `${baseUrl}/homePage`, { viewport: VIEWPORT, prepare: signInWithForm(baseUrl, ACCOUNT, PASSWORD) });
    try {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
      const page = await context.newPage();
      const seen: Request[] = [];
      page.on('requestfinished', (request) => seen.push(request));
      const startedAt = performance.now();
      await page.goto(plain.url);
      await page.waitForLoadState('networkidle');
      const settledMs = Math.round(performance.now() - startedAt);
      const assets: Tally = { calls: 0, bytes: 0 };
      for (const request of seen) {
        assets.calls += 1;
        assets.bytes += await sizeOf(request);
      }
      return { page: 'plain React page of the signed-in /homePage\'s HTML and styles', htmlBytes: plain.htmlBytes, cssBytes: plain.cssBytes, settledMs, assets };
    } finally {
      await plain.stop();
    }
  } finally {
    await browser.close();
  }
}

await ensurePortalBuilt();
const chromiumPath = ensureChromium();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-home-'));
// The first start migrates and seeds PGlite: on a busy shared machine that alone has taken over two minutes.
const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 300_000 });
try {
  const visit = await firstVisit(server.baseUrl, chromiumPath);
  const anchor = await plainVisit(server.baseUrl, chromiumPath);
  emit(benchLoad, {
    bench: 'homeFirstVisit', account: ACCOUNT, ...visit, anchor,
    settledMsTimesAnchor: ratio(visit.settledMs, anchor.settledMs), assetBytesTimesAnchor: ratio(visit.assets.bytes, anchor.assets.bytes),
  });
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    const score = await lighthouseBesideAnchor({
      chromiumPath, url: `${server.baseUrl}/homePage`,
      snapshotPrepare: signInWithForm(server.baseUrl, ACCOUNT, PASSWORD), lighthousePrepare: signInForLighthouse(server.baseUrl, ACCOUNT, PASSWORD),
    });
    emit(benchLoad, { bench: 'homeLighthouse', preset: 'mobile (default config)', account: ACCOUNT, ...score, goal: 90 });
  }
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
