import { Worker } from 'node:worker_threads';

export type LatencyRequest = { type: 'measure'; until: number } | { type: 'stop' };
export type LatencyReply = { type: 'times'; times: number[] } | { type: 'failed'; message: string };

/**
 * An administrator's calls timed from a worker thread (latency-worker.ts): `measure(ms)` answers the round trips
 * of sequential calls for `ms`, or until `stop()`.
 */
export interface LatencyClient {
  measure(ms: number): Promise<number[]>;
  stop(): void;
  close(): Promise<void>;
}

export function startLatencyClient(baseUrl: string): LatencyClient {
  // A .ts entry is refused before any loader runs, so a plain-JS bootstrap registers tsx in the thread first.
  const entry = new URL('./latency-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { baseUrl } });
  return {
    measure: (ms) =>
      new Promise<number[]>((resolve, reject) => {
        worker.once('message', (reply: LatencyReply) => (reply.type === 'times' ? resolve(reply.times) : reject(new Error(reply.message))));
        worker.postMessage({ type: 'measure', until: Date.now() + ms } satisfies LatencyRequest);
      }),
    stop: () => worker.postMessage({ type: 'stop' } satisfies LatencyRequest),
    close: async () => {
      await worker.terminate();
    },
  };
}
