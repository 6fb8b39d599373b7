import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { ratingLabels, serviceRatingLabels, serviceRatings, serviceRatingSummaries } from '../../../db/schema/ratings';
import type { RateDetail } from '../../../../shared/schema/ratings';
import { formatMoney } from '../../../../shared/rules/money';
import { averageOf, maskName } from './rating-rules';
import { labelsOfRatings } from './rating-reads';

/**
 * serviceRateDetail: the summary row (average, count, distribution), label counts, and a page of comments with the
 * raters' names masked. The caller has already checked that the service is visible to them.
 */
export async function getRateDetail(db: Queryable, serviceId: string, current: number, size: number): Promise<RateDetail> {
  const [summary] = await db.select().from(serviceRatingSummaries).where(eq(serviceRatingSummaries.serviceId, serviceId));
  const labelCounts = await db.select({ id: ratingLabels.id, labelName: ratingLabels.labelName, kind: ratingLabels.kind, count: count() })
    .from(serviceRatingLabels)
    .innerJoin(ratingLabels, eq(ratingLabels.id, serviceRatingLabels.labelId))
    .where(eq(serviceRatingLabels.serviceId, serviceId))
    .groupBy(ratingLabels.id, ratingLabels.labelName, ratingLabels.kind, ratingLabels.sort)
    .orderBy(desc(count()), ratingLabels.sort);
  const withComment = and(eq(serviceRatings.serviceId, serviceId), ne(serviceRatings.comment, ''));
  const [total] = await db.select({ n: count() }).from(serviceRatings).where(withComment);
  const rows = await db.select({
    id: serviceRatings.id, score: serviceRatings.score, comment: serviceRatings.comment, createdAt: serviceRatings.createdAt, realName: users.realName,
  }).from(serviceRatings)
    .innerJoin(users, eq(users.id, serviceRatings.userId))
    .where(withComment)
    .orderBy(desc(serviceRatings.createdAt), desc(serviceRatings.id))
    .limit(size)
    .offset((current - 1) * size);
  const labels = await labelsOfRatings(db, rows.map((r) => r.id));
  const ratingCount = summary?.ratingCount ?? 0;
  const average = averageOf(summary?.scoreSum ?? 0, ratingCount);
  return {
    serviceId,
    average,
    averageText: formatMoney(average),
    count: ratingCount,
    distribution: { 1: summary?.score1 ?? 0, 2: summary?.score2 ?? 0, 3: summary?.score3 ?? 0, 4: summary?.score4 ?? 0, 5: summary?.score5 ?? 0 },
    labels: labelCounts.map((l) => ({ ...l, count: Number(l.count) })),
    comments: {
      records: rows.map((r) => ({
        ratingId: r.id, userName: maskName(r.realName), score: r.score, comment: r.comment,
        labels: (labels.get(r.id) ?? []).map((l) => l.labelName), createdAt: r.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      current,
      size,
    },
  };
}
