import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config/env';
import type { AppContext } from '../../src/server/context';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createAuthenticator } from '../../src/server/features/auth/authenticator';
import { OPS_PATHS, registerOpsRoutes } from '../../src/server/features/ops/routes';
import { installErrorHandling } from '../../src/server/http/error-handler';
import { createDbKeyStore } from '../../src/server/security/db-key-store';
import { freePort } from '../support/server-process';
import { createTestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const METRICS_TOKEN = 'metrics-test-token-0123456789abcdef';

async function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<{ http: number; text: string; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { http: response.status, text: await response.text(), headers: response.headers };
}

/** The value of one sample line of the Prometheus text, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabases())('operations endpoints on %s', (kind) => {
  let server: TestServer;
  let adminToken = '';
  let studentToken = '';

  beforeAll(async () => {
    server = await startTestServer(kind, { METRICS_TOKEN });
    const admin = createTestPortal(server);
    adminToken = (await admin.signIn('admin', 'Admin@123')).access_token;
    const student = createTestPortal(server);
    studentToken = (await student.signIn('student', 'Student@123')).access_token;
  });
  afterAll(async () => server?.close());

  it('answers liveness without a session and without caching', async () => {
    const health = await get(server.baseUrl, OPS_PATHS.health);
    expect(health.http).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready when the database answers; Redis is reported as not configured', async () => {
    const ready = await get(server.baseUrl, OPS_PATHS.ready);
    expect(ready.http).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' }, degraded: [] });
  });

  it('refuses the metrics to a visitor (401) and to a user without the monitoring menu (403)', async () => {
    expect((await get(server.baseUrl, OPS_PATHS.metrics)).http).toBe(401);
    expect((await get(server.baseUrl, OPS_PATHS.metrics, { 'Blade-Auth': `bearer ${studentToken}` })).http).toBe(403);
  });

  it('gives an administrator the Prometheus text: requests by route template and status, process, pool and jobs', async () => {
    await get(server.baseUrl, OPS_PATHS.health);
    // A path with an id: the label must be the template, or every id would open a new series.
    await get(server.baseUrl, '/api/files/f0f0f0-not-a-file');
    const metrics = await get(server.baseUrl, OPS_PATHS.metrics, { 'Blade-Auth': `bearer ${adminToken}` });
    expect(metrics.http).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { text } = metrics;
    expect(sample(text, 'service_hall_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/service_hall_http_request_duration_seconds_count\{method="GET",route="\/api\/files\/:id",status_code="\d{3}"\} 1/);
    expect(text).not.toContain('f0f0f0');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'service_hall_spreadsheet_jobs{state="queued"}')).toBe(0);
    if (kind === 'postgres') expect(sample(text, 'service_hall_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('service_hall_db_pool_connections');
  });

  it('gives a scraper with METRICS_TOKEN the metrics from an internal address only', async () => {
    const bearer = { Authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await get(server.baseUrl, OPS_PATHS.metrics, bearer)).http).toBe(200);
    expect((await get(server.baseUrl, OPS_PATHS.metrics, { ...bearer, 'X-Forwarded-For': '10.20.30.40' })).http).toBe(200);
    // The test server trusts its loopback peer's X-Forwarded-For, as it would trust nginx on the same host.
    const outside = await get(server.baseUrl, OPS_PATHS.metrics, { ...bearer, 'X-Forwarded-For': '203.0.113.7' });
    expect(outside.http).toBe(403);
    expect(outside.text).not.toContain('process_');
    expect((await get(server.baseUrl, OPS_PATHS.metrics, { Authorization: `Bearer ${METRICS_TOKEN}x` })).http).toBe(401);
  });
});

/** An app with only the operations routes, over dependencies that fail the ways a deployment's do. */
async function opsApp(db: Db, redis: Redis | null): Promise<FastifyInstance> {
  const context: AppContext = {
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', METRICS_TOKEN }),
    db,
    dbKind: 'postgres',
    keyStore: createDbKeyStore(db),
    redis,
    now: () => Date.now(),
  };
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  await registerOpsRoutes(app, { ...context, authenticator: createAuthenticator(context) }, { readyTimeoutMs: 300 });
  await app.ready();
  return app;
}

describe('readiness when a dependency fails', () => {
  let blackHole: Server;
  const sockets: Socket[] = [];
  let hangingPool: pg.Pool;
  let closedPglite: PGlite;
  let deadRedis: Redis;

  beforeAll(async () => {
    // Accepts connections and never answers: a database host that hangs.
    blackHole = createServer((socket) => sockets.push(socket));
    blackHole.listen(0, '127.0.0.1');
    await once(blackHole, 'listening');
    const address = blackHole.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    hangingPool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${address.port}/none`, connectionTimeoutMillis: 5_000 });
    closedPglite = await PGlite.create();
    await closedPglite.close();
    // Nothing listens on a port just freed: the connection is refused.
    deadRedis = new Redis(`redis://127.0.0.1:${await freePort()}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    deadRedis.on('error', () => undefined);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    blackHole.close();
    await hangingPool.end().catch(() => undefined);
    deadRedis.disconnect();
  });

  it('answers 503 naming the database that timed out and the Redis that refused, without a stack', async () => {
    const app = await opsApp(drizzlePg({ client: hangingPool, schema }) as unknown as Db, deadRedis);
    const started = Date.now();
    const answer = await app.inject({ method: 'GET', url: OPS_PATHS.ready });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unavailable', checks: { database: 'timeout', redis: 'failed' }, degraded: ['redis'] });
    expect(answer.body).not.toMatch(/Error|at .*\.(ts|js)|ECONNREFUSED/);
    // Liveness does not depend on either.
    expect((await app.inject({ method: 'GET', url: OPS_PATHS.health })).statusCode).toBe(200);
    await app.close();
  });

  it('stays ready (200) while only Redis is down, naming it degraded, at once, and the metrics gauge says 0', async () => {
    const pglite = await PGlite.create();
    try {
      const app = await opsApp(drizzlePglite({ client: pglite, schema }) as unknown as Db, deadRedis);
      const started = Date.now();
      const answer = await app.inject({ method: 'GET', url: OPS_PATHS.ready });
      // Not connected: answered without waiting for the Redis check's timeout (300 ms here, 1 s by default).
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'failed' }, degraded: ['redis'] });
      const metrics = await app.inject({ method: 'GET', url: OPS_PATHS.metrics, headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^service_hall_redis_up 0$/m);
      await app.close();
    } finally {
      await pglite.close();
    }
  });

  it('answers 503 naming a database that fails at once', async () => {
    const app = await opsApp(drizzlePglite({ client: closedPglite, schema }) as unknown as Db, null);
    const answer = await app.inject({ method: 'GET', url: OPS_PATHS.ready });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', redis: 'off' }, degraded: [] });
    await app.close();
  });
});
