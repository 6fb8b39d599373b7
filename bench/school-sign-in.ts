// School sign-in (ADR 022): our server's own time over a whole CAS and a whole OpenID Connect sign-in, the provider's
// time left out. The server runs in its own process (tests/support/server-process.ts), on PGlite and, when a
// PostgreSQL server answers, on a fresh PostgreSQL database dropped at the end. CAS is LemonLDAP::NG from Debian;
// OIDC is oidc-provider (tests/support/identity/).
//
// What is measured, per sign-in, sequentially (BENCH_SIGN_INS, 200 by default, after 20 not counted):
// - our three requests of a sign-in: the start route (303 to the provider), the callback the provider sends the
//   browser back to (ticket validation at /p3/serviceValidate, or the token request and the id_token's checks, then
//   the account and the one-time code; 303 to the login page) and the login page's `POST /api/sso/exchange`;
// - the provider's share: every request our server made to the provider during those three, timed by an HTTP proxy
//   on loopback (bench/support/timing-proxy.ts) that the settings name as the CAS prefix / OIDC issuer (oidc-provider
//   announces the proxy's address as its issuer), from its arrival at the proxy to the last byte of the answer sent
//   back (the proxy's own hop is in it; the request's way from our server to the proxy is not);
// - `ownMs`: the sum over the three requests of the server's own `Server-Timing: app;dur` (src/server/app.ts, from
//   the request's arrival to the answer's onSend) minus the provider's share; `ownWallMs`: the same from the wall
//   clock around each request on loopback (the client's fetch included). The browser's time on the provider's pages
//   is in neither.
// The anchor, in the same run: a bare Fastify in this process answering a tiny JSON on loopback, with the same
// Server-Timing hook (to the microsecond), three sequential requests per sample (a sign-in is three requests), timed
// the same two ways. Goal: ownMs p95 < 50 ms.
// Each sign-in comes from its own X-Forwarded-For address: the start route allows an address 60 starts a minute.
// Prints one JSON line per database and protocol.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loginResultSchema } from '../src/shared/schema/auth';
import { signInAddresses, type SchoolSignInSubmit } from '../src/shared/schema/school-sign-in-config';
import { baseSettings, HallBrowser, publishSignIn } from '../tests/support/identity/hall-browser';
import { LEMONLDAP_CAS_ATTRIBUTES, LEMONLDAP_USERS, LemonLdapBrowser, startLemonLdap } from '../tests/support/identity/lemonldap';
import { OidcBrowser, startOidcProvider } from '../tests/support/identity/oidc-provider';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { withScratchDatabase } from './support/postgres';
import { serverMs, summary } from './support/stats';
import { startTimingProxy, type TimingProxy } from './support/timing-proxy';
import { emit, loadWatch } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 200);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);
const GOAL_P95_MS = 50;
const TENANT = '000000';

const load = () => os.loadavg().map((v) => Math.round(v * 100) / 100);
const round = (ms: number) => Math.round(ms * 100) / 100;
const rounded = (times: readonly number[]) => Object.fromEntries(Object.entries(summary(times)).map(([k, v]) => [k, k === 'n' ? v : round(v ?? Number.NaN)]));

/** One of our requests: the server's own time and the wall clock, each less what the provider took meanwhile. */
interface Step { response: Response; body: string; appMs: number; wallMs: number; providerMs: number; providerCalls: number }

async function step(hall: HallBrowser, proxy: TimingProxy, pathOrUrl: string, init: RequestInit): Promise<Step> {
  const started = performance.now();
  const response = await hall.request(pathOrUrl, init);
  const body = await response.text();
  const ended = performance.now();
  const calls = proxy.within(started, ended);
  const providerMs = calls.reduce((sum, call) => sum + (call.endMs - call.startMs), 0);
  const appMs = serverMs(response.headers);
  if (Number.isNaN(appMs)) throw new Error(`${pathOrUrl} answered without Server-Timing`);
  return { response, body, appMs, wallMs: ended - started, providerMs, providerCalls: calls.length };
}

function locationOf(s: Step, baseUrl: string): URL {
  const location = s.response.headers.get('location');
  if (s.response.status !== 303 || !location) throw new Error(`expected a 303, got ${s.response.status}: ${s.body.slice(0, 300)}`);
  return new URL(location, baseUrl);
}

interface SignIn { steps: [Step, Step, Step] }

/**
 * One whole sign-in from a fresh browser: start, the provider's pages (`throughProvider`, not timed), the callback,
 * the hand-over. Fails loudly on any refusal: a figure of refused sign-ins would measure the wrong thing.
 */
