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

/** The requests in flight, each with whether a job worked at some moment of it (see `jobWorking`). */
const inFlight = new Map<object, { arrivedAt: number; overlapped: boolean }>();
/** Each waiting job's requests still to be answered before it goes on. */
const waiting = new Set<{ pending: Set<object>; resolve: () => void }>();
const tracked = new WeakSet<Server>();

function answered(request: object, timedOut: boolean): void {
  const seen = inFlight.get(request);
  // A stream cut off from the count says nothing of how fast requests are answered.
  if (seen && !timedOut) record(performance.now() - seen.arrivedAt, seen.overlapped || working > 0);
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
    inFlight.set(request, { arrivedAt: performance.now(), overlapped: working > 0 });
    let done = false;
    const end = (timedOut: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      answered(request, timedOut);
    };
    const timer = setTimeout(() => end(true), LONG_REQUEST_MS);
    timer.unref();
    response.once('finish', () => end(false));
    response.once('close', () => end(false));
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
    const waiter = { pending: new Set(inFlight.keys()), resolve: done };
    const timer = setTimeout(done, maxWaitMs);
    function done() {
      clearTimeout(timer);
      waiting.delete(waiter);
      resolve();
    }
    waiting.add(waiter);
  });
}

/**
 * What the requests tell a job of its pace (ADR 011, adaptive slices). A request answered while no job ran is an
 * idle reference; one that overlapped a job's work is its witness. A job asks after each slice whether a witness took
 * longer than twice the idle reference — the import's latency goal, p99 during the import within twice the idle
 * p99 — and sizes its next slice by the answer. Server-side times leave out the network and the client, which the
 * job does not change; what it does change — a request waiting for the job's transaction on PGlite, for the main
 * thread, or for a core — they include.
 */
const IDLE_SAMPLES = 200;
/** The reference before any idle request was seen, and its floor: a 1 ms reference would make every slice too long. */
const IDLE_FLOOR_MS = 8;
const idleTimes: number[] = [];
let idleNext = 0;
/** The longest witness since the job last asked. */
let slowestOverlapped = 0;
/** Jobs doing work now (a slice's validation or transaction). */
let working = 0;
/** Jobs running, between their slices too. */
let running = 0;

function record(ms: number, overlapped: boolean): void {
  if (overlapped) {
    slowestOverlapped = Math.max(slowestOverlapped, ms);
    return;
  }
  // Between a job's slices its sheet worker and its database backend still take the cores: the reference is what
  // requests take with no job running, so it cannot creep up with the job's own load.
  if (running > 0) return;
  idleTimes[idleNext] = ms;
  idleNext = (idleNext + 1) % IDLE_SAMPLES;
}

/** Marks a running job, from its start to `done()`: requests answered meanwhile are no idle reference. */
export function jobRunning(): () => void {
  running += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
  };
}

/** Marks a job's work; requests in flight or arriving until `done()` are its witnesses. */
export function jobWorking(): () => void {
  working += 1;
  for (const seen of inFlight.values()) seen.overlapped = true;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    working -= 1;
  };
}

/** The idle reference: the 95th percentile of the last idle requests' times, at least IDLE_FLOOR_MS. */
export function idleReferenceMs(): number {
  if (idleTimes.length === 0) return IDLE_FLOOR_MS;
  const sorted = [...idleTimes].sort((a, b) => a - b);
  return Math.max(IDLE_FLOOR_MS, sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0);
}

/**
 * Whether a request answered since the last call that overlapped a job's work took more than `factor` times the idle
 * reference. Resets the witnesses. (Requests still in flight are left for the next call: a stream open for seconds
 * would read as a slow one.)
 */
export function requestsSlowed(factor = 2): boolean {
  const slowest = slowestOverlapped;
  slowestOverlapped = 0;
  return slowest > factor * idleReferenceMs();
}
