import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestsQuiet, trackRequests } from '../../../../src/server/jobs/request-gate';

/** A server whose requests stay open until the test answers them by path. */
let server: Server;
let baseUrl = '';
const held = new Map<string, ServerResponse<IncomingMessage>>();
const arrived = new Map<string, () => void>();

function arrival(path: string): Promise<void> {
  return new Promise((resolve) => arrived.set(path, resolve));
}

function answer(path: string): void {
  held.get(path)?.end('ok');
  held.delete(path);
}

/** Whether the promise settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

describe('a job giving way to requests', () => {
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      held.set(path, response);
      arrived.get(path)?.();
    });
    trackRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const path of [...held.keys()]) answer(path);
    await new Promise((resolve) => server.close(resolve));
  });

  it('goes on at once when no request is in flight', async () => {
    expect(await settlesWithin(requestsQuiet(), 50)).toBe(true);
  });

  it('waits for the requests in flight when it asks, not for those that come after', async () => {
    const first = arrival('/a');
    const a = fetch(`${baseUrl}/a`);
    await first;
    const quiet = requestsQuiet(5_000);
    expect(await settlesWithin(quiet, 100)).toBe(false);

    // A request that arrives while the job waits does not extend the wait: on a server never idle, a job still
    // gets its turn after each round.
    const second = arrival('/b');
    const b = fetch(`${baseUrl}/b`);
    await second;
    answer('/a');
    await a;
    expect(await settlesWithin(quiet, 1_000)).toBe(true);

    // The next wait is for the request still in flight.
    const next = requestsQuiet(5_000);
    expect(await settlesWithin(next, 100)).toBe(false);
    answer('/b');
    await b;
    expect(await settlesWithin(next, 1_000)).toBe(true);
  });

  it('goes on after its time limit when a request never ends', async () => {
    const first = arrival('/stuck');
    const stuck = fetch(`${baseUrl}/stuck`);
    await first;
    const startedAt = performance.now();
    await requestsQuiet(120);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(110);
    answer('/stuck');
    await stuck;
  });
});
