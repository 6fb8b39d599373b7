import type { Server } from 'node:http';

/**
 * Lets background jobs give way to requests. An import commits batch after batch; on PGlite every request's query
 * waits for the batch transaction that holds the single connection, and on PostgreSQL the batches take the CPU the
 * requests need. A job that waits for the requests in flight before its next batch keeps a request's delay to at
 * most the one batch that was running when it arrived.
 *
 * Requests are counted on the HTTP servers directly (every request, whichever route or hook answers it), and for at
 * most LONG_REQUEST_MS each: a stream (the chat's event stream, a download) stays open long after its database work,
 * and must not hold jobs back. Process-wide, since jobs are: with several servers in one process (tests), a job
 * gives way to all of them.
 */
const LONG_REQUEST_MS = 2_000;
/** The longest a job waits for requests in flight before it goes on anyway (busy APIs slow a job, never stop it). */
const GIVE_WAY_MAX_MS = 250;

let inFlight = 0;
let waiters: Array<() => void> = [];
const tracked = new WeakSet<Server>();

function settle(): void {
  if (inFlight > 0) return;
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/** Starts counting a server's requests (once per server). */
export function trackRequests(server: Server): void {
  if (tracked.has(server)) return;
  tracked.add(server);
  server.on('request', (_request, response) => {
    inFlight += 1;
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      inFlight -= 1;
      settle();
    };
    const timer = setTimeout(end, LONG_REQUEST_MS);
    timer.unref();
    response.once('finish', end);
    response.once('close', end);
  });
}

/**
 * Resolves when no request is in flight, or after `maxWaitMs` (a steady stream of requests slows a job down but
 * never stops it). Always yields to the event loop first, so requests that arrived meanwhile are counted.
 */
export async function requestsQuiet(maxWaitMs = GIVE_WAY_MAX_MS): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (inFlight === 0) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, maxWaitMs);
    function done() {
      clearTimeout(timer);
      waiters = waiters.filter((w) => w !== done);
      resolve();
    }
    waiters.push(done);
  });
}
