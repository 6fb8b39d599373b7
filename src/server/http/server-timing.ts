import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Phases of a request for its Server-Timing header (`verify;dur=0.4, auth;dur=0.9, handler;dur=1.2, app;dur=2.8`),
 * so an operator's browser tools and bench/ see where the server's time goes, not only the total.
 *
 * The phases travel on the request itself, under a symbol only this module knows, as one growing string: a
 * WeakMap keyed by every request cost a table insert per request (a visible share of a signed-in call's CPU).
 * `installServerTiming` declares the slot on the app's requests so every request object keeps one shape; on an
 * app without it (a unit test's bare Fastify) the slot is simply added.
 */
const PHASES = Symbol('serverTimingPhases');

type Timed = FastifyRequest & { [PHASES]?: string | null };

export function installServerTiming(app: FastifyInstance): void {
  app.decorateRequest(PHASES as unknown as string, null);
}

export function recordPhase(request: FastifyRequest, name: string, ms: number): void {
  const timed = request as Timed;
  const entry = `${name};dur=${ms.toFixed(1)}`;
  const list = timed[PHASES];
  timed[PHASES] = list ? `${list}, ${entry}` : entry;
}

/** Runs `work` and records its time under `name`, whether it succeeds or throws. */
export async function timePhase<T>(request: FastifyRequest, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordPhase(request, name, performance.now() - started);
  }
}

/** The header value: the recorded phases, then the whole time as `app`. */
export function serverTimingHeader(request: FastifyRequest, totalMs: number): string {
  const list = (request as Timed)[PHASES];
  const total = `app;dur=${totalMs.toFixed(1)}`;
  return list ? `${list}, ${total}` : total;
}
