import { createVersionedCache } from '../../cache/versioned-cache';
import type { TenantCache } from '../../cache/tenant-cache';
import type { ConfigArea } from '../../../shared/schema/studio-config';
import type { PublishedVersions } from './published-versions';

export interface PublishedCacheOptions<T> {
  versions: PublishedVersions;
  /** The areas whose publish must show at once; any of them moving drops the value. */
  areas: readonly ConfigArea[];
  now: () => number;
  /** Bounds what moves without a publish (figures, messages). */
  ttlMs: number;
  load: (tenantId: string) => Promise<T>;
}

/**
 * A tenant cache that a publish of its areas empties on every instance (ADR 009: within a second, at once with
 * Redis), for the landing page's and the themes' read-mostly answers. Published versions only grow, so their sum
 * moves whenever one of them does.
 */
export function createPublishedCache<T>({ versions, areas, now, ttlMs, load }: PublishedCacheOptions<T>): TenantCache<T> {
  const cache = createVersionedCache<T>({
    version: async (tenantId) => (await Promise.all(areas.map((area) => versions.current(area, tenantId)))).reduce((a, b) => a + b, 0),
    now, ttlMs, maxEntries: 1_000,
  });
  return {
    get: (tenantId) => cache.get(tenantId, '', () => load(tenantId)),
    // Values are per version; a change that is not a publish waits for the time limit, as before.
    invalidate: () => cache.clear(),
  };
}
