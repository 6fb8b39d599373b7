/**
 * Anchors and the machine's load for every benchmark: a figure means little on a shared 2-core machine unless it
 * stands beside what the bare parts do in the same run. `startAnchorServer` runs bench/support/anchor-server.ts
 * (a bare Fastify answer and a bare prepared read); `loadWatch` records the load average at the start and the end
 * and marks a run whose load rose above LOAD_LIMIT; `emit` prints one JSON line with the load fields added.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** Above this one-minute load average a figure says it is not one (issue text: "refuses … or says so"). */
export const LOAD_LIMIT = Number(process.env.BENCH_LOAD_LIMIT ?? 2);

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

export function loadAverage(): number {
  return round(os.loadavg()[0] ?? 0);
}

export interface LoadWatch {
  /** The load at the start, the highest seen and the load now; `quiet` when none rose above LOAD_LIMIT. */
  fields(): { loadStart: number; loadMax: number; loadEnd: number; quiet: boolean; note?: string };
  stop(): void;
}

/** Samples the one-minute load average every second while a bench runs. */
export function loadWatch(): LoadWatch {
  const start = loadAverage();
  let max = start;
  const timer = setInterval(() => (max = Math.max(max, loadAverage())), 1_000);
  timer.unref();
  return {
    fields() {
      const end = loadAverage();
      max = Math.max(max, end);
      const quiet = max <= LOAD_LIMIT;
      return { loadStart: start, loadMax: max, loadEnd: end, quiet, ...(quiet ? {} : { note: `load average rose above ${LOAD_LIMIT}: not a figure for the README` }) };
    },
    stop: () => clearInterval(timer),
  };
}

/** One JSON line per figure, with the run's load fields, so no figure is printed without them. */
export function emit(watch: LoadWatch, line: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ ...line, ...watch.fields() })}\n`);
}

/** figure / anchor, both as "higher is better" rates (or pass `lowerIsBetter` for times). */
export function ratio(figure: number, anchor: number, lowerIsBetter = false): number {
  if (!(anchor > 0) || !(figure > 0)) return Number.NaN;
  return round(lowerIsBetter ? anchor / figure : figure / anchor);
}

export interface AnchorServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the anchor server on PostgreSQL (`databaseUrl`) or PGlite (`pgliteDir`: the server's own data folder, after
 * the server under test stopped — PGlite is single-process). `json` is the body `/json` answers. `script` runs another
 * anchor of bench/support instead (one that prints `ANCHOR <url>` too, e.g. business-anchor-server.ts), with `env`.
 */
export async function startAnchorServer(options: {
  databaseUrl?: string; pgliteDir?: string; json?: string; script?: string; env?: Record<string, string>;
}): Promise<AnchorServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, options.script ?? 'anchor-server.ts')], {
    env: {
      ...process.env,
      ...(options.databaseUrl ? { ANCHOR_DATABASE_URL: options.databaseUrl } : {}),
      ...(options.pgliteDir ? { ANCHOR_PGLITE_DIR: options.pgliteDir } : {}),
      ...(options.json ? { ANCHOR_JSON: options.json } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ANCHOR (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`anchor server exited with ${code}: ${out}`)));
  });
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** autocannon for `durationS` at `connections`: requests per second (mean), p99 and failures. */
export async function hammer(url: string, options: { connections?: number; durationS: number; headers?: Record<string, string> }) {
  const result = await autocannon({ url, connections: options.connections ?? 50, duration: options.durationS, headers: options.headers });
  return { reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Hammers every target in turn, `rounds` times, `sliceS` seconds each, and gives each target's median rate and p99
 * over the rounds. Interleaving puts a figure and its anchor under the same machine load, which swings within a run
 * on a shared machine; sequential runs would compare different moments.
 */
export async function interleaved(targets: readonly Target[], options: { rounds?: number; sliceS: number; connections?: number }) {
  const samples = new Map<string, Awaited<ReturnType<typeof hammer>>[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < (options.rounds ?? 3); round += 1) {
    for (const target of targets) {
      samples.get(target.name)?.push(await hammer(target.url, { durationS: options.sliceS, connections: options.connections, headers: target.headers }));
    }
  }
  return Object.fromEntries([...samples].map(([name, runs]) => [name, {
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  }]));
}
