import { startWorkerQueue, type WorkerQueue } from './worker-queue';
import type { MixFixture, MixKind } from './load-mix-plan';
import type { SealedHttpRequest } from './sealed-requests';
import type { SealerWorkerData } from './mix-sealer-worker';

/** One request of the mix as the browser would send it, ready to be sent once. */
export interface SealedMixRequest extends SealedHttpRequest {
  kind: MixKind;
}

/** The mix's requests, sealed by the real request wrapper in a worker thread (mix-sealer-worker.ts). */
export type MixSealer = WorkerQueue<SealedMixRequest>;

export function startMixSealer(fixture: MixFixture, databaseUrl: string, tenantId: string): MixSealer {
  return startWorkerQueue<SealedMixRequest>(new URL('./mix-sealer-worker.ts', import.meta.url), { fixture, databaseUrl, tenantId } satisfies SealerWorkerData, 'sealing');
}
