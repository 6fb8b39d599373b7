// serverCenter/page (the service hall's list) on PostgreSQL, signed in as the student.
// The real call is wrapped (WRAP-04: encrypted, signed, and every request id and nonce is refused a second time), so
// autocannon cannot replay one recorded request: the signed-in figure comes from the real request wrapper running
// CONCURRENCY loops for DURATION_S, each call sealed and verified as a browser would. For comparison, the visitor's
// unwrapped nobody/serverCenter/customPage is measured with autocannon (50 connections). One JSON line each.
import os from 'node:os';
import autocannon from 'autocannon';
import { serverCenterPage } from '../src/shared/api/catalogue/directory';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { withScratchDatabase } from './support/postgres';
import { percentile } from './support/stats';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const QUERY = { serviceType: '', sort: 'heat', current: 1, size: 20 } as const;

await withScratchDatabase('servicePage', async (url) => {
  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' }, { timeoutMs: 180_000 });
  try {
    // Wrapped, signed in: CONCURRENCY pages, each its own crypto session as separate browser tabs would have.
    const portals = await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      const portal = createTestPortal({ baseUrl: server.baseUrl });
      await portal.signIn('student', 'Student@123');
      await portal.api.call(serverCenterPage, QUERY);
      return portal;
    }));
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
    process.stdout.write(`${JSON.stringify({
      bench: 'servicePage', call: 'serverCenter/page (wrapped, real client)', database: 'postgres', concurrency: CONCURRENCY,
      durationS: DURATION_S, reqPerSec: Math.round(latencies.length / DURATION_S), p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)), errors, goalReqPerSec: 2000,
    })}\n`);

    // Unwrapped visitor page under autocannon.
    const result = await autocannon({
      url: `${server.baseUrl}/api/blade-platform/nobody/serverCenter/customPage`,
      method: 'POST', connections: 50, duration: DURATION_S,
      headers: { 'content-type': 'application/json' }, body: JSON.stringify(QUERY),
    });
    process.stdout.write(`${JSON.stringify({
      bench: 'servicePage', call: 'nobody/serverCenter/customPage (autocannon)', database: 'postgres', connections: 50,
      durationS: DURATION_S, reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99,
      non2xx: result.non2xx, errors: result.errors, goalReqPerSec: 2000,
    })}\n`);
  } finally {
    await server.stop('SIGTERM');
  }
});
