import { Redis } from 'ioredis';
import pg from 'pg';
import { randomId } from '../../../src/shared/rules/ids';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

/** Redis of the scaled tests: TEST_REDIS_URL as CI sets it, else the one this machine runs. */
export const DEPLOYMENT_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A deployment as docs/deployment.md describes it: server processes on one fresh PostgreSQL database and one Redis. */
export interface Deployment {
  instances: ServerProcess[];
  databaseUrl: string;
  /** Stops every instance that still runs and drops the database. */
  stop(): Promise<void>;
}

/** Fails with what to do when Redis does not answer, instead of a timeout deep inside a test. */
async function assertRedisReachable(url = DEPLOYMENT_REDIS_URL): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  probe.on('error', () => undefined);
  try {
    await probe.ping();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${url} (${(error as Error).message}): start Redis or set TEST_REDIS_URL`);
  } finally {
    probe.disconnect();
  }
}

/**
 * Creates a database next to TEST_DATABASE_URL's and starts `count` real server processes on it together (they
 * migrate and seed it between them, as instances of a deployment starting at once do), sharing Redis.
 */
export async function startDeployment(count: number, env: Record<string, string> = {}): Promise<Deployment> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  await assertRedisReachable();
  const name = `sh_deploy_${randomId(10).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };

  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess({ DATABASE_URL: databaseUrl, REDIS_URL: DEPLOYMENT_REDIS_URL, SEED_DEMO: 'true', ...env })),
  );
  const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropDatabase();
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { instances, databaseUrl, stop };
}
