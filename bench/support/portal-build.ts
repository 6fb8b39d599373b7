import path from 'node:path';
import { build } from 'vite';
import { isBundleStale } from '../../scripts/bundle-freshness';

/** Builds the portal bundles when the sources changed since the last build, as `npm start` does. */
export async function ensurePortalBuilt(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  if (isBundleStale(root, path.join(root, 'dist', 'portal'))) {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  }
}
