import { createTestPortal } from '../../tests/support/portal-client';
import { summary } from './stats';

export interface StormFigures {
  signIns: number;
  succeeded: number;
  /** Failures by message, e.g. {"登录失败次数过多，请稍后再试": 2}. */
  failures: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number | undefined;
}

/**
 * `count` sign-ins started at an even pace over `durationMs` (open loop: a slow answer does not delay the next
 * start, as students do not wait for each other), each a fresh page — its own crypto handshake, then the
 * encrypted modelLogin — from its own address, cycling over `accounts`. The time is the page's, handshake included.
 */
export async function signInStorm(baseUrl: string, accounts: readonly string[], password: string, count: number, durationMs: number): Promise<StormFigures> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  const started = performance.now();
  const runs: Array<Promise<void>> = [];
  for (let i = 0; i < count; i += 1) {
    const startAt = started + (i * durationMs) / count;
    const wait = startAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const account = accounts[i % accounts.length] ?? 'student';
    const portal = createTestPortal({ baseUrl }, { ip: `10.${100 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}` });
    runs.push((async () => {
      const t0 = performance.now();
      try {
        await portal.signIn(account, password);
        times.push(performance.now() - t0);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures[message] = (failures[message] ?? 0) + 1;
      }
    })());
  }
  await Promise.all(runs);
  const { p50Ms, p95Ms, p99Ms, maxMs } = summary(times);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    signIns: count, succeeded: times.length, failures,
    p50Ms: round(p50Ms), p95Ms: round(p95Ms), p99Ms: round(p99Ms), maxMs: maxMs === undefined ? undefined : round(maxMs),
  };
}
