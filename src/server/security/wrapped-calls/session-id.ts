import {
  concatBytes,
  exportSessionKeys,
  fromBase64Url,
  importSessionKeys,
  KEY_BYTES,
  openBytes,
  PROTOCOL_VERSION,
  sealBytes,
  toBase64Url,
  utf8,
} from '../../../shared/api/crypto';
import type { Bytes, SessionKeys } from '../../../shared/api/crypto';
import { createLocalCache } from '../../cache/local-cache';

/**
 * A crypto-session id is the session's own keys and expiry, sealed with AES-GCM under the master key: any instance
 * that holds the master key opens it, so no instance keeps sessions in memory or in a shared store.
 * Plaintext layout: format byte ‖ expiry (ms since epoch, float64 big-endian) ‖ AES key ‖ HMAC key.
 */
const FORMAT = 1;
const HEADER_BYTES = 1 + 8;
const PLAIN_BYTES = HEADER_BYTES + 2 * KEY_BYTES;
/** The AAD names the purpose, so nothing else ever sealed under the master key can pass for a session id. */
const AAD = utf8(`${PROTOCOL_VERSION}/crypto-session`);
/** base64url of iv ‖ ciphertext ‖ tag is about 135 characters; refuse far longer input before decoding it. */
const MAX_ID_LENGTH = 256;

/** An opened crypto session. */
export interface OpenedSession extends SessionKeys {
  expiresAt: number;
}

export async function sealSessionId(masterKey: CryptoKey, keys: SessionKeys, expiresAt: number): Promise<string> {
  const { enc, mac } = await exportSessionKeys(keys);
  const header = new Uint8Array(HEADER_BYTES);
  header[0] = FORMAT;
  new DataView(header.buffer).setFloat64(1, expiresAt);
  return toBase64Url(await sealBytes(masterKey, concatBytes(header, enc, mac), AAD));
}

/** Opens a session id; null when it is malformed, forged, sealed under another master key, or expired. */
export async function openSessionId(masterKey: CryptoKey, sessionId: string, now: number): Promise<OpenedSession | null> {
  if (sessionId.length > MAX_ID_LENGTH) return null;
  let sealed: Bytes;
  try {
    sealed = fromBase64Url(sessionId);
  } catch {
    return null;
  }
  const plain = await openBytes(masterKey, sealed, AAD);
  if (!plain || plain.length !== PLAIN_BYTES || plain[0] !== FORMAT) return null;
  const expiresAt = new DataView(plain.buffer, plain.byteOffset).getFloat64(1);
  if (!(expiresAt > now)) return null;
  const keys = await importSessionKeys(plain.slice(HEADER_BYTES, HEADER_BYTES + KEY_BYTES), plain.slice(HEADER_BYTES + KEY_BYTES));
  return { ...keys, expiresAt };
}

/**
 * Opens session ids through a small per-instance cache: every wrapped request carries its session id, and most come
 * from a few pages, so this saves a decryption and two key imports per request. Correctness never depends on it.
 */
export function createSessionOpener(masterKey: CryptoKey, maxCached = 1000) {
  const openedLocally = createLocalCache<OpenedSession>({ maxEntries: maxCached });
  return async function open(sessionId: string, now: number): Promise<OpenedSession | null> {
    const hit = openedLocally.get(sessionId, now);
    if (hit) return hit;
    const opened = await openSessionId(masterKey, sessionId, now);
    if (opened) openedLocally.set(sessionId, opened, opened.expiresAt);
    return opened;
  };
}
