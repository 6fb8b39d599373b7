import { describe, expect, it } from 'vitest';
import { createMemoryCryptoSessionCache, createWebCryptoSealer, CRYPTO_HEADERS, fromBase64Url, toBase64Url, utf8 } from '../../../../src/shared/api/crypto';
import type { RequestSealer } from '../../../../src/shared/api/sealer';
import { createFakeCryptoServer } from './fake-crypto-server';

const PATH = '/api/blade-workbench/test/echo';
const BODY = JSON.stringify({ account: 'zs', msg: '你好' });

async function setup(options: { now?: () => number; expiresIn?: number } = {}) {
  const server = await createFakeCryptoServer({ expiresIn: options.expiresIn });
  const sealer = createWebCryptoSealer({ baseUrl: 'http://hall.test', fetch: server.fetch, now: options.now });
  return { server, sealer };
}

const sealPost = (sealer: RequestSealer) => sealer.seal({ method: 'POST', pathWithQuery: PATH, body: BODY });

/** Every single-byte change of `bytes`: each byte XOR 0xff in turn. */
function* flips(bytes: Uint8Array): Generator<[number, Uint8Array<ArrayBuffer>]> {
  for (let i = 0; i < bytes.length; i++) {
    const copy = new Uint8Array(bytes);
    copy[i] = (copy[i] ?? 0) ^ 0xff;
    yield [i, copy];
  }
}

