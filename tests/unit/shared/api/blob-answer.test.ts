import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { AppError } from '../../../../src/server/http/app-error';
import { contentDisposition, registerBlobCall, registerCall } from '../../../../src/server/http/route';
import { messages } from '../../../../src/shared/api/catalogue';
import { defineCall } from '../../../../src/shared/api/catalogue/define-call';
import { createApiClient } from '../../../../src/shared/api/client';
import { createWebCryptoSealer, utf8 } from '../../../../src/shared/api/crypto';
import { fileNameFromDisposition, isFileAnswer } from '../../../../src/shared/api/normalise';
import { createFakeCryptoServer } from './fake-crypto-server';
import { startWrappedTestApp, testAuthenticator as authenticator } from './wrapped-test-app';
import { createAuth, createFakeFetch, json, SIGNED_IN } from './fakes';
import type { Responder } from './fakes';

/** Every byte value once: not UTF-8, so any text decoding on the way would change it. */
const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);
const FILE_NAME = '2026年国家奖学金申请表 (终稿).docx';

function fileResponse(bytes: Uint8Array, name = FILE_NAME, type = 'application/octet-stream'): Response {
  return new Response(new Blob([new Uint8Array(bytes)]), {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': contentDisposition('attachment', name) },
  });
}

function setup(responder: Responder) {
  const server = createFakeFetch(responder);
  const onErrorMessage = vi.fn<(msg: string, status: number) => void>();
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    kind: 'blade', baseUrl: '', fetch: server.fetch, auth: createAuth(SIGNED_IN), onErrorMessage, onUnauthorized,
  });
  return { client, sent: server.sent, onErrorMessage, onUnauthorized };
}

const input = { messageId: 'msg-1', fileId: 'file-1' };

