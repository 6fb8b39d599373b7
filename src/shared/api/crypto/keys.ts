import { KEY_BYTES, PROTOCOL_VERSION } from './constants';
import { fromBase64Url, toBase64Url, utf8 } from './encoding';
import type { Bytes } from './encoding';

const subtle = () => globalThis.crypto.subtle;
const ECDH_P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

/**
 * Distinct HKDF info per key, so the encryption key and the MAC key are independent even though they come from one
 * shared secret; the protocol version in the info keeps keys of two protocol versions apart.
 */
const HKDF_INFO = {
  encryption: `${PROTOCOL_VERSION}/aes-256-gcm`,
  mac: `${PROTOCOL_VERSION}/hmac-sha-256`,
} as const;

/** The two keys of a crypto session. */
export interface SessionKeys {
  /** AES-256-GCM: request bodies. */
  encKey: CryptoKey;
  /** HMAC-SHA-256: request and answer signatures. */
  macKey: CryptoKey;
}

/** An ephemeral ECDH P-256 pair whose private half cannot be exported (the page's side of the handshake). */
export async function generateEphemeralKeyPair(): Promise<CryptoKeyPair> {
  return subtle().generateKey(ECDH_P256, false, ['deriveBits']);
}

/** A public key as base64url of its uncompressed point (65 bytes); public keys are always exportable. */
export async function exportPublicKey(publicKey: CryptoKey): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().exportKey('raw', publicKey)));
}

/**
 * Imports a peer's public key, given as base64url of the raw point or as a JWK. WebCrypto refuses a point that is
 * not on the curve, which is what stops invalid-curve attacks on the static server key.
 */
export async function importPublicKey(key: string | JsonWebKey): Promise<CryptoKey> {
  if (typeof key === 'string') return subtle().importKey('raw', fromBase64Url(key), ECDH_P256, true, []);
  // A JWK may carry the private `d`; keep only the public members so a mistake cannot import a private key here.
  const { kty, crv, x, y } = key;
  return subtle().importKey('jwk', { kty, crv, x, y }, ECDH_P256, true, []);
}

/**
 * ECDH, then HKDF-SHA-256 with the client's random salt, into the session's AES-GCM and HMAC keys.
 * The client asks for non-extractable keys; the server asks for extractable ones, because it seals them into the
 * session id (see the server's session-id module).
 */
export async function deriveSessionKeys(
  privateKey: CryptoKey,
  peerPublicKey: CryptoKey,
  salt: Bytes,
  extractable: boolean,
): Promise<SessionKeys> {
  // deriveBits then import rather than deriveKey(ECDH → HKDF): the latter is not available in every browser.
  const shared = await subtle().deriveBits({ name: 'ECDH', public: peerPublicKey }, privateKey, 256);
  const ikm = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const hkdf = (info: string) => ({ name: 'HKDF', hash: 'SHA-256', salt, info: utf8(info) });
  const [encKey, macKey] = await Promise.all([
    subtle().deriveKey(hkdf(HKDF_INFO.encryption), ikm, { name: 'AES-GCM', length: 256 }, extractable, [
      'encrypt',
      'decrypt',
    ]),
    subtle().deriveKey(hkdf(HKDF_INFO.mac), ikm, { name: 'HMAC', hash: 'SHA-256', length: 256 }, extractable, [
      'sign',
      'verify',
    ]),
  ]);
  return { encKey, macKey };
}

/** Raw bytes of both session keys (server only: they are sealed into the session id). */
export async function exportSessionKeys(keys: SessionKeys): Promise<{ enc: Bytes; mac: Bytes }> {
  const [enc, mac] = await Promise.all([subtle().exportKey('raw', keys.encKey), subtle().exportKey('raw', keys.macKey)]);
  return { enc: new Uint8Array(enc), mac: new Uint8Array(mac) };
}

/** Session keys from raw bytes, non-extractable (server: after opening a session id). */
export async function importSessionKeys(enc: Bytes, mac: Bytes): Promise<SessionKeys> {
  if (enc.length !== KEY_BYTES || mac.length !== KEY_BYTES) throw new Error('session keys must be 256-bit');
  const [encKey, macKey] = await Promise.all([
    subtle().importKey('raw', enc, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
    subtle().importKey('raw', mac, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
  ]);
  return { encKey, macKey };
}
