import { z } from 'zod/mini';
import type { ClientKind } from './catalogue/define-call';
import { fieldErrorSchema, STATUS_OK } from './envelope';
import type { FieldError } from './envelope';
import { ERROR_CODES } from './error-codes';
import { MSG_UNKNOWN, STATUS_UNKNOWN } from './wrap-messages';

/** WRAP-07: statuses passed on as themselves; the online-service platform also uses 1005. */
const ACCEPTED_STATUSES: Readonly<Record<ClientKind, ReadonlySet<number>>> = {
  blade: new Set([200, 1000, 1002, 1004, 9009, 9999, 10000]),
  osp: new Set([200, 1000, 1002, 1004, 1005, 9009, 9999, 10000]),
};

/** WRAP-05: the statuses that count as success. */
const SUCCESS_STATUSES: ReadonlySet<number> = new Set([STATUS_OK, 200]);

/** WRAP-05: calls whose success needs exactly 1000 (a 200 from them is not a sign-in). */
const STATUS_1000_CALLS: ReadonlySet<string> = new Set(['tokenLogin']);

/** Statuses of the wrapped-call refusals (419x) and their messages, from the one error table. */
const CRYPTO_REFUSALS: ReadonlyMap<number, string> = new Map(
  Object.entries(ERROR_CODES).filter(([code]) => code.startsWith('CRYPTO_')).map(([, entry]) => [entry.status, entry.msg]),
);

/** The local message of a wrapped-call refusal status (4190…4195), or undefined for any other status. */
export function cryptoRefusalMessage(status: number): string | undefined {
  return CRYPTO_REFUSALS.get(status);
}

/** A server answer reduced to what the wrapper decides on. */
export interface NormalisedAnswer {
  status: number;
  msg: string;
  errors: FieldError[];
}

const fieldErrorsSchema = z.array(fieldErrorSchema);

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

// Some services send the status as a numeric string; anything else is "no status".
function asStatus(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

function asMessage(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** WRAP-06: status from body.status, code, HTTP status, else 99999; msg from msg, message, status text, else 'unknown error'. */
export function normaliseAnswer(body: unknown, httpStatus: number, statusText: string): NormalisedAnswer {
  const record = asRecord(body);
  const status = asStatus(record.status) ?? asStatus(record.code) ?? (httpStatus > 0 ? httpStatus : STATUS_UNKNOWN);
  const msg = asMessage(record.msg) ?? asMessage(record.message) ?? asMessage(statusText) ?? MSG_UNKNOWN;
  const errors = z.safeParse(fieldErrorsSchema, record.errors);
  return { status, msg, errors: errors.success ? errors.data : [] };
}

/** WRAP-07: true when the status is passed on as itself rather than turned into 8008. */
export function isAcceptedStatus(status: number, kind: ClientKind): boolean {
  return ACCEPTED_STATUSES[kind].has(status);
}

/** WRAP-05: true when the call named `callName` needs exactly status 1000 to succeed (token login). */
export function requireStatus1000(callName: string): boolean {
  return STATUS_1000_CALLS.has(callName);
}

/** WRAP-05: success is 1000 or 200, and only 1000 for the calls of requireStatus1000. */
export function isSuccessStatus(status: number, callName: string): boolean {
  return requireStatus1000(callName) ? status === STATUS_OK : SUCCESS_STATUSES.has(status);
}

/** The parsed JSON of an answer body, or null when it is empty or not JSON (a proxy's HTML page). */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One line for a zod error: `<field>: <message>` of the first issue, as the wrapper's messages show it. */
export function describeIssues(error: z.core.$ZodError): string {
  const first = error.issues[0];
  if (!first) return MSG_UNKNOWN;
  return `${first.path.map(String).join('.') || '(root)'}: ${first.message}`;
}

/** Every issue of a zod error as a field error, so forms can show them beside their fields. */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), msg: issue.message }));
}

/**
 * True when an answer of a blob call is the file itself: a 2xx answer that names the file in Content-Disposition.
 * A refusal keeps the JSON envelope and never carries that header, so it goes through the usual normalisation
 * (WRAP-06, WRAP-07, WRAP-13, WRAP-14) even when the file would itself be JSON.
 */
export function isFileAnswer(httpStatus: number, headers: { get(name: string): string | null }): boolean {
  return httpStatus >= 200 && httpStatus < 300 && headers.get('content-disposition') !== null;
}

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded) when present,
 * which carries Chinese names, else the plain `filename`; undefined when neither is there or it is malformed.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (header === null) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2] !== undefined && (extended[1] ?? '').toLowerCase() === 'utf-8') {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A broken extended name falls back to the plain one.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name === undefined || name === '' ? undefined : name;
}
