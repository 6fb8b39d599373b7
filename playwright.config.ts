import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

/**
 * The end-to-end tier: @playwright/test driving Debian's Chromium (Playwright's own browser download cannot work
 * here, and is never tried: the executable is given). tests/e2e/global-setup.ts builds the portal and starts one
 * real server for each worker; the fixtures of tests/e2e/fixtures.ts point each page at it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, one per core, each with a server of its own (global-setup.ts): some specs change what every account
  // of their server sees (a published navigation, a service taken off the shelf), so no two run against one server,
  // and a file's tests stay in one worker, in order. E2E_WORKERS sets another count (1 for a lone spec).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  // As long as playwright-core's own waits gave, which these tests were written against: a loaded CI machine is slow.
  expect: { timeout: 30_000 },
  outputDir: 'test-results/e2e',
  reporter: 'list',
  use: {
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
    // A trace of every failed test, kept under test-results/ (CI leaves it there to be looked at): its DOM snapshots
    // and network, without the screencast, whose frames Chromium encodes all through every passing test too and
    // which cost the two cores' time the tests need.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
