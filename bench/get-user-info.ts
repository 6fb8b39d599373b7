// GET /api/blade-user/user/getUserInfo with a valid token under autocannon (50 connections), on PGlite and, when a
// PostgreSQL server answers, on PostgreSQL — each beside its anchors in the same run (bench/support/anchor.ts): a bare
// Fastify answering the same JSON, and a bare Fastify with the same driver running one prepared read of the same
// session, user and role. The three are hammered in turn, BENCH_ROUNDS rounds of BENCH_SLICE_S seconds, and each
// figure is the median of its rounds, so a figure and its anchor meet the same machine load.
// Goal: the signed-in call ≥ 0.8× the bare read, p99 < 50 ms at 50 connections.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../tests/support/server-process';
import { signInAs } from '../tests/support/portal-client';
import { emit, interleaved, loadWatch, ratio, startAnchorServer } from './support/anchor';
import { withScratchDatabase } from './support/postgres';

const SLICE_S = Number(process.env.BENCH_SLICE_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

async function measure(database: 'pglite' | 'postgres', env: Record<string, string>, anchorDb: () => { databaseUrl?: string; pgliteDir?: string }) {
  const watch = loadWatch();
  // The first start migrates and seeds, and the student signs in; for PGlite the anchor then gets a copy of the folder
  // (one process per PGlite folder), so both can run at once.
  const first = await startServerProcess({ ...env, LOG_LEVEL: 'warn' }, { timeoutMs: 180_000 });
  const { login } = await signInAs(first.baseUrl, 'student', 'Student@123');
  await first.stop('SIGTERM');
  const anchor = await startAnchorServer(anchorDb());
  const server = await startServerProcess({ ...env, LOG_LEVEL: 'warn' }, { timeoutMs: 180_000 });
  try {
    const headers = { 'Blade-Auth': `bearer ${login.access_token}` };
    const url = `${server.baseUrl}/api/blade-user/user/getUserInfo?time=1`;
    const body = await (await fetch(url, { headers })).text();
    await fetch(`${anchor.baseUrl}/read`);
    const figures = await interleaved([
      { name: 'call', url, headers },
      { name: 'anchorRead', url: `${anchor.baseUrl}/read` },
      { name: 'anchorJson', url: `${anchor.baseUrl}/json` },
    ], { rounds: ROUNDS, sliceS: SLICE_S, connections: CONNECTIONS });
    emit(watch, {
      bench: 'getUserInfo', database, connections: CONNECTIONS, rounds: ROUNDS, sliceS: SLICE_S, bodyBytes: body.length,
      ...figures,
      ratioToRead: ratio(figures.call?.reqPerSec ?? 0, figures.anchorRead?.reqPerSec ?? 0),
      ratioToJson: ratio(figures.call?.reqPerSec ?? 0, figures.anchorJson?.reqPerSec ?? 0),
      goal: 'ratioToRead ≥ 0.8, call p99 < 50 ms',
    });
  } finally {
    await server.stop('SIGTERM');
    await anchor.stop();
    watch.stop();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-'));
const anchorDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-anchor-'));
try {
  await measure('pglite', { DATA_DIR: dataDir }, () => {
    cpSync(path.join(dataDir, 'pglite'), anchorDir, { recursive: true });
    return { pgliteDir: anchorDir };
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(anchorDir, { recursive: true, force: true });
}
await withScratchDatabase('getUserInfo', (url) => measure('postgres', { DATABASE_URL: url, DATA_DIR: os.tmpdir() }, () => ({ databaseUrl: url })));
