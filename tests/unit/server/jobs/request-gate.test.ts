import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorking, requestsQuiet, requestsSlowed, trackRequests } from '../../../../src/server/jobs/request-gate';
import { until } from '../../../support/until';

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

/** A wait whose time limit never comes within a test: it can only end because the requests it waits for did. */
const NO_LIMIT_MS = 600_000;

/** Starts a job's wait and follows whether it has ended. */
function jobWaits(maxWaitMs = NO_LIMIT_MS): { readonly ended: boolean } {
  const wait = { ended: false };
  void requestsQuiet(maxWaitMs).then(() => (wait.ended = true));
  return wait;
}

/** A few turns of the event loop, no clock time: what a wait with nothing to wait for needs to end. */
async function turns(count = 3): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
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
    const wait = jobWaits();
    await turns();
    expect(wait.ended).toBe(true);
  });

  it('waits for the requests in flight when it asks, not for those that come after', async () => {
    const first = arrival('/a');
    const a = fetch(`${baseUrl}/a`);
    await first;
    const quiet = jobWaits();
    await turns();
    expect(quiet.ended).toBe(false);

    // A request that arrives while the job waits does not extend the wait: on a server never idle, a job still
    // gets its turn after each round.
    const second = arrival('/b');
    const b = fetch(`${baseUrl}/b`);
    await second;
    expect(quiet.ended).toBe(false);
    answer('/a');
    await a;
    await until('the job going on once /a is answered', () => quiet.ended, { timeoutMs: 5_000 });

    // The next wait is for the request still in flight.
    const next = jobWaits();
    await turns();
    expect(next.ended).toBe(false);
    answer('/b');
    await b;
    await until('the job going on once /b is answered', () => next.ended, { timeoutMs: 5_000 });
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

  // The factor 0 makes any witness slow, so these check who is a witness without depending on the clock.
  it('counts as the job\'s witnesses only the requests that overlapped its work, once each (ADR 011, adaptive slices)', async () => {
    requestsSlowed(0);
    const first = arrival('/idle');
    const idle = fetch(`${baseUrl}/idle`);
    await first;
    answer('/idle');
    await idle;
    expect(requestsSlowed(0)).toBe(false);

    // In flight when the work starts, answered after it ended.
    const second = arrival('/before');
    const before = fetch(`${baseUrl}/before`);
    await second;
    const done = jobWorking();
    done();
    answer('/before');
    await before;
    expect(requestsSlowed(0)).toBe(true);
    expect(requestsSlowed(0)).toBe(false);

    // Arriving while the job works.
    const working = jobWorking();
    const third = arrival('/during');
    const during = fetch(`${baseUrl}/during`);
    await third;
    working();
    answer('/during');
    await during;
    expect(requestsSlowed(0)).toBe(true);
  });
});
