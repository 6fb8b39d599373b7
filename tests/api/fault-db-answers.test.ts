import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { CallDef } from '../../src/shared/api/catalogue';
import { ERROR_CODES } from '../../src/shared/api/error-codes';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { everyCatalogueCall } from './helpers/catalogue-calls';
import { startCuttableProxy, type CuttableProxy } from './helpers/cuttable-proxy';
import { startTestServer, type TestServer } from './helpers/test-server';

/** What no answer may show: the driver, the database, the socket error, or any SQL. */
const DRIVER_OR_SQL = /\bpg\b|postgres|node-postgres|ECONNREFUSED|ECONNRESET|drizzle|Failed query|\bselect\b|\binsert\b|\bupdate\s+"|\bdelete\s+from\b|\bfrom\s+"|Connection terminated|SQLSTATE|\$\d/i;

interface Seen {
  who: string;
  what: string;
  http: number;
  retryAfter: string | null;
  text: string;
}

/** The same call with a request schema that lets anything through: the server, not the client, must answer. */
function unchecked(call: CallDef): CallDef {
  return { ...call, request: z.looseObject({}) };
}

function pathParams(call: CallDef): Record<string, string> {
  return Object.fromEntries([...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], 'x']));
}

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL unreachable under a running server connected through its Unix socket (the connections cut by a proxy,
 * the socket file gone so new ones fail with ENOENT, as when the server is stopped): every catalogue
 * call, for a visitor and a signed-in administrator, and the portal's pages. No answer names the driver or shows SQL;
 * every failure for want of the database is a 503 with Retry-After and the table's Chinese message.
 */
describe.skipIf(!databaseUrl)('answers while PostgreSQL is unreachable', () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  let admin: TestPortal;
  let visitor: TestPortal;
  const seen: Seen[] = [];
  const realFetch = globalThis.fetch;
  let recording: { who: string; what: string } | null = null;

  beforeAll(async () => {
    const target = new URL(databaseUrl ?? '');
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startTestServer('postgres', {}, { databaseUrl: proxy.url(target.pathname.slice(1)) });
    admin = createTestPortal(server, { ip: '10.30.0.1' });
    await admin.signIn('admin', 'Admin@123');
    visitor = createTestPortal(server, { ip: '10.30.0.2' });
    // Every answer's raw text, whatever the wrapper makes of it.
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const label = recording;
      if (label && String(input).startsWith(server.baseUrl) && !String(input).includes('/crypto/')) {
        seen.push({ ...label, http: response.status, retryAfter: response.headers.get('retry-after'), text: await response.clone().text() });
      }
      return response;
    };
  }, 120_000);
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await proxy?.restore().catch(() => undefined);
    await server?.close();
    await proxy?.close();
  });

  it('no answer names the driver or shows SQL; every failure is 503 + Retry-After in Chinese', async () => {
    // The crypto sessions are made while the database is there, as a page open before the outage holds them.
    await visitor.api.call(unchecked(everyCatalogueCall()[0] as CallDef), {} as never, { silent: true }).catch(() => undefined);
    await proxy.cut();
    for (const [who, portal] of [['visitor', visitor], ['admin', admin]] as const) {
      for (const call of everyCatalogueCall()) {
        if (/\/loginOut$/.test(call.path)) continue;
        recording = { who, what: `${call.method} ${call.path}` };
        await portal.api.call(unchecked(call), pathParams(call) as never, { silent: true }).catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
        });
      }
    }
    for (const page of ['/', '/login', '/homePage', '/api/files/x', '/api/chat/stream?ticket=x']) {
      recording = { who: 'visitor', what: `GET ${page}` };
      await fetch(`${server.baseUrl}${page}`).then((r) => r.arrayBuffer());
    }
    recording = null;

    const failures = seen.filter((s) => s.http >= 500);
    const leaks = seen.filter((s) => (s.http >= 400 ? DRIVER_OR_SQL : /Failed query|ECONNREFUSED|drizzle|node-postgres/i).test(s.text));
    const not503 = failures.filter((s) => s.http !== 503 || !/^\d+$/.test(s.retryAfter ?? ''));
    const unavailable = failures.filter((s) => s.http === 503);
    process.stdout.write(`${JSON.stringify({
      fault: 'postgres-unreachable-answers', answers: seen.length, failed: failures.length, answered503: unavailable.length,
      leaks: leaks.length, not503: not503.length,
    })}\n`);
    expect(failures.length, 'the outage was not seen').toBeGreaterThan(50);
    expect(leaks.map((s) => `${s.who} ${s.what} ${s.http}: ${s.text.slice(0, 300)}`)).toEqual([]);
    expect(not503.map((s) => `${s.who} ${s.what} ${s.http}: ${s.text.slice(0, 300)}`)).toEqual([]);
    const chinese = new Set<string>([ERROR_CODES.DATABASE_UNAVAILABLE.msg, ERROR_CODES.SERVER_BUSY.msg]);
    for (const s of unavailable) {
      expect(chinese.has((JSON.parse(s.text) as { msg?: string }).msg ?? ''), `${s.what}: ${s.text}`).toBe(true);
    }
  }, 300_000);
});
