import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authInit, getAddress, getUserInfo, oauthToken } from '../../../src/shared/api/catalogue/auth';
import { ssoLogoutAddress, ssoNotice } from '../../../src/shared/api/catalogue/school-sign-in';
import { schoolSignInDetail, schoolSignInStudio, schoolSignInTest } from '../../../src/shared/api/catalogue/school-sign-in-config';
import { users } from '../../../src/server/db/schema';
import { CLIENT_ID } from '../../../src/shared/api/request-parts';
import { SSO_ERROR_TEXTS } from '../../../src/shared/schema/school-sign-in';
import { signInAddresses } from '../../../src/shared/schema/school-sign-in-config';
import { OidcBrowser, startOidcProvider, type TestOidcProvider } from '../../support/identity/oidc-provider';
import { createTestPortal, getWithToken, type TestPortal } from '../../support/portal-client';
import { freePort } from '../../support/server-process';
import { until } from '../../support/until';
import { startTestServer, testDatabases, type TestServer } from '../helpers/test-server';
import { baseSettings, HallBrowser, publishSignIn } from '../../support/identity/hall-browser';

/**
 * Signing in through an OpenID Connect provider (ADR 022) against a real oidc-provider: discovery, code with PKCE,
 * state and nonce, the id_token's checks, first sign-in provisioning, the one-time hand-over, RP-initiated and
 * back-channel logout, and the refusals the login page shows.
 */
