import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/catalog';
import { serviceVisits } from '../../../db/schema/directory';
import { AppError } from '../../../http/app-error';
import type { DirectoryViewer } from '../viewer';
import { visibleTo } from './directory-query';

/** One counted visit per client and service in this window. */
export const CLICK_WINDOW_MS = 10_000;

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
  db: Db, viewer: DirectoryViewer, clientKey: string, serviceId: string, now: number,
): Promise<{ counted: boolean; visitCount: number }> {
  return db.transaction(async (tx) => {
    const [service] = await tx.select({ visitCount: services.visitCount }).from(services)
      .where(and(eq(services.serviceId, serviceId), visibleTo(viewer)));
    if (!service) throw new AppError('SERVICE_NOT_FOUND');

    await tx.execute(sql`select pg_advisory_xact_lock(${CLICK_LOCK_NAMESPACE}::int, hashtext(${`${serviceId}|${clientKey}`})::int)`);
    const [recent] = await tx.select({ id: serviceVisits.id }).from(serviceVisits)
      .where(and(
        eq(serviceVisits.serviceId, serviceId),
        eq(serviceVisits.clientKey, clientKey),
        gt(serviceVisits.visitedAt, new Date(now - CLICK_WINDOW_MS)),
      ))
      .limit(1);
    if (recent) return { counted: false, visitCount: service.visitCount };

    await tx.insert(serviceVisits).values({
      tenantId: viewer.tenantId, serviceId, userId: viewer.userId, clientKey, visitedAt: new Date(now),
    });
    const [updated] = await tx.update(services).set({ visitCount: sql`${services.visitCount} + 1` })
      .where(eq(services.serviceId, serviceId))
      .returning({ visitCount: services.visitCount });
    return { counted: true, visitCount: updated?.visitCount ?? service.visitCount + 1 };
  });
}
