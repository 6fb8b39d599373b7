import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export const PORTAL_DIST = path.resolve(import.meta.dirname, '..', '..', 'dist', 'portal');

export interface PageJs {
  gzipKb: number;
  files: Array<{ file: string; rawBytes: number; gzipBytes: number }>;
}

/**
 * The JavaScript the browser loads for `url` until the network is idle, gzipped at level 9 from the built files in
 * `dist` (what a compressing proxy would send), so the figure does not depend on how this server serves them.
 */
export async function pageJs(browser: Browser, url: string, viewport = { width: 1366, height: 860 }, dist = PORTAL_DIST): Promise<PageJs> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = [...scripts].map((p) => {
      const raw = readFileSync(path.join(dist, p));
      return { file: p, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
    });
    const gzipKb = Math.round((files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024) * 10) / 10;
    return { gzipKb, files };
  } finally {
    await context.close();
  }
}
