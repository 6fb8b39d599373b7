import { describe, expect, it, vi } from 'vitest';
import { auth } from '../../../../src/shared/api/catalogue';
import { BASIC_AUTHORIZATION, CLIENT_ID, createApiClient } from '../../../../src/shared/api/client';
import { ApiError } from '../../../../src/shared/api/client-types';
import type { AuthSource } from '../../../../src/shared/api/client-types';
import { createAuth, createFakeFetch, envelope, getCall, postCall, SIGNED_IN } from './fakes';

function setup(authSource: AuthSource = createAuth(SIGNED_IN)) {
  const server = createFakeFetch((request) => (request.method === 'GET' ? envelope(['a']) : envelope({ ok: true })));
  const onErrorMessage = vi.fn();
  const client = createApiClient({
    kind: 'blade', baseUrl: 'http://hall.test', fetch: server.fetch, auth: authSource, now: () => 1_700_000_000_000,
    onErrorMessage,
  });
  return { client, sent: server.sent, onErrorMessage };
}

function bodyOf(body: string | undefined): Record<string, unknown> {
  return JSON.parse(body ?? 'null') as Record<string, unknown>;
}

describe('request wrapper: what is sent', () => {
  it('[WRAP-01] sends Basic client credentials of the public client, with no secret, on every request', async () => {
    const { client, sent } = setup(createAuth({ token: null }));
    await client.call(postCall, { keyword: 'x' });
    await client.call(getCall, {});
    expect(CLIENT_ID).toBe('service-hall-portal');
    expect(BASIC_AUTHORIZATION).toBe(`Basic ${btoa('service-hall-portal:')}`);
    for (const request of sent) expect(request.headers.authorization).toBe('Basic c2VydmljZS1oYWxsLXBvcnRhbDo=');
  });

  it('[WRAP-01] carries the access token in a Blade-Auth bearer header, and the tenant in Tenant-Id', async () => {
    const { client, sent } = setup(createAuth({ ...SIGNED_IN, tenantId: '123456' }));
    await client.call(postCall, { keyword: 'x' });
    expect(sent[0]?.headers['blade-auth']).toBe('bearer tok-1');
    expect(sent[0]?.headers['tenant-id']).toBe('123456');
    expect(sent[0]?.headers['content-type']).toBe('application/json');
  });

  it('[WRAP-01] sends no Blade-Auth header when nobody is signed in', async () => {
    const { client, sent } = setup(createAuth({ token: null }));
    await client.call(postCall, { keyword: 'x' });
    expect(sent[0]?.headers).not.toHaveProperty('blade-auth');
  });

  it('[WRAP-01] adds the caller\'s extra headers, e.g. the tokens of a token login', async () => {
    const { client, sent } = setup();
    await client.call(auth.tokenLogin, {}, { headers: { 'access-token': 'a1', 'refresh-token': 'r1' } }).catch(() => undefined);
    expect(sent[0]?.headers['access-token']).toBe('a1');
    expect(sent[0]?.headers['refresh-token']).toBe('r1');
    expect(sent[0]?.headers.authorization).toBe(BASIC_AUTHORIZATION);
  });

  it('[WRAP-02] appends the signed-in account and nick_name to a POST body', async () => {
    const { client, sent } = setup();
    await client.call(postCall, { keyword: '宿舍' });
    expect(bodyOf(sent[0]?.body)).toEqual({ keyword: '宿舍', account: 'zhangsan', nick_name: '张三' });
  });

  it('[WRAP-02] falls back to exactly "not obtained / not logged in" for both when there is no user', async () => {
    const { client, sent } = setup(createAuth({ user: null }));
    await client.call(postCall, { keyword: 'x' });
    await client.call(getCall, {});
    const body = bodyOf(sent[0]?.body);
    expect(body.account).toBe('not obtained / not logged in');
    expect(body.nick_name).toBe('not obtained / not logged in');
    expect(sent[1]?.url.searchParams.get('account')).toBe('not obtained / not logged in');
    expect(sent[1]?.url.searchParams.get('nick_name')).toBe('not obtained / not logged in');
  });

  it('[WRAP-02] never overwrites a key the caller already set', async () => {
    const { client, sent } = setup();
    await client.call(postCall, { keyword: 'x', account: 'chosen-by-caller' });
    expect(bodyOf(sent[0]?.body)).toEqual({ keyword: 'x', account: 'chosen-by-caller', nick_name: '张三' });
  });

  it('[WRAP-02] appends account and nick_name to the query of a GET, which has no body', async () => {
    const { client, sent } = setup();
    await client.call(getCall, { page: 2, ids: ['a', 'b'] });
    const query = sent[0]?.url.searchParams;
    expect(sent[0]?.body).toBeUndefined();
    expect(query?.get('account')).toBe('zhangsan');
    expect(query?.get('nick_name')).toBe('张三');
    expect(query?.get('page')).toBe('2');
    expect(query?.getAll('ids')).toEqual(['a', 'b']);
  });

  it('[WRAP-02] a POST asQuery sends its parameters and the user names in the query, and an empty body', async () => {
    const { client, sent } = setup();
    await client.call(postCall, { keyword: 'x' }, { asQuery: true });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.searchParams.get('keyword')).toBe('x');
    expect(sent[0]?.url.searchParams.get('account')).toBe('zhangsan');
    expect(sent[0]?.url.searchParams.has('time')).toBe(false);
    expect(sent[0]?.body).toBe('{}');
  });

  it('[WRAP-03] adds a time query parameter to a GET, and none to a POST', async () => {
    const { client, sent } = setup();
    await client.call(getCall, {});
    await client.call(postCall, { keyword: 'x' });
    expect(sent[0]?.url.searchParams.get('time')).toBe('1700000000000');
    expect(sent[0]?.url.pathname).toBe('/api/blade-workbench/baseService/testGet');
    expect(sent[1]?.url.search).toBe('');
  });

  it('[WRAP-09] an input that fails its schema rejects with 8008 "<field>: <message>" and sends nothing', async () => {
    const { client, sent, onErrorMessage } = setup();
    const error = await client.call(postCall, { keyword: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 8008, message: 'keyword: keyword is required' });
    expect((error as ApiError).errors).toEqual([{ field: 'keyword', msg: 'keyword is required' }]);
    expect(sent).toHaveLength(0);
    expect(onErrorMessage).toHaveBeenCalledWith('keyword: keyword is required', 8008);
  });

  it('[WRAP-09] a failed request setup (the auth source throws) rejects with 8008 and its message', async () => {
    const broken = createAuth(SIGNED_IN);
    broken.getTenantId = () => { throw new Error('tenant unavailable'); };
    const { client, sent } = setup(broken);
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ status: 8008, message: 'tenant unavailable' });
    expect(sent).toHaveLength(0);
  });
});
