// serverCenter/page (the service hall's list) on PostgreSQL with BENCH_SERVICES (10,000) generated services on top of
// the demo seed, signed in as the student. Pages are cached per tenant, visibility and query (list-page.ts), so after
// the first call the figure is the cache's and the caller's own favourites lookup; the first (cold) call is printed too.
// The real call is wrapped (WRAP-04: encrypted, signed, and every request id and nonce is refused a second time), so
// autocannon cannot replay one recorded request: the signed-in figure comes from the real request wrapper running
// CONCURRENCY loops for DURATION_S, each call sealed and verified as a browser would. For comparison, the visitor's
// unwrapped nobody/serverCenter/customPage is measured with autocannon (50 connections). The server's own capacity for
// the wrapped call is measured apart: requests sealed beforehand by the real wrapper (sealed-requests.ts), each sent
// once by autocannon, so the benchmark's encryption does not take the CPU the server needs. One JSON line each.
import os from 'node:os';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema';
import { generateServices } from './data/generate-services';
import { serverCenterPage } from '../src/shared/api/catalogue/directory';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { withScratchDatabase } from './support/postgres';
import { sealRequests } from './support/sealed-requests';
import { percentile, serverMs } from './support/stats';
import { emit, hammer, loadWatch, ratio, startAnchorServer } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 10_000);
/** Requests sealed ahead per second of the run: more than the server can answer, so the pool never runs dry. */
const SEALED_PER_SECOND = Number(process.env.BENCH_SEALED_PER_SECOND ?? 5_000);
const QUERY = { serviceType: '', sort: 'heat', current: 1, size: 20 } as const;

