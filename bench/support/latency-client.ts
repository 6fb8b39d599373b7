import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LatencyRequest = { type: 'measure'; until: number } | { type: 'stop' };
export type LatencyReply = { type: 'times'; times: number[] } | { type: 'failed'; message: string };

/**
 * An administrator's calls timed from a child process (latency-process.ts): `measure(ms)` answers the round trips
 * of sequential calls for `ms`, or until `stop()`. (A worker thread in the server's process was used before: its
 * own decrypting and checking of each answer waited up to ~20 ms for the GC and pool threads it shared with the
 * importing server, which a browser does not.)
 */
export interface LatencyClient {
  measure(ms: number): Promise<number[]>;
  stop(): void;
  close(): Promise<void>;
}

export function startLatencyClient(baseUrl: string): LatencyClient {
  const child = fork(fileURLToPath(new URL('./latency-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LATENCY_BASE_URL: baseUrl },
  });
  return {
    measure: (ms) =>
      new Promise<number[]>((resolve, reject) => {
        child.once('message', (reply: LatencyReply) => (reply.type === 'times' ? resolve(reply.times) : reject(new Error(reply.message))));
        child.send({ type: 'measure', until: Date.now() + ms } satisfies LatencyRequest);
      }),
    stop: () => child.send({ type: 'stop' } satisfies LatencyRequest),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
