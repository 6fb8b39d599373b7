// Server start time to the first answer, on an existing PGlite data folder (the second and later starts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../tests/support/server-process';
import { emit, loadWatch } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const ROUNDS = 5;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-start-'));
try {
  const firstAt = performance.now();
  const first = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
  const firstStartMs = Math.round(performance.now() - firstAt);
  await first.stop('SIGTERM');
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const at = performance.now();
    const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 60_000 });
    times.push(Math.round(performance.now() - at));
    await server.stop('SIGTERM');
  }
  times.sort((a, b) => a - b);
  emit(benchLoad, {
    bench: 'startToFirstAnswer', database: 'pglite', firstStartMs, existingDataMs: times,
    medianMs: times[Math.floor(times.length / 2)], goalMs: 3000,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
