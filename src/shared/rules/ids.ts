const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** STATE-03: a random id of 32 characters from a cryptographic source. */
export function randomId(length = 32): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  // 62 does not divide 256; the slight bias is irrelevant for ids that only need to be unique.
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
