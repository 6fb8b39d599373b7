// The pre-login landing page `/` as a visitor sees it: the gzipped JavaScript it loads (goal <= 130 kB) and
// Lighthouse's performance score with the mobile preset (goal >= 95). One server on PGlite with the demo seed;
// Debian's Chromium. Beside it in the same run, the anchor: the same page's HTML and styles as a plain React page
// (bench/support/plain-page.ts) under the same Lighthouse preset, and that page's JavaScript beside the landing
// page's. Prints one JSON line per measurement.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/support/chromium';
import { startServerProcess } from '../tests/support/server-process';
import { emit, loadWatch } from './support/anchor';
import { lighthouseBesideAnchor, pageJsBesideAnchor } from './support/plain-page';
import { ensurePortalBuilt } from './support/portal-build';

await ensurePortalBuilt();
const chromiumPath = ensureChromium();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-landing-'));
const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
const watch = loadWatch();
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    // A phone's viewport: the landing page lazy-loads what is below the fold, so the figure is the first view's.
    const figures = await pageJsBesideAnchor(browser, `${server.baseUrl}/`, { width: 412, height: 823 });
    emit(watch, { bench: 'landingPageJs', viewport: '412x823', ...figures, goalKb: 130 });
  } finally {
    await browser.close();
  }
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    const figures = await lighthouseBesideAnchor({ chromiumPath, url: `${server.baseUrl}/` });
    emit(watch, { bench: 'landingLighthouse', preset: 'mobile (default config)', visitor: true, ...figures, goal: 95 });
  }
} finally {
  watch.stop();
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
