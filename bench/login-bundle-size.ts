// Gzipped size of the JavaScript that the browser loads for /login, measured by loading the page in Chromium. The
// anchor, in the same run: the same page's HTML and styles as a plain React page (bench/support/plain-page.ts), its
// JavaScript measured the same way — React alone drawing the login page.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/support/chromium';
import { startServerProcess } from '../tests/support/server-process';
import { ensurePortalBuilt } from './support/portal-build';
import { emit, loadWatch } from './support/anchor';
import { pageJsBesideAnchor } from './support/plain-page';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

await ensurePortalBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-size-'));
const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const figures = await pageJsBesideAnchor(browser, `${server.baseUrl}/login`);
  emit(benchLoad, { bench: 'loginPageJs', ...figures, goalKb: 110 });
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
