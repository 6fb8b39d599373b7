import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInfo, loginOut, oauthToken } from '../../src/shared/api/catalogue/auth';
import { getSessionValidTime, updateSessionValidTime } from '../../src/shared/api/catalogue/session';
import { ApiError } from '../../src/shared/api/client-types';
import { BASIC_AUTHORIZATION } from '../../src/shared/api/request-parts';
import type { TokenSet } from '../../src/shared/schema/auth';
import { createTestPortal, getWithToken, postJson, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const USER_INFO = getUserInfo.path;

function refreshQuery(refreshToken: string, tenantId = '000000'): string {
  const query = new URLSearchParams({ tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' });
  return `${oauthToken.path}?${query.toString()}`;
}

/** The refresh call as TOKEN-01 makes it: query parameters, Tenant-Id header, Basic client credentials. */
async function refresh(portal: TestPortal, refreshToken: string): Promise<TokenSet> {
  return portal.api.call(oauthToken, {
    tenantId: '000000', refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all',
  }, { asQuery: true, silent: true, headers: { 'Tenant-Id': '000000' } });
}

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected the call to fail');
  return error;
}

describe.each(testDatabases())('access and refresh tokens on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[TOKEN-01] a refresh rotates: new tokens work, the old refresh token is spent', async () => {
    const portal = createTestPortal(server, { ip: '10.3.0.1' });
    const login = await portal.signIn('student', 'Student@123');
    const next = await refresh(portal, login.refresh_token);
    expect(next.refresh_token).not.toBe(login.refresh_token);
    expect(next.access_token).not.toBe(login.access_token);
    expect(next).toMatchObject({ user_id: login.user_id, token_type: 'bearer', expires_in: 3600 });
    expect((await getWithToken(server, USER_INFO, next.access_token)).http).toBe(200);
    // The access token of before still lives until it expires: the session is the same.
    expect((await getWithToken(server, USER_INFO, login.access_token)).http).toBe(200);

    const third = await refresh(portal, next.refresh_token);
    expect((await getWithToken(server, USER_INFO, third.access_token)).http).toBe(200);
  });

  it('[TOKEN-01] presenting a rotated refresh token revokes the whole family and ends its session', async () => {
    const portal = createTestPortal(server, { ip: '10.3.1.1' });
    const login = await portal.signIn('teacher', 'Teacher@123');
    const next = await refresh(portal, login.refresh_token);

    const reuse = await refused(refresh(portal, login.refresh_token));
    expect(reuse.message).toBe('刷新令牌无效或已过期，请重新登录');
    // [WRAP-08] a refused refresh is a 401, so the page signs out instead of retrying a dead token.
    expect(reuse.status).toBe(401);
    expect(portal.unauthorizedCount).toBeGreaterThan(0);

    // Everything of the family is dead: the newest refresh token, every access token, the SSO ticket.
    expect((await refused(refresh(portal, next.refresh_token))).message).toBe('刷新令牌无效或已过期，请重新登录');
    for (const token of [next.access_token, login.access_token]) {
      const answer = await getWithToken(server, USER_INFO, token);
      expect(answer.http).toBe(401);
      expect(answer.body).toMatchObject({ status: 401, result: null });
    }
    const remaining = await portal.api.call(getSessionValidTime, { casTicket: login.tgt });
    expect(remaining.expireTime).toBe(0);

    // Another sign-in of the same user is another family, untouched.
    const other = await createTestPortal(server, { ip: '10.3.1.2' }).signIn('teacher', 'Teacher@123');
    expect((await getWithToken(server, USER_INFO, other.access_token)).http).toBe(200);
  });

  it('[TOKEN-01] the refresh grant needs the portal client, a matching Tenant-Id and grant_type=refresh_token', async () => {
    const login = await createTestPortal(server, { ip: '10.3.2.1' }).signIn('student', 'Student@123');
    const path = refreshQuery(login.refresh_token);
    const noClient = await postJson(server, path, {}, { 'Tenant-Id': '000000' });
    expect(noClient.body).toMatchObject({ status: 400, msg: '客户端凭证无效' });
    const otherClient = await postJson(server, path, {}, {
      'Tenant-Id': '000000', Authorization: `Basic ${btoa('other-client:secret')}`,
    });
    expect(otherClient.body).toMatchObject({ msg: '客户端凭证无效' });
    const wrongTenant = await postJson(server, path, {}, { 'Tenant-Id': '000001', Authorization: BASIC_AUTHORIZATION });
    expect(wrongTenant.http).toBe(400);
    const password = await postJson(server, path.replace('grant_type=refresh_token', 'grant_type=password'), {}, {
      'Tenant-Id': '000000', Authorization: BASIC_AUTHORIZATION,
    });
    expect(password.http).toBe(400);
    expect(password.body).toMatchObject({ errors: [{ field: 'grant_type' }] });
    const unknown = await postJson(server, refreshQuery('A'.repeat(43)), {}, {
      'Tenant-Id': '000000', Authorization: BASIC_AUTHORIZATION,
    });
    expect(unknown.http).toBe(401);
    expect(unknown.body).toMatchObject({ status: 401, msg: '刷新令牌无效或已过期，请重新登录' });

    // None of those refusals spent the token.
    const ok = await postJson(server, path, {}, { 'Tenant-Id': '000000', Authorization: BASIC_AUTHORIZATION });
    expect(ok.body).toMatchObject({ status: 1000 });
  });

  it('[TOKEN-02] logout ends the session: its access token fails on the very next call, and so does a refresh', async () => {
    const portal = createTestPortal(server, { ip: '10.3.3.1' });
    const login = await portal.signIn('admin', 'Admin@123');
    expect(await portal.api.call(getUserInfo, {})).toMatchObject({ account: 'admin' });
    expect(await portal.api.call(loginOut, {})).toBeNull();

    expect((await getWithToken(server, USER_INFO, login.access_token)).http).toBe(401);
    expect((await refused(refresh(portal, login.refresh_token))).message).toBe('刷新令牌无效或已过期，请重新登录');
    expect((await portal.api.call(getSessionValidTime, { casTicket: login.tgt })).expireTime).toBe(0);
  });

  it('[WRAP-08] a 401 reaches the wrapper, which reports the session gone', async () => {
    const portal = createTestPortal(server, { ip: '10.3.4.1' });
    await portal.signIn('student', 'Student@123');
    await portal.api.call(loginOut, {});
    const error = await refused(portal.api.call(getUserInfo, {}, { silent: true }));
    expect(error.status).toBe(401);
    expect(portal.unauthorizedCount).toBe(1);
  });

  it('an access token older than 3600 s answers 401 even while its session lives', async () => {
    const portal = createTestPortal(server, { ip: '10.3.5.1' });
    const login = await portal.signIn('teacher', 'Teacher@123');
    // Keep the session alive (30 min idle) across the hour with the session-time call, as an active page does.
    for (const step of [1200, 1200, 1201]) {
      server.advanceClock(step * 1000);
      if (step === 1200) await portal.api.call(updateSessionValidTime, { casTicket: login.tgt });
    }
    const expired = await getWithToken(server, USER_INFO, login.access_token);
    expect(expired.http).toBe(401);
    expect(expired.body).toMatchObject({ status: 401, msg: '登录已失效，请重新登录', result: null });
    // The session itself is alive: a refresh still gives a working token.
    const next = await refresh(portal, login.refresh_token);
    expect((await getWithToken(server, USER_INFO, next.access_token)).http).toBe(200);
  });

  it('refuses forged tokens: another key, alg none, an altered payload, another algorithm, no session', async () => {
    const login = await createTestPortal(server, { ip: '10.3.6.1' }).signIn('student', 'Student@123');
    const [header = '', payload = '', signature = ''] = login.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const nowSec = Math.floor(server.context.now() / 1000);
    const sign = (alg: string, key: Uint8Array, body: Record<string, unknown> = claims) =>
      new SignJWT(body).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
    const realKey = new Uint8Array(Buffer.from(await server.context.keyStore.getOrCreate('jwt-hs256', async () => {
      throw new Error('the server made its key at start');
    }), 'base64url'));
    expect(realKey).toHaveLength(32);

    const altered = Buffer.from(JSON.stringify({ ...claims, sub: '1123598821738675201' })).toString('base64url');
    const forged = {
      'another key': await sign('HS256', crypto.getRandomValues(new Uint8Array(32))),
      'alg none': new UnsecuredJWT(claims).encode(),
      'alg none with the real signature': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.${signature}`,
      'altered payload': `${header}.${altered}.${signature}`,
      'right key, HS512': await sign('HS512', realKey),
      'right key, unknown session': await sign('HS256', realKey, { ...claims, sid: 'x'.repeat(32), exp: nowSec + 600 }),
      'right key, another user of the session': await sign('HS256', realKey, { ...claims, sub: '1123598821738675201' }),
      'not a JWT': 'garbage',
    };
    for (const [name, token] of Object.entries(forged)) {
      const answer = await getWithToken(server, USER_INFO, token);
      expect({ name, http: answer.http }).toEqual({ name, http: 401 });
      expect(answer.body).toMatchObject({ status: 401, result: null });
    }
    // The genuine token, for contrast.
    expect((await getWithToken(server, USER_INFO, login.access_token)).http).toBe(200);
    // And no token at all.
    const anonymous = await fetch(`${server.baseUrl}${USER_INFO}`);
    expect(anonymous.status).toBe(401);
  });
});
