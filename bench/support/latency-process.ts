// Child process of latency-client.ts: an administrator on another page, signed in with the real request wrapper,
// timing one authenticated call after another. Its own process, so what it times is the server's delay as a browser
// elsewhere would see it: not the server's event loop, GC threads or libuv pool delaying the client's own sealing
// and checking (it shares only the machine's two cores).
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal } from '../../tests/support/portal-client';
import type { LatencyReply, LatencyRequest } from './latency-client';

const baseUrl = process.env.LATENCY_BASE_URL;
if (!baseUrl || !process.send) throw new Error('latency-process must be forked by latency-client with LATENCY_BASE_URL');
const reply = (message: LatencyReply) => process.send?.(message);
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
process.on('message', (message: LatencyRequest) => {
  if (message.type === 'stop') {
    stopAt = 0;
    return;
  }
  stopAt = message.until;
  ready
    .then(measure)
    .then((times) => reply({ type: 'times', times }))
    .catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
});
