import { z } from 'zod/mini';
import { envelopeSchema, STATUS_OK } from '../envelope';
import type { IncomingResponse, OutgoingRequest, RequestSealer, SealedRequest, VerifyOutcome } from '../sealer';
import { randomId } from '../../rules/ids';
import { encryptBody } from './aead';
import { canonicalPath, canonicalRequest, canonicalResponse, hmacSign, hmacVerify, sha256Hex } from './canonical';
import { CRYPTO_HEADERS, CRYPTO_PATHS, NONCE_BYTES, SALT_BYTES } from './constants';
import { randomBytes, toBase64Url } from './encoding';
import type { Bytes } from './encoding';
import { deriveSessionKeys, exportPublicKey, generateEphemeralKeyPair, importPublicKey } from './keys';
import type { CachedCryptoSession, CryptoSessionCache } from './session-cache';
import { handshakeResultSchema, publicKeyResultSchema } from './schema';
import type { HandshakeRequest, PublicKeyResult } from './schema';

export interface WebCryptoSealerOptions {
  /** Origin of the service host, '' for same-origin in the browser. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Clock in milliseconds (X-Timestamp and session renewal); tests move it. */
  now?: () => number;
  /** Handshake again when less than this is left of the session; default 300 s, so no request meets its end. */
  renewBeforeSeconds?: number;
  /** Keeps the session across page loads (see CryptoSessionCache); none: every page load handshakes. */
  cache?: CryptoSessionCache;
}

/**
 * `expiresAt` is on the client's clock: only the length (expiresIn) comes from the server, so clock skew cannot
 * matter.
 */
type ClientSession = CachedCryptoSession;

/** A byte view WebCrypto accepts: a copy only when the bytes sit in a SharedArrayBuffer. */
function asBytes(bytes: Uint8Array): Bytes {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Bytes) : new Uint8Array(bytes);
}

/** Answers awaiting verify(); bounded because a request that times out never comes back to verify. */
const MAX_PENDING = 512;

/**
 * The browser half of the wrapped-call protocol (WRAP-04, WRAP-10, WRAP-11) on WebCrypto only. Lazily fetches the
 * server's public key and performs the handshake; concurrent seal() calls share one handshake.
 */