describe.each(testDatabases())('school sign-in through OpenID Connect (oidc-provider) on %s', (kind) => {
  let server: TestServer;
  let idp: TestOidcProvider;
  let admin: TestPortal;
  const clientId = 'service-hall';
  const clientSecret = randomBytes(16).toString('hex');
  let settings: ReturnType<typeof baseSettings>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const addresses = signInAddresses(server.baseUrl, '000000');
    idp = await startOidcProvider({
      clientId, clientSecret, redirectUris: [addresses.oidcRedirect], postLogoutRedirectUris: [addresses.oidcPostLogout],
      backChannelLogoutUri: addresses.oidcBackChannelLogout,
      accounts: [
        { sub: 'zhangsan', claims: { name: '张三', email: 'zs@example.edu.cn', department: 'JSJ', affiliation: ['staff', 'teacher'] } },
        { sub: 'lisi', claims: { name: '李四', email: 'ls@example.edu.cn', department: 'NOPE', affiliation: 'student' } },
        { sub: 'wangwu', claims: { name: '王五', affiliation: 'alumni' } },
        { sub: 'zhaoliu', claims: { name: '赵六', affiliation: 'teacher' } },
      ],
    });
    admin = createTestPortal(server, { ip: '10.77.0.1' });
    await admin.signIn('admin', 'Admin@123');
    settings = baseSettings({ mode: 'oidc', siteUrl: server.baseUrl, oidc: { issuer: idp.issuer, clientId, clientSecret, scopes: 'openid profile email' } });
    await publishSignIn(admin, settings);
  }, 60_000);
  afterAll(async () => {
    await idp?.stop();
    await server?.close();
  });

  async function signInThroughProvider(account: string, next = '/homePage') {
    const hall = new HallBrowser(server.baseUrl);
    const provider = new OidcBrowser(idp.issuer);
    const authorization = await hall.start(next);
    const callback = await provider.visit(authorization.href, account);
    const landing = await hall.redirectOf(callback.href);
    return { hall, provider, authorization, landing };
  }

  it('[AUTH-01] publishing the OIDC mode makes the login config say isSelfCas 1 and getAddress name our start route', async () => {
    const visitor = createTestPortal(server, { ip: '10.77.0.2' });
    const config = await visitor.api.call(authInit, {});
    expect(config.eduSystemManageIdentityAuth.isSelfCas).toBe(1);
    expect((await visitor.api.call(getAddress, {})).casLoginUrl).toBe('/api/sso/000000/start');
  });

  it('never shows the client secret: the studio reads 已设置, and versions and compares carry only a reference', async () => {
    const detail = await admin.api.call(schoolSignInDetail, {});
    expect(detail.oidc.clientSecretSet).toBe(true);
    const texts = JSON.stringify([
      detail,
      await admin.api.call(schoolSignInStudio.draft, {}),
      await admin.api.call(schoolSignInStudio.history, {}),
      await admin.api.call(schoolSignInStudio.compare, { from: 1, to: 'published' }),
      await admin.api.call(schoolSignInStudio.audit, {}),
    ]);
    expect(texts).not.toContain(clientSecret);
  });

  it('[AUTH-01] a first sign-in is provisioned with the first matching rule\'s role and the mapped department, and lands on next', async () => {
    const { authorization, landing, hall } = await signInThroughProvider('zhangsan', '/myCenter?tab=2');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('redirect')).toBe('/myCenter?tab=2');
    const code = landing.searchParams.get('ssoCode') ?? '';
    const exchanged = await hall.exchange(code);
    if (!exchanged.ok) throw new Error(exchanged.msg);
    expect(exchanged.login).toMatchObject({ account: 'zhangsan', role_type: 'teacher', nick_name: '张三' });
    const info = await getWithToken(server, getUserInfo.path, exchanged.login.access_token);
    expect(info.body).toMatchObject({ result: { account: 'zhangsan', real_name: '张三', dept_name: '计算机科学与技术学院', role_type: 'teacher' } });
    // The code works once.
    expect(await hall.exchange(code)).toMatchObject({ ok: false, msg: SSO_ERROR_TEXTS.code_invalid });
  });

  it('refuses an open redirect: a next outside our site lands on the home page', async () => {
    const { landing } = await signInThroughProvider('zhangsan', 'https://evil.example/');
    expect(landing.searchParams.get('redirect')).toBe('/homePage');
  });

  it('the hand-over code is worth nothing to another browser', async () => {
    const { landing } = await signInThroughProvider('zhangsan');
    const other = new HallBrowser(server.baseUrl);
    expect(await other.exchange(landing.searchParams.get('ssoCode') ?? '')).toMatchObject({ ok: false });
  });

  it('a callback from a browser that did not start the sign-in is refused (state bound to the browser)', async () => {
    const hall = new HallBrowser(server.baseUrl);
    const authorization = await hall.start();
    const callback = await new OidcBrowser(idp.issuer).visit(authorization.href, 'zhangsan');
    const stranger = new HallBrowser(server.baseUrl);
    const landing = await stranger.redirectOf(callback.href);
    expect(landing.searchParams.get('ssoError')).toBe('flow_invalid');
    // A tampered state from the right browser is refused too.
    callback.searchParams.set('state', 'forged');
    expect((await hall.redirectOf(callback.href)).searchParams.get('ssoError')).toBe('flow_invalid');
  });

  it('a person no rule matches is refused with the contact, and nothing is created', async () => {
    const { landing } = await signInThroughProvider('wangwu');
    expect(landing.searchParams.get('ssoError')).toBe('role_refused');
    const visitor = createTestPortal(server, { ip: '10.77.0.3' });
    expect(await visitor.api.call(ssoNotice, {})).toEqual({ contact: '信息化中心 电话 8888' });
    // Provisioning off: even a person a rule matches is refused.
    await publishSignIn(admin, { ...settings, provisioning: { allowed: false, contact: '信息化中心' } });
    const refused = await signInThroughProvider('lisi');
    expect(refused.landing.searchParams.get('ssoError')).toBe('not_provisioned');
    await publishSignIn(admin, settings);
    // Department codes we do not know leave the department empty.
    const { landing: lisi, hall } = await signInThroughProvider('lisi');
    const exchanged = await hall.exchange(lisi.searchParams.get('ssoCode') ?? '');
    if (!exchanged.ok) throw new Error(exchanged.msg);
    expect(exchanged.login.role_type).toBe('student');
  });

  it('required claims missing: an account claim the provider does not release is refused', async () => {
    await publishSignIn(admin, { ...settings, mapping: { ...settings.mapping, account: 'employee_number' } });
    const { landing } = await signInThroughProvider('zhangsan');
    expect(landing.searchParams.get('ssoError')).toBe('attributes_missing');
    await publishSignIn(admin, settings);
  });

  it('[SESS-07] sign-out goes to the end_session_endpoint with id_token_hint; the back-channel logout ends the session and its refresh tokens', async () => {
    const { landing, hall, provider } = await signInThroughProvider('zhangsan');
    const exchanged = await hall.exchange(landing.searchParams.get('ssoCode') ?? '');
    if (!exchanged.ok) throw new Error(exchanged.msg);
    const user = createTestPortal(server, { ip: '10.77.0.4' });
    user.tokens = exchanged.login;
    const { url } = await user.api.call(ssoLogoutAddress, {});
    const logout = new URL(url);
    expect(logout.origin).toBe(idp.issuer);
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${server.baseUrl}/login?logout=true`);

    const before = idp.backChannelCalls();
    const back = await provider.visit(logout.href);
    expect(back.href).toBe(`${server.baseUrl}/login?logout=true`);
    await until('the provider called our back-channel logout', () => idp.backChannelCalls() > before, { timeoutMs: 20_000 });
    const info = await until('the access token stops', () => getWithToken(server, getUserInfo.path, exchanged.login.access_token), (answer) => answer.http === 401, { timeoutMs: 20_000 });
    expect(info.http).toBe(401);
    const refreshed = await fetch(`${server.baseUrl}${oauthToken.path}?${new URLSearchParams({
      tenantId: '000000', refresh_token: exchanged.login.refresh_token, grant_type: 'refresh_token', scope: 'all',
    }).toString()}`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:`).toString('base64')}`, 'tenant-id': '000000' } });
    expect(await refreshed.json()).toMatchObject({ status: 401, msg: '刷新令牌无效或已过期，请重新登录' });
  });

  it.each([
    ['another issuer', (c: JWTPayload) => ({ claims: { ...c, iss: 'https://evil.example' }, sign: 'provider-key' as const })],
    ['another audience', (c: JWTPayload) => ({ claims: { ...c, aud: 'someone-else' }, sign: 'provider-key' as const })],
    ['another nonce', (c: JWTPayload) => ({ claims: { ...c, nonce: 'replayed-nonce' }, sign: 'provider-key' as const })],
    ['an expired token', (c: JWTPayload) => ({ claims: { ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }, sign: 'provider-key' as const })],
    ['alg none', (c: JWTPayload) => ({ claims: c, sign: 'none' as const })],
    ['a key the provider does not publish', (c: JWTPayload) => ({ claims: c, sign: 'other-key' as const })],
  ])('an id_token with %s is refused with token_invalid, and nothing is created', async (_what, tamper) => {
    idp.tamperIdTokens(tamper);
    try {
      const { landing } = await signInThroughProvider('zhaoliu');
      expect(landing.searchParams.get('ssoError')).toBe('token_invalid');
    } finally {
      idp.tamperIdTokens(null);
    }
    const made = await server.context.db.select({ id: users.id }).from(users).where(eq(users.account, 'zhaoliu'));
    expect(made).toEqual([]);
  });

  it('测试连接 runs the discovery and says in Chinese what it reached, or what is wrong', async () => {
    const ok = await admin.api.call(schoolSignInTest, settings);
    expect(ok).toEqual({ ok: true, message: `连接成功：签发方 ${idp.issuer}；退出登录跳转支持，后台通道退出支持。` });
    const deadPort = await freePort();
    const down = await admin.api.call(schoolSignInTest, { ...settings, oidc: { ...settings.oidc, issuer: `http://127.0.0.1:${deadPort}` } });
    expect(down).toMatchObject({ ok: false });
    expect(down.message).toContain('无法连接');
  });

  it('an address may start at most 60 sign-ins a minute', async () => {
    const hall = new HallBrowser(server.baseUrl);
    const start = () => hall.request('/api/sso/000000/start', { headers: { 'x-forwarded-for': '10.99.0.1' } });
    for (let i = 0; i < 60; i += 1) expect((await start()).status).toBe(303);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ msg: '登录请求过于频繁，请稍后再试' });
  });

  it('a forged logout token is refused and ends nothing', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ iss: idp.issuer, aud: clientId, iat: Math.floor(Date.now() / 1000), sub: 'zhangsan', events: { 'http://schemas.openid.net/event/backchannel-logout': {} } })).toString('base64url');
    const response = await fetch(`${server.baseUrl}/api/sso/000000/oidc/backchannel-logout`, {
      method: 'POST', body: new URLSearchParams({ logout_token: `${header}.${payload}.` }), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
  });

  it('a provider that is down: the callback says so in Chinese, and an administrator still signs in with the form and fixes the area', async () => {
    const deadPort = await freePort();
    await publishSignIn(admin, { ...settings, oidc: { ...settings.oidc, issuer: `http://127.0.0.1:${deadPort}` }, timeoutSeconds: 2 });
    const hall = new HallBrowser(server.baseUrl);
    const landing = await hall.redirectOf('/api/sso/000000/start?next=%2FhomePage');
    expect(landing.searchParams.get('ssoError')).toBe('idp_unreachable');
    expect(SSO_ERROR_TEXTS.idp_unreachable).toContain('管理员可使用本地账号登录');
    // Break-glass: the own form signs the administrator in whatever the mode, and the area can be fixed.
    const breakGlass = createTestPortal(server, { ip: '10.77.0.5' });
    await breakGlass.signIn('admin', 'Admin@123');
    await publishSignIn(breakGlass, settings);
    const fixed = await new HallBrowser(server.baseUrl).start();
    expect(fixed.origin).toBe(idp.issuer);
  });
});
