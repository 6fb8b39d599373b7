/**
 * Anchors and the machine's load for every benchmark: a figure means little on a shared 2-core machine unless it
 * stands beside what the bare parts do in the same run. `startAnchorServer` runs bench/support/anchor-server.ts
 * (a bare Fastify answer and a bare prepared read); `loadWatch` records the load average and the CPU other work took
 * during the run, and marks a run that was not quiet; `emit` prints one JSON line with the load fields added.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverMs, summary } from './stats';

/** Above this one-minute load average at the start a figure says it is not one ("refuses … or says so"). */
export const LOAD_LIMIT = Number(process.env.BENCH_LOAD_LIMIT ?? 2);
/**
 * Above this many cores' worth of CPU taken by other work during the run, a figure says it is not one. The load
 * average cannot tell this: on 2 cores a bench's own 50 connections, server and database put it above 2 by
 * themselves, so a limit on it alone refuses every honest run (ADR 028).
 */
export const FOREIGN_CPU_LIMIT = Number(process.env.BENCH_FOREIGN_CPU_LIMIT ?? 0.25);

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

export function loadAverage(): number {
  return round(os.loadavg()[0] ?? 0);
}

/** Kernel clock ticks per second, as /proc/<pid>/stat counts CPU time (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

interface ProcSample {
  ppid: number;
  comm: string;
  ticks: number;
}

/** Every process's parent, name and CPU ticks (user + system) from /proc; an empty map where there is no /proc. */
function readProcesses(): Map<number, ProcSample> {
  const out = new Map<number, ProcSample>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // comm may hold spaces and parentheses: the fields after it start past the last ')'.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      out.set(Number(pid), { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return out;
}

/**
 * The bench's own side: this process and its descendants, and the database server's processes (they serve the
 * bench; on a shared machine they also serve others, which this cannot tell apart — it errs towards "quiet").
 */
function ownPids(processes: Map<number, ProcSample>): Set<number> {
  const own = new Set<number>([process.pid]);
  for (const [pid, sample] of processes) if (sample.comm === 'postgres') own.add(pid);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, sample] of processes) {
      if (!own.has(pid) && own.has(sample.ppid)) {
        own.add(pid);
        grew = true;
      }
    }
  }
  return own;
}

export interface LoadWatch {
  /**
   * The load at the start, the highest seen and the load now; the cores' worth of CPU other work took meanwhile
   * (`foreignCpu`); `quiet` when the start load and the foreign CPU were within their limits.
   */
  fields(): { loadStart: number; loadMax: number; loadEnd: number; foreignCpu: number; quiet: boolean; note?: string };
  stop(): void;
}

/** Samples the load average and every other process's CPU time every second while a bench runs. */
export function loadWatch(): LoadWatch {
  const start = loadAverage();
  const startedAt = performance.now();
  let max = start;
  let foreignTicks = 0;
  let previous = readProcesses();
  const sample = () => {
    max = Math.max(max, loadAverage());
    const now = readProcesses();
    const own = ownPids(now);
    for (const [pid, current] of now) {
      if (own.has(pid)) continue;
      const before = previous.get(pid);
      // A process new since the last sample started within it: all its time falls inside the run.
      foreignTicks += before ? Math.max(0, current.ticks - before.ticks) : current.ticks;
    }
    previous = now;
  };
  const timer = setInterval(sample, 1_000);
  timer.unref();
  return {
    fields() {
      sample();
      const end = loadAverage();
      const seconds = (performance.now() - startedAt) / 1_000;
      const foreignCpu = round(seconds > 0 ? foreignTicks / CLOCK_TICKS / seconds : 0);
      const reasons = [
        ...(start > LOAD_LIMIT ? [`load average ${start} above ${LOAD_LIMIT} at the start`] : []),
        ...(foreignCpu > FOREIGN_CPU_LIMIT ? [`other work took ${foreignCpu} cores during the run`] : []),
      ];
      const quiet = reasons.length === 0;
      return { loadStart: start, loadMax: max, loadEnd: end, foreignCpu, quiet, ...(quiet ? {} : { note: `${reasons.join('; ')}: not a figure for the README` }) };
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
  /** The anchor's own process, for benches that read its CPU or memory from /proc. */
  pid: number;
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
    pid: child.pid ?? 0,
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

/**
 * The anchor's own server time (`Server-Timing`), `rounds` sequential calls of /read and of /json, as server-time
 * benches (card data, search, efficiency) time their calls: p50/p95/p99 of each, for the same run's lines.
 */
export async function anchorServerTimes(anchor: AnchorServer, rounds: number) {
  const timesOf = async (route: string) => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const response = await fetch(`${anchor.baseUrl}${route}`);
      await response.arrayBuffer();
      times.push(serverMs(response.headers));
    }
    return summary(times);
  };
  return { read: await timesOf('/read'), json: await timesOf('/json') };
}
