import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { serviceStats } from '../../../db/schema/directory';
import { ratingLabels, serviceRatingLabels, serviceRatings, serviceRatingSummaries } from '../../../db/schema/ratings';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import type { SensitiveWordChecker } from '../../../sensitive-words';
import { randomId } from '../../../../shared/rules/ids';
import type { MyRating, RateServiceRequest } from '../../../../shared/schema/ratings';
import { averageOf, labelKindForScore } from './rating-rules';
import { requireVisibleService } from './rating-reads';
import { findUnratedUse } from './rating-uses';

const SCORE_COLUMNS = ['score1', 'score2', 'score3', 'score4', 'score5'] as const;

/**
 * rateService / giveScore: checks the service, the labels and the comment (SHELL-10, recorded outside the
 * transaction so a refusal still leaves its record), then in one transaction consumes an unrated use, stores the
 * rating and its labels, and updates the distribution and the directory's service_stats.
 */
export async function rateService(db: Db, checker: SensitiveWordChecker, user: AuthUser, input: RateServiceRequest, now: Date): Promise<MyRating> {
  const { tenantId, userId } = user;
  await requireVisibleService(db, tenantId, user.roleType, input.serviceId);
  const labelIds = [...new Set(input.labelIds)];
  const labels = labelIds.length === 0 ? [] : await db.select({ id: ratingLabels.id, labelName: ratingLabels.labelName, kind: ratingLabels.kind, sort: ratingLabels.sort })
    .from(ratingLabels).where(and(eq(ratingLabels.tenantId, tenantId), inArray(ratingLabels.id, labelIds)));
  const kind = labelKindForScore(input.score);
  if (labels.length !== labelIds.length || labels.some((l) => l.kind !== kind)) {
    throw new AppError('VALIDATION', { msg: '所选标签与评分不符，请重新选择', errors: [{ field: 'labelIds', msg: '所选标签与评分不符' }] });
  }
  if (input.comment !== '') await checker.assertClean({ tenantId, userId, text: input.comment, source: 'rating' });

  const ratingId = randomId();
  await db.transaction(async (tx) => {
    // The summary row's lock serialises ratings of one service: the counts stay exact and one use is rated once.
    await tx.insert(serviceRatingSummaries).values({ serviceId: input.serviceId, tenantId }).onConflictDoNothing();
    const [summary] = await tx.select().from(serviceRatingSummaries).where(eq(serviceRatingSummaries.serviceId, input.serviceId)).for('update');
    if (!summary) throw new AppError('INTERNAL');
    const use = await findUnratedUse(tx, userId, input.serviceId);
    if (!use.canRate) throw new AppError('RATING_REFUSED', { msg: use.reason });
    await tx.insert(serviceRatings).values({
      id: ratingId, tenantId, serviceId: input.serviceId, userId, visitId: use.visitId, score: input.score, comment: input.comment, createdAt: now,
    });
    if (labels.length > 0) {
      await tx.insert(serviceRatingLabels).values(labels.map((l) => ({ ratingId, labelId: l.id, serviceId: input.serviceId })));
    }
    const column = SCORE_COLUMNS[input.score - 1] as (typeof SCORE_COLUMNS)[number];
    const count = summary.ratingCount + 1;
    const sum = summary.scoreSum + input.score;
    await tx.update(serviceRatingSummaries)
      .set({ ratingCount: count, scoreSum: sum, [column]: sql`${serviceRatingSummaries[column]} + 1` })
      .where(eq(serviceRatingSummaries.serviceId, input.serviceId));
    const ratingAvg = averageOf(sum, count);
    await tx.insert(serviceStats).values({ serviceId: input.serviceId, tenantId, ratingAvg, ratingCount: count })
      .onConflictDoUpdate({ target: serviceStats.serviceId, set: { ratingAvg, ratingCount: count } });
  });
  const sorted = [...labels].sort((a, b) => a.sort - b.sort);
  return {
    ratingId, serviceId: input.serviceId, score: input.score, comment: input.comment,
    labels: sorted.map(({ id, labelName, kind: k }) => ({ id, labelName, kind: k })), createdAt: now.toISOString(),
  };
}
