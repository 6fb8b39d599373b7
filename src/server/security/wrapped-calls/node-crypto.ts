import { createDecipheriv, createHash, createHmac, KeyObject, timingSafeEqual } from 'node:crypto';
import { IV_BYTES } from '../../../shared/api/crypto';
import type { SessionKeys } from '../../../shared/api/crypto';

/**
 * The server's side of the protocol's per-request cryptography on node:crypto, synchronously. The shared module
 * (src/shared/api/crypto) uses WebCrypto so the browser and Node share it; but in Node every WebCrypto call is a
 * thread-pool round trip, and a wrapped request made five of them (body hash, signature check, body decryption,
 * answer hash, answer signature) — most of the protocol's cost per call for bodies of a few hundred bytes.
 * Same algorithms and wire formats; tests/unit/server/security/wrapped-calls/node-crypto.test.ts checks each against the shared module.
 */

const TAG_BYTES = 16;
const nodeKeys = new WeakMap<SessionKeys, { enc: KeyObject; mac: KeyObject }>();

/** The session's keys as Node key objects, converted once per opened session (the opener caches sessions). */
function keysOf(session: SessionKeys): { enc: KeyObject; mac: KeyObject } {
  let keys = nodeKeys.get(session);
  if (!keys) {
    keys = { enc: KeyObject.from(session.encKey), mac: KeyObject.from(session.macKey) };
    nodeKeys.set(session, keys);
  }
  return keys;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * The shared fromBase64Url on Buffer's native codec (the shared one, on atob and a byte loop, was 3 % of the
 * server's CPU on the busiest page): the same strictness, as only the canonical unpadded spelling decodes.
 */
function fromBase64UrlSync(text: string): Buffer {
  if (!BASE64URL.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) throw new Error('not canonical base64url');
  return bytes;
}

/** SHA-256 in lower-case hex, as the shared sha256Hex. */
export function sha256HexSync(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** HMAC-SHA-256 of a canonical string in base64url, as the shared hmacSign. */
export function hmacSignSync(session: SessionKeys, canonical: string): string {
  return createHmac('sha256', keysOf(session).mac).update(canonical, 'utf8').digest('base64url');
}

/** Checks a base64url HMAC in constant time; false for a malformed signature, as the shared hmacVerify. */
export function hmacVerifySync(session: SessionKeys, canonical: string, signature: string): boolean {
  let given: Uint8Array;
  try {
    given = fromBase64UrlSync(signature);
  } catch {
    return false;
  }
  const expected = createHmac('sha256', keysOf(session).mac).update(canonical, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The plaintext of a body's base64url `data` (iv ‖ ciphertext ‖ tag, AAD = request id), or null, as decryptBody. */
export function decryptBodySync(session: SessionKeys, requestId: string, data: string): Uint8Array | null {
  let sealed: Uint8Array;
  try {
    sealed = fromBase64UrlSync(data);
  } catch {
    return null;
  }
  if (sealed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keysOf(session).enc, sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(requestId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const head = decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES));
    return new Uint8Array(Buffer.concat([head, decipher.final()]));
  } catch {
    return null;
  }
}
