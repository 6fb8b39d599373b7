import { describe, expect, it } from 'vitest';
import { fromBase64Url, hmacSign, hmacVerify, importSessionKeys, randomBytes, toBase64Url } from '../../../../../src/shared/api/crypto';
import { createSessionOpener, openSessionId, sealSessionId } from '../../../../../src/server/security/wrapped-calls/session-id';

async function masterKey() {
  return globalThis.crypto.subtle.importKey('raw', randomBytes(32), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

async function extractableKeys() {
  const subtle = globalThis.crypto.subtle;
  const [encKey, macKey] = await Promise.all([
    subtle.importKey('raw', randomBytes(32), { name: 'AES-GCM' }, true, ['encrypt', 'decrypt']),
    subtle.importKey('raw', randomBytes(32), { name: 'HMAC', hash: 'SHA-256' }, true, ['sign', 'verify']),
  ]);
  return { encKey, macKey };
}

describe('crypto-session ids', () => {
  it('carry the session keys and expiry sealed under the master key; any holder of it opens them', async () => {
    const master = await masterKey();
    const keys = await extractableKeys();
    const id = await sealSessionId(master, keys, 10_000);
    expect(id.length).toBeLessThan(200);
    const opened = await openSessionId(master, id, 9_999);
    expect(opened?.expiresAt).toBe(10_000);
    const sig = await hmacSign(keys.macKey, 'x');
    expect(await hmacVerify(opened?.macKey ?? keys.encKey, 'x', sig)).toBe(true);
    expect(opened?.macKey.extractable).toBe(false);
  });

  it('expired, forged (any byte flipped), foreign-master or garbage ids do not open', async () => {
    const master = await masterKey();
    const id = await sealSessionId(master, await extractableKeys(), 10_000);
    expect(await openSessionId(master, id, 10_000)).toBeNull();
    const bytes = fromBase64Url(id);
    for (let i = 0; i < bytes.length; i++) {
      const copy = new Uint8Array(bytes);
      copy[i] = (copy[i] ?? 0) ^ 0xff;
      expect(await openSessionId(master, toBase64Url(copy), 0), `byte ${i}`).toBeNull();
    }
    expect(await openSessionId(await masterKey(), id, 0)).toBeNull();
    expect(await openSessionId(master, 'not-a-session', 0)).toBeNull();
    expect(await openSessionId(master, 'A'.repeat(300), 0)).toBeNull();
  });

  it('the cached opener still refuses an id once it expired', async () => {
    const master = await masterKey();
    const open = createSessionOpener(master);
    const id = await sealSessionId(master, await extractableKeys(), 10_000);
    expect(await open(id, 1)).not.toBeNull();
    expect(await open(id, 2)).not.toBeNull();
    expect(await open(id, 10_001)).toBeNull();
  });

  it('session keys must be 256-bit', async () => {
    await expect(importSessionKeys(randomBytes(16), randomBytes(32))).rejects.toThrow();
  });
});