describe('web-crypto sealer', () => {
  it('round trip: the server decrypts the body, the signature holds, a signed answer verifies', async () => {
    const { server, sealer } = await setup();
    const sealed = await sealPost(sealer);
    expect(sealed.body).not.toContain('你好');
    expect(JSON.parse(sealed.body ?? '')).toEqual({ data: expect.stringMatching(/^[A-Za-z0-9_-]+$/) });
    expect(await server.verifyRequest(sealed, { method: 'POST', pathWithQuery: PATH, body: sealed.body })).toBe(true);
    expect(await server.decrypt(sealed)).toBe(BODY);
    const answer = await server.respond(sealed, 200, JSON.stringify({ status: 1000, msg: '成功', result: '好' }));
    await expect(sealer.verify(sealed.requestId, answer)).resolves.toEqual({ ok: true });
  });

  it('[STATE-03] request ids are 32 characters and never repeat; so are nonces', async () => {
    const { sealer } = await setup();
    const sealed = await Promise.all(Array.from({ length: 20 }, () => sealPost(sealer)));
    for (const s of sealed) {
      expect(s.requestId).toMatch(/^[0-9a-zA-Z]{32}$/);
      expect(s.headers[CRYPTO_HEADERS.requestId]).toBe(s.requestId);
    }
    expect(new Set(sealed.map((s) => s.requestId)).size).toBe(20);
    expect(new Set(sealed.map((s) => s.headers[CRYPTO_HEADERS.nonce])).size).toBe(20);
  });

  it('GET: headers only, and the signature covers the query as fetch sends it', async () => {
    const { server, sealer } = await setup();
    const sealed = await sealer.seal({ method: 'GET', pathWithQuery: '/api/blade-platform/x?q=保洁&time=1', body: undefined });
    expect(sealed.body).toBeUndefined();
    const sent = '/api/blade-platform/x?q=%E4%BF%9D%E6%B4%81&time=1';
    expect(await server.verifyRequest(sealed, { method: 'GET', pathWithQuery: sent })).toBe(true);
    expect(await server.verifyRequest(sealed, { method: 'GET', pathWithQuery: sent.replace('time=1', 'time=2') })).toBe(false);
    expect(await server.verifyRequest(sealed, { method: 'POST', pathWithQuery: sent })).toBe(false);
  });

  it('the ciphertext is bound to its request id (AAD): it does not open under another request', async () => {
    const { server, sealer } = await setup();
    const [a, b] = await Promise.all([sealPost(sealer), sealPost(sealer)]);
    if (!a || !b) throw new Error('two requests expected');
    expect(await server.decrypt(b, a.body)).toBeNull();
  });

  it('[WRAP-11] flipping any single byte of the sealed request body is detected', async () => {
    const { server, sealer } = await setup();
    const sealed = await sealPost(sealer);
    const sent = utf8(sealed.body ?? '');
    for (const [i, tampered] of flips(sent)) {
      const ok = await server.verifyRequest(sealed, { method: 'POST', pathWithQuery: PATH, body: tampered });
      expect(ok, `byte ${i} of the body text`).toBe(false);
    }
    // And below the signature: every byte of iv ‖ ciphertext ‖ tag fails to decrypt on its own.
    const sealedBytes = fromBase64Url(JSON.parse(sealed.body ?? '').data);
    for (const [i, tampered] of flips(sealedBytes)) {
      const body = JSON.stringify({ data: toBase64Url(tampered) });
      expect(await server.decrypt(sealed, body), `byte ${i} of the ciphertext`).toBeNull();
    }
  });

  it('[WRAP-11] flipping any single byte of the request signature is detected', async () => {
    const { server, sealer } = await setup();
    const sealed = await sealPost(sealer);
    const signature = fromBase64Url(sealed.headers[CRYPTO_HEADERS.signature] ?? '');
    expect(signature).toHaveLength(32);
    for (const [i, tampered] of flips(signature)) {
      const forged = { ...sealed, headers: { ...sealed.headers, [CRYPTO_HEADERS.signature]: toBase64Url(tampered) } };
      const ok = await server.verifyRequest(forged, { method: 'POST', pathWithQuery: PATH, body: sealed.body });
      expect(ok, `byte ${i} of the signature`).toBe(false);
    }
  });

  it('[WRAP-11] flipping any single byte of an answer body, or of its signature, fails verify', async () => {
    const { server, sealer } = await setup();
    const text = JSON.stringify({ status: 1000, msg: '成功', result: { n: 1 } });
    for (const [i, tampered] of flips(utf8(text))) {
      const sealed = await sealPost(sealer);
      const genuine = await server.respond(sealed, 200, text);
      const altered = { ...genuine, bodyText: new TextDecoder().decode(tampered) };
      expect(await sealer.verify(sealed.requestId, altered), `byte ${i} of the answer`).toEqual({ ok: false, reason: 'signature' });
    }
    const sealed = await sealPost(sealer);
    const genuine = await server.respond(sealed, 200, text);
    for (const [i, tampered] of flips(fromBase64Url(genuine.headers.get(CRYPTO_HEADERS.signature) ?? ''))) {
      const again = await sealPost(sealer);
      const answer = await server.respond(again, 200, text);
      const headers = new Headers({ [CRYPTO_HEADERS.requestId]: again.requestId, [CRYPTO_HEADERS.signature]: toBase64Url(tampered) });
      expect(await sealer.verify(again.requestId, { ...answer, headers }), `byte ${i} of the signature`).toEqual({
        ok: false,
        reason: 'signature',
      });
    }
  });

  it('[WRAP-11] an answer whose HTTP status was changed, or that carries no signature, fails verify', async () => {
    const { server, sealer } = await setup();
    const sealed = await sealPost(sealer);
    const answer = await server.respond(sealed, 400, '{}');
    expect(await sealer.verify(sealed.requestId, { ...answer, httpStatus: 200 })).toEqual({ ok: false, reason: 'signature' });
    const bare = await sealPost(sealer);
    const headers = new Headers({ [CRYPTO_HEADERS.requestId]: bare.requestId });
    expect(await sealer.verify(bare.requestId, { httpStatus: 200, headers, bodyText: '{}' })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('[WRAP-10] an answer without the X-Request-Id header fails with reason request-id', async () => {
    const { server, sealer } = await setup();
    const sealed = await sealPost(sealer);
    const answer = await server.respond(sealed, 200, '{}');
    answer.headers = new Headers({ [CRYPTO_HEADERS.signature]: answer.headers.get(CRYPTO_HEADERS.signature) ?? '' });
    expect(await sealer.verify(sealed.requestId, answer)).toEqual({ ok: false, reason: 'request-id' });
  });

  it('[WRAP-10] an answer naming another request id fails with reason request-id, even if signed for that one', async () => {
    const { server, sealer } = await setup();
    const [mine, other] = await Promise.all([sealPost(sealer), sealPost(sealer)]);
    if (!mine || !other) throw new Error('two requests expected');
    const answerToOther = await server.respond(other, 200, '{}');
    expect(await sealer.verify(mine.requestId, answerToOther)).toEqual({ ok: false, reason: 'request-id' });
  });

  it('concurrent seal() calls share one handshake', async () => {
    const { server, sealer } = await setup();
    const sealed = await Promise.all(Array.from({ length: 8 }, () => sealPost(sealer)));
    expect(server.calls).toEqual({ publicKey: 1, handshake: 1 });
    expect(new Set(sealed.map((s) => s.headers[CRYPTO_HEADERS.session])).size).toBe(1);
  });

  it('handshakes again when the session is near its end, and after reset()', async () => {
    let clock = 1_000_000;
    const { server, sealer } = await setup({ now: () => clock, expiresIn: 7200 });
    const first = await sealPost(sealer);
    clock += (7200 - 301) * 1000;
    expect((await sealPost(sealer)).headers[CRYPTO_HEADERS.session]).toBe(first.headers[CRYPTO_HEADERS.session]);
    clock += 2000;
    const renewed = await sealPost(sealer);
    expect(renewed.headers[CRYPTO_HEADERS.session]).not.toBe(first.headers[CRYPTO_HEADERS.session]);
    sealer.reset();
    const afterReset = await sealPost(sealer);
    expect(afterReset.headers[CRYPTO_HEADERS.session]).not.toBe(renewed.headers[CRYPTO_HEADERS.session]);
    expect(server.calls.handshake).toBe(3);
    // The answer to a request sealed under the first session still verifies with that session's key.
    await expect(sealer.verify(first.requestId, await server.respond(first, 200, '{}'))).resolves.toEqual({ ok: true });
  });

  it('a failed handshake rejects seal() and the next call tries again', async () => {
    const { server, sealer } = await setup();
    server.failNextHandshake();
    await expect(sealPost(sealer)).rejects.toThrow(/crypto handshake/);
    await expect(sealPost(sealer)).resolves.toMatchObject({ requestId: expect.any(String) });
    expect(server.calls).toEqual({ publicKey: 2, handshake: 2 });
  });

  it('a reload with a cached session seals at once: no public-key fetch, no handshake, and the server accepts it', async () => {
    const server = await createFakeCryptoServer();
    const cache = createMemoryCryptoSessionCache();
    const firstPage = createWebCryptoSealer({ baseUrl: 'http://hall.test', fetch: server.fetch, cache });
    const first = await sealPost(firstPage);
    await Promise.resolve();
    expect(cache.peek()?.id).toBe(first.headers[CRYPTO_HEADERS.session]);
    const reloaded = createWebCryptoSealer({ baseUrl: 'http://hall.test', fetch: server.fetch, cache });
    const again = await sealPost(reloaded);
    expect(server.calls).toEqual({ publicKey: 1, handshake: 1 });
    expect(again.headers[CRYPTO_HEADERS.session]).toBe(first.headers[CRYPTO_HEADERS.session]);
    expect(await server.verifyRequest(again, { method: 'POST', pathWithQuery: PATH, body: again.body })).toBe(true);
    await expect(reloaded.verify(again.requestId, await server.respond(again, 200, '{}'))).resolves.toEqual({ ok: true });
  });

  it('a cached session near its end, or one the server refused (reset), is not used again', async () => {
    let clock = 1_000_000;
    const server = await createFakeCryptoServer({ expiresIn: 7200 });
    const cache = createMemoryCryptoSessionCache();
    const make = () => createWebCryptoSealer({ baseUrl: 'http://hall.test', fetch: server.fetch, now: () => clock, cache });
    const first = await sealPost(make());
    clock += (7200 - 299) * 1000;
    const later = make();
    const renewed = await sealPost(later);
    expect(renewed.headers[CRYPTO_HEADERS.session]).not.toBe(first.headers[CRYPTO_HEADERS.session]);
    expect(server.calls.handshake).toBe(2);
    later.reset();
    await Promise.resolve();
    expect(cache.peek()).toBeNull();
    await sealPost(make());
    expect(server.calls.handshake).toBe(3);
  });

  it('a cache that fails to load or save only costs the handshake it would have saved', async () => {
    const server = await createFakeCryptoServer();
    const broken = {
      load: () => Promise.reject(new Error('private mode')),
      save: () => Promise.reject(new Error('quota')),
      clear: () => Promise.reject(new Error('gone')),
    };
    const sealer = createWebCryptoSealer({ baseUrl: 'http://hall.test', fetch: server.fetch, cache: broken });
    await expect(sealPost(sealer)).resolves.toMatchObject({ requestId: expect.any(String) });
    sealer.reset();
    await expect(sealPost(sealer)).resolves.toMatchObject({ requestId: expect.any(String) });
    expect(server.calls.handshake).toBe(2);
  });
});
