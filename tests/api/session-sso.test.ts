import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInfo } from '../../src/shared/api/catalogue/auth';
import {
  getSessionValidTime, removeSessionValidTime, SESSION_EXPIRATION_PATH, sessionExpirationSchema, updateSessionValidTime,
} from '../../src/shared/api/catalogue/session';
import { fetchStaticJson } from '../../src/shared/api/client';
import { createTestPortal, getWithToken, postJson } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const IDLE_SECONDS = 30 * 60;

describe.each(testDatabases())('the SSO session on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[SESS-02] getSessionValidTime answers the seconds left of the ticket, in {code, data}', async () => {
    const login = await createTestPortal(server, { ip: '10.4.0.1' }).signIn('student', 'Student@123');
    const answer = await postJson(server, getSessionValidTime.path, { casTicket: login.tgt });
    expect(answer.http).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, data: { tgt: login.tgt } });
    const { data } = answer.body as { data: { expireTime: number } };
    expect(data.expireTime).toBeGreaterThan(IDLE_SECONDS - 5);
    expect(data.expireTime).toBeLessThanOrEqual(IDLE_SECONDS);
  });

  it('[SESS-02] an unknown ticket answers code 404 登录信息不存在', async () => {
    const answer = await postJson(server, getSessionValidTime.path, { casTicket: 'no-such-ticket' });
    expect(answer.body).toEqual({ code: 404, msg: '登录信息不存在', data: null });
    const portal = createTestPortal(server);
    await expect(portal.api.call(getSessionValidTime, { casTicket: 'no-such-ticket' }, { silent: true }))
      .rejects.toMatchObject({ message: '登录信息不存在' });
  });

  it('[SESS-06] time counts down, and updateSessionValidTime starts it again', async () => {
    const portal = createTestPortal(server, { ip: '10.4.1.1' });
    const login = await portal.signIn('teacher', 'Teacher@123');
    server.advanceClock(10 * 60_000);
    const before = await portal.api.call(getSessionValidTime, { casTicket: login.tgt });
    expect(before.expireTime).toBeGreaterThan(IDLE_SECONDS - 600 - 5);
    expect(before.expireTime).toBeLessThanOrEqual(IDLE_SECONDS - 600);
    // Reading the time is not activity, though the page's token rides along: it does not extend the session.
    server.advanceClock(2 * 60_000);
    expect((await portal.api.call(getSessionValidTime, { casTicket: login.tgt })).expireTime).toBeLessThanOrEqual(IDLE_SECONDS - 720);

    const updated = await portal.api.call(updateSessionValidTime, { casTicket: login.tgt });
    expect(updated).toEqual({ tgt: login.tgt, expireTime: IDLE_SECONDS });
    expect((await portal.api.call(getSessionValidTime, { casTicket: login.tgt })).expireTime).toBe(IDLE_SECONDS);
  });

  it('[SESS-03] a session idle past its limit is over: expireTime 0, its token refused, update cannot revive it', async () => {
    const portal = createTestPortal(server, { ip: '10.4.2.1' });
    const login = await portal.signIn('student', 'Student@123');
    server.advanceClock(29 * 60_000);
    expect((await getWithToken(server, getUserInfo.path, login.access_token)).http).toBe(200);
    // That call was activity: 29 more minutes are still inside the idle limit.
    server.advanceClock(29 * 60_000);
    expect((await getWithToken(server, getUserInfo.path, login.access_token)).http).toBe(200);

    server.advanceClock(IDLE_SECONDS * 1000 + 1000);
    expect((await portal.api.call(getSessionValidTime, { casTicket: login.tgt })).expireTime).toBe(0);
    expect((await getWithToken(server, getUserInfo.path, login.access_token)).http).toBe(401);
    expect(await portal.api.call(updateSessionValidTime, { casTicket: login.tgt })).toEqual({ tgt: login.tgt, expireTime: 0, endReason: 'idle' });
    expect((await getWithToken(server, getUserInfo.path, login.access_token)).http).toBe(401);
  });

  it('[SESS-03] removeSessionValidTime ends the session: getUserInfo with its token answers 401', async () => {
    const portal = createTestPortal(server, { ip: '10.4.3.1' });
    const login = await portal.signIn('admin', 'Admin@123');
    expect((await getWithToken(server, getUserInfo.path, login.access_token)).http).toBe(200);
    const removed = await postJson(server, removeSessionValidTime.path, { casTicket: login.tgt });
    expect(removed.body).toMatchObject({ code: 200, data: null });

    const after = await getWithToken(server, getUserInfo.path, login.access_token);
    expect(after.http).toBe(401);
    expect(after.body).toMatchObject({ status: 401, result: null });
    expect((await portal.api.call(getSessionValidTime, { casTicket: login.tgt })).expireTime).toBe(0);
  });

  it('refuses a session-time body without a ticket, in the same {code, data} shape', async () => {
    const answer = await postJson(server, getSessionValidTime.path, {});
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, data: null });
  });

  it('[SESS-05] the session-expiration JSON gives the idle life, the outLogTip and autoRefresh, never cached', async () => {
    const response = await fetch(`${server.baseUrl}${SESSION_EXPIRATION_PATH}?t=1`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      expireTime: IDLE_SECONDS, outLogTip: '您长时间未操作，登录已失效，请重新登录', autoRefresh: true,
    });
    const parsed = await fetchStaticJson(server.baseUrl, SESSION_EXPIRATION_PATH, sessionExpirationSchema);
    expect(parsed.expireTime).toBe(IDLE_SECONDS);
  });
});

describe.each(testDatabases())('a configured idle limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SESSION_IDLE_MINUTES: '5' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[SESS-05] SESSION_IDLE_MINUTES sets both the JSON and the ticket\'s life', async () => {
    const response = await fetch(`${server.baseUrl}${SESSION_EXPIRATION_PATH}`);
    expect(await response.json()).toMatchObject({ expireTime: 300 });
    const portal = createTestPortal(server, { ip: '10.4.9.1' });
    const login = await portal.signIn('student', 'Student@123');
    expect((await portal.api.call(getSessionValidTime, { casTicket: login.tgt })).expireTime).toBeLessThanOrEqual(300);
    server.advanceClock(301_000);
    expect((await getWithToken(server, getUserInfo.path, login.access_token)).http).toBe(401);
  });
});
