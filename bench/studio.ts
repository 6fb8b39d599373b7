// The studio: its first load as an administrator — the gzipped JavaScript of /userFrameConfig/serviceHallConfig (the
// portal shell plus the studio's entry and the page's chunk; goal <= 350 kB), the time from a cold load of that page
// until its menu takes a click and its draft bar has loaded (goal < 2 s) beside the same page as a plain React page
// in the same run, and Lighthouse's performance score with the desktop preset on the card configuration (goal >= 95)
// — and the time from a publish to the portal answering the change (goal < 1 s): on one PGlite instance, and across
// two instances on one PostgreSQL database (publish through A, the page's read on B). Prints JSON lines.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { centreConfig } from '../src/shared/api/catalogue';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/support/chromium';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { signInForLighthouse } from './support/lighthouse';
import { installUsableProbe, usableAfterColdLoad, type UsableMark } from './support/cold-load';
import { lighthouseBesideAnchor, signInWithForm, startPlainPage } from './support/plain-page';
import { PORTAL_DIST } from './support/page-js';
import { ensurePortalBuilt } from './support/portal-build';
import { withScratchDatabase } from './support/postgres';
import { summary } from './support/stats';
import { emit, loadWatch } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const ACCOUNT = 'admin';
const PASSWORD = 'Admin@123';
const STUDIO_PATH = '/userFrameConfig/serviceHallConfig';
/** Lighthouse's page: the card configuration, the studio's heaviest list (goal ≥ 95, desktop preset). */
const CARD_PATH = '/cardBusinessConfig';
const ROUNDS = 5;
/** BENCH_SKIP_PUBLISH: the load figures only. */
const SKIP_PUBLISH = Boolean(process.env.BENCH_SKIP_PUBLISH);
const VIEWPORT = { width: 1366, height: 860 };
/** Cold loads of the studio page and of its anchor, taken in turn. */
const USABLE_ROUNDS = Number(process.env.BENCH_USABLE_ROUNDS ?? 5);
/** Usable: the studio's menu takes a click; the page's draft bar has read the draft (its status line shows). */
const USABLE_MARKS: readonly UsableMark[] = [
  { name: 'menuMs', selector: 'nav[aria-label="配置菜单"] a[href]' },
  { name: 'pageMs', selector: 'section[aria-label="草稿与发布"] [role="status"]' },
];

/** Signs in through the login form, then loads the studio page afresh and sums the scripts that load gzipped. */
async function studioJs(baseUrl: string, chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: VIEWPORT });
    const page = await context.newPage();
    await signInWithForm(baseUrl, ACCOUNT, PASSWORD)(page);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    const startedAt = performance.now();
    await page.goto(STUDIO_PATH);
    await page.getByRole('heading', { name: '服务大厅配置' }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: '草稿与发布' }).waitFor({ timeout: 30_000 });
    const shownMs = Math.round(performance.now() - startedAt);
    await page.waitForLoadState('networkidle');
    const files = [...scripts].map((p) => {
      const raw = readFileSync(path.join(PORTAL_DIST, p));
      return { file: p, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
    });
    return { shownMs, gzipKb: Math.round((files.reduce((s, f) => s + f.gzipBytes, 0) / 1024) * 10) / 10, files };
  } finally {
    await browser.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)] ?? null;
};

/**
 * Cold loads of the studio page (signed in, cache emptied each time) and of its plain React page, in turn, in one
 * browser: each mark's times, median and ratio to the anchor's.
 */
