// The studio (issue 6): its first load as an administrator — the gzipped JavaScript of /userFrameConfig/serviceHallConfig
// (the portal shell plus the studio's lazy bundle) and Lighthouse's performance score with the desktop preset
// (goal >= 90) — and the time from a publish to the portal answering the change (goal < 1 s): on one PGlite instance,
// and across two instances on one PostgreSQL database (publish through A, the page's read on B). Prints JSON lines.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { chromium } from 'playwright-core';
import { centreConfig } from '../src/shared/api/catalogue';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/support/chromium';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { lighthouseMobile } from './support/lighthouse';
import { PORTAL_DIST } from './support/page-js';
import { ensurePortalBuilt } from './support/portal-build';
import { withScratchDatabase } from './support/postgres';
import { summary } from './support/stats';

const ACCOUNT = 'admin';
const PASSWORD = 'Admin@123';
const STUDIO_PATH = '/userFrameConfig/serviceHallConfig';
const ROUNDS = 5;

/** Signs in through the login form, then loads the studio page afresh and sums the scripts that load gzipped. */
async function studioJs(baseUrl: string, chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('账号').fill(ACCOUNT);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/homePage/);
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

/** Signs in through the form in Lighthouse's own browser, so the audit opens the studio as the administrator. */
async function signInForLighthouse(baseUrl: string, page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', ACCOUNT);
  await page.type('input[type="password"]', PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
  await page.waitForFunction(() => location.pathname === '/homePage', { timeout: 30_000 });
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
const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
try {
  const js = await studioJs(server.baseUrl, chromiumPath);
  process.stdout.write(`${JSON.stringify({ bench: 'studioFirstLoad', page: STUDIO_PATH, account: ACCOUNT, ...js })}\n`);
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    const figures = await lighthouseMobile(chromiumPath, `${server.baseUrl}${STUDIO_PATH}`, (page) => signInForLighthouse(server.baseUrl, page), { preset: 'desktop' });
    process.stdout.write(`${JSON.stringify({ bench: 'studioLighthouse', preset: 'desktop', page: STUDIO_PATH, ...figures, goal: 90 })}\n`);
  }
  const single = await publishToPortal(server.baseUrl, server.baseUrl);
  process.stdout.write(`${JSON.stringify({ bench: 'studioPublishToPortal', database: 'pglite', instances: 1, ...single, goalMs: 1000 })}\n`);
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

await withScratchDatabase('studioPublish', async (url) => {
  const a = await startServerProcess({ DATABASE_URL: url }, { timeoutMs: 120_000 });
  const b = await startServerProcess({ DATABASE_URL: url }, { timeoutMs: 120_000 });
  try {
    const figures = await publishToPortal(a.baseUrl, b.baseUrl);
    process.stdout.write(`${JSON.stringify({ bench: 'studioPublishToPortal', database: 'postgres', instances: 2, redis: false, ...figures, goalMs: 1000 })}\n`);
  } finally {
    await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
  }
});
