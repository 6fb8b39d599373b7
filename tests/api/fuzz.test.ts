import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { CallDef } from '../../src/shared/api/catalogue';
import { createApiClient } from '../../src/shared/api/client';
import { ApiError, type ApiClient } from '../../src/shared/api/client-types';
import { modelLogin } from '../../src/shared/api/catalogue/auth';
import { clickService } from '../../src/shared/api/catalogue/directory';
import { overView } from '../../src/shared/api/catalogue/efficiency';
import { guideStudio } from '../../src/shared/api/catalogue/guide-config';
import { createWebCryptoSealer } from '../../src/shared/api/crypto';
import { isWrappedPath } from '../../src/shared/api/wrapped-paths';
import { registeredAccess } from '../../src/server/http/route';
import type { LoginResult } from '../../src/shared/schema/auth';
import { arbitraryOf, fieldKinds } from '../support/zod-arbitrary';
import { everyCatalogueCall } from './helpers/catalogue-calls';
import { startTestServer, type TestServer } from './helpers/test-server';

/*
 * Property-based fuzz of every catalogue call, from its own request schema (tests/support/zod-arbitrary.ts), as a
 * visitor and as the administrator, through the real request wrapper (encryption, signatures) into the server in
 * process (app.inject: no sockets, so ten thousand requests fit in seconds). Whatever comes in, the answer is never
 * a failure (>= 500) and never shows a stack trace or SQL. A fixed seed makes a finding reproducible; FUZZ_SEED
 * picks another, FUZZ_REQUESTS another total.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);

const STACK = /\bat (?:async )?[\w.<>$]+ \(|\.(?:ts|js):\d+:\d+|node_modules|Error: /;
const SQL = /select |insert into|syntax error|relation "|column "|pg_|drizzle|violates|constraint/i;

/** A field that chooses an order: `sort`, `orderBy`, `sortField`, `order` (not `themeImgBorderColor`). */
const SORT_FIELD = /(sort|order)(by|field|column|key|dir|direction|type)?$/i;

/** Calls the fuzz leaves out, each for its reason. */
const SKIPPED = new Map<string, string>([
  ['GET /api/blade-workbench/auth/loginOut', 'ends the fuzzing administrator\'s session; its refusals are in the access matrix'],
]);

/**
 * Calls slow on purpose (a password hash per request, scrypt): a few requests each, the budget goes elsewhere.
 * Their inputs are short fixed-shape fields, which a few samples cover.
 */
const HASHES_A_PASSWORD = new Set([
  'POST /api/blade-workbench/auth/auth/modelLogin',
  'POST /api/blade-platform/accountSecurity/updatePassword',
  'POST /api/blade-auth/oauth/token',
]);
const FEW = 3;



/** The last answer's status and, for an unwrapped path, its body as sent. */
interface Wire { http: number; raw: string }

/** fetch served by app.inject, as the portal's wrapper would send it over HTTP. */
function injectFetch(app: FastifyInstance, ip: string, wire: Wire): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: ip,
    });
    wire.http = answer.statusCode;
    wire.raw = isWrappedPath(url.pathname) ? '' : answer.body;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

interface Fuzzer {
  api: ApiClient;
  wire: Wire;
}

function fuzzer(server: TestServer, ip: string, tokens: () => LoginResult | null): Fuzzer {
  const wire: Wire = { http: 0, raw: '' };
  const fetchIn = injectFetch(server.app, ip, wire);
  const api = createApiClient({
    kind: 'blade',
    baseUrl: server.baseUrl,
    fetch: fetchIn,
    sealer: createWebCryptoSealer({ baseUrl: server.baseUrl, fetch: fetchIn }),
    auth: {
      getAccessToken: () => tokens()?.access_token ?? null,
      getUser: () => {
        const t = tokens();
        return t ? { account: t.account, nick_name: t.nick_name } : null;
      },
      getTenantId: () => '000000',
    },
    onUnauthorized: () => undefined,
  });
  return { api, wire };
}

/** Every string the request carried, so an answer that echoes the input (a search keyword) is not taken for SQL. */
function sentStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) sentStrings(v, out);
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) { out.push(k); sentStrings(v, out); }
  return out;
}

function withoutEcho(text: string, input: unknown): string {
  let out = text;
  for (const s of sentStrings(input).filter((x) => x.length >= 3).sort((a, b) => b.length - a.length)) {
    out = out.split(s).join('').split(JSON.stringify(s).slice(1, -1)).join('');
  }
  return out;
}

/** Fills `:name` path segments the schema does not generate, so the client can address the call. */
function withPathParams(call: CallDef, input: unknown): unknown {
  const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return input;
  const record = typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  for (const name of names) {
    const v = record[name];
    if (typeof v !== 'string' && typeof v !== 'number') record[name] = 'x';
    else if (String(v) === '' || String(v) === '.' || String(v) === '..') record[name] = 'x';
  }
  return record;
}

