import { defineConfig } from 'vitest/config';
import { ApiSequencer } from './tests/api/sequencer';

// The unit and API tiers, run separately by `npm test` so a failure names its tier; the end-to-end tier is
// Playwright's (playwright.config.ts).
export default defineConfig({
  test: {
    // The API tier's long files first, so its two workers end together (tests/api/sequencer.ts).
    sequence: { sequencer: ApiSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One worker per core (Vitest's default leaves one core idle): the tier was 205 s on one worker.
          maxWorkers: 2,
          setupFiles: ['tests/fixtures/fail-on-console-error.ts', 'tests/fixtures/dom-wait-budget.ts', 'tests/support/dialog-shim.ts'],
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
