import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { ratingLabels, serviceRatingLabels, serviceRatings } from '../../../db/schema/ratings';
import { visibleServices } from '../../../catalogue/service-items';
import { AppError } from '../../../http/app-error';
import type { MyRating, QuickLabel } from '../../../../shared/schema/ratings';

/** The service, when the role may see it; a hidden or withdrawn one answers like an unknown one (no existence leak). */
export async function requireVisibleService(db: Queryable, tenantId: string, roleType: string, serviceId: string): Promise<void> {
  const [row] = await db.select({ id: services.serviceId }).from(services)
    .where(and(eq(services.serviceId, serviceId), eq(services.tenantId, tenantId), visibleServices(roleType)));
  if (!row) throw new AppError('NOT_FOUND', { msg: '服务不存在或已下架' });
}

/** The labels of each rating, by rating id, in the labels' own order. */
export async function labelsOfRatings(db: Queryable, ratingIds: string[]): Promise<Map<string, QuickLabel[]>> {
  const out = new Map<string, QuickLabel[]>();
  if (ratingIds.length === 0) return out;
  const rows = await db.select({ ratingId: serviceRatingLabels.ratingId, id: ratingLabels.id, labelName: ratingLabels.labelName, kind: ratingLabels.kind })
    .from(serviceRatingLabels)
    .innerJoin(ratingLabels, eq(ratingLabels.id, serviceRatingLabels.labelId))
    .where(inArray(serviceRatingLabels.ratingId, ratingIds))
    .orderBy(asc(ratingLabels.sort));
  for (const { ratingId, ...label } of rows) out.set(ratingId, [...(out.get(ratingId) ?? []), label]);
  return out;
}

/** checkScore: the caller's own ratings of a service, newest first. */
export async function listMyRatings(db: Queryable, tenantId: string, userId: string, serviceId: string): Promise<MyRating[]> {
  const rows = await db.select().from(serviceRatings)
    .where(and(eq(serviceRatings.tenantId, tenantId), eq(serviceRatings.userId, userId), eq(serviceRatings.serviceId, serviceId)))
    .orderBy(desc(serviceRatings.createdAt), desc(serviceRatings.id));
  const labels = await labelsOfRatings(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    ratingId: r.id, serviceId: r.serviceId, score: r.score, comment: r.comment, labels: labels.get(r.id) ?? [], createdAt: r.createdAt.toISOString(),
  }));
}

/** quickScoreLabels. */
export async function listQuickLabels(db: Queryable, tenantId: string, kind: QuickLabel['kind'] | null): Promise<QuickLabel[]> {
  const where = kind ? and(eq(ratingLabels.tenantId, tenantId), eq(ratingLabels.kind, kind)) : eq(ratingLabels.tenantId, tenantId);
  return db.select({ id: ratingLabels.id, labelName: ratingLabels.labelName, kind: ratingLabels.kind }).from(ratingLabels)
    .where(where).orderBy(asc(ratingLabels.sort), asc(ratingLabels.id));
}
