import { startWorkerQueue, type WorkerQueue } from './worker-queue';

/** One signed to-do upsert, ready to be sent once (its nonce is single-use, its timestamp good for 300 s). */
export interface SignedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface SignerWorkerData {
  systems: Array<{ keyId: string; secret: string; application: string }>;
}

/** The planned upserts (business-plan.ts), signed in a worker thread (business-signer-worker.ts). */
export type BusinessSigner = WorkerQueue<SignedRequest>;

export function startBusinessSigner(data: SignerWorkerData): BusinessSigner {
  return startWorkerQueue<SignedRequest>(new URL('./business-signer-worker.ts', import.meta.url), data, 'signing');
}
