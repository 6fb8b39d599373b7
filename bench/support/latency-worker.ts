// Worker thread of latency-client.ts: an administrator on another page, signed in with the real request wrapper,
// timing one authenticated call after another. Its own thread, so what it times is the server's delay as a browser
// would see it, not the server's event loop delaying the client's own signing and checking.
import { parentPort, workerData } from 'node:worker_threads';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal } from '../../tests/support/portal-client';
import type { LatencyReply, LatencyRequest } from './latency-client';

const port = parentPort;
if (!port) throw new Error('latency-worker must run in a worker thread');
const { baseUrl } = workerData as { baseUrl: string };
const portal = createTestPortal({ baseUrl });
const call = spreadsheetCalls.deptDuty.exportHeader;
let stopAt = 0;

async function measure(): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < stopAt) {
    const at = performance.now();
    await portal.api.call(call, {});
    times.push(Math.round((performance.now() - at) * 10) / 10);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}

const ready = portal.signIn('admin', 'Admin@123');
port.on('message', (message: LatencyRequest) => {
  if (message.type === 'stop') {
    stopAt = 0;
    return;
  }
  stopAt = message.until;
  ready
    .then(measure)
    .then((times) => port.postMessage({ type: 'times', times } satisfies LatencyReply))
    .catch((error: unknown) => port.postMessage({ type: 'failed', message: String(error) } satisfies LatencyReply));
});