async function signIn(server: ServerProcess, proxy: TimingProxy, ip: string, throughProvider: (authorize: URL) => Promise<URL>): Promise<SignIn> {
  const hall = new HallBrowser(server.baseUrl);
  const headers = { 'x-forwarded-for': ip };
  const start = await step(hall, proxy, `/api/sso/${TENANT}/start?next=${encodeURIComponent('/homePage')}`, { headers });
  const callbackUrl = await throughProvider(locationOf(start, server.baseUrl));
  const callback = await step(hall, proxy, callbackUrl.href, { headers });
  const landing = locationOf(callback, server.baseUrl);
  const code = landing.searchParams.get('ssoCode');
  if (!code) throw new Error(`the callback refused: ${landing.searchParams.get('ssoError') ?? landing.href}`);
  const exchange = await step(hall, proxy, '/api/sso/exchange', {
    method: 'POST', body: JSON.stringify({ code }), headers: { ...headers, 'content-type': 'application/json', 'tenant-id': TENANT },
  });
  const answer = JSON.parse(exchange.body) as { status: number; msg: string; result: unknown };
  if (answer.status !== 1000) throw new Error(`the hand-over refused: ${answer.msg}`);
  loginResultSchema.parse(answer.result);
  return { steps: [start, callback, exchange] };
}

