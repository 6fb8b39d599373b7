import path from 'node:path';
import { build } from 'vite';
import { isBundleStale } from '../bundle-freshness';

/**
 * Builds the portal and studio bundles for serving, whoever asks: NODE_ENV is production for the build, because
 * Vite and the React plugin take React's development build (and its JSX runtime) from the caller's NODE_ENV, and
 * the tests build from inside Vitest (NODE_ENV=test) — which shipped twice the script, with StrictMode's doubled
 * effects making every call twice, to the end-to-end tests and the benchmarks.
 */
export async function buildPortal(root: string): Promise<void> {
  const callers = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callers;
  }
}

/** Builds when dist/portal is missing or older than the sources; true when it did. */
export async function buildPortalWhenStale(root: string): Promise<boolean> {
  if (!isBundleStale(root, path.join(root, 'dist', 'portal'))) return false;
  await buildPortal(root);
  return true;
}

// Run as a script (scripts/test.ts does, beside the checks): builds when stale.
const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  buildPortalWhenStale(path.resolve(import.meta.dirname, '..', '..')).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
