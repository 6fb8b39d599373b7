import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindTab, getUserInfo, loginOut, tabLogin } from '../../src/shared/api/catalogue/auth';
import { getSessionValidTime, removeSessionValidTime } from '../../src/shared/api/catalogue/session';
import { createTestPortal, getWithToken, postJson, type PortalTarget, type TestPortal } from '../support/portal-client';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** Signs in and binds the browser: answers the tab cookie as the browser would send it back. */
async function signInAndBind(portal: TestPortal, account: string, password: string): Promise<{ cookie: string; tgt: string }> {
  const login = await portal.signIn(account, password);
  await portal.api.call(bindTab, {}, { silent: true });
  const setCookie = portal.lastResponse?.headers.get('set-cookie') ?? '';
  const pair = /^(sh_tab=[\w-]{43});/.exec(setCookie);
  if (!pair?.[1]) throw new Error(`bindTab set no tab cookie: ${setCookie}`);
  return { cookie: pair[1], tgt: login.tgt };
}

/** A new tab: a portal with no tokens that sends the browser's cookie. */
function joinWith(target: PortalTarget, cookie: string | null, headers: Record<string, string> = {}) {
  const tab = createTestPortal(target);
  const call = tab.api.call(tabLogin, {}, { silent: true, headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return { tab, call };
}

describe.each(testDatabases())('one signed-in session per browser (ADR 025) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('bindTab sets an HttpOnly, SameSite=Strict tab cookie scoped to tabLogin, without Max-Age', async () => {
    const portal = createTestPortal(server, { ip: '10.25.0.1' });
    await portal.signIn('student', 'Student@123');
    await portal.api.call(bindTab, {}, { silent: true });
    const setCookie = portal.lastResponse?.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sh_tab=[\w-]{43}; /);
    expect(setCookie).toContain(`Path=${tabLogin.path}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    // Gone when the browser closes: a shared computer does not keep it.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    // Over plain HTTP no Secure flag; behind TLS it has one.
    expect(setCookie).not.toContain('Secure');
    const tls = await server.app.inject({ method: 'POST', url: tabLogin.path, headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.statusCode).not.toBe(500);
  });

  it('bindTab needs a signed-in caller', async () => {
    const visitor = createTestPortal(server, { ip: '10.25.0.2' });
    await expect(visitor.api.call(bindTab, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(visitor.lastResponse?.headers.get('set-cookie') ?? '').not.toContain('sh_tab=');
  });

  it('a new tab with the cookie joins the same session: its own tokens, the same idle timer, one logout ends all', async () => {
    const first = createTestPortal(server, { ip: '10.25.1.1' });
    const { cookie, tgt } = await signInAndBind(first, 'teacher', 'Teacher@123');
    const { tab, call } = joinWith(server, cookie);
    const tokens = await call;
    expect(tokens.account).toBe('teacher');
    expect(tokens.access_token).not.toBe(first.tokens?.access_token);
    expect(tokens.refresh_token).not.toBe(first.tokens?.refresh_token);
    tab.tokens = tokens;
    expect((await tab.api.call(getUserInfo, {})).account).toBe('teacher');
    // The first tab signs out: the session ends for both, and the cookie opens nothing any more.
    await first.api.call(loginOut, {});
    expect(first.lastResponse?.headers.get('set-cookie') ?? '').toMatch(/^sh_tab=; .*Max-Age=0/);
    expect((await getWithToken(server, getUserInfo.path, tokens.access_token)).http).toBe(401);
    await expect(joinWith(server, cookie).call).rejects.toMatchObject({ sourceStatus: 404, message: '本浏览器没有可接续的登录，请登录' });
    const why = await postJson(server, getSessionValidTime.path, { casTicket: tgt });
    expect(why.body).toMatchObject({ code: 200, data: { expireTime: 0, endReason: 'logout' } });
  });

  it('refuses without the cookie, with a forged one, after the session was removed, and from another site', async () => {
    await expect(joinWith(server, null).call).rejects.toMatchObject({ sourceStatus: 404 });
    await expect(joinWith(server, `sh_tab=${'A'.repeat(43)}`).call).rejects.toMatchObject({ sourceStatus: 404 });
    const portal = createTestPortal(server, { ip: '10.25.2.1' });
    const { cookie, tgt } = await signInAndBind(portal, 'student', 'Student@123');
    // CSRF: a page of another site cannot make the browser join (and SameSite=Strict keeps the cookie home anyway).
    const crossSite = await server.app.inject({
      method: 'POST', url: tabLogin.path, headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    await postJson(server, removeSessionValidTime.path, { casTicket: tgt });
    await expect(joinWith(server, cookie).call).rejects.toMatchObject({ sourceStatus: 404 });
    const why = await postJson(server, getSessionValidTime.path, { casTicket: tgt });
    expect(why.body).toMatchObject({ data: { expireTime: 0, endReason: 'removed' } });
  });

  it('a session gone idle lets no tab join, and says idle', async () => {
    const portal = createTestPortal(server, { ip: '10.25.3.1' });
    const { cookie, tgt } = await signInAndBind(portal, 'teacher', 'Teacher@123');
    server.advanceClock(31 * 60_000);
    await expect(joinWith(server, cookie).call).rejects.toMatchObject({ sourceStatus: 404 });
    const why = await postJson(server, getSessionValidTime.path, { casTicket: tgt });
    expect(why.body).toMatchObject({ data: { expireTime: 0, endReason: 'idle' } });
  });

  it.runIf(kind === 'postgres')('a cookie bound on one instance opens the session on another', async () => {
    let second: ServerInstance | undefined;
    try {
      second = await startSecondInstance(server, { shareClock: true });
      const portal = createTestPortal(server, { ip: '10.25.4.1' });
      const { cookie } = await signInAndBind(portal, 'student', 'Student@123');
      // The second instance reads the first one's (moved) clock, and so does the new tab's sealer.
      const onSecond = { baseUrl: second.baseUrl, context: server.context };
      const { tab, call } = joinWith(onSecond, cookie);
      tab.tokens = await call;
      expect((await tab.api.call(getUserInfo, {})).account).toBe('student');
      await portal.api.call(loginOut, {});
      await expect(joinWith(onSecond, cookie).call).rejects.toMatchObject({ sourceStatus: 404 });
    } finally {
      await stopInstance(second);
    }
  });
});
