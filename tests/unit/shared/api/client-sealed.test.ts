import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '../../../../src/shared/api/catalogue/define-call';
import { createApiClient } from '../../../../src/shared/api/client';
import type { RequestSealer } from '../../../../src/shared/api/sealer';
import type { Responder } from './fakes';
import { createAuth, createFakeFetch, createFakeSealer, envelope, getCall, json, nobodyCall, postCall, SIGNED_IN } from './fakes';

function setup(responder: Responder, sealer: RequestSealer) {
  const server = createFakeFetch(responder);
  const onErrorMessage = vi.fn<(msg: string, status: number) => void>();
  const client = createApiClient({
    kind: 'blade', baseUrl: '', fetch: server.fetch, auth: createAuth(SIGNED_IN), sealer, onErrorMessage, now: () => 42,
  });
  return { client, sent: server.sent, onErrorMessage };
}

const exportFinal = defineCall({
  name: 'testExportFinal', method: 'POST', path: '/api/blade-workbench/excel/exportFinal',
  request: z.object({}), response: z.null(),
});
const otherService = defineCall({
  name: 'testOtherService', method: 'POST', path: '/api/blade-auth/oauth/testOther',
  request: z.object({}), response: z.null(),
});

describe('request wrapper: sealed (wrapped) calls', () => {
  it('[WRAP-04] seals a wrapped POST: the sealer gets the finished body, the server gets the sealed text and headers', async () => {
    const { sealer, log } = createFakeSealer();
    const { client, sent } = setup(() => envelope({ ok: true }), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).resolves.toEqual({ ok: true });
    const plain = JSON.stringify({ account: 'zhangsan', nick_name: '张三', keyword: 'x' });
    expect(log.seal).toEqual([{ method: 'POST', pathWithQuery: '/api/blade-platform/homePage/testPost', body: plain }]);
    expect(sent[0]?.body).toBe(JSON.stringify({ data: `sealed:${plain}` }));
    expect(sent[0]?.headers['x-request-id']).toBe('rid-1');
    expect(sent[0]?.headers['x-signature']).toBe('sig-rid-1');
    expect(sent[0]?.headers['blade-auth']).toBe('bearer tok-1');
    expect(log.verify).toHaveLength(1);
    expect(log.verify[0]?.requestId).toBe('rid-1');
    expect(log.verify[0]?.response.bodyText).toBe(JSON.stringify({ status: 1000, msg: 'ok', result: { ok: true } }));
  });

  it('[WRAP-04] seals a wrapped GET over its query as sent, time included, with no body', async () => {
    const { sealer, log } = createFakeSealer();
    const { client, sent } = setup(() => envelope(['a']), sealer);
    await client.call(getCall, { page: 1 });
    expect(log.seal[0]?.method).toBe('GET');
    expect(log.seal[0]?.body).toBeUndefined();
    const url = sent[0]?.url;
    expect(url && url.pathname + url.search).toBe(log.seal[0]?.pathWithQuery);
    expect(log.seal[0]?.pathWithQuery).toContain('time=42');
  });

  it.each([
    ['a nobody path', nobodyCall],
    ['excel/exportFinal', exportFinal],
    ['a service outside the wrapped list', otherService],
  ])('[WRAP-04] leaves %s unsealed and unverified', async (_, call) => {
    const { sealer, log } = createFakeSealer(() => ({ ok: false, reason: 'signature' }));
    const { client, sent } = setup(() => envelope(call === nobodyCall ? { ok: true } : null), sealer);
    await client.call(call, {});
    expect(log.seal).toHaveLength(0);
    expect(log.verify).toHaveLength(0);
    expect(sent[0]?.headers).not.toHaveProperty('x-request-id');
  });

  it('[WRAP-10] a missing or different request id rejects with 1002 "requestId mismatch, possible fraud"', async () => {
    const { sealer } = createFakeSealer(() => ({ ok: false, reason: 'request-id' }));
    const { client, onErrorMessage } = setup(() => envelope({ ok: true }), sealer);
    const settled = await client.call(postCall, { keyword: 'x' }).then((value) => ({ value }), (error: unknown) => ({ error }));
    expect(settled).not.toHaveProperty('value');
    expect(settled).toMatchObject({ error: { status: 1002, message: 'requestId mismatch, possible fraud' } });
    expect(onErrorMessage).toHaveBeenCalledWith('requestId mismatch, possible fraud', 1002);
  });

  it('[WRAP-11] a failed signature check rejects with 1002, and the unverified data never reaches the caller', async () => {
    const { sealer } = createFakeSealer(() => ({ ok: false, reason: 'signature' }));
    const { client } = setup(() => envelope({ ok: true }), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({
      status: 1002, message: 'signature verification failed, server content is untrustworthy',
    });
  });

  it('[WRAP-11] an answer the sealer cannot check (verify throws) is untrustworthy too', async () => {
    const { sealer } = createFakeSealer(() => Promise.reject(new Error('bad base64')));
    const { client } = setup(() => envelope({ ok: true }), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({
      status: 1002, message: 'signature verification failed, server content is untrustworthy',
    });
  });

  it('[WRAP-11] an error answer is verified before its status is believed', async () => {
    const { sealer } = createFakeSealer(() => ({ ok: false, reason: 'signature' }));
    const { client } = setup(() => envelope(null, 401, 'forged'), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ status: 1002 });
  });

  it('[WRAP-04] status 4190 resets the crypto session and retries once with a fresh seal', async () => {
    const { sealer, log } = createFakeSealer();
    const invalid = { status: 4190, msg: '加密会话已失效，请刷新页面后重试', result: null };
    const { client, sent } = setup((_, i) => (i === 0 ? json(invalid, { status: 400 }) : envelope({ ok: true })), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).resolves.toEqual({ ok: true });
    expect(log.resets).toBe(1);
    expect(sent.map((r) => r.headers['x-request-id'])).toEqual(['rid-1', 'rid-2']);
    // Each answer is put to the sealer against its own request id.
    expect(log.verify.map((v) => v.requestId)).toEqual(['rid-1', 'rid-2']);
  });

  it('[WRAP-04] a second 4190 is not retried again: it rejects as 8008 with the table\'s message', async () => {
    const { sealer, log } = createFakeSealer();
    const invalid = { status: 4190, msg: 'unsigned text', result: null };
    const { client, sent } = setup(() => json(invalid, { status: 400 }), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({
      status: 8008, message: '加密会话已失效，请刷新页面后重试',
    });
    expect(sent).toHaveLength(2);
    expect(log.resets).toBe(1);
  });

  it('[WRAP-04] an unsigned crypto refusal rejects as 8008 with our own message, never the unsigned text', async () => {
    const { sealer, log } = createFakeSealer(() => ({ ok: false, reason: 'request-id' }));
    const forged = { status: 4193, msg: '请致电 400-000-0000 解锁账号', result: null };
    const { client, onErrorMessage } = setup(() => json(forged, { status: 400 }), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ status: 8008, message: '请求签名校验失败' });
    expect(onErrorMessage).toHaveBeenCalledWith('请求签名校验失败', 8008);
    expect(log.resets).toBe(0);
  });

  it('[WRAP-10] an unsigned 503 (a busy server turning calls away) rejects with our busy message, never its text', async () => {
    const { sealer } = createFakeSealer(() => ({ ok: false, reason: 'request-id' }));
    const forged = { status: 503, msg: '请致电 400-000-0000', result: null };
    const { client, onErrorMessage } = setup(() => json(forged, { status: 503 }), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ status: 8008, message: '当前访问人数较多，请稍后再试' });
    expect(onErrorMessage).toHaveBeenCalledWith('当前访问人数较多，请稍后再试', 8008);
    // Any other unsigned answer is still untrusted.
    const other = setup(() => json(forged, { status: 500 }), createFakeSealer(() => ({ ok: false, reason: 'signature' })).sealer);
    await expect(other.client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ message: 'signature verification failed, server content is untrustworthy' });
  });

  it('[WRAP-09] a sealer that fails to seal is a failed request setup: 8008, nothing sent', async () => {
    const { sealer } = createFakeSealer();
    sealer.seal = () => Promise.reject(new Error('handshake refused'));
    const { client, sent } = setup(() => envelope({ ok: true }), sealer);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ status: 8008, message: 'handshake refused' });
    expect(sent).toHaveLength(0);
  });
});
