// Load (issue 9): a realistic mix on PostgreSQL — 80 % reads (home page layout, a card's data, service search, the
// service hall's page), 20 % writes (favourites added and removed, ratings, visit logs, chat messages) — by
// BENCH_MIX_USERS signed-in students, sent by autocannon. Every wrapped request is sealed by the real request
// wrapper in a worker thread (support/mix-sealer.ts) and sent once, as WRAP-04 requires; see support/load-mix-plan.ts.
// Phases, one JSON line each:
//   a. sustained: the mix at BENCH_CONNECTIONS (50) for BENCH_DURATION_S (30 s), sealed up front. Goal ≥ 1,500
//      req/s, p99 < 100 ms, no errors.
//   b. sign-in storm: 2,500 sign-ins per 5 minutes (fresh pages, each its own handshake) for LOAD_MINUTES (5) while
//      the mix runs as in (a). Goal: sign-in p95 < 2 s.
//   c. overload: the mix offered at twice the rate (a) sustained, over BENCH_OVERLOAD_CONNECTIONS (400), for
//      BENCH_DURATION_S. Goal: the excess turned away with 429/503 and Retry-After, the rest p99 < 2 s.
//   d. soak: the mix at 70 % of (a)'s rate for 6 × LOAD_MINUTES (30) minutes; the server's resident set at one
//      sixth (5 min) and at the end (30 min). Goal: within 10 %.
// Each phase's line carries its anchor from the same run: the bare Fastify + pg prepared read (bench/support/anchor.ts)
// hammered at BENCH_CONNECTIONS after the phase (and before (a)), and the phase's rate over it.
// LOAD_MINUTES=0.5 gives a quick run (storm 30 s / 250 sign-ins, soak 3 min). BENCH_PHASES=a,c runs only some.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { DEMO_TENANT_ID } from '../src/server/seed';
import { startServerProcess } from '../tests/support/server-process';
import { MIX_WEIGHTS, WRITE_KINDS } from './support/load-mix-plan';
import { BENCH_PASSWORD, seedLoadMixData, signInMixUsers } from './support/load-mix-setup';
import { startMixSealer } from './support/mix-sealer';
import { runMix, type MixFigures } from './support/mix-run';
import { withScratchDatabase } from './support/postgres';
import { signInStorm } from './support/sign-in-storm';
import { emit, hammer, loadWatch, ratio, startAnchorServer } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OVERLOAD_CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 400);
const LOAD_MINUTES = Number(process.env.LOAD_MINUTES ?? 5);
const SOAK_MINUTES = LOAD_MINUTES * 6;
const SIGN_INS = Math.round((2500 * LOAD_MINUTES) / 5);
const MIX_USERS = Number(process.env.BENCH_MIX_USERS ?? 100);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 10_000);
/** Requests sealed before (a), per second of it: more than the server can answer, so (a) never waits on sealing. */
const SEALED_PER_SECOND = Number(process.env.BENCH_SEALED_PER_SECOND ?? 3_000);
const PHASES = new Set((process.env.BENCH_PHASES ?? 'a,b,c,d').split(','));
/** Until (a) measured it: the rate (b)–(d) derive from when (a) is skipped. */
let sustainedRate = Number(process.env.BENCH_SUSTAINED_RATE ?? 1_500);

const print = (line: Record<string, unknown>) => emit(benchLoad, { bench: 'loadMix', database: 'postgres', ...line });
const mixFigures = (f: MixFigures) => ({ ...f, writesShare: f.answered > 0 ? Number((f.writes / f.answered).toFixed(3)) : 0 });

