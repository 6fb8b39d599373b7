import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { configVersions } from '../../db/schema/studio-config';
import { directorySyncDocumentSchema } from '../../../shared/schema/directory-sync';
import { startSync } from './services/start';

/**
 * The schedule (ADR 023): every instance that runs jobs looks, each tick, at every tenant's published settings and
 * starts a sync where `scheduleMinutes` have passed since the last one began. startSync's lock and checks make the
 * instances' ticks start one job between them; whichever runner claims it runs it.
 */
export function startSyncScheduler(options: { db: Db; now: () => number; tickSeconds: number; log: FastifyBaseLogger; started: () => void }): { stop(): Promise<void> } {
  const { db, log } = options;
  let running: Promise<void> | null = null;
  const tick = async () => {
    const latest = await db.selectDistinctOn([configVersions.tenantId], { tenantId: configVersions.tenantId, body: configVersions.body })
      .from(configVersions).where(eq(configVersions.area, 'directorySync')).orderBy(configVersions.tenantId, desc(configVersions.version));
    for (const { tenantId, body } of latest) {
      const doc = z.safeParse(directorySyncDocumentSchema, body);
      if (!doc.success || doc.data.scheduleMinutes === 0 || doc.data.url === '') continue;
      const outcome = await startSync(db, tenantId, { every: doc.data.scheduleMinutes }, new Date(options.now()));
      if (outcome?.created) {
        log.info({ tenantId, jobId: outcome.jobId }, 'directory sync started on schedule');
        options.started();
      }
    }
  };
  const timer = setInterval(() => {
    running ??= tick()
      .catch((error: unknown) => log.warn({ err: error }, 'directory sync schedule: could not check'))
      .finally(() => (running = null));
  }, options.tickSeconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
