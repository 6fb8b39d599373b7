/**
 * Byte helpers of the wrapped-call protocol, on web platform APIs only (btoa/atob, TextEncoder), so the browser and
 * Node share one implementation without Node's Buffer.
 */

/** Bytes whose buffer is a plain ArrayBuffer, which is what WebCrypto's BufferSource accepts. */
export type Bytes = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();
// fatal: a body that is not valid UTF-8 is refused rather than silently changed with replacement characters.
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 bytes of a text. */
export function utf8(text: string): Bytes {
  return encoder.encode(text);
}

/** Text of UTF-8 bytes; throws on invalid UTF-8. */
export function fromUtf8(bytes: Uint8Array): string {
  return strictDecoder.decode(bytes);
}

/** base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list well under engines' limits for bodies of a megabyte.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Bytes of a base64url text. Throws on anything but the canonical unpadded encoding: a lax decoder maps several texts
 * to one value (the unused low bits of the last character), and a signature must have exactly one spelling.
 */
export function fromBase64Url(text: string): Bytes {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  if (toBase64Url(bytes) !== text) throw new Error('not canonical base64url');
  return bytes;
}

/** Lower-case hex, as used in the canonical strings. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Concatenation of byte arrays (iv ‖ ciphertext and the like). */
export function concatBytes(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Cryptographically random bytes. */
export function randomBytes(length: number): Bytes {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}
