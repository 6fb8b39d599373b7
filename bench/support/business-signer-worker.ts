// Worker thread of business-signer.ts: signs the planned to-do upserts, or batches of them, of every system
// (business-plan.ts) with the systems' keys, as signBusinessRequest does, and posts them back unsent. Signing here
// keeps its CPU (a SHA-256 and an HMAC per request) out of the thread that drives the load and times the answers.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { BUSINESS_API_PATHS, BUSINESS_HEADERS, businessCanonicalText } from '../../src/shared/schema/business-api';
import { batchBody, plannedBatch, plannedUpsert, upsertBody } from './business-plan';
import type { SignedRequest, SignerWorkerData } from './business-signer';
import type { QueueReply, QueueRequest } from './worker-queue';

const { systems, batch } = workerData as SignerWorkerData;

/** Request `i` of the plan: a single upsert, or a batch of `batch`. */
function planned(i: number): { method: 'PUT' | 'POST'; path: string; body: string; system: SignerWorkerData['systems'][number] } {
  if (batch > 0) {
    const { system, items } = plannedBatch(i, systems.length, batch);
    const owner = systems[system];
    if (!owner) throw new Error(`no system ${system}`);
    return { method: 'POST', path: BUSINESS_API_PATHS.todoBatch, body: batchBody(items, owner.application), system: owner };
  }
  const one = plannedUpsert(i, systems.length);
  const owner = systems[one.system];
  if (!owner) throw new Error(`no system ${one.system}`);
  return { method: 'PUT', path: BUSINESS_API_PATHS.todo.replace(':todoId', one.todoId), body: upsertBody(one, owner.application), system: owner };
}

function sign(i: number): SignedRequest {
  const { method, path, body, system } = planned(i);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(18).toString('base64url');
  const text = businessCanonicalText(method, path, timestamp, nonce, createHash('sha256').update(body).digest('hex'));
  return {
    method, path, body,
    headers: {
      [BUSINESS_HEADERS.keyId]: system.keyId, [BUSINESS_HEADERS.timestamp]: timestamp, [BUSINESS_HEADERS.nonce]: nonce,
      [BUSINESS_HEADERS.signature]: createHmac('sha256', system.secret).update(text).digest('base64url'), 'content-type': 'application/json',
    },
  };
}

parentPort?.on('message', (message: QueueRequest) => {
  if (message.type === 'close') {
    process.exit(0);
  }
  try {
    const requests = Array.from({ length: message.count }, (_, n) => sign(message.from + n));
    parentPort?.postMessage({ type: 'made', requests } satisfies QueueReply<SignedRequest>);
  } catch (error) {
    parentPort?.postMessage({ type: 'failed', message: (error as Error).message } satisfies QueueReply<SignedRequest>);
  }
});
