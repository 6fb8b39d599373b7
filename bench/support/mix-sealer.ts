import { Worker } from 'node:worker_threads';
import type { MixFixture, MixKind } from './load-mix-plan';
import type { SealedHttpRequest } from './sealed-requests';
import type { SealerWorkerData } from './mix-sealer-worker';

/** One request of the mix as the browser would send it, ready to be sent once. */
export interface SealedMixRequest extends SealedHttpRequest {
  kind: MixKind;
}

export type SealerRequest = { type: 'seal'; from: number; count: number } | { type: 'close' };
export type SealerReply = { type: 'sealed'; from: number; requests: SealedMixRequest[] } | { type: 'failed'; message: string };

/** Requests sealed per round trip to the worker. */
const BATCH = 2_000;

/**
 * A queue of the mix's requests, sealed by the real request wrapper in a worker thread (mix-sealer-worker.ts). A
 * sealed request is accepted once and only within 300 s of its sealing (WRAP-04), so a run longer than that cannot
 * be sealed up front: `keepAhead` tops the queue up while the load runs, and `discard` drops what a phase left.
 */
export interface MixSealer {
  /** Seals until at least `count` requests wait. */
  fill(count: number): Promise<void>;
  /** From now on, seals more whenever fewer than `count` wait; 0 stops topping up. */
  keepAhead(count: number): void;
  /** The next request, or undefined when the queue ran dry. */
  next(): SealedMixRequest | undefined;
  /** Drops every waiting request (they would be stale by the next phase). */
  discard(): void;
  /** Times the queue was found empty by `next`. */
  readonly dry: number;
  close(): Promise<void>;
}

export async function startMixSealer(fixture: MixFixture, databaseUrl: string, tenantId: string): Promise<MixSealer> {
  // A .ts entry is refused before any loader runs, so a plain-JS bootstrap registers tsx in the thread first.
  const entry = new URL('./mix-sealer-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { fixture, databaseUrl, tenantId } satisfies SealerWorkerData });
  let queue: SealedMixRequest[] = [];
  let head = 0;
  let nextIndex = 0;
  let pending: Promise<void> | null = null;
  let ahead = 0;
  let dry = 0;
  let failure: Error | null = null;

  function sealMore(): Promise<void> {
    pending ??= new Promise<void>((resolve, reject) => {
      const from = nextIndex;
      nextIndex += BATCH;
      const onMessage = (reply: SealerReply) => {
        worker.off('message', onMessage);
        pending = null;
        if (reply.type === 'failed') {
          failure = new Error(`sealing failed: ${reply.message}`);
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
      worker.postMessage({ type: 'seal', from, count: BATCH } satisfies SealerRequest);
    });
    return pending;
  }

  function topUp(): void {
    if (failure === null && pending === null && ahead > 0 && queue.length - head < ahead) void sealMore().catch(() => undefined);
  }

  return {
    async fill(count) {
      while (queue.length - head < count) {
        if (failure) throw failure;
        await sealMore();
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
      worker.postMessage({ type: 'close' } satisfies SealerRequest);
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
