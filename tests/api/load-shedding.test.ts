import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInFlightLimit } from '../../src/server/http/load-shedding';
import { until } from '../support/until';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * Overload protection (src/server/http/load-shedding.ts) on the real app with a limit of two requests in flight:
 * test routes that wait on a gate the test opens keep the places taken, so nothing depends on timing.
 */

const HELD = '/api/blade-test/held';
const QUICK = '/api/blade-test/quick';

interface Gate {
  /** Resolves once `n` requests are waiting at the gate. */
  entered(n: number): Promise<void>;
  open(): void;
}

function gatedRoutes(): { gate: Gate; extend: (app: FastifyInstance) => void } {
  let waiting = 0;
  const watchers: Array<{ n: number; resolve: () => void }> = [];
  let release: () => void = () => undefined;
  let opened = new Promise<void>((resolve) => (release = resolve));
  const gate: Gate = {
    entered: (n) => new Promise((resolve) => {
      if (waiting >= n) resolve();
      else watchers.push({ n, resolve });
    }),
    open() {
      release();
      opened = new Promise<void>((resolve) => (release = resolve));
    },
  };
  const extend = (app: FastifyInstance) => {
    app.get(HELD, async () => {
      const wait = opened;
      waiting += 1;
      for (const w of watchers.filter((x) => waiting >= x.n)) w.resolve();
      await wait;
      waiting -= 1;
      return { status: 1000, msg: 'ok', result: 'held' };
    });
    app.get(QUICK, async () => ({ status: 1000, msg: 'ok', result: 'quick' }));
  };
  return { gate, extend };
}

describe('load shedding', () => {
  let server: TestServer;
  let gate: Gate;

  beforeAll(async () => {
    const routes = gatedRoutes();
    gate = routes.gate;
    server = await startTestServer('pglite', { LOAD_SHED_MAX_IN_FLIGHT: '2', LOAD_SHED_RETRY_AFTER_SECONDS: '7' }, { extend: routes.extend });
  });

  afterAll(async () => {
    gate.open();
    await server.close();
  });

  it('refuses a request beyond the in-flight limit at once with 503, Retry-After and the Chinese SERVER_BUSY envelope, while health and readiness still answer', async () => {
    const held = [fetch(`${server.baseUrl}${HELD}`), fetch(`${server.baseUrl}${HELD}`)];
    await gate.entered(2);

    const refused = await fetch(`${server.baseUrl}${QUICK}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await refused.json()).toEqual({ status: 503, msg: '当前访问人数较多，请稍后再试', result: null });
    // The wrapped calls are refused before their checks: the refusal is not a 419x crypto answer.
    const wrapped = await fetch(`${server.baseUrl}/api/blade-platform/serverCenter/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(wrapped.status).toBe(503);

    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);

    gate.open();
    for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
    // Both places are free again once the held answers went out.
    const after = await Promise.all([fetch(`${server.baseUrl}${QUICK}`), fetch(`${server.baseUrl}${QUICK}`)]);
    expect(after.map((a) => a.status)).toEqual([200, 200]);
  });

  it('gives back the place of a request whose client hung up before the answer', async () => {
    const abort = new AbortController();
    const dropped = fetch(`${server.baseUrl}${HELD}`, { signal: abort.signal }).catch(() => 'aborted');
    const kept = fetch(`${server.baseUrl}${HELD}`);
    await gate.entered(2);
    expect((await fetch(`${server.baseUrl}${QUICK}`)).status).toBe(503);

    abort.abort();
    expect(await dropped).toBe('aborted');
    // The server learns of the hang-up from its socket, a moment after the abort: ask until it has.
    const status = await until('the hung-up request\'s place given back', async () => (await fetch(`${server.baseUrl}${QUICK}`)).status, (s) => s !== 503, { intervalMs: 10 });
    expect(status).toBe(200);

    gate.open();
    expect((await kept).status).toBe(200);
  });
});

describe('in-flight limit that follows the instance', () => {
  const enter = (limit: ReturnType<typeof createInFlightLimit>, n: number, at: number) =>
    Array.from({ length: n }, () => limit.tryEnter(at)).filter(Boolean).length;
  /** `n` requests let in at `enteredAt` answered at `at`. */
  const leave = (limit: ReturnType<typeof createInFlightLimit>, n: number, enteredAt: number, at: number) => {
    for (let i = 0; i < n; i += 1) limit.leave(enteredAt, at);
  };

  it('tightens by half a second at most, down to throughput × target wait, once even the fastest request of a second queued, and doubles back each calm second', () => {
    const limit = createInFlightLimit({ max: 64, min: 8, queueTargetMs: 500 });
    expect(enter(limit, 40, 0)).toBe(40);
    // 20 finish in the first second, the fastest after 800 ms: a standing queue. Halved, not yet at 20/s × 0.5 s.
    leave(limit, 20, 0, 800);
    expect(limit.tryEnter(1_000)).toBe(true);
    expect(limit.limit).toBe(32);
    leave(limit, 21, 1_000, 1_900);
    expect(limit.tryEnter(2_000)).toBe(true);
    expect(limit.limit).toBe(16);
    expect(enter(limit, 20, 2_000)).toBe(15);
    // 16 finished in the third second, the fastest after 900 ms: 16/s × 0.5 s = 8, also half of 16.
    leave(limit, 16, 2_000, 2_900);
    expect(enter(limit, 12, 3_000)).toBe(8);
    expect(limit.limit).toBe(8);
    // A calm second (the fastest took 50 ms) doubles the limit.
    leave(limit, 8, 3_000, 3_050);
    limit.tryEnter(4_000);
    expect(limit.limit).toBe(16);
  });

  it('only halves its limit after one stalled second at ordinary load, so the usual connections still get in', () => {
    const limit = createInFlightLimit({ max: 256, min: 8, queueTargetMs: 500 });
    expect(enter(limit, 50, 0)).toBe(50);
    // The whole machine paused: all 50 answers came 900 ms late.
    leave(limit, 50, 0, 900);
    expect(enter(limit, 50, 1_000)).toBe(50);
    expect(limit.limit).toBe(128);
  });

  it('doubles back for each second the instance stood idle after a burst, so the next burst is not met by the last one\'s limit', () => {
    const limit = createInFlightLimit({ max: 256, min: 8, queueTargetMs: 500 });
    expect(enter(limit, 100, 0)).toBe(100);
    leave(limit, 100, 0, 900);
    expect(enter(limit, 100, 1_000)).toBe(100);
    expect(limit.limit).toBe(128);
    // The burst ends queued (100 finish after 950 ms each, which alone would halve the limit), then nothing comes for
    // three seconds: the limit is back at its most when the next request comes.
    leave(limit, 100, 1_000, 1_950);
    limit.tryEnter(5_000);
    expect(limit.limit).toBe(256);
    // With a request still in flight (a long export) the queue has not drained: the limit stays where it is.
    const busy = createInFlightLimit({ max: 256, min: 8, queueTargetMs: 500 });
    expect(enter(busy, 100, 0)).toBe(100);
    leave(busy, 99, 0, 900);
    busy.tryEnter(1_000);
    expect(busy.limit).toBe(128);
    busy.tryEnter(4_000);
    expect(busy.limit).toBe(128);
  });

  it('keeps its limit when only a few slow requests finished in a second', () => {
    const limit = createInFlightLimit({ max: 256, min: 8, queueTargetMs: 500 });
    expect(enter(limit, 3, 0)).toBe(3);
    leave(limit, 3, 0, 900);
    limit.tryEnter(1_000);
    expect(limit.limit).toBe(256);
  });
});
