import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createWebCryptoSealer, CRYPTO_HEADERS, CRYPTO_PATHS, randomBytes, toBase64Url } from '../../src/shared/api/crypto';
import { ERROR_CODES } from '../../src/shared/api/error-codes';
import type { ErrorCode } from '../../src/shared/api/error-codes';
import type { RequestSealer, SealedRequest } from '../../src/shared/api/sealer';
import { randomId } from '../../src/shared/rules/ids';
import { createMemoryKeyStore } from '../../src/server/security/key-store';
import {
  createMemoryReplayStore,
  registerWrappedCalls,
  REPLAY_STORE_RETRY_AFTER_SECONDS,
  ReplayStoreUnavailableError,
  type ReplayStore,
} from '../../src/server/security/wrapped-calls';
import { injectFetch, manualClient } from './helpers/wrapped-calls-client';

const ECHO = '/api/blade-workbench/test/echo';
const PING = '/api/blade-workbench/test/ping';
const NOBODY_ECHO = '/api/blade-workbench/nobody/test/echo';
const UPLOAD = '/api/blade-workbench/test/upload';

let clockOffset = 0;
const keyStore = createMemoryKeyStore();
const memoryStore = createMemoryReplayStore();
/** Set to make every claim fail as when neither Redis nor the database answers (ADR 018). */
let replayStoreDown = false;
const replayStore: ReplayStore = {
  claim: (key, ttlSeconds) => (replayStoreDown ? Promise.reject(new ReplayStoreUnavailableError()) : memoryStore.claim(key, ttlSeconds)),
};

async function startApp(): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify({ logger: false });
  await registerWrappedCalls(app, { keyStore, replayStore, now: () => Date.now() + clockOffset });
  const ok = (result: unknown) => ({ status: 1000, msg: '成功', result });
  app.post(ECHO, async (request, reply) => {
    const parsed = z.object({ msg: z.string() }).safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ status: 400, msg: '提交的内容未通过校验', result: null });
    return ok({ echo: parsed.data.msg });
  });
  app.get(PING, async (request) => ok({ query: request.query }));
  app.post(NOBODY_ECHO, async (request) => ok(request.body));
  // Stands in for @fastify/multipart: hands the raw text to the route.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(UPLOAD, async (request) => ok({ received: String(request.body).includes('file-content') }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

let app: FastifyInstance;
let baseUrl: string;
let sealer: RequestSealer;

beforeAll(async () => {
  ({ app, baseUrl } = await startApp());
  sealer = createWebCryptoSealer({ baseUrl, fetch });
});
afterAll(async () => {
  await app.close();
});

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  body: { status: number; msg: string; result: unknown };
}

async function send(method: 'GET' | 'POST', path: string, sealed: Partial<SealedRequest>, init: RequestInit = {}): Promise<Sent> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(sealed.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...sealed.headers },
    body: sealed.body,
    ...init,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

async function sealAndSend(s: RequestSealer, method: 'GET' | 'POST', path: string, payload?: unknown) {
  const sealed = await s.seal({ method, pathWithQuery: path, body: payload === undefined ? undefined : JSON.stringify(payload) });
  return { sealed, answer: await send(method, path, sealed) };
}

const verify = (s: RequestSealer, requestId: string, a: Sent) =>
  s.verify(requestId, { httpStatus: a.status, headers: a.headers, bodyText: a.text });

function expectRefusal(answer: Sent, code: ErrorCode) {
  expect(answer.status).toBe(ERROR_CODES[code].http);
  expect(answer.body).toEqual({ status: ERROR_CODES[code].status, msg: ERROR_CODES[code].msg, result: null });
}

