import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { spreadsheetJobs } from '../../db/schema/spreadsheet-jobs';
import { isRedisUp, redisFallbackCounts } from '../../redis/connection';

/** Bucket bounds in seconds: from a cached read (~2 ms) to a slow export start; beyond 5 s only the count matters. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The route label: the route's template (`/api/files/:id`), never the raw URL, so ids and queries cannot grow the
 * number of series without bound. Requests that matched no route share one label.
 */
function routeLabel(url: string | undefined): string {
  return url ?? 'unmatched';
}

/** node-postgres' pool behind the drizzle handle; PGlite has a single connection and no pool. */
function poolOf(context: AppContext): pg.Pool | null {
  const client: unknown = (context.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * One registry per app (tests run several apps in one process, and the global registry would mix them): process
 * metrics, request counts and durations by route and status, the database pool, and the spreadsheet job queue.
 */
export function createOpsMetrics(app: FastifyInstance, context: AppContext): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'service_hall_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status: duration in seconds (the _count series counts them)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // Callback-style: every request passes here and nothing is awaited (ADR 035).
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      { method: request.method, route: routeLabel(request.routeOptions.url), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const pool = poolOf(context);
  if (pool) {
    new Gauge({
      name: 'service_hall_db_pool_connections',
      help: 'PostgreSQL pool of this instance: open (total), idle, and requests waiting for a connection',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'service_hall_spreadsheet_jobs',
    help: 'Spreadsheet jobs not finished yet, every tenant and instance together: queued and running',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // One index range read (spreadsheet_jobs_state_idx); a scrape while the database is down leaves the gauge out.
      try {
        const rows = await context.db
          .select({ state: spreadsheetJobs.state, n: sql<number>`count(*)::int` })
          .from(spreadsheetJobs)
          .where(inArray(spreadsheetJobs.state, ['queued', 'running']))
          .groupBy(spreadsheetJobs.state);
        this.reset();
        this.set({ state: 'queued' }, 0);
        this.set({ state: 'running' }, 0);
        for (const row of rows) this.set({ state: row.state }, Number(row.n));
      } catch (error) {
        this.reset();
        app.log.warn({ err: error }, 'metrics: spreadsheet job count failed');
      }
    },
  });

  const { redis } = context;
  if (redis) {
    // Redis down is not unreadiness (ADR 018): these say how degraded the instance is and where calls went instead.
    new Gauge({
      name: 'service_hall_redis_up',
      help: 'Redis as this instance sees it: 1 connected and answering in time, 0 down or hung (the instance then serves alone, ADR 018)',
      registers: [registry],
      collect() {
        this.set(Number(isRedisUp(redis)));
      },
    });
    new Counter({
      name: 'service_hall_redis_fallbacks_total',
      help: 'Redis calls on request paths that took the local path instead: by call and reason (down, timeout, error)',
      labelNames: ['call', 'reason'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [call, reason, count] of redisFallbackCounts(redis)) this.inc({ call, reason }, count);
      },
    });
  }

  return registry;
}