describe('blob answers: the client', () => {
  it('resolves a file answer as a File with the exact bytes, its type and the Chinese name', async () => {
    const { client, sent } = setup(() => fileResponse(ALL_BYTES, FILE_NAME, 'application/pdf'));
    const blob = await client.call(messages.downloadMessageFile, input);
    expect(blob).toBeInstanceOf(File);
    expect((blob as File).name).toBe(FILE_NAME);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(ALL_BYTES);
    // The request itself is an ordinary wrapped POST with the user's names (WRAP-02).
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({ ...input, account: 'zhangsan' });
  });

  it('[WRAP-07] [WRAP-13] turns a refused download (the JSON envelope) into 8008 with the server\'s message, shown once', async () => {
    const { client, onErrorMessage } = setup(() => json({ status: 410, msg: '消息已被删除', result: null }, { status: 410 }));
    await expect(client.call(messages.downloadMessageFile, input)).rejects.toMatchObject({ status: 8008, message: '消息已被删除' });
    expect(onErrorMessage).toHaveBeenCalledWith('消息已被删除', 8008);
  });

  it('[WRAP-14] rejects a whitelisted status of a blob call to the caller with that status', async () => {
    const { client } = setup(() => json({ status: 9999, msg: '文件生成中' }));
    await expect(client.call(messages.downloadMessageFile, input, { silent: true })).rejects.toMatchObject({ status: 9999, message: '文件生成中' });
  });

  it('[WRAP-06] normalises a blob call\'s failure without a body status from the HTTP status', async () => {
    const { client } = setup(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client.call(messages.downloadMessageFile, input, { silent: true })).rejects.toMatchObject({ status: 8008, message: 'Bad Gateway' });
  });

  it('[WRAP-08] signs the user out on a 401 answer to a blob call', async () => {
    const { client, onUnauthorized } = setup(() => json({ status: 401, msg: '登录已失效，请重新登录' }, { status: 401 }));
    await expect(client.call(messages.downloadMessageFile, input)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses a blob call\'s success that carries no file, rather than resolve with nothing', async () => {
    const { client } = setup(() => json({ status: 1000, msg: 'ok', result: null }));
    await expect(client.call(messages.downloadMessageFile, input, { silent: true })).rejects.toMatchObject({
      status: 8008, message: 'invalid answer: no file in the answer',
    });
  });

  it('never treats the answer of an envelope call as a file, Content-Disposition or not', async () => {
    const envelopeCall = defineCall({ name: 'testEnvelope', method: 'POST', path: '/api/blade-auth/test', request: z.object({}), response: z.object({ ok: z.boolean() }) });
    const { client } = setup(() => new Response(JSON.stringify({ status: 1000, msg: 'ok', result: { ok: true } }), {
      headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="x.json"' },
    }));
    await expect(client.call(envelopeCall, {})).resolves.toEqual({ ok: true });
  });

  it('recognises a file answer only as a 2xx that names a file', () => {
    const named = new Headers({ 'Content-Disposition': 'attachment; filename="a.pdf"' });
    expect(isFileAnswer(200, named)).toBe(true);
    expect(isFileAnswer(206, named)).toBe(true);
    expect(isFileAnswer(404, named)).toBe(false);
    expect(isFileAnswer(200, new Headers({ 'Content-Type': 'application/pdf' }))).toBe(false);
  });
});

describe('Content-Disposition', () => {
  it.each([
    FILE_NAME, '校园网VPN使用指南.pdf', "it's (final) *v2*.pdf", 'a"b\\c;d%e.txt', 'emoji 📎 附件.zip', 'plain.txt',
  ])('carries %s exactly through filename* and an ASCII fallback', (name) => {
    const header = contentDisposition('attachment', name);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/);
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('reads the plain filename when there is no usable extended one', () => {
    expect(fileNameFromDisposition('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromDisposition("attachment; filename=\"fallback.pdf\"; filename*=UTF-8''%E0%A4%A")).toBe('fallback.pdf');
    expect(fileNameFromDisposition("attachment; filename=\"latin.pdf\"; filename*=ISO-8859-1''%E9t%E9.pdf")).toBe('latin.pdf');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe('[WRAP-11] answer signatures cover bytes', () => {
  it('verifies a signed JSON answer given as bytes exactly as given as text', async () => {
    const server = await createFakeCryptoServer();
    const sealer = createWebCryptoSealer({ baseUrl: 'http://hall.test', fetch: server.fetch });
    const text = JSON.stringify({ status: 1000, msg: '成功', result: { name: '张三' } });
    const sealed = await sealer.seal({ method: 'POST', pathWithQuery: '/api/blade-platform/x', body: '{}' });
    const answer = await server.respond(sealed, 200, text);
    await expect(sealer.verify(sealed.requestId, { ...answer, bodyText: '', bodyBytes: utf8(text) })).resolves.toEqual({ ok: true });
  });
});

describe('blob answers: registerBlobCall on a wrapped path', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    ({ app, baseUrl } = await startWrappedTestApp((app, authenticator) => {
      registerBlobCall(app, authenticator, messages.downloadMessageFile, { access: 'user' }, async (request) => {
        if (request.fileId === 'gone') throw new AppError('MESSAGE_DELETED');
        return { fileName: FILE_NAME, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: ALL_BYTES };
      });
    }));
  });
  afterAll(async () => {
    await app.close();
  });

  /** The real wrapper and sealer; `alter` may change an answer's bytes on the way, as a proxy could. */
  function client(alter?: (bytes: Uint8Array) => Uint8Array) {
    const fetchThrough: typeof fetch = async (url, init) => {
      const response = await fetch(url, init);
      if (!alter || !String(url).includes('downloadFile')) return response;
      const bytes = alter(new Uint8Array(await response.arrayBuffer()));
      return new Response(new Blob([new Uint8Array(bytes)]), { status: response.status, headers: response.headers });
    };
    return createApiClient({
      kind: 'blade', baseUrl, fetch: fetchThrough, auth: createAuth(SIGNED_IN), sealer: createWebCryptoSealer({ baseUrl, fetch: fetchThrough }),
    });
  }

  it('sends a binary file that arrives intact and verified, with its headers', async () => {
    const blob = await client().call(messages.downloadMessageFile, input);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(ALL_BYTES);
    expect((blob as File).name).toBe(FILE_NAME);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a file whose bytes changed on the way, and hands none of it to the page', async () => {
    const flipped = client((bytes) => {
      const copy = new Uint8Array(bytes);
      copy[200] = (copy[200] ?? 0) ^ 1;
      return copy;
    });
    await expect(flipped.call(messages.downloadMessageFile, input, { silent: true })).rejects.toMatchObject({
      status: 1002, message: 'signature verification failed, server content is untrustworthy',
    });
  });

  it('answers a failure with the signed JSON envelope, which the wrapper normalises', async () => {
    await expect(client().call(messages.downloadMessageFile, { messageId: 'm', fileId: 'gone' }, { silent: true }))
      .rejects.toMatchObject({ status: 8008, message: '消息已被删除' });
  });

  it('keeps file calls and envelope calls apart when they are registered', () => {
    const other = Fastify({ logger: false });
    expect(() => registerCall(other, authenticator, messages.downloadMessageFile, { access: 'user' }, async () => new Blob()))
      .toThrow(/registerBlobCall/);
    expect(() => registerBlobCall(other, authenticator, messages.readMessage, { access: 'user' }, async () => ({ fileName: 'a', mime: 'b', bytes: new Uint8Array() })))
      .toThrow(/registerCall/);
  });
});
