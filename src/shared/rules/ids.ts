const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Random bytes drawn from the cryptographic source a block at a time and each used once: one getRandomValues per
 * id cost a busy server several percent of its CPU (three ids per business API call, ADR 024).
 */
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let poolAt = 0;

/** STATE-03: a random id of 32 characters (at most POOL_BYTES) from a cryptographic source. */
export function randomId(length = 32): string {
  if (length > POOL_BYTES) throw new RangeError(`an id of at most ${POOL_BYTES} characters`);
  if (poolAt + length > pool.length) {
    pool = new Uint8Array(POOL_BYTES);
    globalThis.crypto.getRandomValues(pool);
    poolAt = 0;
  }
  const end = poolAt + length;
  let out = '';
  // 62 does not divide 256; the slight bias is irrelevant for ids that only need to be unique.
  for (let i = poolAt; i < end; i += 1) out += ALPHABET[(pool[i] ?? 0) % ALPHABET.length];
  poolAt = end;
  return out;
}
