import { z } from 'zod/mini';
import { exportPublicKey, fromBase64Url, KEY_BYTES, randomBytes, toBase64Url } from '../../../shared/api/crypto';
import { randomId } from '../../../shared/rules/ids';
import type { KeyStore } from '../key-store';

/** KeyStore names; the version suffix lets a later format live beside this one. */
const KEY_NAMES = {
  ecdh: 'wrapped-calls/ecdh-p256/v1',
  master: 'wrapped-calls/master-key/v1',
} as const;

const ECDH_P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

const storedPairSchema = z.object({
  keyId: z.string().check(z.minLength(1), z.maxLength(64)),
  privateKey: z.looseObject({ kty: z.literal('EC'), crv: z.literal('P-256'), d: z.string() }),
});

/** The server's long-lived secrets of the protocol, ready to use. */
export interface ServerKeys {
  keyId: string;
  /** Non-extractable once loaded. */
  privateKey: CryptoKey;
  /** base64url of the raw point, as published. */
  publicKey: string;
  /** AES-256-GCM key that seals crypto-session ids, so any instance can open them. */
  masterKey: CryptoKey;
}

async function createPair(): Promise<string> {
  const pair = await globalThis.crypto.subtle.generateKey(ECDH_P256, true, ['deriveBits']);
  const privateKey = await globalThis.crypto.subtle.exportKey('jwk', pair.privateKey);
  // A random id rather than a thumbprint: it only has to tell a rotated key from the current one.
  return JSON.stringify({ keyId: randomId(16), privateKey });
}

async function createMaster(): Promise<string> {
  return toBase64Url(randomBytes(KEY_BYTES));
}

/**
 * Loads the ECDH key pair and the master key, creating them at first start (the KeyStore keeps them in the database,
 * shared by every instance; none is a constant in code). Throws on a stored value it cannot read: the server must
 * not start with keys it does not understand.
 */
export async function loadServerKeys(keyStore: KeyStore): Promise<ServerKeys> {
  const subtle = globalThis.crypto.subtle;
  const [pairText, masterText] = await Promise.all([
    keyStore.getOrCreate(KEY_NAMES.ecdh, createPair),
    keyStore.getOrCreate(KEY_NAMES.master, createMaster),
  ]);
  const stored = storedPairSchema.parse(JSON.parse(pairText));
  const masterBytes = fromBase64Url(masterText);
  if (masterBytes.length !== KEY_BYTES) throw new Error(`${KEY_NAMES.master} must hold a 256-bit key`);
  const jwk: JsonWebKey = stored.privateKey;
  const { kty, crv, x, y } = jwk;
  const [privateKey, publicCryptoKey, masterKey] = await Promise.all([
    subtle.importKey('jwk', jwk, ECDH_P256, false, ['deriveBits']),
    subtle.importKey('jwk', { kty, crv, x, y }, ECDH_P256, true, []),
    subtle.importKey('raw', masterBytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
  ]);
  return { keyId: stored.keyId, privateKey, publicKey: await exportPublicKey(publicCryptoKey), masterKey };
}
