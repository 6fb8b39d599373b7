import type { Server } from 'node:http';

/**
 * Lets background jobs give way to requests. An import commits batch after batch; on PGlite every request's query
 * waits for the batch transaction that holds the single connection, and on PostgreSQL the batches take the CPU the
 * requests need. A job that waits for the requests in flight before its next batch keeps a request's delay to at
 * most the one batch that was running when it arrived.
 *
 * A job waits for the requests in flight when it asks, not for a server with none: on a server that is never idle
 * it still gets its turn after each round of requests (waiting for silence, it advanced one batch per time limit).
 *
 * Requests are counted on the HTTP servers directly (every request, whichever route or hook answers it), and for at
 * most LONG_REQUEST_MS each: a stream (the chat's event stream, a download) stays open long after its database work,
 * and must not hold jobs back. Process-wide, since jobs are: with several servers in one process (tests), a job
 * gives way to all of them.
 */
const LONG_REQUEST_MS = 2_000;
/** The longest a job waits for requests in flight before it goes on anyway (a stuck request never stops a job). */
const GIVE_WAY_MAX_MS = 250;

/** The requests in flight. */
const inFlight = new Set<object>();
/** Each waiting job's requests still to be answered before it goes on. */
const waiting = new Set<{ pending: Set<object>; resolve: () => void }>();
const tracked = new WeakSet<Server>();

function answered(request: object): void {
  inFlight.delete(request);
  for (const waiter of waiting) {
    waiter.pending.delete(request);
    if (waiter.pending.size === 0) waiter.resolve();
  }
}

/** Starts counting a server's requests (once per server). */
export function trackRequests(server: Server): void {
  if (tracked.has(server)) return;
  tracked.add(server);
  server.on('request', (request, response) => {
    inFlight.add(request);
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      answered(request);
    };
    const timer = setTimeout(end, LONG_REQUEST_MS);
    timer.unref();
    response.once('finish', end);
    response.once('close', end);
  });
}

/**
 * Resolves once the requests in flight now are answered, or after `maxWaitMs`. Always yields to the event loop
 * first, so requests that arrived meanwhile are counted.
 */
export async function requestsQuiet(maxWaitMs = GIVE_WAY_MAX_MS): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (inFlight.size === 0) return;
  await new Promise<void>((resolve) => {
    const waiter = { pending: new Set(inFlight), resolve: done };
    const timer = setTimeout(done, maxWaitMs);
    function done() {
      clearTimeout(timer);
      waiting.delete(waiter);
      resolve();
    }
    waiting.add(waiter);
  });
}
