import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_STREAM_PATH } from '../../shared/schema/chat';
import { AppError } from './app-error';

export interface LoadSheddingOptions {
  /** Most requests this instance works on at once; one more is refused at once. 0: no limit at all. */
  maxInFlight: number;
  /**
   * Longest wait the fastest request of a second may see before the limit adapts (ms). When even the fastest
   * request took longer, requests are queueing; the limit then becomes what the instance finished per second times
   * this wait (Little's law), so the requests let in wait about this long. 0: the limit stays at `maxInFlight`.
   */
  queueTargetMs: number;
  /** Mean event-loop delay (ms, sampled each second) above which new requests are refused. 0: not watched. */
  maxEventLoopDelayMs: number;
  /** Sent as Retry-After with every refusal. */
  retryAfterSeconds: number;
  /** A monotonic clock in ms (default performance.now): durations must not jump with the wall clock. */
  now?: () => number;
}

export interface InFlightLimit {
  /** Takes a place if one is free; false: the request is to be refused. */
  tryEnter(now: number): boolean;
  /** Gives back the place of a request let in at `enteredAt`. */
  leave(enteredAt: number, now: number): void;
  readonly limit: number;
  readonly inFlight: number;
}

/** How often the limit is reconsidered. */
const WINDOW_MS = 1_000;

/**
 * A concurrency limit that follows what the instance can do. A fixed one is right for one machine and one mix only:
 * 256 in flight is a 0.2 s queue at 1,500 answers a second, but a 10 s queue when the database slows the instance
 * to 25. Like CoDel, it watches the fastest request of each second, which only a standing queue makes slow (one
 * slow report does not); it tightens towards the throughput times the target wait, by at most half a second, and
 * doubles back each calm second.
 */
export function createInFlightLimit(options: { max: number; min?: number; queueTargetMs: number }): InFlightLimit {
  const { max, queueTargetMs } = options;
  const min = Math.min(options.min ?? 8, max);
  let limit = max;
  let inFlight = 0;
  let windowStart: number | null = null;
  let finished = 0;
  let fastest = Number.POSITIVE_INFINITY;

  function reconsider(now: number): void {
    windowStart ??= now;
    const elapsed = now - windowStart;
    if (elapsed < WINDOW_MS) return;
    // Every request entering or leaving reconsiders, so a window found open for two seconds or more saw none for at
    // least its last second; with none in flight now, none was in flight then either. Those whole idle seconds count
    // as calm ones, each doubling the limit back: the first burst after a pause meets an idle instance's limit, not
    // the one the last burst left, which would refuse its clients while the instance stood idle.
    const idleSeconds = inFlight === 0 ? Math.floor(elapsed / WINDOW_MS) - 1 : 0;
    if (queueTargetMs > 0 && idleSeconds >= 1) {
      limit = Math.min(max, limit * 2 ** idleSeconds);
    } else if (queueTargetMs > 0 && finished >= min) {
      // A second in which only a few finished says nothing of a queue (a couple of long exports): the limit stays.
      // Down at most by half a second: one stalled second (a pause of the whole machine) must not shut the door.
      limit = fastest > queueTargetMs
        ? Math.max(min, Math.floor(limit / 2), Math.min(max, Math.floor((finished / elapsed) * queueTargetMs)))
        : Math.min(max, limit * 2);
    }
    windowStart = now;
    finished = 0;
    fastest = Number.POSITIVE_INFINITY;
  }

  return {
    tryEnter(now) {
      reconsider(now);
      if (inFlight >= limit) return false;
      inFlight += 1;
      return true;
    },
    leave(enteredAt, now) {
      inFlight -= 1;
      finished += 1;
      fastest = Math.min(fastest, now - enteredAt);
      reconsider(now);
    },
    get limit() {
      return limit;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/**
 * Never refused and never counted. Probes must see the instance as it is: a readiness probe that got the overload
 * answer would take the instance out of rotation and pile its load onto the others. The chat stream is long-lived
 * and mostly idle, has its own cap (stream-route.ts), and counting it would let open streams starve every call.
 */
const UNSHED_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/ready', '/api/metrics', CHAT_STREAM_PATH]);

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
  const now = options.now ?? (() => performance.now());
  const retryAfter = String(options.retryAfterSeconds);
  // The same bytes every time: nothing of the request goes into a refusal.
  const body = JSON.stringify(new AppError('SERVER_BUSY').toEnvelope());
  let refused = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;

  function refuse(reply: FastifyReply, reason: 'in-flight' | 'event-loop-delay', limit?: number): string {
    refused += 1;
    const at = now();
    if (at - loggedAt >= LOG_EVERY_MS) {
      app.log.warn({ refusedSinceLastLine: refused, reason, limit, maxEventLoopDelayMs }, 'overloaded: refusing requests with 503');
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
    const places = createInFlightLimit({ max: maxInFlight, queueTargetMs: options.queueTargetMs });
    app.addHook('onRequest', (request, reply, done) => {
      if (UNSHED_PATHS.has(pathOf(request.url))) {
        done();
        return;
      }
      const enteredAt = now();
      if (!places.tryEnter(enteredAt)) {
        void reply.send(refuse(reply, 'in-flight', places.limit));
        return;
      }
      // 'close' comes once per answer, sent or cut off by the client, so a dropped connection frees its place too.
      reply.raw.once('close', () => places.leave(enteredAt, now()));
      done();
    });
  }
}
