import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionValidTime } from '../../src/shared/api/catalogue/session';
import { startTestServer, type TestServer } from './helpers/test-server';

interface EnvelopeLike {
  status: number;
  msg: string;
  result: unknown;
  errors?: { field: string; msg: string }[];
}

const SESSION_PATH = getSessionValidTime.path;

function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  // Services and card pages open in frames, content shows https images: https only, never http or eval.
  expect(csp).toContain("frame-src 'self' https:");
  expect(csp).toMatch(/img-src [^;]*https:/);
  expect(csp).not.toContain('unsafe-eval');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // The request id of the log line: the instance prefix, then its count (logging.ts genReqId).
  expect(headers.get('x-trace-id')).toMatch(/^[0-9A-Za-z]{8}-[0-9a-z]+$/);
}

/**
 * The envelope, parsing, size and media-type limits, the error handler and the headers answer before any query (a
 * request without a token reads nothing): one database is enough. The calls that do reach the database run on both.
 */
describe('the HTTP contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, {
      // A route that fails the way a bug would: its message and stack must never reach the client.
      extend: (app) => app.get('/api/blade-test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers an unknown /api path with the JSON envelope and 404', async () => {
    const res = await fetch(`${server.baseUrl}/api/blade-nothing/here?x=1`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as EnvelopeLike;
    expect(body.status).toBe(404);
    expect(body.msg).toContain('请求的接口不存在');
    expect(body.result).toBeNull();
    expectSecurityHeaders(res.headers);
  });

  it('answers malformed JSON with a 400-class status and a Chinese message, never a stack', async () => {
    const res = await fetch(`${server.baseUrl}${SESSION_PATH}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"casTicket": ',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    const body = JSON.parse(text) as EnvelopeLike;
    expect(body.status).toBe(400);
    expect(body.msg).toBe('请求内容不是有效的 JSON');
    expectSecurityHeaders(res.headers);
  });

  it('names the field at fault when a body fails its schema', async () => {
    const res = await fetch(`${server.baseUrl}${SESSION_PATH}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ casTicket: 42 }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; msg: string };
    // Session-time calls keep their {code, msg, data} shape for errors too.
    expect(body.code).toBe(400);
    expect(body.msg).toContain('casTicket');
  });

  it('refuses an unsupported media type and an oversized body with 415 and 413', async () => {
    const wrongType = await fetch(`${server.baseUrl}${SESSION_PATH}`, {
      method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<casTicket/>',
    });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { msg: string }).msg).toBe('不支持的请求内容类型');
    const huge = await fetch(`${server.baseUrl}${SESSION_PATH}`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ casTicket: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it('answers an unexpected failure with 500 and a generic Chinese message, no stack, no detail', async () => {
    const res = await fetch(`${server.baseUrl}/api/blade-test/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toContain('.ts:');
    expect(JSON.parse(text)).toEqual({ status: 500, msg: '服务器开小差了，请稍后再试', result: null });
    expectSecurityHeaders(res.headers);
  });

  it('answers a protected call without a token with 401 and the envelope', async () => {
    const res = await fetch(`${server.baseUrl}/api/blade-user/user/getUserInfo?time=1`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as EnvelopeLike;
    expect(body).toMatchObject({ status: 401, msg: '登录已失效，请重新登录', result: null });
    expectSecurityHeaders(res.headers);
  });

  it('serves the static session-expiration JSON uncached', async () => {
    const res = await fetch(`${server.baseUrl}/static/session-expiration.json?t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expectSecurityHeaders(res.headers);
  });
});
