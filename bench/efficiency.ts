// Efficiency supervision on PostgreSQL at 1,000,000 applications (ADR 010): the demo seed plus the efficiency bench
// generator, a full refresh of the daily pre-aggregates (and an incremental one), then overView, processTrending and
// reportTable (the calls that read the aggregates) many times each as the administrator over the current semester.
// Figures: the server's own time (Server-Timing app;dur) p50/p95/p99 per call, and the dashboard's Lighthouse
// performance (mobile preset, signed in). Prints one JSON line per figure. Anchors, in the same run: for the refresh,
// one bare pass over the same applications and their nodes (two counts, no grouping, no writes), timed before and
// after it; for the calls, the bare Fastify + pg prepared read (bench/support/anchor.ts), its server time before and
// after them; for Lighthouse, the page's plain React page (bench/support/plain-page.ts).
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema';
import { refreshEfficiency } from '../src/server/features/efficiency/services/refresh';
import { generateEfficiencyBenchData } from './data/generate-efficiency';
import { overView, processTrending, reportTable } from '../src/shared/api/catalogue/efficiency';
import { ensureChromium } from '../tests/support/chromium';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { signInForLighthouse } from './support/lighthouse';
import { lighthouseBesideAnchor, signInWithForm } from './support/plain-page';
import { ensurePortalBuilt } from './support/portal-build';
import { withScratchDatabase } from './support/postgres';
import { percentile, serverMs } from './support/stats';
import { anchorServerTimes, emit, loadWatch, ratio, startAnchorServer } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1_000_000);
const TENANT = '000000';
const line = (figures: Record<string, unknown>) => emit(benchLoad, { bench: 'efficiency', database: 'postgres', ...figures });


// Built before any server starts: a server serves the bundle it found at its start.
if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') await ensurePortalBuilt();

await withScratchDatabase('efficiency', async (url) => {
  const first = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 180_000 });
  await first.stop('SIGTERM');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The scratch database is dropped WITH (FORCE) after a failure: its idle connections must not crash the report.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  /** The refresh's floor: every application and every node of the tenant read once, nothing grouped or written. */
  const bareScanMs = async () => {
    const at = performance.now();
    await pool.query('select count(*) from processes where tenant_id = $1', [TENANT]);
    await pool.query('select count(*) from processes p join process_nodes n on n.process_id = p.id where p.tenant_id = $1', [TENANT]);
    return Math.round(performance.now() - at);
  };
  let started = performance.now();
  const generated = await generateEfficiencyBenchData(db, { tenantId: TENANT, processes: PROCESSES }).catch((error: unknown) => {
    process.stderr.write(`efficiency bench: generation failed: ${String(error)}\n`);
    throw error;
  });
  const generateMs = Math.round(performance.now() - started);
  await pool.query('VACUUM ANALYZE');
  const scanBefore = await bareScanMs();
  started = performance.now();
  await refreshEfficiency(db, TENANT, new Date(), { full: true });
  const fullRefreshMs = Math.round(performance.now() - started);
  const scanAfter = await bareScanMs();
  started = performance.now();
  await refreshEfficiency(db, TENANT, new Date());
  const incrementalRefreshMs = Math.round(performance.now() - started);
  const [rows] = (await pool.query('select (select count(*) from efficiency_service_days)::int as service_days, (select count(*) from efficiency_node_days)::int as node_days')).rows as Array<Record<string, number>>;
  await pool.query('VACUUM ANALYZE');
  await pool.end();
  const anchorScanMs = Math.min(scanBefore, scanAfter);
  line({
    figure: 'refresh', generated, generateMs, fullRefreshMs, incrementalRefreshMs, aggregateRows: rows,
    anchor: 'bare pass over the same applications and nodes (two counts), before and after the full refresh',
    anchorScanMs: [scanBefore, scanAfter], fullRefreshTimesAnchor: ratio(fullRefreshMs, anchorScanMs),
  });

  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 120_000 });
  // The calls' anchor: a bare Fastify + pg prepared read of the session, user and role, timed the same way
  // (Server-Timing), before and after the calls so it meets the same machine.
  const anchor = await startAnchorServer({ databaseUrl: url });
  try {
    const portal = createTestPortal({ baseUrl: server.baseUrl });
    await portal.signIn('admin', 'Admin@123');
    const anchorBefore = await anchorServerTimes(anchor, ROUNDS);
    const callLines: Array<Record<string, unknown> & { p95Ms: number }> = [];
    const calls = [
      ['overView', () => portal.api.call(overView, {})],
      ['processTrending', () => portal.api.call(processTrending, { unit: 'day' })],
      ['reportTable', () => portal.api.call(reportTable, {})],
    ] as const;
    for (const [name, run] of calls) {
      const server: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        const t0 = performance.now();
        await run();
        wall.push(performance.now() - t0);
        server.push(serverMs(portal.lastResponse?.headers));
      }
      server.sort((a, b) => a - b);
      wall.sort((a, b) => a - b);
      callLines.push({
        figure: name, processes: PROCESSES, rounds: ROUNDS, p50Ms: percentile(server, 50), p95Ms: percentile(server, 95), p99Ms: percentile(server, 99),
        clientP95Ms: Math.round(percentile(wall, 95) * 10) / 10, goalP95Ms: 150,
      });
    }
    const anchorAfter = await anchorServerTimes(anchor, ROUNDS);
    const anchorReadP95 = Math.max(anchorBefore.read.p95Ms, anchorAfter.read.p95Ms);
    line({ figure: 'anchor', anchor: 'bare Fastify + pg prepared read / bare JSON, server time', rounds: ROUNDS, anchorBefore, anchorAfter });
    for (const call of callLines) line({ ...call, anchorReadP95Ms: anchorReadP95, p95TimesAnchorRead: ratio(call.p95Ms, anchorReadP95) });
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      const score = await lighthouseBesideAnchor({
        chromiumPath: ensureChromium(), url: `${server.baseUrl}/effectivenessSupervision`,
        snapshotPrepare: signInWithForm(server.baseUrl, 'admin', 'Admin@123'), lighthousePrepare: signInForLighthouse(server.baseUrl, 'admin', 'Admin@123'),
      });
      line({ figure: 'lighthouse', page: '/effectivenessSupervision', processes: PROCESSES, ...score, goalPerformance: 90 });
    }
  } finally {
    await anchor.stop();
    await server.stop('SIGTERM');
  }
});
