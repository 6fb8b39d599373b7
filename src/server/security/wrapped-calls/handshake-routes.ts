import type { FastifyInstance } from 'fastify';
import {
  CRYPTO_PATHS,
  deriveSessionKeys,
  fromBase64Url,
  handshakeRequestSchema,
  importPublicKey,
  SESSION_LIFETIME_SECONDS,
} from '../../../shared/api/crypto';
import type { Bytes, HandshakeResult, PublicKeyResult } from '../../../shared/api/crypto';
import { sendError, sendOk } from './answers';
import type { ServerKeys } from './server-keys';
import { sealSessionId } from './session-id';

/**
 * The two `nobody` routes of the handshake. They travel in clear (WRAP-04 exempts `nobody`): the page has no keys
 * yet, and nothing in them is secret — the client's half is an ephemeral public key.
 */
export function registerHandshakeRoutes(app: FastifyInstance, keys: ServerKeys, now: () => number): void {
  const published: PublicKeyResult = { keyId: keys.keyId, publicKey: keys.publicKey };

  app.get(CRYPTO_PATHS.publicKey, async (_request, reply) => {
    // no-store: after a key rotation a cached key id would fail every handshake until the cache expired.
    reply.header('Cache-Control', 'no-store');
    return sendOk(reply, published);
  });

  app.post(CRYPTO_PATHS.handshake, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const parsed = handshakeRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), msg: i.message }));
      return sendError(reply, 'VALIDATION', errors);
    }
    const body = parsed.data;
    // An unknown key id means the page holds a rotated key: "session invalid" makes it fetch the key and retry.
    if (body.keyId !== keys.keyId) return sendError(reply, 'CRYPTO_SESSION_INVALID');
    let salt: Bytes;
    let clientKey: CryptoKey;
    try {
      salt = fromBase64Url(body.salt);
    } catch {
      return sendError(reply, 'VALIDATION', [{ field: 'salt', msg: '不是有效的 base64url' }]);
    }
    try {
      clientKey = await importPublicKey(body.clientPublicKey);
    } catch {
      return sendError(reply, 'VALIDATION', [{ field: 'clientPublicKey', msg: '不是有效的 P-256 公钥' }]);
    }
    let sessionId: string;
    try {
      const sessionKeys = await deriveSessionKeys(keys.privateKey, clientKey, salt, true);
      sessionId = await sealSessionId(keys.masterKey, sessionKeys, now() + SESSION_LIFETIME_SECONDS * 1000);
    } catch (error) {
      request.log.error({ err: error }, 'crypto handshake failed');
      return sendError(reply, 'INTERNAL');
    }
    const result: HandshakeResult = { sessionId, expiresIn: SESSION_LIFETIME_SECONDS };
    return sendOk(reply, result);
  });
}
