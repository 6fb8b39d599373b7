import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPortalWhenStale } from '../../scripts/build/build-portal';
import { ensureChromium } from '../support/chromium';
import { startServerProcess } from '../support/server-process';

/** Where the server of this run answers; set here, read by the fixtures in the workers (which inherit it). */
export const BASE_URL_ENV = 'E2E_BASE_URL';

/**
 * One built portal and one real server (PGlite in a temporary folder) for all end-to-end specs. Playwright runs it
 * once before the workers start and the function it answers once after they end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The config names Debian's Chromium; on a machine without it, it is installed here (never downloaded).
  ensureChromium();
  const root = path.resolve(import.meta.dirname, '..', '..');
  await buildPortalWhenStale(root);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-'));
  const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
  process.env[BASE_URL_ENV] = server.baseUrl;
  return async () => {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
