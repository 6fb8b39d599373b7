import type { IncomingHttpHeaders } from 'node:http';
import {
  canonicalRequest,
  CRYPTO_HEADERS,
  MAX_CLOCK_SKEW_SECONDS,
  NONCE_PATTERN,
  REPLAY_WINDOW_SECONDS,
  REQUEST_ID_PATTERN,
  TIMESTAMP_PATTERN,
} from '../../../shared/api/crypto';
import type { ErrorCode } from '../../../shared/api/error-codes';
import { hmacVerifySync } from './node-crypto';
import { ReplayStoreUnavailableError, type ReplayStore } from './replay-store';
import type { OpenedSession } from './session-id';

/** The protocol's request headers, present and well-formed. */
export interface CryptoHeaders {
  sessionId: string;
  requestId: string;
  timestamp: string;
  nonce: string;
  signature: string;
}

/** What the hooks know of a wrapped request once its session opened. */
export interface WrappedState {
  headers: CryptoHeaders;
  session: OpenedSession;
  /** Set once the request's signature checked out: only then is the request id trusted enough to sign an answer. */
  verified: boolean;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };

function single(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  // A repeated header arrives as an array: ambiguous, so it counts as missing.
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads the five headers; a missing or malformed one is CRYPTO_MISSING_HEADERS (request id: 32 chars, STATE-03). */
export function readCryptoHeaders(headers: IncomingHttpHeaders): Checked<CryptoHeaders> {
  const sessionId = single(headers, CRYPTO_HEADERS.session);
  const requestId = single(headers, CRYPTO_HEADERS.requestId);
  const timestamp = single(headers, CRYPTO_HEADERS.timestamp);
  const nonce = single(headers, CRYPTO_HEADERS.nonce);
  const signature = single(headers, CRYPTO_HEADERS.signature);
  if (
    sessionId === undefined ||
    signature === undefined ||
    requestId === undefined ||
    !REQUEST_ID_PATTERN.test(requestId) ||
    timestamp === undefined ||
    !TIMESTAMP_PATTERN.test(timestamp) ||
    nonce === undefined ||
    !NONCE_PATTERN.test(nonce)
  ) {
    return { ok: false, code: 'CRYPTO_MISSING_HEADERS' };
  }
  return { ok: true, value: { sessionId, requestId, timestamp, nonce, signature } };
}

export interface CheckContext {
  replayStore: ReplayStore;
  now: () => number;
}

/**
 * Signature first, then freshness, then replay. Authenticating before judging freshness lets a too-old request get
 * a signed refusal the page can trust and show (a wrong clock, CRYPTO_TIMESTAMP_SKEW); and only signed requests
 * reach the replay store, so strangers cannot fill it.
 */
export async function checkSignedRequest(
  state: WrappedState,
  context: CheckContext,
  request: { method: string; pathWithQuery: string; bodyHash: string },
): Promise<ErrorCode | null> {
  const { requestId, timestamp, nonce, signature } = state.headers;
  const canonical = canonicalRequest({ ...request, requestId, timestamp, nonce });
  if (!hmacVerifySync(state.session, canonical, signature)) return 'CRYPTO_BAD_SIGNATURE';
  state.verified = true;
  if (Math.abs(context.now() - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS * 1000) return 'CRYPTO_TIMESTAMP_SKEW';
  // Both are signed, so either alone stops a replay; checking both (as DESIGN asks) also refuses a client that
  // reuses one of them, for one more store round trip.
  try {
    // One after the other: side by side, a replay racing the original could win the nonce while the original won
    // the request id, and both would be refused.
    if (!(await context.replayStore.claim(`rid:${requestId}`, REPLAY_WINDOW_SECONDS))) return 'CRYPTO_REPLAYED';
    if (!(await context.replayStore.claim(`nonce:${nonce}`, REPLAY_WINDOW_SECONDS))) return 'CRYPTO_REPLAYED';
  } catch (error) {
    // No shared store could say whether this request is new: refused, never accepted unchecked (ADR 002, ADR 018).
    if (error instanceof ReplayStoreUnavailableError) return 'REPLAY_STORE_UNAVAILABLE';
    throw error;
  }
  return null;
}
