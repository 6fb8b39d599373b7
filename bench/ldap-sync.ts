// LDAP directory sync (ADR 023): 10,000 people in a real slapd (tests/support/identity/slapd.ts), a full first sync
// and a second sync that changes nothing, on PGlite and, when a PostgreSQL server answers, on PostgreSQL; the server
// runs in its own process. The anchor, in the same run: the bare ldapts paged read of the same entries with the same
// page size and attributes (what the sync cannot go below). Prints one JSON line per database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';
import pg from 'pg';
import { directorySync as calls } from '../src/shared/api/catalogue';
import { DEFAULT_DIRECTORY_SYNC, type SyncRun } from '../src/shared/schema/directory-sync';
import { startSlapd, type Slapd } from '../tests/support/identity/slapd';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { until } from '../tests/support/until';
import { emit, loadWatch } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PEOPLE = Number(process.env.BENCH_LDAP_PEOPLE ?? 10_000);
const PAGE_SIZE = 500;
const GOAL_S = 30;
const STUDENT_ROLE = '1123598816738675203';
const TEACHER_ROLE = '1123598816738675202';

const load = () => os.loadavg().map((v) => Math.round(v * 100) / 100);
const seconds = (ms: number) => Math.round(ms) / 1000;

/** The anchor: one bound client reading every person page by page, nothing else. */
async function bareRead(slapd: Slapd): Promise<{ ms: number; entries: number }> {
  const client = new Client({ url: slapd.url });
  await client.bind(slapd.syncDn, slapd.syncPassword);
  const started = performance.now();
  let entries = 0;
  const attributes = [...new Set(Object.values(DEFAULT_DIRECTORY_SYNC.mapping))];
  for await (const page of client.searchPaginated(slapd.peopleBase, { scope: 'sub', filter: DEFAULT_DIRECTORY_SYNC.peopleFilter, attributes, paged: { pageSize: PAGE_SIZE } })) {
    entries += page.searchEntries.length;
  }
  const ms = performance.now() - started;
  await client.unbind();
  return { ms, entries };
}

async function measure(label: string, slapd: Slapd, env: Record<string, string>) {
  const server = await startServerProcess({ ...env, LOG_LEVEL: 'warn' }, { timeoutMs: 120_000 });
  try {
    const admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    await admin.api.call(calls.directorySyncSubmit, {
      ...DEFAULT_DIRECTORY_SYNC, url: slapd.url, bindDn: slapd.syncDn, bindPassword: slapd.syncPassword, peopleBase: slapd.peopleBase,
      departmentsBase: slapd.departmentsBase, roleRules: [{ value: 'student', roleId: STUDENT_ROLE }], defaultRoleId: TEACHER_ROLE,
      pageSize: PAGE_SIZE,
    });
    await admin.api.call(calls.directorySyncStudio.publish, {});

    const sync = async (): Promise<{ wallMs: number; run: SyncRun }> => {
      const started = performance.now();
      const { jobId } = await admin.api.call(calls.directorySyncStart, {});
      const run = await until('the sync to end', () => admin.api.call(calls.directorySyncStatus, { jobId }),
        (r) => r?.state === 'succeeded' || r?.state === 'failed', { timeoutMs: 600_000, intervalMs: 50 });
      if (!run || run.state !== 'succeeded') throw new Error(`sync ${run?.state ?? 'missing'}: ${run?.errorMsg ?? ''}`);
      return { wallMs: performance.now() - started, run };
    };
    const loadStart = load();
    const anchor = await bareRead(slapd);
    const first = await sync();
    const second = await sync();
    const anchorAfter = await bareRead(slapd);
    const jobMs = (run: SyncRun) => (run.startedAt && run.finishedAt ? Date.parse(run.finishedAt) - Date.parse(run.startedAt) : Number.NaN);
    const anchorMs = Math.min(anchor.ms, anchorAfter.ms);
    const line = {
      bench: 'ldapSync',
      database: label,
      people: PEOPLE,
      pageSize: PAGE_SIZE,
      firstSyncS: seconds(first.wallMs),
      firstJobS: seconds(jobMs(first.run)),
      firstAdded: first.run.report?.added.count,
      secondSyncS: seconds(second.wallMs),
      secondJobS: seconds(jobMs(second.run)),
      secondUnchanged: second.run.report?.unchanged,
      anchorBareReadS: [seconds(anchor.ms), seconds(anchorAfter.ms)],
      anchorEntries: anchor.entries,
      ratioFirstToAnchor: Math.round((first.wallMs / anchorMs) * 10) / 10,
      ratioSecondToAnchor: Math.round((second.wallMs / anchorMs) * 10) / 10,
      goalS: GOAL_S,
      loadAvgStart: loadStart,
      loadAvgEnd: load(),
      cpus: os.cpus().length,
    };
    emit(benchLoad, line);
  } finally {
    await server.stop('SIGTERM');
  }
}

const slapd = await startSlapd({ people: PEOPLE });
try {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-'));
  try {
    await measure('pglite', slapd, { DATA_DIR: dataDir });
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
      await measure('postgres', slapd, { DATABASE_URL: `${PG_URL}/${db}`, DATA_DIR: os.tmpdir() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    emit(benchLoad, { bench: 'ldapSync', database: 'postgres', skipped: `no PostgreSQL at ${PG_URL}` });
  }
} finally {
  await slapd.stop();
}
