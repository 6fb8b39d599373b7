import { Worker } from 'node:worker_threads';

/** One signed to-do upsert, ready to be sent once (its nonce is single-use, its timestamp good for 300 s). */
export interface SignedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface SignerWorkerData {
  systems: Array<{ keyId: string; secret: string; application: string }>;
}

export type SignerRequest = { type: 'sign'; from: number; count: number } | { type: 'close' };
export type SignerReply = { type: 'signed'; requests: SignedRequest[] } | { type: 'failed'; message: string };

/** Requests signed per round trip to the worker. */
const BATCH = 2_000;

export interface BusinessSigner {
  /** Signs until at least `count` requests wait. */
  fill(count: number): Promise<void>;
  /** From now on, signs more whenever fewer than `count` wait; 0 stops topping up. */
  keepAhead(count: number): void;
  /** The next request, or undefined when the queue ran dry. */
  next(): SignedRequest | undefined;
  /** Drops every waiting request (a slice's leftovers would be too old for a later one). */
  discard(): void;
  close(): Promise<void>;
}

/**
 * A queue of the planned upserts (business-plan.ts), signed in a worker thread (business-signer-worker.ts) so the
 * load generator's thread only sends; topped up while a slice runs, since a signature is good for 300 s only.
 */
export async function startBusinessSigner(data: SignerWorkerData): Promise<BusinessSigner> {
  // A .ts entry is refused before any loader runs, so a plain-JS bootstrap registers tsx in the thread first.
  const entry = new URL('./business-signer-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: data });
  let queue: SignedRequest[] = [];
  let head = 0;
  let nextIndex = 0;
  let pending: Promise<void> | null = null;
  let ahead = 0;
  let failure: Error | null = null;

  function signMore(): Promise<void> {
    pending ??= new Promise<void>((resolve, reject) => {
      const from = nextIndex;
      nextIndex += BATCH;
      const onMessage = (reply: SignerReply) => {
        worker.off('message', onMessage);
        pending = null;
        if (reply.type === 'failed') {
          failure = new Error(`signing failed: ${reply.message}`);
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
      worker.postMessage({ type: 'sign', from, count: BATCH } satisfies SignerRequest);
    });
    return pending;
  }

  function topUp(): void {
    if (failure === null && pending === null && ahead > 0 && queue.length - head < ahead) void signMore().catch(() => undefined);
  }

  return {
    async fill(count) {
      while (queue.length - head < count) {
        if (failure) throw failure;
        await signMore();
      }
    },
    keepAhead(count) {
      ahead = count;
      topUp();
    },
    next() {
      const request = queue[head];
      if (request === undefined) {
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
    async close() {
      ahead = 0;
      await pending?.catch(() => undefined);
      worker.postMessage({ type: 'close' } satisfies SignerRequest);
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
