import { inspect } from 'node:util';

export interface UntilOptions {
  /**
   * How long to wait before failing. Generous by default: the bound only stops a test that would hang, the machine
   * may be busy with other suites, and a test that holds a rule about time (a lag, a TTL) asserts it on its own.
   */
  timeoutMs?: number;
  /** Pause between two reads. */
  intervalMs?: number;
}

/** What a probe answers while the condition awaited does not hold yet. */
type NotYet = undefined | null | false;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_INTERVAL_MS = 20;

/**
 * The one way tests wait for a condition: reads until it holds and answers the value read then, or fails naming
 * `what` was awaited and the last value seen. Never a fixed sleep: a test goes on as soon as the condition holds.
 *
 * - `until(what, probe)`: the condition holds when `probe` answers anything but undefined, null or false.
 * - `until(what, read, done)`: the condition holds when `done(value)` does.
 *
 * @example
 * const job = await until('the export finished', () => progress(), (p) => p.finished);
 * const sent = await until('the marker heard through Redis', () => heard.find((t) => t.includes(id)));
 */
export function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, options?: UntilOptions): Promise<T>;
export function until<T>(what: string, probe: () => T | Promise<T>, options?: UntilOptions): Promise<Exclude<T, NotYet>>;
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  doneOrOptions?: ((value: T) => boolean) | UntilOptions,
  maybeOptions?: UntilOptions,
): Promise<T> {
  const done = typeof doneOrOptions === 'function' ? doneOrOptions : (value: T) => value !== undefined && value !== null && value !== false;
  const options = (typeof doneOrOptions === 'function' ? maybeOptions : doneOrOptions) ?? {};
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) {
      throw new Error(`Waited ${timeoutMs} ms for ${what}; it did not happen. Last value read: ${inspect(value, { depth: 3, breakLength: Infinity }).slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** What `untilSeen` answers: the value that showed the change, and when reads began relative to the change. */
export interface Seen<T> {
  value: T;
  /** When the last read that did not yet show the change began, in ms after `since` (-1: none did). */
  lastMissMs: number;
  /** When the first read that showed it began, in ms after `since`. */
  firstSeenMs: number;
}

/**
 * `until` for a change that must reach another instance within a bound: reads until `done`, and answers when each
 * read BEGAN relative to `since` (a performance.now() taken when the change was answered). An instance that reads a
 * version again at most every N ms answers every read begun N ms after the change with it, however long a busy
 * machine then takes to answer: asserting `lastMissMs < N` holds the rule without timing the machine's pace, which
 * wall time to the answer did (a publish seen after 1,005 ms failed a 1 s bound at load 12).
 */
export async function untilSeen<T>(what: string, since: number, read: () => T | Promise<T>, done: (value: T) => boolean, options?: UntilOptions): Promise<Seen<T>> {
  let lastMissMs = -1;
  let firstSeenMs = -1;
  const value = await until(what, async () => {
    const began = performance.now() - since;
    const value = await read();
    if (done(value)) firstSeenMs = began;
    else lastMissMs = Math.max(lastMissMs, began);
    return value;
  }, done, options);
  return { value, lastMissMs, firstSeenMs };
}
