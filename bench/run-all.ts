// `npm run bench`: each benchmark prints JSON lines of figures, each beside its anchor from the same run with the
// run's load (bench/support/anchor.ts, ADR 028); none is a pass/fail test. Every bench/*.ts runs: one missing from
// this list is an error, so a new bench cannot be left out of the run. `npm run bench -- card-data service-page`
// runs only those.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { LOAD_LIMIT, loadAverage } from './support/anchor';

const benches = ['login-bundle-size.ts', 'start-time.ts', 'get-user-info.ts', 'deep-json.ts', 'home-first-visit.ts', 'landing-page.ts', 'card-data.ts', 'service-page.ts', 'search.ts', 'chat-fanout.ts', 'efficiency.ts', 'studio-chunks.ts', 'studio.ts', 'spreadsheet-export.ts', 'spreadsheet-import.ts', 'ldap-sync.ts', 'school-sign-in.ts', 'business-systems.ts', 'load-mix.ts'];
const unlisted = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts') && file !== 'run-all.ts' && !benches.includes(file));
if (unlisted.length > 0) {
  process.stderr.write(`bench/run-all.ts does not list ${unlisted.join(', ')}\n`);
  process.exit(1);
}
const named = process.argv.slice(2).map((name) => (name.endsWith('.ts') ? name : `${name}.ts`));
const unknown = named.filter((name) => !benches.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`no such bench: ${unknown.join(', ')} (bench/run-all.ts lists ${benches.join(', ')})\n`);
  process.exit(1);
}

/**
 * The bench before leaves the load average high for a minute after it ends (its servers, databases and browsers),
 * and a line that starts above LOAD_LIMIT is not a figure (ADR 028). Each bench therefore starts once the one-minute
 * load has fallen under the limit, or after SETTLE_MAX_S if other work keeps it up, when its lines say so.
 */
const SETTLE_BELOW = LOAD_LIMIT * 0.75;
const SETTLE_MAX_S = Number(process.env.BENCH_SETTLE_MAX_S ?? 180);
async function settle(): Promise<void> {
  const started = performance.now();
  while (loadAverage() >= SETTLE_BELOW && performance.now() - started < SETTLE_MAX_S * 1000) await sleep(2_000);
  const waitedS = Math.round((performance.now() - started) / 1000);
  if (waitedS > 0) process.stdout.write(`${JSON.stringify({ bench: 'run-all', settledS: waitedS, loadAverage: loadAverage() })}\n`);
}

let failed = 0;
for (const bench of named.length > 0 ? named : benches) {
  await settle();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
