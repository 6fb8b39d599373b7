import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { loadRoutePreloads } from '../../src/server/http/route-preloads';

// Every route of doc1 §2 (and the /userFrameConfig children) answers the portal for the history API to take over.
const PORTAL_ROUTES = [
  '/', '/login', '/generalDetailsTow', '/deleteNoPag', '/home', '/noPower', '/homePage', '/applicationServiceCenter',
  '/processServiceCenter', '/serviceHall', '/threelists', '/effectivenessSupervision', '/PersonalCenter',
  '/userFrameConfig', '/cardBusinessConfig', '/deptResponsibilityListConfig', '/managementGuideConfig', '/iframPage',
  '/navIfram', '/messageIfrm', '/serviceIframPage', '/userFrameConfig/homePageConfig', '/userFrameConfig/addNavigation',
];

test.describe('pages served by the real server', () => {
  test('answers index.html, uncached, with security headers, for every portal route', async ({ serverUrl }) => {
    for (const route of PORTAL_ROUTES) {
      const res = await fetch(`${serverUrl}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toContain('text/html');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), route).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
      const html = await res.text();
      expect(html, route).toContain('<div id="root">');
      expect(html, route).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  test('serves hashed assets with a year-long immutable cache', async ({ serverUrl }) => {
    const html = await (await fetch(`${serverUrl}/login`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await fetch(`${serverUrl}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('sends scripts and stylesheets compressed (brotli, else gzip) to browsers that accept it, and plain to others', async ({ serverUrl }) => {
    const html = await (await fetch(`${serverUrl}/login`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
    expect(script).not.toBe('');
    const plain = await fetch(`${serverUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      // fetch decodes the body, so the size on the wire is read from the raw header rather than the bytes.
      const res = await fetch(`${serverUrl}${script}`, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')?.toLowerCase(), accept).toContain('accept-encoding');
      expect(Number(res.headers.get('content-length')), accept).toBeLessThan(plainBytes * 0.6);
      expect((await res.arrayBuffer()).byteLength, accept).toBe(plainBytes);
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
    }
  });

  test('links the lazy chunks a page path needs from its document, and only those', async ({ serverUrl }) => {
    const linked = async (route: string) => {
      const html = await (await fetch(`${serverUrl}${route}`)).text();
      return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    };
    const login = await linked('/login');
    const efficiency = await linked('/effectivenessSupervision');
    const home = await linked('/homePage');
    expect(efficiency.some((f) => /\/EfficiencyPage-[\w-]+\.js$/.test(f))).toBe(true);
    expect(efficiency.some((f) => /\/deferred-[\w-]+\.js$/.test(f))).toBe(true);
    expect(efficiency.some((f) => /\/NoticeLayer-[\w-]+\.js$/.test(f))).toBe(true);
    expect(home.some((f) => /\/EfficiencyPage-/.test(f))).toBe(false);
    // A studio path fetches the studio's entry beside the portal's (ADR 034); a portal page does not.
    const studio = await linked('/userFrameConfig/serviceHallConfig');
    expect(studio.some((f) => /\/admin-[\w-]+\.js$/.test(f))).toBe(true);
    expect(home.some((f) => /\/admin-/.test(f))).toBe(false);
    // The sign-in page keeps its budget: nothing of the signed-in pages.
    expect(login.filter((f) => /deferred|NoticeLayer|EfficiencyPage|admin-/.test(f))).toEqual([]);
    for (const file of efficiency) expect((await fetch(`${serverUrl}${file}`)).status, file).toBe(200);
    // A renamed page module would silently lose its links: every module the table names is in the build.
    const dist = path.resolve(import.meta.dirname, '..', '..', 'dist', 'portal');
    expect(loadRoutePreloads(dist, readFileSync(path.join(dist, 'index.html'), 'utf8')).missing).toEqual([]);
  });

  test('serves a production build even when built from inside the tests (NODE_ENV=test): no React development code', () => {
    const assets = path.resolve(import.meta.dirname, '..', '..', 'dist', 'portal', 'assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Printed only by React's development build, which also doubles every effect (and so every call) under StrictMode.
    const development = scripts.filter((f) => readFileSync(path.join(assets, f), 'utf8').includes('react.dev/link/react-devtools'));
    expect(development).toEqual([]);
  });

  test('answers an unknown page with 404 and the portal, and an unknown API path with JSON', async ({ serverUrl }) => {
    const page = await fetch(`${serverUrl}/no/such/page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await fetch(`${serverUrl}/api/no/such/call`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { status: number }).status).toBe(404);
  });
});
