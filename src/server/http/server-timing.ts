import type { FastifyRequest } from 'fastify';

/**
 * Phases of a request for its Server-Timing header (`verify;dur=0.4, auth;dur=0.9, handler;dur=1.2, app;dur=2.8`),
 * so an operator's browser tools and bench/ see where the server's time goes, not only the total.
 */
const phases = new WeakMap<FastifyRequest, string[]>();

export function recordPhase(request: FastifyRequest, name: string, ms: number): void {
  const list = phases.get(request);
  const entry = `${name};dur=${ms.toFixed(1)}`;
  if (list) list.push(entry);
  else phases.set(request, [entry]);
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
  const list = phases.get(request) ?? [];
  return [...list, `app;dur=${totalMs.toFixed(1)}`].join(', ');
}
