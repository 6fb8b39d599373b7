import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tarball) that each PGlite test server starts from. */
    pgliteTemplate: string;
    /** A migrated, seeded PostgreSQL database each PostgreSQL test server is copied from ('' without TEST_DATABASE_URL). */
    pgTemplate: string;
  }
}

/**
 * Migrating and seeding PGlite costs ~10 s per test file on 2 cores; doing it once here and starting each PGlite
 * test server from the snapshot keeps the API tier within its time. Every server still gets its own database.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-api-'));
  const file = path.join(dir, 'seeded-pglite.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDemo(database.db);
    const snapshot = await database.snapshot?.();
    if (!snapshot) throw new Error('PGlite gave no snapshot');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  const pgTemplate = process.env.TEST_DATABASE_URL ? await makePgTemplate(process.env.TEST_DATABASE_URL) : '';
  project.provide('pgTemplate', pgTemplate);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgTemplate && process.env.TEST_DATABASE_URL) await dropClones(process.env.TEST_DATABASE_URL, pgTemplate);
  };
}

/** Runs statements on the server of `url`, on its own connection. */
async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The same for PostgreSQL: one database migrated and seeded here, which each PostgreSQL test server copies
 * (tests/api/helpers/test-server.ts). Named for this run, so runs side by side on one server keep theirs apart.
 */
async function makePgTemplate(url: string): Promise<string> {
  const name = `sh_tpl_${process.pid}_${Date.now().toString(36)}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://', poolSize: 2 });
  try {
    await seedDemo(database.db);
  } finally {
    // A template must have no connection open when it is copied.
    await database.close();
  }
  return name;
}

/** The template and any copy a crashed test left behind. */
async function dropClones(url: string, template: string): Promise<void> {
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where datname like $1', [`${template}%`]);
    for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
