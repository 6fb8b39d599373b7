import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../../src/server/app';
import { parseEnv } from '../../../src/server/config/env';
import type { AppContext } from '../../../src/server/context';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createDbKeyStore } from '../../../src/server/security/db-key-store';
import { seedDemo } from '../../../src/server/seed';
import { randomId } from '../../../src/shared/rules/ids';
import { until } from '../../support/until';

export type TestDbKind = 'pglite' | 'postgres';

/** The seeded PostgreSQL template database of tests/api/global-setup.ts (none without TEST_DATABASE_URL). */
function pgTemplate(): string | undefined {
  return inject('pgTemplate') || undefined;
}

/** TEST_DATABASE_URL with another database name. */
function urlOfDatabase(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on TEST_DATABASE_URL's server, outside any database the tests use. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one PostgreSQL test server, copied from the seeded template (CREATE DATABASE … TEMPLATE
 * copies its files: well under a second, where migrating and seeding a schema took 5–20 s on the shared 2 cores).
 * Another clone starting from the same template at that moment makes PostgreSQL answer 55006 (the template is in
 * use); it is tried again.
 */
async function cloneTemplate(template: string): Promise<string> {
  const name = `${template}_${randomId(10).toLowerCase()}`;
  const created = async () => {
    try {
      await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '55006') return false;
      throw error;
    }
  };
  await until(`a copy of the template database ${template}`, created, { timeoutMs: 60_000, intervalMs: 100 });
  return name;
}

/** The seeded PGlite snapshot of tests/api/global-setup.ts, read once per test file. */
let templateBlob: Blob | undefined;
function pgliteTemplate(): Blob {
  templateBlob ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return templateBlob;
}

/**
 * A new DATA_DIR whose PGlite is the seeded snapshot of tests/api/global-setup.ts, for a server started as a child
 * process (tests/support/server-process.ts): it opens the data as it finds it, where on an empty folder it ran initdb,
 * the migrations and the seed first (~35 s of a loaded 2-core machine, ~5 s from the snapshot). The caller removes it.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openDatabase({ dataDir, pgliteSnapshot: pgliteTemplate() });
  await database.close();
  return dataDir;
}

/** API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestServer {
  app: FastifyInstance;
  context: AppContext;
  baseUrl: string;
  /** PostgreSQL: where this server's data is (its own database, or a schema when started through a proxy). */
  database?: { url: string; schema?: string };
  /** Moves the server's clock forward (token and session expiry). */
  advanceClock(ms: number): void;
  /** Stops the server's clock where it is (advanceClock still moves it), so a burst sees one instant. */
  freezeClock(): void;
  /** Lets the clock run again from where it stands. */
  thawClock(): void;
  close(): Promise<void>;
}

/** A real server on 127.0.0.1 with a fresh, migrated and seeded database of the given kind. */
export interface TestServerOptions {
  /** Receives every log line at `logLevel` (default: no logs). */
  logStream?: DestinationStream;
  logLevel?: string;
  /** Adds test-only routes before the server starts listening. */
  extend?: (app: FastifyInstance) => void;
  /** The Redis the server uses (the caller closes it); default none. */
  redis?: Redis;
  /** PostgreSQL only: where the server connects instead of TEST_DATABASE_URL (say through a proxy a test can cut). */
  databaseUrl?: string;
}

export async function startTestServer(
  kind: TestDbKind,
  envOverrides: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  // PostgreSQL: a clone of the seeded template, unless the caller connects elsewhere (through a proxy it can cut),
  // where the server gets a schema of its own on that connection and migrates and seeds it.
  const template = kind === 'postgres' && !options.databaseUrl ? pgTemplate() : undefined;
  const clone = template ? await cloneTemplate(template) : undefined;
  const pgSchema = kind === 'postgres' && !clone ? `sh_test_${randomId(12).toLowerCase()}` : undefined;
  const pgliteSnapshot = kind === 'pglite' ? pgliteTemplate() : undefined;
  const databaseUrl = kind !== 'postgres' ? undefined : clone ? urlOfDatabase(clone) : (options.databaseUrl ?? process.env.TEST_DATABASE_URL);
  const database: Database = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: 5,
    pgSchema,
    pgliteSnapshot,
  });
  let offset = 0;
  let frozenAt: number | null = null;
  const env = parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...envOverrides });
  const context: AppContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    keyStore: createDbKeyStore(database.db),
    redis: options.redis ?? null,
    now: () => (frozenAt ?? Date.now()) + offset,
  };
  // A PGlite started from the snapshot, and a PostgreSQL clone of the template, are seeded already.
  if (!pgliteSnapshot && !clone) await seedDemo(context.db);
  const app = await buildApp({ context, logLevel: options.logStream ? (options.logLevel ?? 'trace') : 'silent', logStream: options.logStream });
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return {
    app,
    context,
    baseUrl: `http://127.0.0.1:${address.port}`,
    ...(databaseUrl ? { database: { url: databaseUrl, ...(pgSchema ? { schema: pgSchema } : {}) } } : {}),
    advanceClock(ms) {
      offset += ms;
    },
    freezeClock() {
      frozenAt ??= Date.now();
    },
    thawClock() {
      if (frozenAt === null) return;
      offset -= Date.now() - frozenAt;
      frozenAt = null;
    },
    async close() {
      await app.close();
      await database.close();
      if (clone) await onServer(`DROP DATABASE IF EXISTS ${clone} WITH (FORCE)`);
      else if (pgSchema && process.env.TEST_DATABASE_URL) await onServer(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    },
  };
}

/** Another connection pool on test server `a`'s PostgreSQL data, as a second instance of a deployment opens it. */
export function openSameDatabase(a: TestServer, poolSize: number): Promise<Database> {
  if (!a.database) throw new Error('only a PostgreSQL test server can be shared: PGlite has one connection');
  return openDatabase({ databaseUrl: a.database.url, dataDir: 'memory://', poolSize, pgSchema: a.database.schema });
}
