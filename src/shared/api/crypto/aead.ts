import { IV_BYTES } from './constants';
import { concatBytes, fromBase64Url, randomBytes, toBase64Url, utf8 } from './encoding';
import type { Bytes } from './encoding';

const subtle = () => globalThis.crypto.subtle;

/** AES-GCM with a fresh random 96-bit IV: returns iv ‖ ciphertext ‖ tag. */
export async function sealBytes(key: CryptoKey, plaintext: Bytes, aad: Bytes): Promise<Bytes> {
  const iv = randomBytes(IV_BYTES);
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: aad }, key, plaintext);
  return concatBytes(iv, new Uint8Array(sealed));
}

/** Opens iv ‖ ciphertext ‖ tag; null when it was altered, sealed under another key, or bound to another AAD. */
export async function openBytes(key: CryptoKey, sealed: Bytes, aad: Bytes): Promise<Bytes | null> {
  // 16 bytes of tag at least: shorter input cannot be a GCM output and would only make decrypt throw.
  if (sealed.length < IV_BYTES + 16) return null;
  try {
    const iv = sealed.slice(0, IV_BYTES);
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv, additionalData: aad }, key, sealed.slice(IV_BYTES));
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}

/**
 * The wire form of an encrypted request body: `{"data":"<base64url(iv ‖ AES-GCM(body))>"}`. The AAD is the request
 * id, so a ciphertext lifted from one request cannot be replayed inside another one.
 */
export async function encryptBody(encKey: CryptoKey, requestId: string, bodyText: string): Promise<string> {
  const sealed = await sealBytes(encKey, utf8(bodyText), utf8(requestId));
  return JSON.stringify({ data: toBase64Url(sealed) });
}

/** Plaintext bytes of the `data` member of an encrypted body, or null when it does not decrypt. */
export async function decryptBody(encKey: CryptoKey, requestId: string, data: string): Promise<Bytes | null> {
  let sealed: Bytes;
  try {
    sealed = fromBase64Url(data);
  } catch {
    return null;
  }
  return openBytes(encKey, sealed, utf8(requestId));
}
