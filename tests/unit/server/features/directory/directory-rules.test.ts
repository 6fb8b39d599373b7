import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EMPTY_ALLOW_LIST, parseAllowList } from '../../../../../src/server/security/outbound/address-guard';
import { checkUrl } from '../../../../../src/server/features/directory/services/check-url';
import { clickClientKey } from '../../../../../src/server/features/directory/services/click-service';
import { isSameSet } from '../../../../../src/server/features/directory/services/favourites';
import { directoryPageRequestSchema } from '../../../../../src/shared/schema/directory';

describe('directory page request', () => {
  it('[ROUTE-06] defaults to the whole hall (empty serviceType), the default sort and page 1 of 10', () => {
    expect(z.parse(directoryPageRequestSchema, {})).toMatchObject({ serviceType: '', processType: '', sort: 'default', current: 1, size: 10 });
  });

  it('[OPEN-05] accepts ONLINE, OFFLINE or empty as processType, nothing else', () => {
    for (const processType of ['ONLINE', 'OFFLINE', '']) {
      expect(z.safeParse(directoryPageRequestSchema, { processType }).success).toBe(true);
    }
    expect(z.safeParse(directoryPageRequestSchema, { processType: 'offline' }).success).toBe(false);
  });

  it('refuses a page size above 100 and a page below 1', () => {
    expect(z.safeParse(directoryPageRequestSchema, { size: 101 }).success).toBe(false);
    expect(z.safeParse(directoryPageRequestSchema, { current: 0 }).success).toBe(false);
    expect(z.safeParse(directoryPageRequestSchema, { size: 100 }).success).toBe(true);
  });
});

describe('favourites order check', () => {
  it('accepts exactly the current favourites in any order', () => {
    expect(isSameSet(['b', 'a', 'c'], ['a', 'b', 'c'])).toBe(true);
    expect(isSameSet([], [])).toBe(true);
  });
  it('refuses a missing, extra or repeated entry', () => {
    expect(isSameSet(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameSet(['a', 'b', 'c', 'd'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameSet(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});

describe('click keys', () => {
  it('[OPEN-03] counts a signed-in user by user, a visitor by address', () => {
    expect(clickClientKey('42', '1.2.3.4')).toBe('u:42');
    expect(clickClientKey(null, '1.2.3.4')).toBe('ip:1.2.3.4');
  });
});

describe('checkURL', () => {
  it('accepts public http(s) addresses given as IP literals', async () => {
    expect(await checkUrl('https://8.8.8.8/path?q=1', EMPTY_ALLOW_LIST)).toEqual({ ok: true, reason: '' });
    expect(await checkUrl('  http://1.1.1.1  ', EMPTY_ALLOW_LIST)).toEqual({ ok: true, reason: '' });
  });
  it('refuses scripts, data, other schemes and credentials with a reason', async () => {
    expect(await checkUrl('javascript:alert(1)', EMPTY_ALLOW_LIST)).toMatchObject({ ok: false, reason: expect.stringContaining('javascript:') });
    expect(await checkUrl('data:text/html,x', EMPTY_ALLOW_LIST)).toMatchObject({ ok: false, reason: expect.stringContaining('data:') });
    expect((await checkUrl('file:///etc/passwd', EMPTY_ALLOW_LIST)).ok).toBe(false);
    expect((await checkUrl('https://a:b@8.8.8.8/', EMPTY_ALLOW_LIST)).reason).toContain('用户名或密码');
  });
  it('refuses private, loopback, link-local and reserved literals unless allowed', async () => {
    for (const url of ['http://127.0.0.1/', 'http://10.0.0.1/', 'http://172.16.0.1/', 'http://[fe80::1]/', 'http://0x7f000001/', 'http://100.64.0.1/']) {
      expect((await checkUrl(url, EMPTY_ALLOW_LIST)).ok, url).toBe(false);
    }
    expect((await checkUrl('http://10.0.0.1/', parseAllowList(['10.0.0.0/8']))).ok).toBe(true);
  });
});
