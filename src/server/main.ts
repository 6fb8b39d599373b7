import path from 'node:path';
import { buildApp } from './app';
import { parseEnv } from './config/env';
import { openDatabase } from './db/client';
import { createOutageReporter } from './db/unavailable';
import { createRedisClient, watchRedisConnection } from './redis/connection';
import { createDbKeyStore } from './security/db-key-store';
import { seedDemo } from './seed';
import { registerDemoLeaveSystem } from './seed/leave-system';
import { pointDemoAtSample } from './seed/demo-addresses';
import { loadSecretBox } from './security/secret-box';

/** Starts one server process: configuration, database and migrations, seed, HTTP; closes cleanly on a signal. */
export async function startServer(options: { distDir?: string } = {}): Promise<{ port: number }> {
  const startedAt = performance.now();
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(78); // EX_CONFIG
  }

  // Until the app's logger exists, the few things worth saying before it go to stderr as they are.
  let warn: (obj: object, msg: string) => void = (obj, msg) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`);
  const poolErrors = createOutageReporter({
    down: (error, quietCount) => warn({ err: error, quietCount }, 'database connection lost; the pool reconnects on demand'),
    up: () => undefined,
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, onPoolError: (error) => poolErrors.failed(error) });
  // Request paths bound each command far more tightly than the client does (REDIS_CALL_BUDGET_MS, ADR 018).
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL) : null;
  if (redis) {
    watchRedisConnection(redis, {
      down: (error) => warn({ err: error }, 'Redis unreachable: this instance carries on alone (replay ids in the database, local delivery)'),
      up: () => warn({}, 'Redis reachable again'),
    });
  }
  const context = {
    env,
    db: database.db,
    dbKind: database.kind,
    keyStore: createDbKeyStore(database.db),
    redis,
    now: () => Date.now(),
  };
  if (env.SEED_DEMO) await seedDemo(context.db);
  if (env.SEED_DEMO && env.DEMO_LEAVE_SYSTEM_URL) {
    const box = await loadSecretBox(env.CONFIG_SECRETS_KEY, context.keyStore, (message) => warn({}, message));
    await registerDemoLeaveSystem(context.db, box, { url: env.DEMO_LEAVE_SYSTEM_URL, dataDir: env.DATA_DIR, nowMs: Date.now() });
    await pointDemoAtSample(context.db, box, { url: env.DEMO_LEAVE_SYSTEM_URL, dataDir: env.DATA_DIR, nowMs: Date.now() });
  }

  const distDir = options.distDir ?? path.resolve('dist/portal');
  const app = await buildApp({ context, distDir });
  warn = (obj, msg) => app.log.warn(obj, msg);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests first, then close the database so PGlite flushes and closes its files cleanly. A
    // keep-alive connection whose request was still running when the close began turns idle only afterwards, and
    // would hold the close for the keep-alive timeout (72 s): such connections are closed as they turn idle.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().catch((error: unknown) => app.log.error({ err: error }, 'error while closing HTTP'));
    clearInterval(idleSweep);
    await database.close().catch((error: unknown) => app.log.error({ err: error }, 'error while closing database'));
    if (redis) redis.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info({ address, database: database.kind, startMs: Math.round(performance.now() - startedAt) }, 'Service Hall is ready');
  return { port: env.PORT === 0 ? Number(new URL(address).port) : env.PORT };
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]).endsWith(path.join('src', 'server', 'main.ts'));
if (isEntry) {
  startServer().catch((error: unknown) => {
    process.stderr.write(`Service Hall failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
