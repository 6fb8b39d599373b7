import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppContext } from './context';
import { installCsrfGuard } from './http/csrf';
import { installErrorHandling } from './http/error-handler';
import { installJsonBodyParser } from './http/json-body';
import { installLoadShedding } from './http/load-shedding';
import { genReqId, loggerOptions } from './http/logging';
import { installPortalPages } from './http/portal-pages';
import { installSecurityHeaders } from './http/security-headers';
import { installServerTiming, serverTimingHeader } from './http/server-timing';
import {
  registerWrappedCalls, createDatabaseReplayStore, createMemoryReplayStore, createRedisReplayStore, type ReplayStore,
} from './security/wrapped-calls';
import { registerFeatures } from './features';
import { registerSearchRuntime } from './search/runtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's replay-claim store (Redis, the database while Redis is away, or memory on one instance). */
    replayStore: ReplayStore;
  }
}

export interface BuildAppOptions {
  context: AppContext;
  /** Folder of the built portal; absent or unbuilt = API only. */
  distDir?: string;
  logLevel?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** SERVICE_FRAME_ORIGINS and the demo leave system's origin: the plain-http pages the service frame may show. */
function frameOriginsOf(env: AppContext['env']): string[] {
  const origins = (env.SERVICE_FRAME_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  if (env.SEED_DEMO && env.DEMO_LEAVE_SYSTEM_URL) origins.push(env.DEMO_LEAVE_SYSTEM_URL);
  return origins;
}

/** Assembles the server: plugins in order (headers, errors, load shedding, wrapped calls), then every feature's routes. */
export async function buildApp({ context, distDir, logLevel, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logLevel ?? context.env.LOG_LEVEL, logStream),
    genReqId,
    bodyLimit: 1024 * 1024,
    trustProxy: context.env.TRUST_PROXY,
    return503OnClosing: true,
  });

  installServerTiming(app);
  // Hooks every request passes are callback-style where they never wait: an async hook costs a promise and a
  // microtask turn on each request (ADR 035).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Trace-Id', request.id);
    // Time spent on the server up to the answer (before the wrapped-call signature), for operators and bench/.
    reply.header('Server-Timing', serverTimingHeader(request, reply.elapsedTime));
    done(null, payload);
  });

  await installSecurityHeaders(app, frameOriginsOf(context.env));
  installErrorHandling(app);
  installJsonBodyParser(app);
  // Ahead of the wrapped-call checks and every route: a refused request must cost next to nothing.
  await installLoadShedding(app, {
    maxInFlight: context.env.LOAD_SHED_MAX_IN_FLIGHT,
    queueTargetMs: context.env.LOAD_SHED_QUEUE_TARGET_MS,
    maxEventLoopDelayMs: context.env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
    retryAfterSeconds: context.env.LOAD_SHED_RETRY_AFTER_SECONDS,
  });
  installCsrfGuard(app);

  // With Redis (several instances), the database stands in for it while it is unreachable, so replay protection
  // stays shared across instances and fails closed (ADR 002, ADR 018).
  const replayStore = context.redis
    ? createRedisReplayStore(context.redis, {
      fallback: createDatabaseReplayStore(context.db, {
        now: context.now,
        onPruneError: (error) => app.log.warn({ err: error }, 'replay store: deleting expired claims failed'),
      }),
      now: context.now,
      onUnreachable: (error) => app.log.warn({ err: error }, 'replay store: Redis did not answer in time, claimed in the database'),
      onFallbackError: (error) => app.log.warn({ err: error }, 'replay store: could not read the database claims'),
    })
    : createMemoryReplayStore();
  // The business systems' signed calls claim their nonces in the same store (ADR 024).
  app.decorate('replayStore', replayStore);
  await registerWrappedCalls(app, { keyStore: context.keyStore, replayStore, now: context.now });

  registerSearchRuntime(app, context);
  await registerFeatures(app, context);
  await installPortalPages(app, distDir ?? '');
  return app;
}