/** Resident set of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

await withScratchDatabase('loadMix', async (url) => {
  // The first start migrates and seeds; services and users are added between the two starts.
  const first = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 180_000 });
  await first.stop('SIGTERM');
  const data = await seedLoadMixData(url, { servicesToAdd: SERVICES, mixUsers: MIX_USERS, stormUsers: 500, servicesUsed: 2_000 });

  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' }, { timeoutMs: 180_000 });
  const pid = server.child.pid ?? 0;
  const fixture = await signInMixUsers(server.baseUrl, data);
  const sealer = startMixSealer(fixture, url, DEMO_TENANT_ID);
  // The anchor (bench/support/anchor.ts): a bare Fastify + pg prepared read of the session, user and role on the
  // same database at the same connections, hammered right before (a) and right after each phase, so each phase's
  // line carries what the bare read did on the same machine at that moment.
  const anchor = await startAnchorServer({ databaseUrl: url });
  const anchorSlice = Math.max(5, Math.round(DURATION_S / 3));
  const readAnchor = () => hammer(`${anchor.baseUrl}/read`, { durationS: anchorSlice, connections: CONNECTIONS });
  print({
    phase: 'setup', mixUsers: fixture.users.length, services: SERVICES, servicesUsed: fixture.serviceIds.length, cards: fixture.cardIds.length,
    weights: MIX_WEIGHTS, writeKinds: [...WRITE_KINDS], cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  });
  try {
    // One pass over every kind by hand: each must succeed as a real call, or the figures below mean nothing.
    await sealer.fill(100);
    const probeFailures: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const sealed = sealer.next();
      if (!sealed) throw new Error('the sealer gave no request');
      const answer = await fetch(`${server.baseUrl}${sealed.path}`, { method: sealed.method, headers: sealed.headers, body: sealed.body });
      const body = (await answer.json()) as { status?: number; msg?: string };
      if (body.status !== 1000 && body.status !== 200) probeFailures.push(`${sealed.kind}: ${answer.status} ${body.status} ${body.msg}`);
    }
    if (probeFailures.length > 0) throw new Error(`requests of the mix are refused:\n${probeFailures.join('\n')}`);

    if (PHASES.has('a')) {
      await sealer.fill(DURATION_S * SEALED_PER_SECOND);
      // A safety net only: `unsealed` in the line tells whether it was needed.
      sealer.keepAhead(5 * SEALED_PER_SECOND);
      const anchorBefore = await readAnchor();
      const figures = await runMix(sealer, { baseUrl: server.baseUrl, connections: CONNECTIONS, durationS: DURATION_S });
      const anchorAfter = await readAnchor();
      const anchorRead = Math.round((anchorBefore.reqPerSec + anchorAfter.reqPerSec) / 2);
      sustainedRate = figures.reqPerSec;
      print({
        phase: 'a. sustained mix', ...mixFigures(figures), anchorReadBefore: anchorBefore, anchorReadAfter: anchorAfter,
        ratioToRead: ratio(figures.reqPerSec, anchorRead), goal: { reqPerSec: 1500, p99Ms: 100, errors: 0 },
      });
      sealer.keepAhead(0);
      sealer.discard();
    }

    if (PHASES.has('b')) {
      sealer.keepAhead(10 * SEALED_PER_SECOND);
      await sealer.fill(5 * SEALED_PER_SECOND);
      const durationS = LOAD_MINUTES * 60;
      const [figures, storm] = await Promise.all([
        runMix(sealer, { baseUrl: server.baseUrl, connections: CONNECTIONS, durationS }),
        signInStorm(server.baseUrl, data.stormAccounts, BENCH_PASSWORD, SIGN_INS, durationS * 1000),
      ]);
      const anchorAfter = await readAnchor();
      print({
        phase: 'b. sign-in storm beside the mix', stormMinutes: LOAD_MINUTES, signIn: storm, mix: mixFigures(figures), goal: { signInP95Ms: 2000 },
        anchorReadAfter: anchorAfter, mixRatioToRead: ratio(figures.reqPerSec, anchorAfter.reqPerSec),
      });
      sealer.keepAhead(0);
      sealer.discard();
    }

    if (PHASES.has('c')) {
      const rate = 2 * sustainedRate;
      sealer.keepAhead(10 * rate);
      await sealer.fill(5 * rate);
      const figures = await runMix(sealer, { baseUrl: server.baseUrl, connections: OVERLOAD_CONNECTIONS, durationS: DURATION_S, rate });
      const anchorAfter = await readAnchor();
      const turnedAwayShare = figures.answered > 0 ? Number((figures.refusedWithRetryAfter / figures.answered).toFixed(3)) : 0;
      const servedPerSec = Math.round(figures.succeeded / DURATION_S);
      print({
        phase: 'c. overload at twice the sustained rate', sustainedRate, offeredRate: rate, turnedAwayShare,
        servedPerSec, ...mixFigures(figures), goal: { restP99Ms: 2000, refusalsCarryRetryAfter: true },
        anchorReadAfter: anchorAfter, servedRatioToRead: ratio(servedPerSec, anchorAfter.reqPerSec),
      });
      sealer.keepAhead(0);
      sealer.discard();
    }

    if (PHASES.has('d')) {
      const rate = Math.round(0.7 * sustainedRate);
      sealer.keepAhead(10 * rate);
      await sealer.fill(5 * rate);
      const samples: Array<{ minute: number; rssMiB: number }> = [];
      const started = performance.now();
      const timer = setInterval(() => samples.push({ minute: Number(((performance.now() - started) / 60_000).toFixed(2)), rssMiB: rssMiB(pid) }), 10_000);
      const early = new Promise<number>((resolve) => setTimeout(() => resolve(rssMiB(pid)), (SOAK_MINUTES / 6) * 60_000));
      const figures = await runMix(sealer, { baseUrl: server.baseUrl, connections: CONNECTIONS, durationS: SOAK_MINUTES * 60, rate });
      clearInterval(timer);
      const atEnd = rssMiB(pid);
      const atSixth = await early;
      const anchorAfter = await readAnchor();
      print({
        phase: 'd. soak', minutes: SOAK_MINUTES, rate, rssMiBAtSixth: atSixth, rssMiBAtEnd: atEnd, sixthAtMinute: SOAK_MINUTES / 6,
        growthPct: Number((((atEnd - atSixth) / atSixth) * 100).toFixed(1)), rssPerMinute: samples.filter((_, k) => k % 6 === 5),
        ...mixFigures(figures), goal: { growthPctWithin: 10 },
        anchorReadAfter: anchorAfter, ratioToRead: ratio(figures.reqPerSec, anchorAfter.reqPerSec),
      });
    }
  } finally {
    await anchor.stop();
    await sealer.close();
    await server.stop('SIGTERM');
  }
});
