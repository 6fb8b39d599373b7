import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptBody, hmacSign, importSessionKeys, sha256Hex, utf8 } from '../../../../../src/shared/api/crypto';
import { decryptBodySync, hmacSignSync, hmacVerifySync, sha256HexSync } from '../../../../../src/server/security/wrapped-calls/node-crypto';

// The server's node:crypto path must agree byte for byte with the shared WebCrypto module the browser uses.
async function keys() {
  return importSessionKeys(new Uint8Array(randomBytes(32)), new Uint8Array(randomBytes(32)));
}

describe('wrapped calls on node:crypto', () => {
  it('hashes as the shared module does', async () => {
    for (const text of ['', '{"a":1}', '中文 body ✓']) {
      expect(sha256HexSync(utf8(text))).toBe(await sha256Hex(text));
    }
  });

  it('signs as the shared module does, and verifies its signatures', async () => {
    const session = await keys();
    const canonical = 'POST\n/api/x?y=1\nrid\n1700000000000\nnonce\nhash';
    const shared = await hmacSign(session.macKey, canonical);
    expect(hmacSignSync(session, canonical)).toBe(shared);
    expect(hmacVerifySync(session, canonical, shared)).toBe(true);
  });

  it('refuses an altered, truncated or malformed signature', async () => {
    const session = await keys();
    const good = hmacSignSync(session, 'c');
    const flipped = `${good.slice(0, -2)}${good.at(-2) === 'A' ? 'B' : 'A'}${good.at(-1) ?? ''}`;
    expect(hmacVerifySync(session, 'c', flipped)).toBe(false);
    expect(hmacVerifySync(session, 'c', good.slice(0, 20))).toBe(false);
    expect(hmacVerifySync(session, 'c', 'not base64url!')).toBe(false);
    // A second spelling of the same bytes (the 32-byte MAC leaves 2 unused low bits in its last character; padding).
    const last = good.at(-1) ?? 'A';
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = ALPHABET[ALPHABET.indexOf(last) ^ 1] ?? 'A';
    expect(hmacVerifySync(session, 'c', `${good.slice(0, -1)}${sibling}`)).toBe(false);
    expect(hmacVerifySync(session, 'c', `${good}=`)).toBe(false);
    expect(hmacVerifySync(session, 'other', good)).toBe(false);
    expect(hmacVerifySync(await keys(), 'c', good)).toBe(false);
  });

  it('decrypts bodies the browser encrypted, only under their own request id', async () => {
    const session = await keys();
    const body = JSON.stringify({ keyword: '请假', current: 1 });
    const { data } = JSON.parse(await encryptBody(session.encKey, 'r'.repeat(32), body)) as { data: string };
    expect(new TextDecoder().decode(decryptBodySync(session, 'r'.repeat(32), data) ?? new Uint8Array())).toBe(body);
    expect(decryptBodySync(session, 's'.repeat(32), data)).toBeNull();
    expect(decryptBodySync(await keys(), 'r'.repeat(32), data)).toBeNull();
    expect(decryptBodySync(session, 'r'.repeat(32), data.slice(0, 20))).toBeNull();
    expect(decryptBodySync(session, 'r'.repeat(32), '@@')).toBeNull();
  });
});
