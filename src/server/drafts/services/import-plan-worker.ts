import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { computeImportPlan, importAreaSchemas, type PlanInput } from './import-plan';

/**
 * Runs in a worker thread: computes one import end step's plan (import-plan.ts) and posts it back, or the error's
 * message. The main thread meanwhile answers requests.
 */

const port = parentPort;
if (!port) throw new Error('import-plan-worker must run in a worker thread');

// Background work at the lowest CPU priority of this thread alone, as the sheet worker (sheet-worker.ts): on a
// machine with few cores it otherwise takes its share from the requests the main thread answers meanwhile.
try {
  os.setPriority(19);
} catch {
  // Not permitted here: the end step is only less polite.
}

port.once('message', (input: PlanInput) => {
  try {
    const schema = importAreaSchemas[input.area];
    if (!schema) throw new Error(`no import schema for area ${input.area}`);
    port.postMessage({ ok: true, plan: computeImportPlan(schema, input) });
  } catch (error) {
    port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
