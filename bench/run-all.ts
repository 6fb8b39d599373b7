// `npm run bench`: each benchmark prints JSON lines of figures; none is a pass/fail test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = ['login-bundle-size.ts', 'start-time.ts', 'get-user-info.ts', 'home-first-visit.ts', 'landing-page.ts', 'card-data.ts', 'service-page.ts', 'search.ts', 'chat-fanout.ts', 'efficiency.ts', 'studio.ts', 'spreadsheet-export.ts', 'spreadsheet-import.ts', 'ldap-sync.ts', 'school-sign-in.ts', 'business-systems.ts', 'load-mix.ts'];
let failed = 0;
for (const bench of benches) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
