import { readFileSync } from 'node:fs';
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

export type TestDbKind = 'pglite' | 'postgres';

/** The seeded PGlite snapshot of tests/api/global-setup.ts, read once per test file. */
let templateBlob: Blob | undefined;
function pgliteTemplate(): Blob {
  templateBlob ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return templateBlob;
}

/** API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestServer {
  app: FastifyInstance;
  context: AppContext;
  baseUrl: string;
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
  const pgSchema = kind === 'postgres' ? `sh_test_${randomId(12).toLowerCase()}` : undefined;
  const template = kind === 'pglite' ? pgliteTemplate() : undefined;
  const database: Database = await openDatabase({
    databaseUrl: kind === 'postgres' ? (options.databaseUrl ?? process.env.TEST_DATABASE_URL) : undefined,
    dataDir: 'memory://',
    poolSize: 5,
    pgSchema,
    pgliteSnapshot: template,
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
  // A PGlite started from the template is seeded already (seedDemo would do nothing on it anyway).
  if (!template) await seedDemo(context.db);
  const app = await buildApp({ context, logLevel: options.logStream ? (options.logLevel ?? 'trace') : 'silent', logStream: options.logStream });
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return {
    app,
    context,
    baseUrl: `http://127.0.0.1:${address.port}`,
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
      if (pgSchema && process.env.TEST_DATABASE_URL) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
        await client.end();
      }
    },
  };
}
