import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_STREAM_PATH } from '../../shared/schema/chat';
import { AppError } from './app-error';

export interface LoadSheddingOptions {
  /** Requests this instance works on at once; one more is refused at once. 0: no limit. */
  maxInFlight: number;
  /** Mean event-loop delay (ms, sampled each second) above which new requests are refused. 0: not watched. */
  maxEventLoopDelayMs: number;
  /** Sent as Retry-After with every refusal. */
  retryAfterSeconds: number;
  now?: () => number;
}

/**
 * Never refused and never counted. Probes must see the instance as it is: a readiness probe that got the overload
 * answer would take the instance out of rotation and pile its load onto the others. The chat stream is long-lived
 * and mostly idle, has its own cap (stream-route.ts), and counting it would let open streams starve every call.
 */
export const UNSHED_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/ready', '/api/metrics', CHAT_STREAM_PATH]);

/** How often at most the refusals are logged while they go on. */
const LOG_EVERY_MS = 10_000;

function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * Refuses excess load before any work is spent on it: answered in the first `onRequest` hooks, ahead of the
 * wrapped-call checks, the body and the database, so a refusal costs a few microseconds and the requests let in
 * keep their latency. Register it before those hooks. A refusal is 503 with Retry-After and the SERVER_BUSY
 * envelope; being unsigned, a wrapped call's page cannot trust its text, but any client sees the status.
 */
export async function installLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  const { maxInFlight, maxEventLoopDelayMs } = options;
  const now = options.now ?? Date.now;
  const retryAfter = String(options.retryAfterSeconds);
  // The same bytes every time: nothing of the request goes into a refusal.
  const body = JSON.stringify(new AppError('SERVER_BUSY').toEnvelope());
  let refused = 0;
  let loggedAt = 0;

  function refuse(reply: FastifyReply, reason: 'in-flight' | 'event-loop-delay'): string {
    refused += 1;
    const at = now();
    if (at - loggedAt >= LOG_EVERY_MS) {
      app.log.warn({ refused, reason, maxInFlight, maxEventLoopDelayMs }, 'overloaded: refusing requests with 503');
      loggedAt = at;
      refused = 0;
    }
    void reply.code(503).header('Retry-After', retryAfter).type('application/json; charset=utf-8');
    return body;
  }

  if (maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      // Not answering lets the request through (the plugin's documented contract).
      pressureHandler: (request, reply) => {
        if (!UNSHED_PATHS.has(pathOf(request.url))) void reply.send(refuse(reply, 'event-loop-delay'));
      },
    });
  }

  if (maxInFlight > 0) {
    let inFlight = 0;
    app.addHook('onRequest', (request, reply, done) => {
      if (UNSHED_PATHS.has(pathOf(request.url))) {
        done();
        return;
      }
      if (inFlight >= maxInFlight) {
        void reply.send(refuse(reply, 'in-flight'));
        return;
      }
      inFlight += 1;
      // 'close' comes once per answer, sent or cut off by the client, so a dropped connection frees its place too.
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
      done();
    });
  }
}
