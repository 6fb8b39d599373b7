import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPortalWhenStale } from '../../scripts/build/build-portal';
import { ensureChromium } from '../support/chromium';
import { startServerProcess } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

/** One built portal and one real server (PGlite in a temporary folder) for all end-to-end specs. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = ensureChromium();
  const root = path.resolve(import.meta.dirname, '..', '..');
  await buildPortalWhenStale(root);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-'));
  const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 120_000 });
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
