// GET /api/blade-user/user/getUserInfo with a valid token under autocannon (50 connections, 10 s),
// on PGlite and, when a PostgreSQL server answers, on PostgreSQL. Prints one JSON line per database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServerProcess } from '../tests/support/server-process';
import { signInAs } from '../tests/support/portal-client';

const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function measure(label: string, env: Record<string, string>) {
  const server = await startServerProcess({ ...env, LOG_LEVEL: 'warn' }, { timeoutMs: 120_000 });
  try {
    const { login } = await signInAs(server.baseUrl, 'student', 'Student@123');
    const result = await autocannon({
      url: `${server.baseUrl}/api/blade-user/user/getUserInfo?time=1`,
      connections: 50,
      duration: DURATION_S,
      headers: { 'Blade-Auth': `bearer ${login.access_token}` },
    });
    const line = {
      bench: 'getUserInfo',
      database: label,
      connections: 50,
      durationS: DURATION_S,
      reqPerSec: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      goalReqPerSec: label === 'postgres' ? 2500 : 1000,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
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

const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
let pgAvailable = true;
await admin.connect().catch(() => (pgAvailable = false));
if (pgAvailable) {
  const db = `service_hall_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${db}`);
  try {
    await measure('postgres', { DATABASE_URL: `${PG_URL}/${db}`, DATA_DIR: os.tmpdir() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
  }
} else {
  process.stdout.write(`${JSON.stringify({ bench: 'getUserInfo', database: 'postgres', skipped: `no PostgreSQL at ${PG_URL}` })}\n`);
}
