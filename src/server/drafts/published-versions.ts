import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
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

const CONFIG_CHANNEL = 'service-hall:config-versions';
/** Below the one second within which a publish must show on every instance; one primary-key read per tenant. */
const CHECK_INTERVAL_MS = 500;

async function readPublishedVersion(db: Queryable, area: ConfigArea, tenantId: string): Promise<number> {
  const [row] = await db.select({ version: configVersions.version }).from(configVersions)
    .where(and(eq(configVersions.tenantId, tenantId), eq(configVersions.area, area)))
    .orderBy(desc(configVersions.version)).limit(1);
  return row?.version ?? 0;
}

const keyOf = (area: ConfigArea, tenantId: string) => `${area}:${tenantId}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's published versions (registerPublishedVersions); one per app, so two test servers in one process keep theirs apart. */
    publishedVersions: PublishedVersions;
  }
}

/** Starts this app's watch of published versions and decorates the app with it; the watch closes with the app. */
export function registerPublishedVersions(app: FastifyInstance, context: AppContext): PublishedVersions {
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
  app.decorate('publishedVersions', runtime);
  app.addHook('onClose', async () => {
    await watch.close();
  });
  return runtime;
}
