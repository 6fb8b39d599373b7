// Efficiency supervision on PostgreSQL at 1,000,000 applications (ADR 010): the demo seed plus the efficiency bench
// generator, a full refresh of the daily pre-aggregates (and an incremental one), then overView, processTrending and
// reportTable (the calls that read the aggregates) many times each as the administrator over the current semester.
// Figures: the server's own time (Server-Timing app;dur) p50/p95/p99 per call, and the dashboard's Lighthouse
// performance (mobile preset, signed in). Prints one JSON line per figure.
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
import { emit, loadWatch } from './support/anchor';

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
  let started = performance.now();
  const generated = await generateEfficiencyBenchData(db, { tenantId: TENANT, processes: PROCESSES }).catch((error: unknown) => {
    process.stderr.write(`efficiency bench: generation failed: ${String(error)}\n`);
    throw error;
  });
  const generateMs = Math.round(performance.now() - started);
  await pool.query('VACUUM ANALYZE');
  started = performance.now();
  await refreshEfficiency(db, TENANT, new Date(), { full: true });
  const fullRefreshMs = Math.round(performance.now() - started);
  started = performance.now();
  await refreshEfficiency(db, TENANT, new Date());
  const incrementalRefreshMs = Math.round(performance.now() - started);
  const [rows] = (await pool.query('select (select count(*) from efficiency_service_days)::int as service_days, (select count(*) from efficiency_node_days)::int as node_days')).rows as Array<Record<string, number>>;
  await pool.query('VACUUM ANALYZE');
  await pool.end();
  line({ figure: 'refresh', generated, generateMs, fullRefreshMs, incrementalRefreshMs, aggregateRows: rows });

  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 120_000 });
  try {
    const portal = createTestPortal({ baseUrl: server.baseUrl });
    await portal.signIn('admin', 'Admin@123');
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
      line({
        figure: name, processes: PROCESSES, rounds: ROUNDS, p50Ms: percentile(server, 50), p95Ms: percentile(server, 95), p99Ms: percentile(server, 99),
        clientP95Ms: Math.round(percentile(wall, 95) * 10) / 10, goalP95Ms: 150,
      });
    }
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      const score = await lighthouseBesideAnchor({
        chromiumPath: ensureChromium(), url: `${server.baseUrl}/effectivenessSupervision`,
        snapshotPrepare: signInWithForm(server.baseUrl, 'admin', 'Admin@123'), lighthousePrepare: signInForLighthouse(server.baseUrl, 'admin', 'Admin@123'),
      });
      line({ figure: 'lighthouse', page: '/effectivenessSupervision', processes: PROCESSES, ...score, goalPerformance: 90 });
    }
  } finally {
    await server.stop('SIGTERM');
  }
});
