import {
  canonicalRequest,
  canonicalResponse,
  CRYPTO_HEADERS,
  CRYPTO_PATHS,
  decryptBody,
  deriveSessionKeys,
  encryptedBodySchema,
  exportPublicKey,
  fromBase64Url,
  fromUtf8,
  handshakeRequestSchema,
  hmacSign,
  hmacVerify,
  importPublicKey,
  sha256Hex,
  SESSION_LIFETIME_SECONDS,
} from '../../../../src/shared/api/crypto';
import type { SessionKeys } from '../../../../src/shared/api/crypto';
import type { IncomingResponse, SealedRequest } from '../../../../src/shared/api/sealer';

/**
 * The server half of the handshake in a fake fetch, built from the shared primitives only, so the sealer can be
 * tested without Fastify; it also checks sealed requests and signs answers the way the real server does.
 */
export async function createFakeCryptoServer(options: { expiresIn?: number } = {}) {
  const pair = await globalThis.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const publicKey = await exportPublicKey(pair.publicKey);
  const sessions = new Map<string, SessionKeys>();
  const calls = { publicKey: 0, handshake: 0 };
  let failNext = false;

  const answer = (result: unknown, status = 1000) =>
    new Response(JSON.stringify({ status, msg: status === 1000 ? '成功' : '失败', result }), {
      headers: { 'Content-Type': 'application/json' },
    });

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.endsWith(CRYPTO_PATHS.publicKey)) {
      calls.publicKey++;
      return answer({ keyId: 'k1', publicKey });
    }
    if (url.endsWith(CRYPTO_PATHS.handshake)) {
      calls.handshake++;
      if (failNext) {
        failNext = false;
        return answer(null, 4190);
      }
      const body = handshakeRequestSchema.parse(JSON.parse(String(init?.body)));
      const client = await importPublicKey(body.clientPublicKey);
      const keys = await deriveSessionKeys(pair.privateKey, client, fromBase64Url(body.salt), false);
      const sessionId = `session-${sessions.size + 1}`;
      sessions.set(sessionId, keys);
      return answer({ sessionId, expiresIn: options.expiresIn ?? SESSION_LIFETIME_SECONDS });
    }
    throw new Error(`unexpected fetch ${url}`);
  };

  function keysOf(sealed: SealedRequest): SessionKeys {
    const keys = sessions.get(sealed.headers[CRYPTO_HEADERS.session] ?? '');
    if (!keys) throw new Error('unknown session');
    return keys;
  }

  /** The server's check of a sealed request: true when its signature holds over the given (maybe altered) parts. */
  async function verifyRequest(
    sealed: SealedRequest,
    sent: { method: string; pathWithQuery: string; body?: Uint8Array<ArrayBuffer> | string },
  ): Promise<boolean> {
    const h = sealed.headers;
    const canonical = canonicalRequest({
      method: sent.method,
      pathWithQuery: sent.pathWithQuery,
      requestId: h[CRYPTO_HEADERS.requestId] ?? '',
      timestamp: h[CRYPTO_HEADERS.timestamp] ?? '',
      nonce: h[CRYPTO_HEADERS.nonce] ?? '',
      bodyHash: await sha256Hex(sent.body ?? ''),
    });
    return hmacVerify(keysOf(sealed).macKey, canonical, h[CRYPTO_HEADERS.signature] ?? '');
  }

  /** The plaintext of a sealed body, or null when it does not decrypt. */
  async function decrypt(sealed: SealedRequest, bodyText = sealed.body ?? ''): Promise<string | null> {
    const { data } = encryptedBodySchema.parse(JSON.parse(bodyText));
    const plain = await decryptBody(keysOf(sealed).encKey, sealed.requestId, data);
    return plain && fromUtf8(plain);
  }

  /** A signed answer to a sealed request. */
  async function respond(sealed: SealedRequest, httpStatus: number, bodyText: string): Promise<IncomingResponse> {
    const canonical = canonicalResponse({ requestId: sealed.requestId, httpStatus, bodyHash: await sha256Hex(bodyText) });
    const headers = new Headers({
      [CRYPTO_HEADERS.requestId]: sealed.requestId,
      [CRYPTO_HEADERS.signature]: await hmacSign(keysOf(sealed).macKey, canonical),
    });
    return { httpStatus, headers, bodyText };
  }

  return {
    fetch,
    calls,
    verifyRequest,
    decrypt,
    respond,
    failNextHandshake: () => {
      failNext = true;
    },
  };
}
