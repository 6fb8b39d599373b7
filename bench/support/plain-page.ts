/**
 * The Lighthouse anchor: a plain React page of the same size as the page under test. The page is rendered once in
 * Chromium (after `prepare`, e.g. a sign-in), its body's final HTML and its stylesheets are taken, and a bare
 * Fastify serves them as one static page whose only script is React rendering that HTML — the same DOM and styles
 * with none of the app's own code, data calls or routing. A page's score beside this one says what the app's own
 * JavaScript and calls cost on this machine at this moment; the anchor is built with Vite like the app.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { precompressAssets } from '../../scripts/build/precompress';
import { CHROMIUM_ARGS } from '../../tests/support/chromium';
import { ratio } from './anchor';
import { lighthouseMobile } from './lighthouse';
import { pageJs } from './page-js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface PlainPage {
  url: string;
  /** Bytes of the body HTML rendered, and of the styles inlined. */
  htmlBytes: number;
  cssBytes: number;
  /** The anchor's built files, the folder `pageJs` reads its scripts from. */
  dist: string;
  stop(): Promise<void>;
}

async function snapshot(browser: Browser, url: string, viewport: { width: number; height: number }, prepare?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(async () => {
      const css: string[] = [];
      for (const sheet of Array.from(document.styleSheets)) {
        try {
          css.push(Array.from(sheet.cssRules).map((rule) => rule.cssText).join('\n'));
        } catch {
          // A cross-origin sheet cannot be read; the app serves none.
        }
      }
      document.querySelectorAll('script, noscript').forEach((el) => el.remove());
      return { body: document.body.innerHTML, css: css.join('\n'), title: document.title, lang: document.documentElement.lang };
    });
  } finally {
    await context.close();
  }
}

/** Renders `url` once, builds the plain React page of it and serves it on a free loopback port. */
export async function startPlainPage(browser: Browser, url: string, options: { viewport?: { width: number; height: number }; prepare?: (page: Page) => Promise<void> } = {}): Promise<PlainPage> {
  const shot = await snapshot(browser, url, options.viewport ?? { width: 412, height: 823 }, options.prepare);
  // Under node_modules so the entry resolves react from the project's own packages.
  const dir = path.join(ROOT, 'node_modules', '.cache', `plain-page-${process.pid}-${Date.now()}`);
  const src = path.join(dir, 'src');
  const out = path.join(dir, 'dist');
  mkdirSync(src, { recursive: true });
  writeFileSync(path.join(src, 'index.html'), `<!doctype html><html lang="${shot.lang || 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${shot.title.replace(/</g, '&lt;')}</title>
<style>${shot.css.replace(/<\/style/gi, '<\\/style')}</style></head><body><div id="root"></div>
<script type="module" src="./main.jsx"></script></body></html>`);
  writeFileSync(path.join(src, 'main.jsx'), `import { createRoot } from 'react-dom/client';
const html = ${JSON.stringify(shot.body)};
createRoot(document.getElementById('root')).render(<div dangerouslySetInnerHTML={{ __html: html }} />);
`);
  // Its assets compressed and served as the app's are (scripts/build/precompress.ts), so bytes and load times compare.
  await build({ root: src, logLevel: 'silent', configFile: false, plugins: [precompressAssets()], build: { outDir: out, emptyOutDir: true } });
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: out, preCompressed: true });
  // Images, fonts and icons the HTML names are the app's own: fetched from it, so both pages load the same media.
  const origin = new URL(url).origin;
  app.setNotFoundHandler(async (request, reply) => {
    const answer = await fetch(`${origin}${request.url}`);
    return reply.code(answer.status).type(answer.headers.get('content-type') ?? 'application/octet-stream').send(Buffer.from(await answer.arrayBuffer()));
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/`,
    htmlBytes: Buffer.byteLength(shot.body),
    cssBytes: Buffer.byteLength(shot.css),
    dist: out,
    async stop() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The gzipped JavaScript a page loads (page-js.ts) and, in the same run and viewport, its plain React page's: what
 * React alone costs to draw the same HTML, the floor a page's own scripts stand on. Both figures and their ratio.
 */
export async function pageJsBesideAnchor(browser: Browser, url: string, viewport = { width: 1366, height: 860 }) {
  const figures = await pageJs(browser, url, viewport);
  const plain = await startPlainPage(browser, url, { viewport });
  try {
    const anchor = await pageJs(browser, plain.url, viewport, plain.dist);
    return {
      ...figures,
      anchor: { page: 'plain React page of the same HTML and styles', htmlBytes: plain.htmlBytes, cssBytes: plain.cssBytes, ...anchor },
      gzipKbTimesAnchor: ratio(figures.gzipKb, anchor.gzipKb),
    };
  } finally {
    await plain.stop();
  }
}

/** A playwright `prepare` that signs in through the login form, so the snapshot is of the signed-in page. */
export function signInWithForm(baseUrl: string, account: string, password: string) {
  return async (page: Page) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/homePage/);
  };
}

/**
 * Lighthouse on `url` and on its plain React anchor in the same run and preset: both figures and the score ratio.
 * `snapshotPrepare` signs the snapshot's browser in (playwright), `lighthousePrepare` Lighthouse's (puppeteer).
 */
export async function lighthouseBesideAnchor(options: {
  chromiumPath: string;
  url: string;
  preset?: 'mobile' | 'desktop';
  snapshotPrepare?: (page: Page) => Promise<void>;
  lighthousePrepare?: Parameters<typeof lighthouseMobile>[2];
}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: CHROMIUM_ARGS });
  let plain: PlainPage;
  try {
    const viewport = options.preset === 'desktop' ? { width: 1350, height: 940 } : { width: 412, height: 823 };
    plain = await startPlainPage(browser, options.url, { viewport, prepare: options.snapshotPrepare });
  } finally {
    await browser.close();
  }
  try {
    const figures = await lighthouseMobile(options.chromiumPath, options.url, options.lighthousePrepare, { preset: options.preset });
    const anchor = await lighthouseMobile(options.chromiumPath, plain.url, undefined, { preset: options.preset });
    return {
      ...figures,
      anchor: { page: 'plain React page of the same HTML and styles', htmlBytes: plain.htmlBytes, cssBytes: plain.cssBytes, ...anchor },
      scoreToAnchor: figures.performance && anchor.performance ? Number((figures.performance / anchor.performance).toFixed(2)) : null,
    };
  } finally {
    await plain.stop();
  }
}
