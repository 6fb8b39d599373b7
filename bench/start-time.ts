// Server start time to the first answer, on an existing PGlite data folder (the second and later starts), beside its
// anchor in the same run: a bare Fastify process (the same tsx loader) opening the same PGlite folder and answering one
// prepared read of it (bench/support/anchor-server.ts) — what a start cannot beat. Starts alternate, so both meet the
// same machine; each figure is the median of ROUNDS.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../tests/support/server-process';
import { emit, loadWatch, ratio, startAnchorServer } from './support/anchor';

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
  const anchorTimes: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const at = performance.now();
    const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 60_000 });
    times.push(Math.round(performance.now() - at));
    await server.stop('SIGTERM');
    // The server keeps its PGlite database in DATA_DIR/pglite (db/client.ts); one process at a time opens it.
    const anchorAt = performance.now();
    const anchor = await startAnchorServer({ pgliteDir: path.join(dataDir, 'pglite') });
    const answered = await fetch(`${anchor.baseUrl}/read`);
    await answered.arrayBuffer();
    anchorTimes.push(Math.round(performance.now() - anchorAt));
    await anchor.stop();
  }
  times.sort((a, b) => a - b);
  anchorTimes.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const anchorMedianMs = anchorTimes[Math.floor(anchorTimes.length / 2)] ?? Number.NaN;
  emit(benchLoad, {
    bench: 'startToFirstAnswer', database: 'pglite', firstStartMs, existingDataMs: times, medianMs, goalMs: 3000,
    anchorMs: anchorTimes, anchorMedianMs, timesAnchor: ratio(medianMs, anchorMedianMs),
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