await withScratchDatabase('servicePage', async (url) => {
  // The first start migrates and seeds; the services are generated between the two starts, as in bench/search.ts.
  const first = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 180_000 });
  await first.stop('SIGTERM');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  if (SERVICES > 0) await generateServices(drizzle(pool, { schema }), { count: SERVICES });
  await pool.query('VACUUM ANALYZE');
  const [{ n: listed } = { n: 0 }] = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM services WHERE status = 1')).rows;
  await pool.end();

  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' }, { timeoutMs: 180_000 });
  // The anchor (bench/support/anchor.ts): a bare Fastify + pg prepared read of the session, user and role on the same
  // database — what a signed-in call cannot beat — and a bare Fastify JSON answer. Hammered right before and right
  // after the measured runs, so they meet the same machine; each figure's ratio is to the mean of the two.
  // Its read finds the newest live session when it starts, so the first sign-in comes before it.
  const probe = createTestPortal({ baseUrl: server.baseUrl });
  await probe.signIn('student', 'Student@123');
  const anchor = await startAnchorServer({ databaseUrl: url });
  const anchorRound = async () => {
    const round = {
      read: await hammer(`${anchor.baseUrl}/read`, { durationS: DURATION_S, connections: CONCURRENCY }),
      json: await hammer(`${anchor.baseUrl}/json`, { durationS: DURATION_S, connections: CONCURRENCY }),
    };
    // A refusing anchor answers fast and would make every ratio a flattering lie.
    if (round.read.non2xx > 0 || round.json.non2xx > 0) throw new Error(`the anchor refused: ${JSON.stringify(round)}`);
    return round;
  };
  try {
    // One page computed from the database (the cache is empty), then served from the cache.
    await probe.api.call(serverCenterPage, QUERY);
    const coldMs = serverMs(probe.lastResponse?.headers);
    await probe.api.call(serverCenterPage, QUERY);
    const warmMs = serverMs(probe.lastResponse?.headers);
    emit(benchLoad, { bench: 'servicePage', call: 'serverCenter/page, first and second call', database: 'postgres', services: listed, coldServerMs: coldMs, warmServerMs: warmMs });

    // Wrapped, signed in: CONCURRENCY pages, each its own crypto session as separate browser tabs would have. Signed
    // in one after another: parallel password attempts of one account from one address are what the sign-in limits
    // hold back (ADR 017), and the bench is not about them.
    const portals: Array<ReturnType<typeof createTestPortal>> = [];
    for (let i = 0; i < CONCURRENCY; i += 1) {
      const portal = createTestPortal({ baseUrl: server.baseUrl });
      await portal.signIn('student', 'Student@123');
      portals.push(portal);
    }
    await Promise.all(portals.map((portal) => portal.api.call(serverCenterPage, QUERY)));
    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + DURATION_S * 1000;
    await Promise.all(portals.map(async (portal) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await portal.api.call(serverCenterPage, QUERY, { silent: true });
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }));
    latencies.sort((a, b) => a - b);
    emit(benchLoad, {
      bench: 'servicePage', call: 'serverCenter/page (wrapped, real client)', database: 'postgres', services: listed, concurrency: CONCURRENCY,
      durationS: DURATION_S, reqPerSec: Math.round(latencies.length / DURATION_S), p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)), errors, goalReqPerSec: 2000,
    });

    // Wrapped, signed in, server capacity: pre-sealed requests, each sent once.
    if (!probe.tokens) throw new Error('the probe did not sign in');
    const pool = await sealRequests(server.baseUrl, probe.tokens, serverCenterPage, QUERY, DURATION_S * SEALED_PER_SECOND);
    // The first one by hand: it must be answered as the real client's call is, and refused when sent again.
    const sendSealed = async (sealed: (typeof pool)[number]) => (await fetch(`${server.baseUrl}${sealed.path}`, {
      method: sealed.method, headers: sealed.headers, body: sealed.body,
    })).json() as Promise<{ status: number; result?: { total?: number } }>;
    const [firstSealed] = pool;
    if (!firstSealed) throw new Error('no request was sealed');
    const accepted = await sendSealed(firstSealed);
    const replayed = await sendSealed(firstSealed);
    if (accepted.status !== 1000 || typeof accepted.result?.total !== 'number' || replayed.status === 1000) {
      throw new Error(`pre-sealed requests are not answered as real calls: ${JSON.stringify({ accepted: accepted.status, replayed: replayed.status })}`);
    }
    const anchorBefore = await anchorRound();
    let next = 1;
    const wrapped = await autocannon({
      url: server.baseUrl, connections: CONCURRENCY, duration: DURATION_S,
      requests: [{
        setupRequest: (request) => {
          const sealed = pool[Math.min(next, pool.length - 1)];
          next += 1;
          return sealed ? { ...request, method: sealed.method as 'POST', path: sealed.path, headers: sealed.headers, body: sealed.body } : request;
        },
      }],
    });
    const anchorAfter = await anchorRound();
    const anchorRead = Math.round((anchorBefore.read.reqPerSec + anchorAfter.read.reqPerSec) / 2);
    const anchorJson = Math.round((anchorBefore.json.reqPerSec + anchorAfter.json.reqPerSec) / 2);
    emit(benchLoad, {
      bench: 'servicePage', call: 'anchor: bare Fastify + pg prepared read / bare Fastify JSON, before and after', database: 'postgres',
      connections: CONCURRENCY, durationS: DURATION_S, anchorBefore, anchorAfter,
    });
    emit(benchLoad, {
      bench: 'servicePage', call: 'serverCenter/page (wrapped, pre-sealed, autocannon)', anchorReadReqPerSec: anchorRead,
      ratioToRead: ratio(Math.round(wrapped.requests.average), anchorRead), goalRatioToRead: 0.6, database: 'postgres', services: listed,
      connections: CONCURRENCY, durationS: DURATION_S, reqPerSec: Math.round(wrapped.requests.average), p99Ms: wrapped.latency.p99,
      non2xx: wrapped.non2xx, errors: wrapped.errors, sealedUsed: Math.min(next, pool.length), firstAnswerStatus: accepted.status, replayStatus: replayed.status, sealedRanOut: next > pool.length,
      goalReqPerSec: 2000,
    });

    // Unwrapped visitor page under autocannon.
    const result = await autocannon({
      url: `${server.baseUrl}/api/blade-platform/nobody/serverCenter/customPage`,
      method: 'POST', connections: 50, duration: DURATION_S,
      headers: { 'content-type': 'application/json' }, body: JSON.stringify(QUERY),
    });
    emit(benchLoad, {
      bench: 'servicePage', call: 'nobody/serverCenter/customPage (autocannon)', database: 'postgres', services: listed, connections: 50,
      anchorJsonReqPerSec: anchorJson, ratioToJson: ratio(Math.round(result.requests.average), anchorJson),
      durationS: DURATION_S, reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99,
      non2xx: result.non2xx, errors: result.errors, goalReqPerSec: 2000,
    });
  } finally {
    await anchor.stop();
    await server.stop('SIGTERM');
  }
});
