import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db, Queryable } from '../db/client';
import { configVersions } from '../db/schema/studio-config';
import { createVersionWatch, type VersionWatch } from '../search/version-watch';
import type { ConfigArea } from '../../shared/schema/studio-config';
import { warnOfRedisOutage } from '../redis/connection';

/**
 * The latest published version of each tenant's configuration areas as this instance knows it: what the portal's
 * caches of configuration (the top navigation…) check before answering from memory. A publish on any instance
 * shows on this one within CHECK_INTERVAL_MS, or at once with Redis (search/version-watch.ts does the watching).
 */
export interface PublishedVersions {
  current(area: ConfigArea, tenantId: string): Promise<number>;
  /** After a committed publish or rollback: this instance (and, with Redis, every one) reads the version again. */
  notify(area: ConfigArea, tenantId: string): Promise<void>;
}

export const CONFIG_CHANNEL = 'service-hall:config-versions';
/** Below the one second within which a publish must show on every instance; one primary-key read per tenant. */
const CHECK_INTERVAL_MS = 500;

export async function readPublishedVersion(db: Queryable, area: ConfigArea, tenantId: string): Promise<number> {
  const [row] = await db.select({ version: configVersions.version }).from(configVersions)
    .where(and(eq(configVersions.tenantId, tenantId), eq(configVersions.area, area)))
    .orderBy(desc(configVersions.version)).limit(1);
  return row?.version ?? 0;
}

const keyOf = (area: ConfigArea, tenantId: string) => `${area}:${tenantId}`;

// Keyed by the app's database handle: one watch per app, so two test servers in one process keep theirs apart.
const runtimes = new WeakMap<Db, PublishedVersions>();

export function publishedVersionsOf(app: FastifyInstance, context: AppContext): PublishedVersions {
  const existing = runtimes.get(context.db);
  if (existing) return existing;
  const watch: VersionWatch = createVersionWatch({
    db: context.db,
    now: context.now,
    redis: context.redis,
    channel: CONFIG_CHANNEL,
    checkIntervalMs: context.redis ? undefined : CHECK_INTERVAL_MS,
    onError: (error) => app.log.error({ err: error }, 'configuration version watch'),
    onRedisOutage: warnOfRedisOutage(app.log, 'configuration version watch'),
    readVersion: (key) => {
      const at = key.indexOf(':');
      return readPublishedVersion(context.db, key.slice(0, at) as ConfigArea, key.slice(at + 1));
    },
  });
  const runtime: PublishedVersions = {
    current: (area, tenantId) => watch.current(keyOf(area, tenantId)),
    notify: (area, tenantId) => watch.notify(keyOf(area, tenantId)),
  };
  runtimes.set(context.db, runtime);
  app.addHook('onClose', async () => {
    runtimes.delete(context.db);
    await watch.close();
  });
  return runtime;
}
