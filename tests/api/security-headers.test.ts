import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionValidTime } from '../../src/shared/api/catalogue/session';
import { ERROR_CODES } from '../../src/shared/api/error-codes';
import { renderPrepaint } from '../../src/server/http/landing-prepaint';
import { createTestPortal } from '../support/portal-client';
import { startTestServer, type TestServer } from './helpers/test-server';

/*
 * The browser-facing defences the server owns: a script policy with no inline code, HSTS only over TLS, cookies no
 * script or other site can use, and cross-site state changes refused (CSRF). Header logic does not depend on the
 * database, so this runs on PGlite only.
 */

const STATE_CHANGE = getSessionValidTime.path;
const SITE = 'hall.example.edu.cn';

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name ?? '', values]));
}

describe('security headers and cross-site requests', () => {
  let server: TestServer;
  let untrusting: TestServer;
  beforeAll(async () => {
    const cookieRoute = (app: TestServer['app']) => app.get('/api/blade-test/cookie', async (_request, reply) => {
      void reply.header('set-cookie', ['plain=1', 'strict=2; SameSite=Strict; Secure']);
      return { status: 200, msg: 'ok', result: null };
    });
    server = await startTestServer('pglite', {}, { extend: cookieRoute });
    // A deployment that trusts no proxy: X-Forwarded-Proto from anyone is ignored.
    untrusting = await startTestServer('pglite', { TRUST_PROXY: 'false' });
  });
  afterAll(async () => {
    await server?.close();
    await untrusting?.close();
  });

  it('sends a Content-Security-Policy whose scripts are same-origin only: no inline, no eval', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/blade-nothing/x' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    for (const values of csp.values()) expect(values.join(' ')).not.toContain('unsafe-eval');
    // script-src is set, so default-src's values never apply to scripts; no script-src-attr/elem loosens it.
    expect([...csp.keys()].filter((k) => k.startsWith('script-src-'))).toEqual([]);
  });

  it('paints the landing page\'s first frame with no inline script, and the page shell loads only an external module', () => {
    const { head, body } = renderPrepaint({
      schoolName: '华夏理工大学</span><script>window.__xss=1</script>',
      pageTitle: '"><img src=x onerror=alert(1)>',
      logo: 'javascript:alert(1)',
      landingColor: '#008cff',
      slide: { imgUrl: '" onload="alert(1)', title: '<script>alert(1)</script>' },
    });
    const html = head + body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]+onerror/i);
    expect(html).not.toContain('javascript:');
    const shell = readFileSync('index.html', 'utf8');
    const scripts = [...shell.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, code] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(code?.trim()).toBe('');
    }
  });

  it('sends HSTS only when the request reached a trusted proxy over TLS', async () => {
    const overTls = await server.app.inject({ method: 'GET', url: '/api/blade-nothing/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await server.app.inject({ method: 'GET', url: '/api/blade-nothing/x' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await untrusting.app.inject({ method: 'GET', url: '/api/blade-nothing/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets no cookie on sign-in (tokens travel in headers), and any cookie set goes out HttpOnly, SameSite and, over TLS, Secure', async () => {
    const portal = createTestPortal(server, { ip: '10.77.0.1' });
    await portal.signIn('student', 'Student@123');
    expect(portal.lastResponse?.headers.getSetCookie()).toEqual([]);

    const plain = await server.app.inject({ method: 'GET', url: '/api/blade-test/cookie' });
    expect(plain.headers['set-cookie']).toEqual(['plain=1; HttpOnly; SameSite=Lax', 'strict=2; SameSite=Strict; Secure; HttpOnly']);
    const tls = await server.app.inject({ method: 'GET', url: '/api/blade-test/cookie', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['set-cookie']).toEqual(['plain=1; HttpOnly; SameSite=Lax; Secure', 'strict=2; SameSite=Strict; Secure; HttpOnly']);
  });

  describe('CSRF', () => {
    const post = (headers: Record<string, string>) => server.app.inject({
      method: 'POST', url: STATE_CHANGE, headers: { 'content-type': 'application/json', host: SITE, ...headers }, payload: { casTicket: 'ST-none' },
    });
    const refusedBody = { status: 403, msg: ERROR_CODES.CROSS_SITE_REFUSED.msg, result: null };

    it('refuses a state-changing request from another site\'s page with 403 and a Chinese message', async () => {
      const crossSite: Array<Record<string, string>> = [
        { origin: 'https://evil.example.com' },
        { origin: `https://${SITE}.evil.example.com` },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site', origin: `https://${SITE}` },
      ];
      for (const headers of crossSite) {
        const res = await post(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual(refusedBody);
        expect(res.headers['content-security-policy']).toBeTruthy();
      }
      expect(ERROR_CODES.CROSS_SITE_REFUSED.msg).toMatch(/[\u4e00-\u9fff]/);
    });

    it('lets the site\'s own pages, non-browser clients and cross-site reads through', async () => {
      const answered = async (headers: Record<string, string>) => (await post(headers)).statusCode;
      // Unknown CAS ticket: the session-time call's own 404, i.e. the handler ran.
      expect(await answered({ origin: `https://${SITE}`, 'sec-fetch-site': 'same-origin' })).toBe(404);
      expect(await answered({ origin: `http://${SITE}` })).toBe(404);
      expect(await answered({ 'sec-fetch-site': 'none' })).toBe(404);
      expect(await answered({})).toBe(404);
      // Behind a trusted proxy the page's origin is the host the proxy was asked for.
      expect(await answered({ host: '10.0.0.5:8080', 'x-forwarded-host': SITE, origin: `https://${SITE}` })).toBe(404);
      const read = await server.app.inject({ method: 'GET', url: '/static/session-expiration.json', headers: { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' } });
      expect(read.statusCode).toBe(200);
    });

    it('does not take X-Forwarded-Host from a proxy it does not trust', async () => {
      const res = await untrusting.app.inject({
        method: 'POST', url: STATE_CHANGE, payload: { casTicket: 'ST-none' },
        headers: { 'content-type': 'application/json', host: 'evil.example.com', 'x-forwarded-host': SITE, origin: `https://${SITE}` },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
