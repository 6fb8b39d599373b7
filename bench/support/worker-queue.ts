import { Worker } from 'node:worker_threads';

/**
 * A queue of requests made ready in a worker thread — signed (business-signer-worker.ts) or sealed by the real
 * request wrapper (mix-sealer-worker.ts) — so the thread that drives the load only sends. A made request is good
 * once and only for a while (a signature or a sealing holds 300 s, WRAP-04), so a run longer than that cannot be made
 * up front: `keepAhead` tops the queue up while the load runs, and `discard` drops what a phase left.
 */
export type QueueRequest = { type: 'make'; from: number; count: number } | { type: 'close' };
export type QueueReply<T> = { type: 'made'; requests: T[] } | { type: 'failed'; message: string };

export interface WorkerQueue<T> {
  /** Makes requests until at least `count` wait. */
  fill(count: number): Promise<void>;
  /** From now on, makes more whenever fewer than `count` wait; 0 stops topping up. */
  keepAhead(count: number): void;
  /** The next request, or undefined when the queue ran dry. */
  next(): T | undefined;
  /** Drops every waiting request (they would be stale by the next phase). */
  discard(): void;
  /** Times the queue was found empty by `next`. */
  readonly dry: number;
  close(): Promise<void>;
}

/** Requests made per round trip to the worker. */
const BATCH = 2_000;

/** Starts the worker at `entry` (a .ts module) with `workerData`; `what` names its work in errors. */
export function startWorkerQueue<T>(entry: URL, workerData: unknown, what: string): WorkerQueue<T> {
  // A .ts entry is refused before any loader runs, so a plain-JS bootstrap registers tsx in the thread first.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData });
  let queue: T[] = [];
  let head = 0;
  let nextIndex = 0;
  let pending: Promise<void> | null = null;
  let ahead = 0;
  let dry = 0;
  let failure: Error | null = null;

  function makeMore(): Promise<void> {
    pending ??= new Promise<void>((resolve, reject) => {
      const from = nextIndex;
      nextIndex += BATCH;
      const onMessage = (reply: QueueReply<T>) => {
        worker.off('message', onMessage);
        pending = null;
        if (reply.type === 'failed') {
          failure = new Error(`${what} failed: ${reply.message}`);
          reject(failure);
          return;
        }
        if (head > 50_000) {
          queue = queue.slice(head);
          head = 0;
        }
        for (const request of reply.requests) queue.push(request);
        resolve();
        topUp();
      };
      worker.on('message', onMessage);
      worker.postMessage({ type: 'make', from, count: BATCH } satisfies QueueRequest);
    });
    return pending;
  }

  function topUp(): void {
    if (failure === null && pending === null && ahead > 0 && queue.length - head < ahead) void makeMore().catch(() => undefined);
  }

  return {
    async fill(count) {
      while (queue.length - head < count) {
        if (failure) throw failure;
        await makeMore();
      }
    },
    keepAhead(count) {
      ahead = count;
      topUp();
    },
    next() {
      const request = queue[head];
      if (request === undefined) {
        dry += 1;
        topUp();
        return undefined;
      }
      head += 1;
      if ((head & 255) === 0) topUp();
      return request;
    },
    discard() {
      queue = [];
      head = 0;
    },
    get dry() {
      return dry;
    },
    async close() {
      ahead = 0;
      await pending?.catch(() => undefined);
      worker.postMessage({ type: 'close' } satisfies QueueRequest);
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
