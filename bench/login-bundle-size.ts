// Gzipped size of the JavaScript that the browser loads for /login, measured by loading the page in Chromium.
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { isBundleStale } from '../scripts/bundle-freshness';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/support/chromium';
import { startServerProcess } from '../tests/support/server-process';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist', 'portal');
if (isBundleStale(root, distDir)) await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-size-'));
const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
  const files = [...scripts].map((p) => {
    const raw = readFileSync(path.join(distDir, p));
    return { file: p, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  });
  const gzipKb = files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
  process.stdout.write(`${JSON.stringify({ bench: 'loginPageJs', gzipKb: Math.round(gzipKb * 10) / 10, goalKb: 110, files })}\n`);
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
