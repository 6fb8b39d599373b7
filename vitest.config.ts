import { defineConfig } from 'vitest/config';

// The unit and API tiers, run separately by `npm test` so a failure names its tier; the end-to-end tier is
// Playwright's (playwright.config.ts).
export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
