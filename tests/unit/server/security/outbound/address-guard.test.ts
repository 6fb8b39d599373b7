import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../../../src/server/config/env';
import {
  EMPTY_ALLOW_LIST, isPublicAddress, isReachableAddress, parseAddress, parseAllowList,
} from '../../../../../src/server/security/outbound/address-guard';
import { assertUrlAllowed, fetchGuardedJson } from '../../../../../src/server/security/outbound/guarded-fetch';
import { AppError } from '../../../../../src/server/http/app-error';

describe('which addresses a data source may reach', () => {
  it.each([
    '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.0.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '192.0.2.10',
    '198.18.0.1', '198.51.100.7', '203.0.113.9', '192.0.0.8',
  ])('refuses the IPv4 address %s (loopback, private, link-local, shared, multicast, reserved …)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '114.114.114.114', '202.96.128.86', '172.32.0.1', '192.169.0.1'])('lets the public IPv4 address %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', 'fec0::1', '2001:db8::1',
    // IPv4 inside IPv6: mapped, NAT64, 6to4, Teredo and the old IPv4-compatible form.
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001:0:7f00:1::1', '::127.0.0.1',
  ])('refuses the IPv6 address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['2400:3200::1', '2606:4700:4700::1111', '[2001:4860:4860::8888]', '::ffff:8.8.8.8'])('lets the public IPv6 address %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(parseAddress('::ffff:192.168.1.1')?.toString()).toBe('192.168.1.1');
    expect(parseAddress('[::ffff:c0a8:101]')?.toString()).toBe('192.168.1.1');
    expect(parseAddress('not-an-ip')).toBeNull();
  });

  it('lets through private addresses that the allow list names, by address or CIDR, for IPv4 and IPv6', () => {
    const allow = parseAllowList(['127.0.0.1', '10.20.0.0/16', 'fd00:abcd::/32', '::ffff:192.168.7.0/120', 'data.intra.example.edu']);
    expect(allow.hosts).toEqual(new Set(['data.intra.example.edu']));
    expect(isReachableAddress('127.0.0.1', allow)).toBe(true);
    expect(isReachableAddress('::ffff:127.0.0.1', allow)).toBe(true);
    expect(isReachableAddress('127.0.0.2', allow)).toBe(false);
    expect(isReachableAddress('10.20.255.1', allow)).toBe(true);
    expect(isReachableAddress('10.21.0.1', allow)).toBe(false);
    expect(isReachableAddress('fd00:abcd:1::5', allow)).toBe(true);
    expect(isReachableAddress('fd00:abce::5', allow)).toBe(false);
    // A mapped CIDR applies to the plain IPv4 addresses it covers.
    expect(isReachableAddress('192.168.7.200', allow)).toBe(true);
    expect(isReachableAddress('192.168.8.1', allow)).toBe(false);
    expect(isReachableAddress('::1', allow)).toBe(false);
    expect(isReachableAddress('8.8.8.8', EMPTY_ALLOW_LIST)).toBe(true);
  });

  it('reads DATA_SOURCE_ALLOW_HOSTS from the environment, refusing what is neither a host nor an address', () => {
    expect(parseEnv({}).DATA_SOURCE_ALLOW_HOSTS).toEqual([]);
    expect(parseEnv({ DATA_SOURCE_ALLOW_HOSTS: ' 127.0.0.1, Data.Intra.edu ,10.0.0.0/8,,::1 ' }).DATA_SOURCE_ALLOW_HOSTS)
      .toEqual(['127.0.0.1', 'data.intra.edu', '10.0.0.0/8', '::1']);
    expect(() => parseEnv({ DATA_SOURCE_ALLOW_HOSTS: 'http://x.edu/' })).toThrow(/DATA_SOURCE_ALLOW_HOSTS/);
    expect(() => parseEnv({ DATA_SOURCE_ALLOW_HOSTS: 'a b' })).toThrow(/DATA_SOURCE_ALLOW_HOSTS/);
  });
});

describe('the guarded fetch', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"list":[1,2,3]}');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.code : String(e)));
  const get = (url: string, allow = EMPTY_ALLOW_LIST) => fetchGuardedJson({ url: new URL(url), method: 'GET', timeoutMs: 2000, allow });

  it('refuses a host name that resolves to loopback inside the socket\'s own lookup', async () => {
    expect(await codeOf(get(`http://localhost:${port}/`))).toBe('DATA_SOURCE_REFUSED');
    expect(await codeOf(assertUrlAllowed(new URL(`http://localhost:${port}/`), EMPTY_ALLOW_LIST))).toBe('DATA_SOURCE_REFUSED');
  });

  it('connects to a host or network the allow list names', async () => {
    expect(await get(`http://localhost:${port}/`, parseAllowList(['localhost']))).toEqual({ value: { list: [1, 2, 3] }, bytes: 16 });
    expect((await get(`http://localhost:${port}/`, parseAllowList(['127.0.0.0/8', '::1']))).value).toEqual({ list: [1, 2, 3] });
    expect((await get(`http://127.0.0.1:${port}/`, parseAllowList(['127.0.0.1']))).value).toEqual({ list: [1, 2, 3] });
  });

  it('refuses other schemes and literal private addresses before connecting', async () => {
    expect(await codeOf(get('ftp://8.8.8.8/list'))).toBe('DATA_SOURCE_REFUSED');
    expect(await codeOf(get(`http://127.0.0.1:${port}/`))).toBe('DATA_SOURCE_REFUSED');
    expect(await codeOf(get(`http://[::ffff:127.0.0.1]:${port}/`))).toBe('DATA_SOURCE_REFUSED');
  });

  it('accepts at save time a host that does not resolve now (every fetch checks it again)', async () => {
    expect(await codeOf(assertUrlAllowed(new URL('https://no-such-host.invalid/api'), EMPTY_ALLOW_LIST))).toBe('ok');
    expect(await codeOf(get('http://no-such-host.invalid/api'))).toBe('DATA_SOURCE_FAILED');
  });
});
