import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  canonicalRequest,
  canonicalResponse,
  decryptBody,
  deriveSessionKeys,
  encryptBody,
  exportPublicKey,
  exportSessionKeys,
  fromBase64Url,
  generateEphemeralKeyPair,
  hmacSign,
  hmacVerify,
  importPublicKey,
  randomBytes,
  sha256Hex,
  toBase64Url,
} from '../../../../../src/shared/api/crypto';

async function sharedKeys() {
  const [client, server] = await Promise.all([generateEphemeralKeyPair(), generateEphemeralKeyPair()]);
  const salt = randomBytes(32);
  const [clientPub, serverPub] = await Promise.all([
    importPublicKey(await exportPublicKey(client.publicKey)),
    importPublicKey(await exportPublicKey(server.publicKey)),
  ]);
  return {
    client: await deriveSessionKeys(client.privateKey, serverPub, salt, false),
    server: await deriveSessionKeys(server.privateKey, clientPub, salt, false),
    clientPrivate: client.privateKey,
  };
}

describe('wrapped-call primitives', () => {
  it('base64url round-trips every byte value and refuses padding, foreign letters and non-canonical spellings', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let n = 0; n <= 256; n += 7) expect(fromBase64Url(toBase64Url(all.subarray(0, n)))).toEqual(all.subarray(0, n));
    expect(() => fromBase64Url('AA==')).toThrow();
    expect(() => fromBase64Url('A+B/')).toThrow();
    expect(() => fromBase64Url('A')).toThrow();
    // 'AB' and 'AA' both decode to 0x00 with a lax decoder; only 'AA' is the encoding.
    expect(fromBase64Url('AA')).toEqual(new Uint8Array([0]));
    expect(() => fromBase64Url('AB')).toThrow();
  });

  it('both sides of ECDH + HKDF derive the same keys; the ephemeral private key cannot be exported', async () => {
    const { client, server, clientPrivate } = await sharedKeys();
    const body = await encryptBody(client.encKey, 'r'.repeat(32), '{"a":1}');
    const plain = await decryptBody(server.encKey, 'r'.repeat(32), JSON.parse(body).data);
    expect(new TextDecoder().decode(plain ?? undefined)).toBe('{"a":1}');
    const sig = await hmacSign(client.macKey, 'x');
    expect(await hmacVerify(server.macKey, 'x', sig)).toBe(true);
    expect(clientPrivate.extractable).toBe(false);
    expect(client.encKey.extractable).toBe(false);
    await expect(globalThis.crypto.subtle.exportKey('jwk', clientPrivate)).rejects.toThrow();
  });

  it('the AES key and the HMAC key differ (distinct HKDF info), and both are 256-bit', async () => {
    const [a, b] = await Promise.all([generateEphemeralKeyPair(), generateEphemeralKeyPair()]);
    const keys = await deriveSessionKeys(a.privateKey, b.publicKey, randomBytes(32), true);
    const { enc, mac } = await exportSessionKeys(keys);
    expect(enc).toHaveLength(32);
    expect(mac).toHaveLength(32);
    expect(toBase64Url(enc)).not.toBe(toBase64Url(mac));
  });

  it('an invalid public key (not on the curve) is refused', async () => {
    const bogus = new Uint8Array(65).fill(7);
    bogus[0] = 4;
    await expect(importPublicKey(toBase64Url(bogus))).rejects.toThrow();
  });

  it('canonical strings: one field a line, direction-tagged, so a request signature never passes as an answer one', async () => {
    const request = canonicalRequest({
      method: 'post', pathWithQuery: '/api/a?b=1', requestId: 'r', timestamp: '1', nonce: 'n', bodyHash: 'h',
    });
    expect(request.split('\n')).toEqual(['service-hall-wrap-v1/request', 'POST', '/api/a?b=1', 'r', '1', 'n', 'h']);
    expect(canonicalResponse({ requestId: 'r', httpStatus: 200, bodyHash: 'h' }).split('\n')).toEqual([
      'service-hall-wrap-v1/response', 'r', '200', 'h',
    ]);
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('canonicalPath is what fetch puts on the request line, and refuses a full URL', () => {
    expect(canonicalPath('/api/x?q=保洁&t=1')).toBe('/api/x?q=%E4%BF%9D%E6%B4%81&t=1');
    expect(canonicalPath('/api/a/./b/../c?x')).toBe('/api/a/c?x');
    expect(canonicalPath('/api/x#frag')).toBe('/api/x');
    expect(() => canonicalPath('https://evil.test/api/x')).toThrow();
    expect(() => canonicalPath('//evil.test/api/x')).toThrow();
  });
});
