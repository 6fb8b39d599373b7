// `npm run bench`: each benchmark prints JSON lines of figures, each beside its anchor from the same run with the
// run's load (bench/support/anchor.ts, ADR 028); none is a pass/fail test. Every bench/*.ts runs: one missing from
// this list is an error, so a new bench cannot be left out of the run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const benches = ['login-bundle-size.ts', 'start-time.ts', 'get-user-info.ts', 'deep-json.ts', 'home-first-visit.ts', 'landing-page.ts', 'card-data.ts', 'service-page.ts', 'search.ts', 'chat-fanout.ts', 'efficiency.ts', 'studio-chunks.ts', 'studio.ts', 'spreadsheet-export.ts', 'spreadsheet-import.ts', 'ldap-sync.ts', 'school-sign-in.ts', 'business-systems.ts', 'load-mix.ts'];
const unlisted = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts') && file !== 'run-all.ts' && !benches.includes(file));
if (unlisted.length > 0) {
  process.stderr.write(`bench/run-all.ts does not list ${unlisted.join(', ')}\n`);
  process.exit(1);
}
let failed = 0;
for (const bench of benches) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
