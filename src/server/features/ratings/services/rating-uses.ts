import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { serviceVisits } from '../../../db/schema/directory';
import { serviceRatings } from '../../../db/schema/ratings';
import { CANNOT_RATE_REASONS } from '../../../../shared/schema/ratings';

/**
 * One rating per use: a use is a row of the directory's click log (service_visits) of this user and service; a
 * rating consumes the newest use not yet rated (service_ratings.visit_id, unique).
 */

export type UseState = { canRate: true; visitId: number } | { canRate: false; reason: string };

export async function findUnratedUse(db: Queryable, userId: string, serviceId: string): Promise<UseState> {
  const [row] = await db.select({ id: serviceVisits.id, ratingId: serviceRatings.id })
    .from(serviceVisits)
    .leftJoin(serviceRatings, eq(serviceRatings.visitId, serviceVisits.id))
    .where(and(eq(serviceVisits.userId, userId), eq(serviceVisits.serviceId, serviceId)))
    // Unrated uses first (NULL rating id), then the newest.
    .orderBy(sql`${serviceRatings.id} is null desc`, desc(serviceVisits.visitedAt), desc(serviceVisits.id))
    .limit(1);
  if (!row) return { canRate: false, reason: CANNOT_RATE_REASONS.notUsed };
  if (row.ratingId !== null) return { canRate: false, reason: CANNOT_RATE_REASONS.alreadyRated };
  return { canRate: true, visitId: row.id };
}

