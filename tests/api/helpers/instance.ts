import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../../src/server/app';
import { parseEnv } from '../../../src/server/config/env';
import type { AppContext } from '../../../src/server/context';
import type { Database } from '../../../src/server/db/client';
import { createDbKeyStore } from '../../../src/server/security/db-key-store';
import { openSameDatabase, startTestServer, type TestServer } from './test-server';

/** A server instance started in the test process, as a scaled deployment runs one more. */
export interface ServerInstance {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
}

/** Builds the app on `database` (and `redis`, if any) and listens on a free loopback port. */
export async function listenInstance(
  database: Database, redis: Redis | null = null, env: Record<string, string | undefined> = {}, now: () => number = () => Date.now(),
): Promise<ServerInstance> {
  const context: AppContext = {
    env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env }),
    db: database.db,
    dbKind: database.kind,
    keyStore: createDbKeyStore(database.db),
    redis,
    now,
  };
  const app = await buildApp({ context, logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return { app, database, baseUrl: `http://127.0.0.1:${address.port}` };
}

/**
 * A second instance on the PostgreSQL schema of test server `a` (TEST_DATABASE_URL): both share one database, as
 * two instances of a deployment do. PGlite has a single connection and cannot be shared this way. `env` sets the
 * second instance's settings; `shareClock` makes it read `a`'s (movable) clock.
 */
export async function startSecondInstance(
  a: TestServer, options: { env?: Record<string, string>; shareClock?: boolean; redis?: Redis | null } = {},
): Promise<ServerInstance> {
  const database = await openSameDatabase(a, 3);
  return listenInstance(database, options.redis ?? null, options.env ?? {}, options.shareClock ? a.context.now : () => Date.now());
}

export async function stopInstance(instance: ServerInstance | undefined): Promise<void> {
  await instance?.app.close();
  await instance?.database.close();
}

/**
 * Two instances of a deployment sharing PostgreSQL and Redis: test server `a` and a second instance `b` on its
 * database, each with its own Redis client on `redisUrl`, both started with `env`. `stop` closes all of it.
 */
export async function startRedisPair(
  redisUrl: string, env: Record<string, string> = {},
): Promise<{ a: TestServer; b: ServerInstance; stop(): Promise<void> }> {
  const clients = [new Redis(redisUrl, { maxRetriesPerRequest: 2 }), new Redis(redisUrl, { maxRetriesPerRequest: 2 })];
  let a: TestServer | undefined;
  let b: ServerInstance | undefined;
  const stop = async () => {
    await stopInstance(b);
    await a?.close();
    for (const client of clients) client.disconnect();
  };
  try {
    a = await startTestServer('postgres', env, { redis: clients[0] });
    b = await startSecondInstance(a, { redis: clients[1], env: { ...env, REDIS_URL: redisUrl } });
  } catch (error) {
    await stop();
    throw error;
  }
  return { a, b, stop };
}
