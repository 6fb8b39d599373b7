import { startWorkerQueue, type WorkerQueue } from './worker-queue';

/** One signed to-do upsert or batch of them, ready to be sent once (its nonce is single-use, its timestamp good for 300 s). */
export interface SignedRequest {
  method: 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface SignerWorkerData {
  systems: ReadonlyArray<{ keyId: string; secret: string; application: string }>;
  /** Upserts per request: 0 signs single upserts (PUT /todos/{todoId}), more signs batches (POST /todos/batch). */
  batch: number;
}

/** The planned upserts or batches (business-plan.ts), signed in a worker thread (business-signer-worker.ts). */
export type BusinessSigner = WorkerQueue<SignedRequest>;

export function startBusinessSigner(data: SignerWorkerData): BusinessSigner {
  return startWorkerQueue<SignedRequest>(new URL('./business-signer-worker.ts', import.meta.url), data, 'signing');
}
