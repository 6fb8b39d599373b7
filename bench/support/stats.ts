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

/** Every phase of the Server-Timing header (src/server/http/server-timing.ts) by name, in milliseconds. */
export function serverPhases(headers: Headers | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (headers?.get('server-timing') ?? '').split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(part);
    if (match?.[1] && match[2]) out[match[1]] = Number(match[2]);
  }
  return out;
}

/** Collects phase times per name over many answers; `summaries()` gives p50/p95 of each. */
export function phaseCollector() {
  const byPhase = new Map<string, number[]>();
  return {
    add(headers: Headers | undefined) {
      for (const [name, ms] of Object.entries(serverPhases(headers))) {
        // Pushed, not copied: a bench may add thousands of answers a second while it times them.
        const times = byPhase.get(name);
        if (times) times.push(ms);
        else byPhase.set(name, [ms]);
      }
    },
    summaries() {
      return Object.fromEntries([...byPhase].map(([name, times]) => {
        const { p50Ms, p95Ms } = summary(times);
        return [name, { p50Ms, p95Ms }];
      }));
    },
  };
}
