import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInfo, loginOut, oauthToken } from '../../src/shared/api/catalogue/auth';
import { getSessionValidTime } from '../../src/shared/api/catalogue/session';
import { createTestPortal } from '../support/portal-client';
import { startTestServer, type TestServer } from './helpers/test-server';

/** Collects every log line the server writes. */
function captureLogs(): { stream: Writable; text: () => string; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () => text().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { stream, text, lines };
}

describe('structured logs', () => {
  const logs = captureLogs();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { logStream: logs.stream, logLevel: 'trace' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('carry a request id and never a password, token, ticket or key, even at trace level', async () => {
    const portal = createTestPortal(server);
    const login = await portal.signIn('student', 'Student@123');
    await portal.api.call(getUserInfo, {});
    await portal.api.call(getSessionValidTime, { casTicket: login.tgt });
    const refreshed = await portal.api.call(oauthToken, {
      tenantId: '000000', refresh_token: login.refresh_token, grant_type: 'refresh_token', scope: 'all',
    }, { asQuery: true, headers: { 'Tenant-Id': '000000' } });
    portal.tokens = { ...login, ...refreshed };
    await portal.api.call(loginOut, {});
    // A failed sign-in logs too; its password must not appear either.
    await portal.signIn('student', 'Wrong-Pass-987').catch(() => undefined);

    const text = logs.text();
    const secrets = [
      'Student@123', 'Wrong-Pass-987', login.access_token, login.refresh_token, login.tgt,
      refreshed.access_token, refreshed.refresh_token,
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    const requestLines = logs.lines().filter((line) => line.msg === 'incoming request');
    expect(requestLines.length).toBeGreaterThanOrEqual(6);
    for (const line of requestLines) expect(line.reqId).toMatch(/^[0-9A-Za-z]{8}-[0-9a-z]+$/);
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(requestLines.length);
    expect(text).toContain('refresh_token=[redacted]');
  });
});
