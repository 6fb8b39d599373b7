import type { FastifyInstance } from 'fastify';
import {
  canonicalRequest,
  CRYPTO_HEADERS,
  CRYPTO_PATHS,
  deriveSessionKeys,
  exportPublicKey,
  generateEphemeralKeyPair,
  hmacSign,
  importPublicKey,
  randomBytes,
  sha256Hex,
  toBase64Url,
} from '../../../src/shared/api/crypto';
import type { SessionKeys } from '../../../src/shared/api/crypto';
import { randomId } from '../../../src/shared/rules/ids';

/** A client that holds its own session keys, to sign requests the sealer would never make (reused nonce, bad body). */
export async function manualClient(baseUrl: string) {
  const published = await (await fetch(`${baseUrl}${CRYPTO_PATHS.publicKey}`)).json();
  const pair = await generateEphemeralKeyPair();
  const salt = randomBytes(32);
  const handshake = await fetch(`${baseUrl}${CRYPTO_PATHS.handshake}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ keyId: published.result.keyId, clientPublicKey: await exportPublicKey(pair.publicKey), salt: toBase64Url(salt) }),
  });
  const { sessionId } = (await handshake.json()).result;
  const keys: SessionKeys = await deriveSessionKeys(pair.privateKey, await importPublicKey(published.result.publicKey), salt, false);
  return {
    keys,
    async sign(method: string, path: string, body: string, parts: { requestId?: string; nonce?: string } = {}) {
      const requestId = parts.requestId ?? randomId();
      const nonce = parts.nonce ?? toBase64Url(randomBytes(16));
      const timestamp = String(Date.now());
      const canonical = canonicalRequest({ method, pathWithQuery: path, requestId, timestamp, nonce, bodyHash: await sha256Hex(body) });
      const signature = await hmacSign(keys.macKey, canonical);
      const headers = {
        [CRYPTO_HEADERS.session]: sessionId,
        [CRYPTO_HEADERS.requestId]: requestId,
        [CRYPTO_HEADERS.timestamp]: timestamp,
        [CRYPTO_HEADERS.nonce]: nonce,
        [CRYPTO_HEADERS.signature]: signature,
      };
      return { requestId, headers, body: body === '' ? undefined : body };
    },
  };
}

/** A fetch over app.inject, for an instance that does not listen. */
export function injectFetch(instance: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const answer = await instance.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'Content-Type': 'application/json' } });
  };
}
