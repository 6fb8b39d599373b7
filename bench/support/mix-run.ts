import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { WRITE_KINDS, type MixKind } from './load-mix-plan';
import type { MixSealer } from './mix-sealer';
import { percentile } from './stats';

/** What one autocannon run of the mix gave, as bench/load-mix.ts prints it. */
export interface MixFigures {
  durationS: number;
  connections: number;
  targetRate: number | null;
  answered: number;
  reqPerSec: number;
  /** Answers with a success envelope (status 1000 or 200). */
  succeeded: number;
  p50Ms: number;
  p99Ms: number;
  /** Transport errors and time-outs (autocannon's `errors` + `timeouts`). */
  errors: number;
  non2xx: number;
  /** 429/503 that carried Retry-After: load turned away on purpose. */
  refusedWithRetryAfter: number;
  /** Answers that were neither a success nor such a refusal, by kind and status, e.g. {"rating 409": 3}. */
  failures: Record<string, number>;
  writes: number;
  /** Requests of the mix sent in place of a sealed one because the sealer fell behind (0 in a sound run). */
  unsealed: number;
}

const SUCCESS = new Set([1000, 200]);
/** Sent when the sealer fell behind; cheap, counted apart, never part of the figures. */
const FALLBACK_PATH = '/api/health';

interface ConnectionState {
  kind?: MixKind | 'fallback';
}

/**
 * Sends the sealed mix with autocannon: `connections` keep-alive connections, at most `rate` requests a second when
 * given. Each request is taken from the sealer as the connection sends it. Latencies are of the answers that were
 * not turned away: the refusals are answered at once and would flatter the figure.
 */
export async function runMix(sealer: MixSealer, options: { baseUrl: string; connections: number; durationS: number; rate?: number }): Promise<MixFigures> {
  const failures: Record<string, number> = {};
  const okTimes: number[] = [];
  let succeeded = 0;
  let refused = 0;
  let writes = 0;
  let unsealed = 0;
  // autocannon calls onResponse and then, synchronously, emits 'response' with the time: this carries the verdict over.
  let timed = false;
  const cannon: autocannon.Options = {
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    ...(options.rate ? { overallRate: options.rate } : {}),
    timeout: 30,
    requests: [{
      setupRequest: (request, context: ConnectionState) => {
        const sealed = sealer.next();
        if (!sealed) {
          unsealed += 1;
          context.kind = 'fallback';
          return { ...request, method: 'GET', path: FALLBACK_PATH, headers: {}, body: undefined };
        }
        context.kind = sealed.kind;
        return { ...request, method: sealed.method as 'POST', path: sealed.path, headers: sealed.headers, body: sealed.body };
      },
      onResponse: (status, body, context: ConnectionState, headers) => {
        const kind = context.kind;
        const turnedAway = (status === 503 || status === 429) && headers?.['retry-after'] !== undefined;
        timed = kind !== undefined && kind !== 'fallback' && !turnedAway;
        if (kind === undefined || kind === 'fallback') return;
        if (WRITE_KINDS.has(kind)) writes += 1;
        const envelope = /"status":\s*(\d+)/.exec(body.slice(0, 40));
        if (status < 300 && envelope && SUCCESS.has(Number(envelope[1]))) {
          succeeded += 1;
          return;
        }
        if (turnedAway) {
          refused += 1;
          return;
        }
        const key = `${kind} ${status}${envelope ? `/${envelope[1]}` : ''}`;
        failures[key] = (failures[key] ?? 0) + 1;
      },
    }],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(cannon, (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)));
    // The event's listener gets (client, status, bytes, time); @types/autocannon leaves out the client.
    (instance as unknown as EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      if (timed) okTimes.push(responseTime);
    });
  });
  okTimes.sort((a, b) => a - b);
  const answered = result.requests.total;
  return {
    durationS: options.durationS, connections: options.connections, targetRate: options.rate ?? null, answered,
    reqPerSec: Math.round(answered / options.durationS), succeeded,
    p50Ms: Number(percentile(okTimes, 50).toFixed(1)), p99Ms: Number(percentile(okTimes, 99).toFixed(1)),
    errors: result.errors + result.timeouts, non2xx: result.non2xx, refusedWithRetryAfter: refused, failures, writes, unsealed,
  };
}
