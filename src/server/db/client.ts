import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `pgliteSnapshot` can start another database from. */
  snapshot?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number works; it only has to be the same on every instance sharing one PostgreSQL.
const MIGRATION_LOCK_ID = 72_091_734;

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir`; applies migrations before returning. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.pgSchema, options.onPoolError);
  return openPglite(options.dataDir, options.pgliteSnapshot);
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder of the PGlite data; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL schema to use instead of public, so test files can share one database in isolation. */
  pgSchema?: string;
  /**
   * PGlite only: start from this data directory (a `snapshot()` of a migrated, seeded database) instead of an empty
   * one. Tests use it so each file does not migrate and seed PGlite again (~10 s each on 2 cores).
   */
  pgliteSnapshot?: Blob;
  /**
   * PostgreSQL only: an idle pooled connection failed (the server restarted or went away). The pool has already
   * dropped it and opens a new one for the next query; this only reports it.
   */
  onPoolError?: (error: Error) => void;
}

/**
 * PGlite's own start parameters, plus two for the WAL, which PGlite writes on the event loop (every request waits
 * while it does; measured on bench/spreadsheet-import.ts):
 * - wal_init_zero off: PostgreSQL writes 16 MB of zeros into each new WAL segment; during an import that made one
 *   insert in ~1.6 s take ~44 ms instead of ~3. Off, only the segment's last byte is written; recovery finds the end
 *   of the WAL by its records' checksums, not by zeros.
 * - wal_buffers 512kB (default 4MB): without a WAL writer process the buffers fill up between commits that wait
 *   for the disk, and such a commit wrote all of them at once (~13 ms); the same bytes now go in smaller writes.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off', '-c', 'wal_buffers=512kB'];

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<Database> {
  let location = dataDir;
  if (dataDir !== 'memory://') {
    location = path.resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location, { startParams: PGLITE_START_PARAMS, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number, pgSchema: string | undefined, onPoolError?: (error: Error) => void): Promise<Database> {
  if (pgSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(pgSchema)) throw new Error(`bad schema name ${pgSchema}`);
  if (pgSchema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While PostgreSQL is away a request fails after this instead of waiting for a connection without end.
    connectionTimeoutMillis: 5_000,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  // Without a listener a connection's error (say 57P01 when PostgreSQL is stopped) is an unhandled 'error' event,
  // which ends the process. The pool listens only while a client is idle: a client checked out (a transaction
  // between two queries) needs its own listener. Its next query then fails (a 503), and the pool drops it on
  // release and connects anew when PostgreSQL is back.
  pool.on('error', (error) => onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onPoolError?.(error)));
  const db = drizzlePg({ client: pool, schema });
  // Several instances may start together: one migrates, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(db, { migrationsFolder, ...(pgSchema ? { migrationsSchema: pgSchema } : {}) });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** A transaction handle, as drizzle passes it to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: services that may run inside a caller's transaction accept this. */
export type Queryable = Db | Tx;
