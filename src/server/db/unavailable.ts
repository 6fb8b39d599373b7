/**
 * Telling "the database cannot be reached right now" apart from every other failure: the first is answered with a
 * 503 and Retry-After (the client may simply try again), the second stays a 500 that someone must look at.
 */

// Socket-level failures of node-postgres: nothing listens, the peer went away, or the address does not resolve.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Any error of a socket call is the network's, whatever its code: connecting to PostgreSQL's Unix socket while the
 * server is down fails with ENOENT (the socket file is gone) from syscall 'connect', which is no file error of ours.
 */
const SOCKET_SYSCALLS = new Set(['connect', 'getaddrinfo', 'read', 'write']);

/**
 * SQLSTATEs of a server that is going or not yet back: class 08 (connection exception), 57P01 admin shutdown
 * (pg_ctl stop -m fast), 57P02 crash shutdown, 57P03 cannot connect now (starting up or in recovery), 53300 too many
 * connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION_CLASS = '08';

// node-postgres and PGlite raise these as plain Errors without a code: the connection is gone, or never came.
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection terminated due to connection timeout',
  'PGlite is closed',
];

function isUnavailableCode(code: unknown, syscall: unknown): boolean {
  if (typeof code !== 'string') return false;
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
  if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  return typeof syscall === 'string' && SOCKET_SYSCALLS.has(syscall) && code.startsWith('E');
}

function codeOf(error: object): unknown {
  return (error as { code?: unknown }).code;
}

/** True when `error`, or any error in its `cause` chain (drizzle wraps the driver's), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // A short walk: a cause chain is a few links long, and a cyclic one must not hang a request.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableCode(codeOf(current), (current as { syscall?: unknown }).syscall)) return true;
    if (current instanceof Error && MESSAGES.some((m) => current instanceof Error && current.message.startsWith(m))) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Reports an outage once, not once per failed request: the first failure is reported at once, later ones at most
 * every `everyMs` with how many were kept quiet, and `recovered` reports the end when there was an outage.
 */
export interface OutageReporter {
  failed(error: unknown): void;
  recovered(): void;
}

export function createOutageReporter(
  report: { down: (error: unknown, quietCount: number) => void; up: (failures: number) => void },
  everyMs = 30_000,
  now: () => number = Date.now,
): OutageReporter {
  let failures = 0;
  let quiet = 0;
  let lastReportAt = Number.NEGATIVE_INFINITY;
  return {
    failed(error) {
      failures += 1;
      if (now() - lastReportAt < everyMs) {
        quiet += 1;
        return;
      }
      lastReportAt = now();
      report.down(error, quiet);
      quiet = 0;
    },
    recovered() {
      if (failures === 0) return;
      report.up(failures);
      failures = 0;
      quiet = 0;
      lastReportAt = Number.NEGATIVE_INFINITY;
    },
  };
}