async function usableBesideAnchor(baseUrl: string, chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const plain = await startPlainPage(browser, `${baseUrl}${STUDIO_PATH}`, { viewport: VIEWPORT, prepare: signInWithForm(baseUrl, ACCOUNT, PASSWORD) });
    try {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
      const studio = await context.newPage();
      await signInWithForm(baseUrl, ACCOUNT, PASSWORD)(studio);
      await installUsableProbe(studio, USABLE_MARKS);
      const anchor = await context.newPage();
      await installUsableProbe(anchor, USABLE_MARKS);
      const runs = { studio: [] as Array<Record<string, number | null>>, anchor: [] as Array<Record<string, number | null>> };
      for (let round = 0; round < USABLE_ROUNDS; round += 1) {
        runs.studio.push(await usableAfterColdLoad(studio, `${baseUrl}${STUDIO_PATH}`, USABLE_MARKS));
        runs.anchor.push(await usableAfterColdLoad(anchor, plain.url, USABLE_MARKS));
      }
      const figures = (side: keyof typeof runs) => Object.fromEntries(USABLE_MARKS.map(({ name }) => {
        const times = runs[side].map((run) => run[name]);
        const reached = times.filter((ms): ms is number => ms !== null);
        return [name, { medianMs: median(reached), times }];
      }));
      const studioFigures = figures('studio');
      const anchorFigures = figures('anchor');
      const ratios = Object.fromEntries(USABLE_MARKS.map(({ name }) => {
        const a = anchorFigures[name]?.medianMs;
        const b = studioFigures[name]?.medianMs;
        return [name, a && b ? Number((b / a).toFixed(2)) : null];
      }));
      return {
        rounds: USABLE_ROUNDS, studio: studioFigures,
        anchor: { page: 'plain React page of the same HTML and styles', htmlBytes: plain.htmlBytes, cssBytes: plain.cssBytes, ...anchorFigures },
        toAnchor: ratios,
      };
    } finally {
      await plain.stop();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Publishes a new title of the process centre through `publishUrl` ROUNDS times and measures, from the publish's
 * answer, how long the page's own read (nobody/serverCenter/centreConfig, as a visitor) on `readUrl` takes to show it.
 */
async function publishToPortal(publishUrl: string, readUrl: string) {
  const admin = createTestPortal({ baseUrl: publishUrl }, { ip: '10.77.0.1' });
  await admin.signIn(ACCOUNT, PASSWORD);
  const visitor = createTestPortal({ baseUrl: readUrl }, { ip: '10.77.0.2' });
  const calls = centreConfig.processCentreConfig;
  const settings = (await admin.api.call(calls.detail, {})).settings;
  const lags: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const title = `流程中心 ${Date.now() % 100000}`;
    // The reader has the current answer cached, as a portal in use would.
    await visitor.api.call(centreConfig.centreView, { centre: 'PROCESS' });
    await admin.api.call(calls.submit, { ...settings, title });
    await admin.api.call(calls.studio.publish, { note: title });
    const published = performance.now();
    for (;;) {
      if ((await visitor.api.call(centreConfig.centreView, { centre: 'PROCESS' })).title === title) break;
      if (performance.now() - published > 5_000) throw new Error('the publish did not show within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    lags.push(Math.round(performance.now() - published));
  }
  return { rounds: ROUNDS, lagsMs: lags, ...summary([...lags].sort((a, b) => a - b)) };
}

await ensurePortalBuilt();
const chromiumPath = ensureChromium();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-studio-'));
// Under load (a shared 2-core machine) the server takes minutes to start: a limit to wait, not a measured figure.
const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 600_000 });
try {
  const js = await studioJs(server.baseUrl, chromiumPath);
  emit(benchLoad, { bench: 'studioFirstLoad', page: STUDIO_PATH, account: ACCOUNT, ...js, goalGzipKb: 350 });
  const usable = await usableBesideAnchor(server.baseUrl, chromiumPath);
  emit(benchLoad, { bench: 'studioColdLoadUsable', page: STUDIO_PATH, account: ACCOUNT, ...usable, goalMs: 2000 });
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    const figures = await lighthouseBesideAnchor({
      chromiumPath, url: `${server.baseUrl}${CARD_PATH}`, preset: 'desktop',
      snapshotPrepare: signInWithForm(server.baseUrl, ACCOUNT, PASSWORD), lighthousePrepare: signInForLighthouse(server.baseUrl, ACCOUNT, PASSWORD),
    });
    emit(benchLoad, { bench: 'studioLighthouse', preset: 'desktop', page: CARD_PATH, ...figures, goal: 95 });
  }
  if (!SKIP_PUBLISH) {
    const single = await publishToPortal(server.baseUrl, server.baseUrl);
    emit(benchLoad, { bench: 'studioPublishToPortal', database: 'pglite', instances: 1, ...single, goalMs: 1000 });
  }
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

if (!SKIP_PUBLISH) await withScratchDatabase('studioPublish', async (url) => {
  const a = await startServerProcess({ DATABASE_URL: url }, { timeoutMs: 120_000 });
  const b = await startServerProcess({ DATABASE_URL: url }, { timeoutMs: 120_000 });
  try {
    const figures = await publishToPortal(a.baseUrl, b.baseUrl);
    emit(benchLoad, { bench: 'studioPublishToPortal', database: 'postgres', instances: 2, redis: false, ...figures, goalMs: 1000 });
  } finally {
    await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
  }
});
