import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelLogin } from '../../src/shared/api/catalogue/auth';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const BAD_CREDENTIALS = '账号或密码错误';

async function attempt(portal: TestPortal, account: string, password: string): Promise<{ ok: boolean; msg: string }> {
  try {
    await portal.api.call(modelLogin, { username: account, password }, { silent: true });
    return { ok: true, msg: '' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, msg: error.message };
  }
}

describe.each(testDatabases())('sign-in throttling on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an account after 5 failures in 15 minutes, from any address, without checking the password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const portal = createTestPortal(server, { ip: `10.2.0.${i + 1}` });
      expect(await attempt(portal, 'teacher', `Wrong${i}`)).toEqual({ ok: false, msg: BAD_CREDENTIALS });
    }
    const fresh = createTestPortal(server, { ip: '10.2.0.99' });
    // Even the right password is refused now: the limit is checked before the password.
    const refused = await attempt(fresh, 'teacher', 'Teacher@123');
    expect(refused.ok).toBe(false);
    expect(refused.msg).toMatch(/^登录失败次数过多，请 1[45] 分钟后再试$/);
    expect(fresh.lastResponse?.http).toBe(429);
    const retryAfter = Number(fresh.lastResponse?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another account is not affected by this account's failures.
    expect((await attempt(fresh, 'student', 'Student@123')).ok).toBe(true);

    // The oldest failure leaves the window after 15 minutes; then the right password works again.
    server.advanceClock(15 * 60_000 + 1000);
    expect((await attempt(fresh, 'teacher', 'Teacher@123')).ok).toBe(true);
  });

  it('refuses an address after 5 failures on any accounts, and a success does not reset it', async () => {
    const portal = createTestPortal(server, { ip: '10.2.1.1' });
    for (let i = 0; i < 4; i += 1) {
      expect(await attempt(portal, `ghost-${i}`, 'Wrong@123')).toEqual({ ok: false, msg: BAD_CREDENTIALS });
    }
    expect((await attempt(portal, 'admin', 'Admin@123')).ok).toBe(true);
    expect(await attempt(portal, 'ghost-4', 'Wrong@123')).toEqual({ ok: false, msg: BAD_CREDENTIALS });

    const refused = await attempt(portal, 'admin', 'Admin@123');
    expect(refused.ok).toBe(false);
    expect(refused.msg).toContain('登录失败次数过多');
    expect(portal.lastResponse?.headers.get('retry-after')).toMatch(/^\d+$/);

    // The same accounts from another address are fine: the limit was the address's.
    const elsewhere = createTestPortal(server, { ip: '10.2.1.2' });
    expect((await attempt(elsewhere, 'admin', 'Admin@123')).ok).toBe(true);
  });

  it('a refused attempt does not extend the lock: it lifts 15 minutes after the 5th-last failure', async () => {
    const portal = createTestPortal(server, { ip: '10.2.2.1' });
    for (let i = 0; i < 5; i += 1) await attempt(portal, `phantom-${i}`, 'Wrong@123');
    server.advanceClock(10 * 60_000);
    expect((await attempt(portal, 'student', 'Student@123')).msg).toMatch(/请 [56] 分钟后再试/);
    server.advanceClock(5 * 60_000 + 1000);
    expect((await attempt(portal, 'student', 'Student@123')).ok).toBe(true);
  });

  it('an account\'s own success starts its count again', async () => {
    const portal = createTestPortal(server, { ip: '10.2.3.1' });
    const other = createTestPortal(server, { ip: '10.2.3.2' });
    for (let i = 0; i < 4; i += 1) await attempt(portal, 'student', 'Wrong@123');
    expect((await attempt(other, 'student', 'Student@123')).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) await attempt(other, 'student', 'Wrong@123');
    // 8 failures in the window, but only 4 since the last success.
    expect((await attempt(createTestPortal(server, { ip: '10.2.3.3' }), 'student', 'Student@123')).ok).toBe(true);
  });
});

describe('sign-in throttling behind no trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { TRUST_PROXY: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ignores a forged X-Forwarded-For, so changing it does not dodge the per-address limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      const portal = createTestPortal(server, { ip: `203.0.113.${i + 1}` });
      expect(await attempt(portal, `nobody-${i}`, 'Wrong@123')).toEqual({ ok: false, msg: BAD_CREDENTIALS });
    }
    const disguised = createTestPortal(server, { ip: '198.51.100.7' });
    const refused = await attempt(disguised, 'student', 'Student@123');
    expect(refused.ok).toBe(false);
    expect(refused.msg).toMatch(/^登录失败次数过多/);
  });
});
