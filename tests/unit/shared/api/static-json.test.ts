import { describe, expect, it } from 'vitest';
import { fetchStaticJson } from '../../../../src/shared/api/client';
import { sessionExpirationSchema } from '../../../../src/shared/schema/session';
import { createFakeFetch, json } from './fakes';

const expiration = { expireTime: 1800, outLogTip: '登录已过期，请重新登录', autoRefresh: true };

describe('static JSON files', () => {
  it('[WRAP-03] GETs a static JSON with a t timestamp against caches, and validates it', async () => {
    const server = createFakeFetch(() => json(expiration));
    const value = await fetchStaticJson('http://hall.test', '/static/session-expiration.json', sessionExpirationSchema, server.fetch, () => 99);
    expect(value).toEqual(expiration);
    expect(server.sent[0]?.method).toBe('GET');
    expect(server.sent[0]?.url.pathname).toBe('/static/session-expiration.json');
    expect(server.sent[0]?.url.searchParams.get('t')).toBe('99');
    // Public files: no credentials and no user names travel with them.
    expect(server.sent[0]?.headers).not.toHaveProperty('authorization');
    expect(server.sent[0]?.url.searchParams.has('account')).toBe(false);
  });

  it('[WRAP-07] a file that does not match its schema rejects with 8008 "invalid answer"', async () => {
    const server = createFakeFetch(() => json({ expireTime: 'soon' }));
    await expect(fetchStaticJson('', '/static/session-expiration.json', sessionExpirationSchema, server.fetch, () => 1))
      .rejects.toMatchObject({ status: 8008, message: expect.stringMatching(/^invalid answer: expireTime: /) as unknown });
  });

  it('[WRAP-07] a missing file rejects with 8008 and the status text', async () => {
    const server = createFakeFetch(() => new Response('nope', { status: 404, statusText: 'Not Found' }));
    await expect(fetchStaticJson('', '/static/theme.json', sessionExpirationSchema, server.fetch, () => 1))
      .rejects.toMatchObject({ status: 8008, message: 'Not Found' });
  });

  it('[WRAP-09] a network error rejects with 8008 and its message', async () => {
    const server = createFakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(fetchStaticJson('', '/static/theme.json', sessionExpirationSchema, server.fetch, () => 1))
      .rejects.toMatchObject({ status: 8008, message: 'fetch failed' });
  });
});
