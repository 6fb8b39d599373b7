import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/auth';
import { services } from '../db/schema/catalogue';
import { serviceStats, serviceVisits } from '../db/schema/directory';
import { ratingLabels, sensitiveWords, serviceRatingLabels, serviceRatings, serviceRatingSummaries } from '../db/schema/ratings';
import { averageOf, labelKindForScore } from '../features/ratings/services/rating-rules';
import { LOCKED_PASSWORD_HASH } from './data/process-people';
import { RATING_COMMENTS, RATING_LABELS } from './data/ratings-labels';
import { SENSITIVE_WORDS } from './data/sensitive-words';
import { createPrng } from './prng';

const DAY_MS = 86_400_000;
const RATED_SERVICES = 40;

const ratingLabelId = (tenantId: string, key: string) => `rlab-${tenantId}-${key}`;

/**
 * Seeds the quick labels, SHELL-10's word list and demo ratings for one tenant. The raters are the records-only
 * people (never the demo accounts, whose ratings the visitor tries for themselves); each rating consumes a visit of
 * its own, as a real one would, and the summaries and service_stats are written as rateService writes them.
 */
export async function seedRatingsContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  await tx.insert(ratingLabels).values(RATING_LABELS.map((l, i) => ({ id: ratingLabelId(tenantId, l.key), tenantId, labelName: l.name, kind: l.kind, sort: (i + 1) * 10 })));
  await tx.insert(sensitiveWords).values(SENSITIVE_WORDS.map((w, i) => ({ id: `sword-${tenantId}-${i + 1}`, tenantId, word: w.word, category: w.category })));

  const raters = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.passwordHash, LOCKED_PASSWORD_HASH))).orderBy(asc(users.id)).limit(60);
  if (raters.length === 0) return;
  const rated = await tx.select({ serviceId: services.serviceId }).from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.status, 1), inArray(services.audience, ['all', 'student'])))
    .orderBy(desc(services.visitCount), asc(services.serviceId)).limit(RATED_SERVICES);

  const prng = createPrng(`ratings:${tenantId}`);
  type Planned = { ratingId: string; serviceId: string; userId: string; score: number; comment: string; createdAt: Date; labelKeys: string[] };
  const planned: Planned[] = [];
  for (const [i, { serviceId }] of rated.entries()) {
    const count = prng.int(2, 7);
    for (let k = 0; k < count; k++) {
      const rater = raters[(i * 7 + k) % raters.length] as { id: string };
      const score = prng.weighted([[5, 55], [4, 28], [3, 10], [2, 4], [1, 3]] as const);
      const kind = labelKindForScore(score);
      const createdAt = new Date(now.getTime() - prng.int(1, 120) * DAY_MS - prng.int(0, 86_399) * 1000);
      const labels = RATING_LABELS.filter((l) => l.kind === kind);
      const labelKeys = [...new Set([prng.pick(labels).key, prng.pick(labels).key])];
      planned.push({ ratingId: `rate-${tenantId}-${i + 1}-${k + 1}`, serviceId, userId: rater.id, score, comment: prng.pick(RATING_COMMENTS[kind]), createdAt, labelKeys });
    }
  }
  if (planned.length === 0) return;
  // Multi-row inserts (PGlite pays a round trip per statement); each visit is matched back to its rating by key.
  const key = (userId: string | null, serviceId: string, at: Date) => `${userId}|${serviceId}|${at.getTime()}`;
  const visitAt = (p: Planned) => new Date(p.createdAt.getTime() - 3_600_000);
  const visits = await tx.insert(serviceVisits).values(planned.map((p) => ({
    tenantId, serviceId: p.serviceId, userId: p.userId, clientKey: `u:${p.userId}`, visitedAt: visitAt(p),
  }))).returning({ id: serviceVisits.id, userId: serviceVisits.userId, serviceId: serviceVisits.serviceId, visitedAt: serviceVisits.visitedAt });
  const visitIds = new Map(visits.map((v) => [key(v.userId, v.serviceId, v.visitedAt), v.id]));
  await tx.insert(serviceRatings).values(planned.map((p) => ({
    id: p.ratingId, tenantId, serviceId: p.serviceId, userId: p.userId, visitId: visitIds.get(key(p.userId, p.serviceId, visitAt(p))) ?? null,
    score: p.score, comment: p.comment, createdAt: p.createdAt,
  })));
  await tx.insert(serviceRatingLabels).values(planned.flatMap((p) => p.labelKeys.map((k) => ({ ratingId: p.ratingId, labelId: ratingLabelId(tenantId, k), serviceId: p.serviceId }))));

  const summaries = new Map<string, { count: number; sum: number; dist: number[] }>();
  for (const p of planned) {
    const s = summaries.get(p.serviceId) ?? { count: 0, sum: 0, dist: [0, 0, 0, 0, 0] };
    s.count += 1;
    s.sum += p.score;
    s.dist[p.score - 1] = (s.dist[p.score - 1] ?? 0) + 1;
    summaries.set(p.serviceId, s);
  }
  const entries = [...summaries.entries()];
  await tx.insert(serviceRatingSummaries).values(entries.map(([serviceId, s]) => ({
    serviceId, tenantId, ratingCount: s.count, scoreSum: s.sum, score1: s.dist[0], score2: s.dist[1], score3: s.dist[2], score4: s.dist[3], score5: s.dist[4],
  })));
  await tx.insert(serviceStats).values(entries.map(([serviceId, s]) => ({ serviceId, tenantId, ratingAvg: averageOf(s.sum, s.count), ratingCount: s.count })))
    .onConflictDoUpdate({ target: serviceStats.serviceId, set: { ratingAvg: sql`excluded.rating_avg`, ratingCount: sql`excluded.rating_count` } });
}
