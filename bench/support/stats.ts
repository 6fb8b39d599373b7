/** Figures the benchmarks print: percentiles of a sample and the server's own time of an answer. */

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** p50/p95/p99/max of a sample, in milliseconds. */
export function summary(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) };
}

/** The server's time of an answer, from its `Server-Timing: app;dur=…` header (src/server/app.ts). */
export function serverMs(headers: Headers | undefined): number {
  const match = /app;dur=([\d.]+)/.exec(headers?.get('server-timing') ?? '');
  return match ? Number(match[1]) : Number.NaN;
}
