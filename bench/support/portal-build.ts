import path from 'node:path';
import { buildPortalWhenStale } from '../../scripts/build/build-portal';

/** Builds the portal bundles when the sources changed since the last build, as `npm start` does. */
export async function ensurePortalBuilt(): Promise<void> {
  await buildPortalWhenStale(path.resolve(import.meta.dirname, '..', '..'));
}
