import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { assertMayReadMetrics } from './metrics-access';
import { createOpsMetrics } from './metrics';
import { checkReadiness, READY_TIMEOUT_MS } from './readiness';

/** The operations endpoints: outside the wrapped services and the call catalogue, for load balancers and scrapers. */
export const OPS_PATHS = { health: '/api/health', ready: '/api/ready', metrics: '/api/metrics' } as const;

export interface OpsOptions {
  /** Longest wait per dependency in /api/ready; tests shorten it. */
  readyTimeoutMs?: number;
}

/**
 * /api/health answers while the process serves HTTP (liveness: restart me if not); /api/ready answers 200 when the
 * database answers (readiness: send me traffic), naming Redis under `degraded` when it is configured but down
 * (ADR 018); /api/metrics is the Prometheus text of this instance.
 * Probes hit the first two every few seconds, so their successes are not logged.
 */
export async function registerOpsRoutes(app: FastifyInstance, feature: FeatureContext, options: OpsOptions = {}): Promise<void> {
  const registry = createOpsMetrics(app, feature);
  const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;

  app.get(OPS_PATHS.health, { logLevel: 'warn' }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get(OPS_PATHS.ready, { logLevel: 'warn' }, async (request, reply) => {
    const readiness = await checkReadiness({
      db: feature.db,
      redis: feature.redis,
      timeoutMs,
      onFailure: (dependency, error) => request.log.warn({ err: error, dependency }, 'readiness check failed'),
    });
    void reply.header('Cache-Control', 'no-store').code(readiness.ready ? 200 : 503);
    return { status: readiness.ready ? 'ready' : 'unavailable', checks: readiness.checks, degraded: readiness.degraded };
  });

  app.get(OPS_PATHS.metrics, async (request, reply) => {
    await assertMayReadMetrics(request, { authenticator: feature.authenticator, metricsToken: feature.env.METRICS_TOKEN });
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