/** The anchor: three sequential GETs of a tiny JSON from a bare Fastify on loopback, per sample. */
async function bareFastify(samples: number): Promise<{ appMs: number[]; wallMs: number[] }> {
  // A logger, as our server has (at warn, as it runs here): Fastify times a reply (reply.elapsedTime) only with one.
  const app = Fastify({ logger: { level: 'warn' } });
  app.addHook('onSend', async (_request, reply) => {
    // Three decimals, not our server's one: a bare answer takes well under 0.1 ms.
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(3)}`);
  });
  app.get('/tiny', async () => ({ ok: true }));
  const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/tiny`;
  const appMs: number[] = [];
  const wallMs: number[] = [];
  try {
    for (let i = 0; i < WARM_UP + samples; i += 1) {
      let app3 = 0;
      let wall3 = 0;
      for (let r = 0; r < 3; r += 1) {
        const started = performance.now();
        const response = await fetch(url);
        await response.text();
        wall3 += performance.now() - started;
        app3 += serverMs(response.headers);
      }
      if (i >= WARM_UP) {
        appMs.push(app3);
        wallMs.push(wall3);
      }
    }
  } finally {
    await app.close();
  }
  return { appMs, wallMs };
}

async function runSignIns(label: string, protocol: string, provider: string, proxy: TimingProxy, next: (i: number) => Promise<SignIn>) {
  const loadStart = load();
  const own: number[] = [];
  const ownWall: number[] = [];
  const providerShare: number[] = [];
  const perStep: [number[], number[], number[]] = [[], [], []];
  let providerCalls = 0;
  for (let i = 0; i < WARM_UP + SIGN_INS; i += 1) {
    const { steps } = await next(i);
    proxy.clear();
    if (i < WARM_UP) continue;
    own.push(steps.reduce((sum, s) => sum + s.appMs - s.providerMs, 0));
    ownWall.push(steps.reduce((sum, s) => sum + s.wallMs - s.providerMs, 0));
    providerShare.push(steps.reduce((sum, s) => sum + s.providerMs, 0));
    steps.forEach((s, k) => perStep[k]?.push(s.appMs - s.providerMs));
    providerCalls += steps.reduce((sum, s) => sum + s.providerCalls, 0);
  }
  const anchor = await bareFastify(SIGN_INS);
  const ownSummary = summary(own);
  const anchorSummary = summary(anchor.appMs);
  const line = {
    bench: 'schoolSignIn',
    database: label,
    protocol,
    provider,
    signIns: SIGN_INS,
    warmUp: WARM_UP,
    ownMs: rounded(own),
    ownWallMs: rounded(ownWall),
    providerMs: rounded(providerShare),
    providerCallsPerSignIn: round(providerCalls / SIGN_INS),
    ownP50PerStepMs: { start: round(summary(perStep[0]).p50Ms), callback: round(summary(perStep[1]).p50Ms), exchange: round(summary(perStep[2]).p50Ms) },
    anchorBareFastify3RequestsMs: rounded(anchor.appMs),
    anchorBareFastify3RequestsWallMs: rounded(anchor.wallMs),
    ratioP50ToAnchor: Math.round((ownSummary.p50Ms / anchorSummary.p50Ms) * 10) / 10,
    ratioP95ToAnchor: Math.round((ownSummary.p95Ms / anchorSummary.p95Ms) * 10) / 10,
    ratioWallP50ToAnchor: Math.round((summary(ownWall).p50Ms / summary(anchor.wallMs).p50Ms) * 10) / 10,
    goal: `ownMs p95 < ${GOAL_P95_MS}`,
    goalMet: ownSummary.p95Ms < GOAL_P95_MS,
    loadAvgStart: loadStart,
    loadAvgEnd: load(),
    cpus: os.cpus().length,
  };
  emit(benchLoad, line);
}

/** A distinct client address per sign-in (10.91.x.y), for the start route's per-address limit. */
const addressOf = (i: number) => `10.91.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

async function measureCas(label: string, server: ServerProcess, publish: (settings: SchoolSignInSubmit) => Promise<void>) {
  const service = signInAddresses(server.baseUrl, TENANT).casService;
  const idp = await startLemonLdap({ casServices: [service] });
  const proxy = await startTimingProxy('target');
  try {
    proxy.forwardTo(new URL(idp.portalUrl).origin);
    const casPrefix = new URL(new URL(idp.casUrl).pathname, proxy.url).href;
    await publish(baseSettings({
      mode: 'cas', siteUrl: server.baseUrl, cas: { serverUrl: casPrefix }, timeoutSeconds: 15,
      mapping: {
        account: LEMONLDAP_CAS_ATTRIBUTES.account, name: LEMONLDAP_CAS_ATTRIBUTES.name, mail: LEMONLDAP_CAS_ATTRIBUTES.mail,
        deptCode: LEMONLDAP_CAS_ATTRIBUTES.department, affiliation: LEMONLDAP_CAS_ATTRIBUTES.affiliation,
      },
    }));
    await runSignIns(label, 'cas', 'LemonLDAP::NG (Debian)', proxy, (i) => signIn(server, proxy, addressOf(i), async (casLogin) => {
      // The browser goes to the provider itself; only our server's calls pass the proxy.
      const atProvider = new URL(`${casLogin.pathname}${casLogin.search}`, idp.portalUrl);
      const user = LEMONLDAP_USERS[i % LEMONLDAP_USERS.length];
      if (!user) throw new Error('no LemonLDAP user');
      const { leftTo } = await new LemonLdapBrowser(idp.portalUrl).visit(atProvider.href, user);
      if (!leftTo) throw new Error('the CAS server kept the browser');
      return leftTo;
    }));
  } finally {
    await proxy.close();
    await idp.stop();
  }
}

async function measureOidc(label: string, server: ServerProcess, publish: (settings: SchoolSignInSubmit) => Promise<void>) {
  const addresses = signInAddresses(server.baseUrl, TENANT);
  const clientId = 'service-hall';
  const clientSecret = randomBytes(16).toString('hex');
  const accounts = ['zhangsan', 'lisi', 'zhaoliu'];
  const proxy = await startTimingProxy('client');
  const idp = await startOidcProvider({
    issuer: proxy.url, clientId, clientSecret,
    redirectUris: [addresses.oidcRedirect], postLogoutRedirectUris: [addresses.oidcPostLogout],
    accounts: [
      { sub: 'zhangsan', claims: { name: '张三', email: 'zs@example.edu.cn', department: 'JSJ', affiliation: 'teacher' } },
      { sub: 'lisi', claims: { name: '李四', email: 'ls@example.edu.cn', department: 'JX', affiliation: 'student' } },
      { sub: 'zhaoliu', claims: { name: '赵六', email: 'zl@example.edu.cn', department: 'DQ', affiliation: 'student' } },
    ],
  });
  try {
    proxy.forwardTo(idp.url);
    await publish(baseSettings({ mode: 'oidc', siteUrl: server.baseUrl, oidc: { issuer: idp.issuer, clientId, clientSecret, scopes: 'openid profile email' }, timeoutSeconds: 15 }));
    await runSignIns(label, 'oidc', 'oidc-provider', proxy, (i) => signIn(server, proxy, addressOf(i), (authorize) =>
      new OidcBrowser(idp.issuer).visit(authorize.href, accounts[i % accounts.length])));
  } finally {
    await idp.stop();
    await proxy.close();
  }
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServerProcess({ ...env, LOG_LEVEL: 'warn' }, { timeoutMs: 120_000 });
  try {
    const admin = createTestPortal(server, { ip: '10.91.250.1' });
    await admin.signIn('admin', 'Admin@123');
    const publish = (settings: SchoolSignInSubmit) => publishSignIn(admin, settings);
    await measureCas(label, server, publish);
    await measureOidc(label, server, publish);
  } finally {
    await server.stop('SIGTERM');
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-'));
try {
  await measure('pglite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
await withScratchDatabase('schoolSignIn', (url) => measure('postgres', { DATABASE_URL: url, DATA_DIR: os.tmpdir() }));