export function createWebCryptoSealer(options: WebCryptoSealerOptions): RequestSealer {
  // Called as a plain function, never as `options.fetch(...)`: browsers throw "Illegal invocation" when window.fetch
  // runs with another `this`.
  const fetchFn = options.fetch;
  const now = options.now ?? Date.now;
  const renewBeforeMs = (options.renewBeforeSeconds ?? 300) * 1000;

  let current: ClientSession | null = null;
  let inFlight: Promise<ClientSession> | null = null;
  let serverKey: Promise<PublicKeyResult> | null = null;
  // The cache is read once per page: after that the session in memory is the newest.
  let cacheRead = options.cache === undefined;
  // The MAC key that sealed each request: an answer must be checked with its request's key even when a re-handshake
  // happened while it was on the way.
  const pending = new Map<string, CryptoKey>();

  async function callJson<T extends z.core.$ZodType>(path: string, init: RequestInit, schema: T): Promise<z.output<T>> {
    const response = await fetchFn(`${options.baseUrl}${path}`, init);
    const answer = envelopeSchema(z.unknown()).safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new Error(`crypto handshake: unexpected answer from ${path} (HTTP ${response.status})`);
    if (answer.data.status !== STATUS_OK) throw new Error(`crypto handshake: ${answer.data.msg}`);
    const result = z.safeParse(schema, answer.data.result);
    if (!result.success) throw new Error(`crypto handshake: unexpected result from ${path}`);
    return result.data;
  }

  async function handshake(): Promise<ClientSession> {
    const startedAt = now();
    serverKey ??= callJson(CRYPTO_PATHS.publicKey, { method: 'GET' }, publicKeyResultSchema);
    const published = await serverKey;
    const [peer, pair] = await Promise.all([importPublicKey(published.publicKey), generateEphemeralKeyPair()]);
    const salt = randomBytes(SALT_BYTES);
    const body: HandshakeRequest = {
      keyId: published.keyId,
      clientPublicKey: await exportPublicKey(pair.publicKey),
      salt: toBase64Url(salt),
    };
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const answer = await callJson(CRYPTO_PATHS.handshake, init, handshakeResultSchema);
    const keys = await deriveSessionKeys(pair.privateKey, peer, salt, false);
    return { id: answer.sessionId, keys, expiresAt: startedAt + answer.expiresIn * 1000 };
  }

  const fresh = (s: ClientSession | null): s is ClientSession => s !== null && s.expiresAt - now() > renewBeforeMs;

  /** The cached session when it is still fresh, else a new handshake, whose session is then cached. */
  async function cachedOrHandshake(): Promise<ClientSession> {
    if (!cacheRead) {
      cacheRead = true;
      const cached = await options.cache?.load().catch(() => null);
      if (cached && fresh(cached)) return cached;
    }
    const made = await handshake();
    // Not awaited: the page's first call must not wait for the disk.
    options.cache?.save(made).catch(() => undefined);
    return made;
  }

  function session(): Promise<ClientSession> {
    if (fresh(current)) return Promise.resolve(current);
    if (inFlight) return inFlight;
    const attempt: Promise<ClientSession> = cachedOrHandshake().then(
      (made) => {
        // A reset() while the handshake ran makes its result stale: it is handed to the waiting callers only.
        if (inFlight === attempt) {
          current = made;
          inFlight = null;
        }
        return made;
      },
      (error: unknown) => {
        if (inFlight === attempt) {
          inFlight = null;
          // The published key may have been rotated (unknown key id): fetch it again next time.
          serverKey = null;
        }
        throw error;
      },
    );
    inFlight = attempt;
    return attempt;
  }

  function remember(requestId: string, macKey: CryptoKey): void {
    pending.set(requestId, macKey);
    // Maps iterate in insertion order, so the first key is the oldest request.
    while (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string);
  }

  return {
    async seal(request: OutgoingRequest): Promise<SealedRequest> {
      const { id, keys } = await session();
      const requestId = randomId();
      const timestamp = String(now());
      const nonce = toBase64Url(randomBytes(NONCE_BYTES));
      // GET carries no body: its signature covers the query through the path, and the hash of the empty body.
      const body =
        request.method === 'POST' && request.body !== undefined
          ? await encryptBody(keys.encKey, requestId, request.body)
          : undefined;
      const signed = {
        method: request.method,
        pathWithQuery: canonicalPath(request.pathWithQuery),
        requestId,
        timestamp,
        nonce,
        bodyHash: await sha256Hex(body ?? ''),
      };
      const signature = await hmacSign(keys.macKey, canonicalRequest(signed));
      remember(requestId, keys.macKey);
      return {
        requestId,
        headers: {
          [CRYPTO_HEADERS.session]: id,
          [CRYPTO_HEADERS.requestId]: requestId,
          [CRYPTO_HEADERS.timestamp]: timestamp,
          [CRYPTO_HEADERS.nonce]: nonce,
          [CRYPTO_HEADERS.signature]: signature,
        },
        body,
      };
    },

    async verify(requestId: string, response: IncomingResponse): Promise<VerifyOutcome> {
      const macKey = pending.get(requestId);
      pending.delete(requestId);
      // WRAP-10: the answer must name the request it answers.
      if (response.headers.get(CRYPTO_HEADERS.requestId) !== requestId) return { ok: false, reason: 'request-id' };
      const signature = response.headers.get(CRYPTO_HEADERS.signature);
      if (!macKey || signature === null) return { ok: false, reason: 'signature' };
      const canonical = canonicalResponse({
        requestId,
        httpStatus: response.httpStatus,
        bodyHash: await sha256Hex(response.bodyBytes ? asBytes(response.bodyBytes) : response.bodyText),
      });
      // WRAP-11: a bad HMAC means the content cannot be trusted.
      return (await hmacVerify(macKey, canonical, signature)) ? { ok: true } : { ok: false, reason: 'signature' };
    },

    reset(): void {
      current = null;
      inFlight = null;
      serverKey = null;
      // The server refused the session (restarted with new keys, or it ran out): the cached copy is as stale.
      cacheRead = true;
      options.cache?.clear().catch(() => undefined);
    },
  };
}
