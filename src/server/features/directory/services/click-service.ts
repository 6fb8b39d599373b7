import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { serviceVisits } from '../../../db/schema/directory';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../../http/viewer';
import { rowsOf } from '../../../db/raw-rows';
import { visibleTo } from './directory-query';

/** One counted visit per client and service in this window. */
const CLICK_WINDOW_MS = 10_000;

/** Namespace of the advisory locks below, so they never meet another feature's. */
const CLICK_LOCK_NAMESPACE = 40_301;

/** Who a click is counted for: the signed-in user, else the visitor's address (as the trusted proxy reports it). */
export function clickClientKey(userId: string | null, address: string): string {
  return userId !== null ? `u:${userId}` : `ip:${address}`;
}

/**
 * OPEN-03: logs the opening of a service the viewer sees and counts it into services.visit_count (the heat
 * lists' order), at most once per client and service per 10 s, so a script that repeats the call cannot
 * inflate a service's heat: the visit table remembers the last counted visit of each (service, client) pair,
 * and a click inside the window of the last one is answered but not counted. A transaction-scoped advisory lock
 * on the pair makes the check and the write one step, on every instance sharing the database, so parallel clicks
 * cannot all slip through. The window is measured on the app's clock, like every other time of the server.
 */
export async function logServiceClick(
  db: Db, viewer: Viewer, clientKey: string, serviceId: string, now: number,
): Promise<{ counted: boolean; visitCount: number }> {
  return db.transaction(async (tx) => {
    // The service, and the pair's lock taken in the same round trip (only when the service is found).
    const [service] = await tx.select({
      visitCount: services.visitCount,
      locked: sql<unknown>`pg_advisory_xact_lock(${CLICK_LOCK_NAMESPACE}::int, hashtext(${`${serviceId}|${clientKey}`})::int)`,
    }).from(services)
      .where(and(eq(services.serviceId, serviceId), visibleTo(viewer)));
    if (!service) throw new AppError('SERVICE_NOT_FOUND');

    // A second statement, so its snapshot is taken under the lock: a parallel click's committed visit is seen. The
    // check, the visit and the count in one round trip; no row back means a visit inside the window.
    const [counted] = await rowsOf<{ visit_count: number }>(tx, sql`
      with recent as (
        select 1 from ${serviceVisits}
        where service_id = ${serviceId} and client_key = ${clientKey} and visited_at > ${new Date(now - CLICK_WINDOW_MS).toISOString()}::timestamptz
        limit 1
      ), visit as (
        insert into ${serviceVisits} (tenant_id, service_id, user_id, client_key, visited_at)
        select ${viewer.tenantId}, ${serviceId}, ${viewer.userId}, ${clientKey}, ${new Date(now).toISOString()}::timestamptz
        where not exists (select 1 from recent)
        returning 1
      )
      update ${services} set visit_count = visit_count + 1
      where service_id = ${serviceId} and exists (select 1 from visit)
      returning visit_count`);
    return counted ? { counted: true, visitCount: counted.visit_count } : { counted: false, visitCount: service.visitCount };
  });
}