describe('fuzzing every catalogue call from its request schema', () => {
  let server: TestServer;
  let adminTokens: LoginResult | null = null;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes every sort and order field from a fixed list, never free text', () => {
    const free = everyCatalogueCall().flatMap((call) => fieldKinds(call.request)
      .filter((f) => SORT_FIELD.test(f.path.split('.').pop() ?? '') && (f.kind === 'string' || f.kind === 'unknown' || f.kind === 'any'))
      .map((f) => `${call.name}.${f.path}: ${f.kind}`));
    expect(free).toEqual([]);
  });

  it('refuses with 400 what the fuzz found reaching PostgreSQL: a NUL character, a version past int4, an impossible date', async () => {
    const admin = fuzzer(server, '10.66.0.3', () => adminTokens);
    adminTokens ??= await admin.api.call(modelLogin, { username: 'admin', password: 'Admin@123' }, { silent: true });
    const cases: Array<[CallDef, unknown]> = [
      [clickService, { serviceId: '\u0000' }],
      [guideStudio.compare, { from: 'draft', to: 2 ** 53 - 1 }],
      [guideStudio.rollback, { version: 2 ** 31 }],
      [overView, { startDate: '7795-21-08' }],
      [overView, { startDate: '2025-02-29' }],
    ];
    for (const [call, input] of cases) {
      const error: unknown = await admin.api.call({ ...call, request: z.unknown() }, input as never, { silent: true }).then(() => null, (e: unknown) => e);
      expect(error, `${call.name} ${JSON.stringify(input)}`).toBeInstanceOf(ApiError);
      expect(admin.wire.http, `${call.name} ${JSON.stringify(input)}`).toBe(400);
    }
  });

  it(`answers ${TOTAL}+ fuzzed requests with no failure, stack trace or SQL text`, async () => {
    const admin = fuzzer(server, '10.66.0.2', () => adminTokens);
    adminTokens ??= await admin.api.call(modelLogin, { username: 'admin', password: 'Admin@123' }, { silent: true });
    const visitor = fuzzer(server, '10.66.0.1', () => null);
    const access = registeredAccess(server.app);
    const calls = everyCatalogueCall().filter((c) => !SKIPPED.has(`${c.method} ${c.path}`));
    const publicCalls = calls.filter((c) => (access.get(`${c.method} ${c.path}`) ?? 'public') === 'public');
    // The visitor's requests to signed-in calls stop at 401: a few each; the rest of the budget goes where it reaches code.
    const few = (c: CallDef) => HASHES_A_PASSWORD.has(`${c.method} ${c.path}`);
    const isPublic = (c: CallDef) => publicCalls.includes(c);
    const fixedRuns = calls.reduce((n, c) => n + (few(c) ? 2 * FEW : isPublic(c) ? 0 : FEW), 0);
    const budgeted = calls.reduce((n, c) => n + (few(c) ? 0 : isPublic(c) ? 2 : 1), 0);
    const perCall = Math.ceil((TOTAL - fixedRuns) / budgeted);
    const runsOf = (c: CallDef, who: 'visitor' | 'admin') => (few(c) ? FEW : who === 'visitor' && !isPublic(c) ? FEW : perCall);

    const findings: string[] = [];
    let sent = 0;
    let seed = SEED;
    const started = Date.now();
    const run = async (who: string, f: Fuzzer, call: CallDef, runs: number) => {
      const loose: CallDef = { ...call, request: z.unknown() };
      const inputs = fc.sample(arbitraryOf(call.request), { numRuns: runs, seed: seed++ });
      for (const generated of inputs) {
        const input = withPathParams(call, generated);
        f.wire.http = 0;
        f.wire.raw = '';
        let text = '';
        let refusal = '';
        try {
          const result: unknown = await f.api.call(loose, input as never, { silent: true });
          text = result instanceof Blob ? '' : JSON.stringify(result) ?? '';
        } catch (error) {
          if (!(error instanceof ApiError)) {
            // The client refused to build the request (e.g. a path parameter it cannot encode): nothing was sent.
            if (f.wire.http === 0) continue;
            throw error;
          }
          refusal = `${error.message} ${JSON.stringify(error.errors)}`;
        }
        if (f.wire.http === 0) continue;
        sent += 1;
        const answer = withoutEcho(`${text}\n${refusal}\n${f.wire.raw}`, input);
        // SQL is looked for in refusals only: a successful answer may hold what earlier requests stored (the
        // zero-result search log keeps every payload searched), which is data, not a leak of the server's SQL.
        const refused = withoutEcho(`${refusal}\n${f.wire.http >= 400 ? f.wire.raw : ''}`, input);
        const problem = f.wire.http >= 500 ? `HTTP ${f.wire.http}` : STACK.test(answer) ? 'stack trace' : SQL.test(refused) ? `SQL text ${SQL.exec(refused)?.[0]}` : null;
        if (problem !== null && findings.length < 40) {
          findings.push(`${who} ${call.method} ${call.path}: ${problem} for ${JSON.stringify(input).slice(0, 300)} → ${answer.slice(0, 200)}`);
        }
      }
    };
    const timing: Array<[string, number]> = [];
    for (const call of calls) {
      const t0 = performance.now();
      await run('visitor', visitor, call, runsOf(call, 'visitor'));
      await run('admin', admin, call, runsOf(call, 'admin'));
      timing.push([call.path, performance.now() - t0]);
    }
    if (process.env.FUZZ_PROFILE) console.info(timing.sort((a, b) => b[1] - a[1]).slice(0, 40).map(([p, ms]) => `${ms.toFixed(0)} ${p}`).join('\n'));
    const seconds = (Date.now() - started) / 1000;
    console.info(`[fuzz] ${sent} requests over ${calls.length} calls (${perCall} per call and caller) in ${seconds.toFixed(1)} s, seed ${SEED}: ${findings.length} findings`);
    expect(findings).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL * 0.98);
  // Ten thousand requests took over 240 s at load average 12; the bound is for a hung run, not a pace.
  }, 600_000);
});
