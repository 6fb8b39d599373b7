import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { lastRefresh, refreshEfficiency } from './services/refresh';

/** How old the aggregates may get before a read starts an incremental refresh in the background. */
const REFRESH_EVERY_MS = 5 * 60_000;

/**
 * Keeps each tenant's aggregates fresh without making a reader wait: a tenant never computed is computed before the
 * answer; otherwise a read that finds them older than REFRESH_EVERY_MS starts one refresh (one per tenant on this
 * instance; across instances the refresh row's lock serialises them) and answers the current figures with their
 * time, which the page shows ("数据更新于").
 */
export function createFreshness(db: Db, now: () => number, log: FastifyBaseLogger, everyMs = REFRESH_EVERY_MS) {
  const running = new Map<string, Promise<Date>>();
  const known = new Map<string, Date>();

  const start = (tenantId: string, full: boolean): Promise<Date> => {
    const current = running.get(tenantId);
    if (current) return current;
    const job = refreshEfficiency(db, tenantId, new Date(now()), { full })
      .then((at) => {
        known.set(tenantId, at);
        return at;
      })
      .finally(() => running.delete(tenantId));
    running.set(tenantId, job);
    return job;
  };

  return {
    /** When the figures the caller is about to read were computed. */
    async ensure(tenantId: string): Promise<Date> {
      const at = known.get(tenantId) ?? (await lastRefresh(db, tenantId));
      if (!at) return start(tenantId, true);
      known.set(tenantId, at);
      if (now() - at.getTime() > everyMs) {
        start(tenantId, false).catch((error: unknown) => log.error({ err: error, tenantId }, 'efficiency refresh failed'));
      }
      return at;
    },
  };
}
