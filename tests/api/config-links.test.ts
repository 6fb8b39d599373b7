import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

/** doc2 §1's configuration app addresses lead to the studio pages, where ROUTE-03 guards them. */
describe('the embedded configuration apps’ addresses', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer('pglite'); });
  afterAll(async () => { await server?.close(); });

  it.each([
    ['/font/onlineServiceClientConfig/', '/userFrameConfig/serviceHallConfig?view=%2FhelpAndFeedback'],
    ['/font/onlineServiceClientConfig', '/userFrameConfig/serviceHallConfig?view=%2FhelpAndFeedback'],
    ['/font/combCygj/commonToolWeb/', '/userFrameConfig/preLoginConfig'],
  ])('%s redirects to %s', async (from, to) => {
    const response = await fetch(`${server.baseUrl}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(to);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
