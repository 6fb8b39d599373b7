import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '../../src/shared/api/catalogue/auth';
import { cancelCollect, collect, serverCenterPage } from '../../src/shared/api/catalogue/directory';
import { createTestPortal, getWithToken } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** The driver under drizzle (PGlite or a pg Pool); both send every statement through `query`. */
interface QueryClient {
  query(...args: unknown[]): Promise<unknown>;
}

function driverOf(server: TestServer): QueryClient {
  // drizzle keeps its driver on `$client`; the Db type is driver-neutral, so it does not name it.
  const client = (server.context.db as unknown as { $client?: QueryClient }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('no driver client on the database');
  return client;
}

describe.each(testDatabases())('cost of an authenticated call on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('getUserInfo costs one database round trip, plus one write a minute to keep the session alive', async () => {
    const login = await createTestPortal(server, { ip: '10.6.0.1' }).signIn('student', 'Student@123');
    const spy = vi.spyOn(driverOf(server), 'query');
    try {
      for (let i = 0; i < 20; i += 1) expect((await getWithToken(server, getUserInfo.path, login.access_token)).http).toBe(200);
      expect(spy).toHaveBeenCalledTimes(20);

      spy.mockClear();
      server.advanceClock(61_000);
      await getWithToken(server, getUserInfo.path, login.access_token);
      // The session's last_seen_at was a minute old: the lookup and one touch.
      expect(spy).toHaveBeenCalledTimes(2);
      spy.mockClear();
      await getWithToken(server, getUserInfo.path, login.access_token);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a cached page of serverCenter/page costs the session lookup only; a favourite change is marked on the next page', async () => {
    const portal = createTestPortal(server, { ip: '10.6.0.2' });
    await portal.signIn('student', 'Student@123');
    const query = { serviceType: '', sort: 'heat', current: 1, size: 20 } as const;
    const first = await portal.api.call(serverCenterPage, query);
    await portal.api.call(serverCenterPage, query);
    const target = first.records.find((r) => !r.collected);
    if (!target) throw new Error('no service to collect on the first page');
    const spy = vi.spyOn(driverOf(server), 'query');
    try {
      await portal.api.call(serverCenterPage, query);
      // The favourites come from memory while users.favorites_version stays where it was.
      expect(spy).toHaveBeenCalledTimes(1);
      await portal.api.call(collect, { serviceId: target.serviceId });
      spy.mockClear();
      const after = await portal.api.call(serverCenterPage, query);
      expect(after.records.find((r) => r.serviceId === target.serviceId)?.collected).toBe(true);
      // The version moved with the collect: read the favourites again, once.
      expect(spy).toHaveBeenCalledTimes(2);
      await portal.api.call(cancelCollect, { serviceId: target.serviceId });
      expect((await portal.api.call(serverCenterPage, query)).records.find((r) => r.serviceId === target.serviceId)?.collected).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});
