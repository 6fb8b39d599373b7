import { statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API tier's longest files, longest first: each takes one to several minutes of one worker (a fuzz of ten thousand
 * requests, spreadsheets of thousands of rows on both databases, servers started as child processes). Vitest orders
 * files by the durations of an earlier run, which a clean clone (CI) does not have; there it keeps the glob's order,
 * and a long file drawn last kept one worker busy for minutes after the other had finished. Started first, the long
 * files run beside the short ones, which then fill both workers to the end. A file missing here only runs later; the
 * order changes no result.
 */
const LONGEST_FIRST = [
  'fault-sigkill-import.test.ts',
  'access-matrix.test.ts',
  'fuzz.test.ts',
  'spreadsheet-export-resume.test.ts',
  'spreadsheet-import.test.ts',
  'spreadsheet-limits.test.ts',
  'spreadsheet-studio-lists.test.ts',
  'durability.test.ts',
  'fault-pglite.test.ts',
  'studio-list-order-and-audit.test.ts',
  'spreadsheet-resume.test.ts',
  'spreadsheet-import-draft.test.ts',
  'open-check.test.ts',
  'auth-throttle.test.ts',
  'fault-postgres-restart.test.ts',
  'spreadsheet-jobs-page.test.ts',
  'studio-external-sources.test.ts',
  'fault-redis-down.test.ts',
  'english-content.test.ts',
  'seed-and-shell.test.ts',
  'home-content.test.ts',
  'prelogin-config-drafts.test.ts',
  'ops-endpoints.test.ts',
  'chat-stream.test.ts',
  'feedback-calls.test.ts',
  'robot-calls.test.ts',
  'directory-sync.test.ts',
].map((name) => path.join('tests', 'api', name));

/** Long files of the API tier first (LONGEST_FIRST), then the rest largest first; other projects as Vitest orders them. */
class ApiSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const api = sorted.filter((spec) => spec.project.name === 'api');
    if (api.length === 0) return sorted;
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.relative(spec.project.config.root, spec.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
    const ordered = [...api].sort((a, b) => rank(a) - rank(b) || size(b) - size(a));
    // The API files keep the places Vitest gave them among other projects' files, in the new order.
    let next = 0;
    return sorted.map((spec) => (spec.project.name === 'api' ? (ordered[next++] ?? spec) : spec));
  }
}

// The unit and API tiers, run separately by `npm test` so a failure names its tier; the end-to-end tier is
// Playwright's (playwright.config.ts).
export default defineConfig({
  test: {
    // The API tier's long files first, so its two workers end together (ApiSequencer above).
    sequence: { sequencer: ApiSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One worker per core (Vitest's default leaves one core idle): the tier was 205 s on one worker.
          maxWorkers: 2,
          setupFiles: ['tests/fixtures/fail-on-console-error.ts', 'tests/fixtures/dom-wait-budget.ts', 'tests/support/dialog-shim.ts', 'tests/support/english-texts.ts'],
          // Leaves room for several of dom-wait-budget.ts's 20 s waits inside one test on a busy machine; a passing
          // test takes what it takes, the limit only bounds a failing one.
          testTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Two workers, one per core: every test server has its own PGlite or PostgreSQL schema, so files cannot
          // see each other's data; the few Redis tests share only channels whose messages are harmless re-reads.
          maxWorkers: 2,
          // Each worker imports the server's modules once for all its files, not once per file (several seconds
          // each on 2 cores). Files share no state through them: each starts its own servers, and what is
          // process-wide (jobs/request-gate.ts, the export sources) is so for two servers of one file already.
          // Spies are restored after each file; auth-throttle.test.ts, which wraps a module, loads it afresh.
          isolate: false,
          // A bound for a failing test only: two imports and a search took over 60 s at load average 12–20.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
