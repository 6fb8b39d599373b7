import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt from node:crypto, a per-user salt, and the parameters inside the stored string
 * (`$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, base64url), so stronger parameters can come later without a migration.
 */
const LOG_N = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// scrypt needs 128 · N · r bytes (32 MiB here); node's default cap is exactly 32 MiB, so it must be raised.
const MAX_MEMORY = 256 * 1024 * 1024;

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,128})\$([A-Za-z0-9_-]{16,256})$/;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The async form runs on libuv's thread pool, so a sign-in never blocks the event loop for ~100 ms.
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Hashes a password with a fresh salt; the result is self-describing and safe to store. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N: 2 ** LOG_N, r: BLOCK_SIZE, p: PARALLELISM });
  return `$scrypt$ln=${LOG_N},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * True when `password` matches `stored`. A malformed string, or parameters outside sane bounds (a corrupted or
 * hostile row must not make us allocate gigabytes), simply do not match.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln = '', r = '', p = '', saltText = '', keyText = ''] = match;
  const logN = Number(ln);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (logN < 10 || logN > 20 || blockSize < 1 || blockSize > 16 || parallelism < 1 || parallelism > 4) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: 2 ** logN, r: blockSize, p: parallelism,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification on a throw-away hash, so an unknown account answers as slowly as a wrong
 * password and the timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(password, await dummyHash);
  return false;
}