describe('wrapped calls over HTTP', () => {
  it('[WRAP-04] a sealed POST reaches the route decrypted, and its signed answer verifies', async () => {
    const { sealed, answer } = await sealAndSend(sealer, 'POST', ECHO, { msg: '你好' });
    expect(answer.body).toEqual({ status: 1000, msg: '成功', result: { echo: '你好' } });
    expect(answer.headers.get(CRYPTO_HEADERS.requestId)).toBe(sealed.requestId);
    await expect(verify(sealer, sealed.requestId, answer)).resolves.toEqual({ ok: true });
  });

  it('[WRAP-04] a sealed GET is verified over its query (Chinese included), and its answer verifies', async () => {
    const { sealed, answer } = await sealAndSend(sealer, 'GET', `${PING}?q=保洁&time=1`);
    expect(answer.body.result).toEqual({ query: { q: '保洁', time: '1' } });
    await expect(verify(sealer, sealed.requestId, answer)).resolves.toEqual({ ok: true });
  });

  it('an answer refused after verification (route validation) is signed too', async () => {
    const { sealed, answer } = await sealAndSend(sealer, 'POST', ECHO, { wrong: 1 });
    expect(answer.status).toBe(400);
    await expect(verify(sealer, sealed.requestId, answer)).resolves.toEqual({ ok: true });
  });

  it('a replayed request (same request id) is refused', async () => {
    const { sealed, answer } = await sealAndSend(sealer, 'POST', ECHO, { msg: 'once' });
    expect(answer.status).toBe(200);
    expectRefusal(await send('POST', ECHO, sealed), 'CRYPTO_REPLAYED');
  });

  it('[WRAP-04] with no shared replay store reachable, a call is refused with a signed 503 and Retry-After, never run unchecked', async () => {
    replayStoreDown = true;
    try {
      for (const [method, path, payload] of [['POST', ECHO, { msg: 'unchecked' }], ['GET', `${PING}?time=1`, undefined]] as const) {
        const { sealed, answer } = await sealAndSend(sealer, method, path, payload);
        expectRefusal(answer, 'REPLAY_STORE_UNAVAILABLE');
        expect(answer.headers.get('Retry-After')).toBe(String(REPLAY_STORE_RETRY_AFTER_SECONDS));
        // Signed: the page trusts it and shows the message instead of a fraud warning (WRAP-10, WRAP-11).
        await expect(verify(sealer, sealed.requestId, answer)).resolves.toEqual({ ok: true });
      }
    } finally {
      replayStoreDown = false;
    }
    expect((await sealAndSend(sealer, 'POST', ECHO, { msg: 'checked' })).answer.status).toBe(200);
  });

  it('a reused nonce under a fresh request id is refused', async () => {
    const client = await manualClient(baseUrl);
    const first = await client.sign('GET', PING, '');
    expect((await send('GET', PING, first)).status).toBe(200);
    const again = await client.sign('GET', PING, '', { nonce: first.headers[CRYPTO_HEADERS.nonce] });
    expectRefusal(await send('GET', PING, again), 'CRYPTO_REPLAYED');
  });

  it('a timestamp 301 s off is refused, with a signed answer the page can trust; 299 s off passes', async () => {
    const slow = createWebCryptoSealer({ baseUrl, fetch, now: () => Date.now() - 301_000 });
    const { sealed, answer } = await sealAndSend(slow, 'POST', ECHO, { msg: 'late' });
    expectRefusal(answer, 'CRYPTO_TIMESTAMP_SKEW');
    await expect(verify(slow, sealed.requestId, answer)).resolves.toEqual({ ok: true });
    const fast = createWebCryptoSealer({ baseUrl, fetch, now: () => Date.now() + 299_000 });
    expect((await sealAndSend(fast, 'POST', ECHO, { msg: 'early' })).answer.status).toBe(200);
  });

  it('tampered ciphertext is refused (signature), and a signed body that does not decrypt is refused (payload)', async () => {
    const sealed = await sealer.seal({ method: 'POST', pathWithQuery: ECHO, body: '{"msg":"x"}' });
    const data: string = JSON.parse(sealed.body ?? '').data;
    const flipped = `${data.slice(0, 20)}${data[20] === 'A' ? 'B' : 'A'}${data.slice(21)}`;
    const tampered = await send('POST', ECHO, { ...sealed, body: JSON.stringify({ data: flipped }) });
    expectRefusal(tampered, 'CRYPTO_BAD_SIGNATURE');
    // Refused before the request was authenticated: no signature, so the page rejects it as untrusted (WRAP-10).
    expect(tampered.headers.get(CRYPTO_HEADERS.signature)).toBeNull();
    const client = await manualClient(baseUrl);
    const garbage = await client.sign('POST', ECHO, JSON.stringify({ data: toBase64Url(randomBytes(40)) }));
    expectRefusal(await send('POST', ECHO, garbage), 'CRYPTO_BAD_PAYLOAD');
    const plain = await client.sign('POST', ECHO, JSON.stringify({ msg: 'not encrypted' }));
    expectRefusal(await send('POST', ECHO, plain), 'CRYPTO_BAD_PAYLOAD');
  });

  it('a tampered signature is refused', async () => {
    const sealed = await sealer.seal({ method: 'POST', pathWithQuery: ECHO, body: '{"msg":"x"}' });
    const signature = sealed.headers[CRYPTO_HEADERS.signature] ?? '';
    const forged = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expectRefusal(await send('POST', ECHO, { ...sealed, headers: { ...sealed.headers, [CRYPTO_HEADERS.signature]: forged } }), 'CRYPTO_BAD_SIGNATURE');
  });

  it('a forged, foreign or expired session id is refused without a signature', async () => {
    const sealed = await sealer.seal({ method: 'POST', pathWithQuery: ECHO, body: '{"msg":"x"}' });
    const forged = await send('POST', ECHO, { ...sealed, headers: { ...sealed.headers, [CRYPTO_HEADERS.session]: toBase64Url(randomBytes(101)) } });
    expectRefusal(forged, 'CRYPTO_SESSION_INVALID');
    expect(forged.headers.get(CRYPTO_HEADERS.signature)).toBeNull();
    // A session made by a deployment with another master key.
    const other = Fastify({ logger: false });
    await registerWrappedCalls(other, { keyStore: createMemoryKeyStore(), replayStore: createMemoryReplayStore() });
    const handshake = await other.inject({ method: 'GET', url: CRYPTO_PATHS.publicKey });
    expect(handshake.json().status).toBe(1000);
    const foreignSealer = createWebCryptoSealer({ baseUrl: '', fetch: injectFetch(other) });
    const foreign = await foreignSealer.seal({ method: 'GET', pathWithQuery: PING, body: undefined });
    expectRefusal(await send('GET', PING, foreign), 'CRYPTO_SESSION_INVALID');
    await other.close();
    clockOffset = 2 * 60 * 60 * 1000 + 1000;
    try {
      const late = await sealer.seal({ method: 'GET', pathWithQuery: PING, body: undefined });
      expectRefusal(await send('GET', PING, late), 'CRYPTO_SESSION_INVALID');
    } finally {
      clockOffset = 0;
    }
  });

  it('a GET whose query was tampered with is refused', async () => {
    const sealed = await sealer.seal({ method: 'GET', pathWithQuery: `${PING}?id=1`, body: undefined });
    expectRefusal(await send('GET', `${PING}?id=2`, sealed), 'CRYPTO_BAD_SIGNATURE');
  });

  it('missing or malformed crypto headers are refused without a signature', async () => {
    const bare = await send('POST', ECHO, { body: '{"msg":"x"}' });
    expectRefusal(bare, 'CRYPTO_MISSING_HEADERS');
    expect(bare.headers.get(CRYPTO_HEADERS.signature)).toBeNull();
    const sealed = await sealer.seal({ method: 'GET', pathWithQuery: PING, body: undefined });
    const shortId = { ...sealed.headers, [CRYPTO_HEADERS.requestId]: 'abc' };
    expectRefusal(await send('GET', PING, { headers: shortId }), 'CRYPTO_MISSING_HEADERS');
  });

  it('[WRAP-04] nobody paths, the handshake included, pass untouched and unsigned', async () => {
    const answer = await send('POST', NOBODY_ECHO, { body: '{"plain":true}' });
    expect(answer.body).toEqual({ status: 1000, msg: '成功', result: { plain: true } });
    expect(answer.headers.get(CRYPTO_HEADERS.signature)).toBeNull();
    const key = await send('GET', CRYPTO_PATHS.publicKey, {});
    expect(key.body.result).toEqual({ keyId: expect.any(String), publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
    const badHandshake = await send('POST', CRYPTO_PATHS.handshake, { body: '{"keyId":"x"}' });
    expect(badHandshake.body.status).toBe(ERROR_CODES.VALIDATION.status);
  });

  it('[WRAP-11] an answer altered by a man in the middle fails the client verify', async () => {
    const { sealed, answer } = await sealAndSend(sealer, 'POST', ECHO, { msg: '100' });
    const altered = { ...answer, text: answer.text.replace('100', '900') };
    expect(altered.text).not.toBe(answer.text);
    await expect(verify(sealer, sealed.requestId, altered)).resolves.toEqual({ ok: false, reason: 'signature' });
  });

  it('[WRAP-10] an answer stripped of its request id, or naming another, fails the client verify', async () => {
    const first = await sealAndSend(sealer, 'POST', ECHO, { msg: 'a' });
    const headers = new Headers(first.answer.headers);
    headers.delete(CRYPTO_HEADERS.requestId);
    await expect(verify(sealer, first.sealed.requestId, { ...first.answer, headers })).resolves.toEqual({ ok: false, reason: 'request-id' });
    const [a, b] = await Promise.all([sealAndSend(sealer, 'POST', ECHO, { msg: 'a' }), sealAndSend(sealer, 'POST', ECHO, { msg: 'b' })]);
    await expect(verify(sealer, a.sealed.requestId, b.answer)).resolves.toEqual({ ok: false, reason: 'request-id' });
  });

  it('any instance holding the same keys opens the session: no shared memory', async () => {
    const second = await startApp();
    try {
      const sealed = await sealer.seal({ method: 'POST', pathWithQuery: ECHO, body: '{"msg":"elsewhere"}' });
      const response = await fetch(`${second.baseUrl}${ECHO}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...sealed.headers }, body: sealed.body });
      const text = await response.text();
      expect(JSON.parse(text).result).toEqual({ echo: 'elsewhere' });
      await expect(sealer.verify(sealed.requestId, { httpStatus: response.status, headers: response.headers, bodyText: text })).resolves.toEqual({ ok: true });
    } finally {
      await second.app.close();
    }
  });

  it('a multipart upload is signed over the empty body hash and reaches the route unencrypted', async () => {
    const form = new FormData();
    form.append('file', new Blob(['file-content']), 'a.xlsx');
    const sealed = await sealer.seal({ method: 'POST', pathWithQuery: UPLOAD, body: undefined });
    const answer = await send('POST', UPLOAD, { headers: sealed.headers }, { body: form });
    expect(answer.body.result).toEqual({ received: true });
    await expect(verify(sealer, sealed.requestId, answer)).resolves.toEqual({ ok: true });
    const unsigned = await send('POST', UPLOAD, { headers: { ...sealed.headers, [CRYPTO_HEADERS.requestId]: randomId() } }, { body: form });
    expectRefusal(unsigned, 'CRYPTO_BAD_SIGNATURE');
  });

  it('a body over 1 MiB is refused', async () => {
    const client = await manualClient(baseUrl);
    const big = await client.sign('POST', ECHO, JSON.stringify({ data: 'A'.repeat(1024 * 1024) }));
    expectRefusal(await send('POST', ECHO, big), 'PAYLOAD_TOO_LARGE');
    // Chunked, with no Content-Length to refuse it early: the reader stops at the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big.body ?? ''));
        controller.close();
      },
    });
    const chunked = await send('POST', ECHO, { headers: big.headers }, { body: chunks, duplex: 'half' } as RequestInit);
    expectRefusal(chunked, 'PAYLOAD_TOO_LARGE');
  });
});
