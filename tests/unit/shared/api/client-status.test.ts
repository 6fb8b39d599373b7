import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { auth } from '../../../../src/shared/api/catalogue';
import { defineCall } from '../../../../src/shared/api/catalogue/define-call';
import type { ClientKind } from '../../../../src/shared/api/catalogue/define-call';
import { createApiClient, requireStatus1000 } from '../../../../src/shared/api/client';
import { ApiError, isNotFoundError } from '../../../../src/shared/api/client-types';
import type { Responder } from './fakes';
import { createAuth, createFakeFetch, envelope, json, postCall, SIGNED_IN } from './fakes';

function setup(responder: Responder, kind: ClientKind = 'blade', token: string | null = SIGNED_IN.token) {
  const server = createFakeFetch(responder);
  const onErrorMessage = vi.fn<(msg: string, status: number) => void>();
  const onUnauthorized = vi.fn<() => void>();
  const client = createApiClient({
    kind, baseUrl: '', fetch: server.fetch, auth: createAuth({ ...SIGNED_IN, token }), onErrorMessage, onUnauthorized,
  });
  return { client, sent: server.sent, onErrorMessage, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const login = {
  access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, tenant_id: '000000', user_id: 'u1',
  account: 'zhangsan', nick_name: '张三', role_id: '1', role_type: 'student', tgt: 'TGT-1',
};

const sessionTime = defineCall({
  name: 'testSessionTime', method: 'POST', path: '/api/blade-workbench/nobody/cas/testSessionTime',
  request: z.object({}), response: z.object({ expireTime: z.number() }), answer: 'codeData',
});

describe('request wrapper: statuses', () => {
  it('[WRAP-05] resolves with the parsed result on status 1000, and on 200', async () => {
    const { client, onErrorMessage } = setup((_, i) => envelope({ ok: i === 0 }, i === 0 ? 1000 : 200));
    await expect(client.call(postCall, { keyword: 'x' })).resolves.toEqual({ ok: true });
    await expect(client.call(postCall, { keyword: 'x' })).resolves.toEqual({ ok: false });
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('[WRAP-05] a token login needs exactly 1000: a 200 is not a sign-in', async () => {
    expect(requireStatus1000('tokenLogin')).toBe(true);
    expect(requireStatus1000('modelLogin')).toBe(false);
    const ok = setup(() => envelope(login, 1000));
    await expect(ok.client.call(auth.tokenLogin, {})).resolves.toMatchObject({ tgt: 'TGT-1' });
    const notQuite = setup(() => envelope(login, 200, 'done'));
    const error = await failure(notQuite.client.call(auth.tokenLogin, {}));
    expect(error).toMatchObject({ status: 200, message: 'done' });
  });

  it('[WRAP-05] a codeData answer succeeds on code 200 or 1000 and resolves with its data', async () => {
    const { client } = setup((_, i) => json({ code: i === 0 ? 200 : 1000, data: { expireTime: 30 + i } }));
    await expect(client.call(sessionTime, {})).resolves.toEqual({ expireTime: 30 });
    await expect(client.call(sessionTime, {})).resolves.toEqual({ expireTime: 31 });
  });

  it('[WRAP-05] a success whose result does not match the schema rejects with 8008 "invalid answer"', async () => {
    const { client } = setup(() => envelope({ ok: 'yes' }));
    const error = await failure(client.call(postCall, { keyword: 'x' }));
    expect(error.status).toBe(8008);
    expect(error.message).toMatch(/^invalid answer: ok: /);
  });

  it('[WRAP-06] takes the status from code, else the HTTP status, and the message from message or status text', async () => {
    const fromCode = setup(() => json({ code: 9009, message: 'from message' }));
    expect(await failure(fromCode.client.call(postCall, { keyword: 'x' }))).toMatchObject({ status: 9009, message: 'from message' });
    const fromHttp = setup(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    // 502 is not an accepted status, so it becomes 8008 with the HTTP status text as its message (WRAP-07).
    expect(await failure(fromHttp.client.call(postCall, { keyword: 'x' }))).toMatchObject({ status: 8008, message: 'Bad Gateway' });
  });

  it.each([1002, 1004, 9009, 9999, 10000])('[WRAP-07] [WRAP-14] accepted status %i rejects the caller with itself and the msg', async (status) => {
    const { client } = setup(() => envelope(null, status, `msg ${status}`));
    expect(await failure(client.call(postCall, { keyword: 'x' }))).toMatchObject({ status, message: `msg ${status}` });
  });

  it('[WRAP-07] any other status becomes 8008 with the server\'s message', async () => {
    const { client } = setup(() => json({ status: 4193, msg: '请求签名校验失败', result: null }, { status: 400 }));
    expect(await failure(client.call(postCall, { keyword: 'x' }))).toMatchObject({ status: 8008, message: '请求签名校验失败' });
  });

  it('[WRAP-07] keeps the status the server gave as sourceStatus, so a page can tell a 404 from a failure', async () => {
    const { client } = setup(() => json({ status: 404, msg: '服务不存在或已下架', result: null }, { status: 404 }));
    const error = await failure(client.call(postCall, { keyword: 'x' }));
    expect(error).toMatchObject({ status: 8008, sourceStatus: 404, message: '服务不存在或已下架' });
    expect(isNotFoundError(error)).toBe(true);
  });

  it('[WRAP-07] 1005 is accepted on the online-service platform client only', async () => {
    const osp = setup(() => envelope(null, 1005, 'osp says'), 'osp');
    expect(await failure(osp.client.call(postCall, { keyword: 'x' }))).toMatchObject({ status: 1005 });
    const blade = setup(() => envelope(null, 1005, 'osp says'), 'blade');
    expect(await failure(blade.client.call(postCall, { keyword: 'x' }))).toMatchObject({ status: 8008, message: 'osp says' });
  });

  it('[WRAP-08] a 401 in the body calls onUnauthorized once and rejects with 401', async () => {
    const { client, onUnauthorized, onErrorMessage } = setup(() => envelope(null, 401, '登录已失效，请重新登录'));
    expect(await failure(client.call(postCall, { keyword: 'x' }))).toMatchObject({ status: 401, message: '登录已失效，请重新登录' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
    expect(onErrorMessage).toHaveBeenCalledWith('登录已失效，请重新登录', 401);
  });

  it('[WRAP-08] an HTTP 401 counts too, whatever the body says', async () => {
    const { client, onUnauthorized } = setup(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    expect(await failure(client.call(postCall, { keyword: 'x' }))).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('[WRAP-08] calls that fail together with the same token sign out once; a later 401 after a success signs out again', async () => {
    let status = 401;
    const { client, onUnauthorized } = setup(() => envelope({ ok: true }, status, 'expired'));
    await Promise.all([1, 2, 3].map(() => failure(client.call(postCall, { keyword: 'x' }))));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    status = 1000;
    await client.call(postCall, { keyword: 'x' });
    status = 401;
    await failure(client.call(postCall, { keyword: 'x' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('[WRAP-13] shows the msg of any status other than 1000/200 through onErrorMessage, unless the call is silent', async () => {
    const { client, onErrorMessage } = setup(() => envelope(null, 1004, '该服务已下架'));
    await failure(client.call(postCall, { keyword: 'x' }));
    expect(onErrorMessage).toHaveBeenCalledWith('该服务已下架', 1004);
    await failure(client.call(postCall, { keyword: 'x' }, { silent: true }));
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
  });

  it('[WRAP-13] shows the message of a status turned into 8008', async () => {
    const { client, onErrorMessage } = setup(() => envelope(null, 500, '服务器开小差了，请稍后再试'));
    await failure(client.call(postCall, { keyword: 'x' }));
    expect(onErrorMessage).toHaveBeenCalledWith('服务器开小差了，请稍后再试', 8008);
  });

  it('[WRAP-14] keeps the envelope\'s field errors on the rejected ApiError', async () => {
    const errors = [{ field: 'keyword', msg: '关键词过长' }];
    const { client } = setup(() => envelope(null, 1002, '提交的内容未通过校验', errors));
    const error = await failure(client.call(postCall, { keyword: 'x' }));
    expect(error).toMatchObject({ status: 1002, message: '提交的内容未通过校验' });
    expect(error.errors).toEqual(errors);
  });
});
