import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { installErrorHandling } from '../../../../src/server/http/error-handler';
import { registerCall } from '../../../../src/server/http/route';
import { messages } from '../../../../src/shared/api/catalogue';
import { defineCall } from '../../../../src/shared/api/catalogue/define-call';
import { createApiClient } from '../../../../src/shared/api/client';
import { createWebCryptoSealer } from '../../../../src/shared/api/crypto';
import { fillPathParams } from '../../../../src/shared/api/request-parts';
import { startWrappedTestApp, testAuthenticator as authenticator } from './wrapped-test-app';
import { createAuth, createFakeFetch, envelope, SIGNED_IN } from './fakes';

const messageDetail = {
  id: 'msg-1', title: 't', content: 'c', contentType: 'text', url: '', fromUserName: '教务处', createTime: '2026-01-01T00:00:00.000Z',
  important: false, read: false, files: [],
};

/** A wrapped POST with a path parameter, and a GET on the same route shape for the server tests. */
const itemPost = defineCall({
  name: 'testItemPost', method: 'POST', path: '/api/blade-platform/test/item/:id/rename',
  request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(32)), name: z.string() }),
  response: z.object({ id: z.string(), name: z.string() }),
});
const itemGet = defineCall({
  name: 'testItemGet', method: 'GET', path: '/api/blade-platform/test/item/:id',
  request: z.object({ id: z.string().check(z.regex(/^[a-z0-9-]+$/, '编号格式不正确')), page: z.optional(z.string()) }),
  response: z.object({ id: z.string(), page: z.string() }),
});

describe('path parameters: the client fills them', () => {
  it('fills a :name segment from the request\'s field of that name, URL-encoded, and leaves it out of the rest', () => {
    expect(fillPathParams('/api/x/:id/files/:fileId', { id: '中文 id', fileId: 'a/b?c#d', keep: 1 })).toEqual({
      path: `/api/x/${encodeURIComponent('中文 id')}/files/a%2Fb%3Fc%23d`,
      data: { keep: 1 },
    });
    expect(fillPathParams('/api/x/:n', { n: 7 })).toEqual({ path: '/api/x/7', data: {} });
  });

  it('leaves a path without parameters and its data untouched', () => {
    const data = { id: 'x' };
    expect(fillPathParams('/api/x/y', data)).toEqual({ path: '/api/x/y', data });
  });

  it('refuses a missing value and a dot segment, which the URL parser would resolve to another path', () => {
    expect(() => fillPathParams('/api/x/:id', {})).toThrow(/id is missing/);
    expect(() => fillPathParams('/api/x/:id', { id: { nested: true } })).toThrow(/id is missing/);
    for (const id of ['', '.', '..']) expect(() => fillPathParams('/api/x/:id', { id }), id).toThrow(/not a valid segment/);
  });

  it('sends publicMessageDetail as GET …/messageDetail/{id}, the id in the path and not in the query', async () => {
    const server = createFakeFetch(() => envelope(messageDetail));
    const client = createApiClient({ kind: 'blade', baseUrl: 'http://hall.test', fetch: server.fetch, auth: createAuth(SIGNED_IN), now: () => 42 });
    await expect(client.call(messages.publicMessageDetail, { id: 'msg-1' })).resolves.toEqual(messageDetail);
    const url = server.sent[0]?.url;
    expect(url?.pathname).toBe('/api/blade-platform/nobody/messageCenter/messageDetail/msg-1');
    expect(url?.searchParams.has('id')).toBe(false);
    // WRAP-02 and WRAP-03 still apply to the query.
    expect(url?.searchParams.get('account')).toBe('zhangsan');
    expect(url?.searchParams.get('time')).toBe('42');
  });

  it('[WRAP-09] fails a dot-segment id as a failed request setup (8008), before anything is sent', async () => {
    const server = createFakeFetch(() => envelope(messageDetail));
    const onErrorMessage = vi.fn();
    const client = createApiClient({ kind: 'blade', baseUrl: '', fetch: server.fetch, auth: createAuth(SIGNED_IN), onErrorMessage });
    await expect(client.call(messages.publicMessageDetail, { id: '..' })).rejects.toMatchObject({ status: 8008 });
    expect(server.sent).toHaveLength(0);
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
  });

  it('keeps the path parameter out of a POST body', async () => {
    const server = createFakeFetch(() => envelope({ id: 'a', name: 'b' }));
    const client = createApiClient({ kind: 'blade', baseUrl: '', fetch: server.fetch, auth: createAuth(SIGNED_IN) });
    await client.call(itemPost, { id: 'item-9', name: '新名称' });
    expect(server.sent[0]?.url.pathname).toBe('/api/blade-platform/test/item/item-9/rename');
    expect(JSON.parse(server.sent[0]?.body ?? '{}')).toEqual({ account: 'zhangsan', nick_name: '张三', name: '新名称' });
  });
});

describe('path parameters: the server parses them with the call\'s schema', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    ({ app, baseUrl } = await startWrappedTestApp((app, authenticator) => {
      registerCall(app, authenticator, itemGet, { access: 'user' }, async (input) => ({ id: input.id, page: input.page ?? '' }));
      registerCall(app, authenticator, itemPost, { access: 'user' }, async (input) => ({ id: input.id, name: input.name }));
    }));
  });
  afterAll(async () => {
    await app.close();
  });

  function sealedClient() {
    return createApiClient({
      kind: 'blade', baseUrl, fetch, auth: createAuth(SIGNED_IN), sealer: createWebCryptoSealer({ baseUrl, fetch }),
    });
  }

  it('[WRAP-04] reads the id from the path of a sealed GET and the rest from its signed query', async () => {
    await expect(sealedClient().call(itemGet, { id: 'item-1', page: '2' })).resolves.toEqual({ id: 'item-1', page: '2' });
  });

  it('[WRAP-04] decodes an encoded path parameter of a sealed POST, whose signature covers the encoded path', async () => {
    const id = '条目 1/2';
    await expect(sealedClient().call(itemPost, { id, name: 'x' })).resolves.toEqual({ id, name: 'x' });
  });

  it('lets the path win over a query or body field of the same name', async () => {
    // A bare instance: the wrapped-call hooks would refuse these unsealed requests before the route.
    const bare = Fastify({ logger: false });
    installErrorHandling(bare);
    registerCall(bare, authenticator, itemGet, { access: 'user' }, async (input) => ({ id: input.id, page: input.page ?? '' }));
    const merged = await bare.inject({ method: 'GET', url: '/api/blade-platform/test/item/from-path?id=from-query&page=1' });
    expect(merged.json()).toEqual({ status: 1000, msg: '操作成功', result: { id: 'from-path', page: '1' } });
    const invalid = await bare.inject({ method: 'GET', url: '/api/blade-platform/test/item/NOT_VALID' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ status: 400, msg: 'id：编号格式不正确', errors: [{ field: 'id', msg: '编号格式不正确' }] });
    await bare.close();
  });
});
