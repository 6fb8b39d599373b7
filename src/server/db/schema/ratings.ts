import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { services } from './catalogue';
import { tenantColumn } from './core';
import { serviceVisits } from './directory';

/** Service ratings (rateService / giveScore), their quick labels, and the sensitive-word list that guards comments. */

const at = (name: string) => timestamp(name, { withTimezone: true });

export type LabelKind = 'positive' | 'neutral' | 'negative';

/** Quick labels offered with a score: positive for 4–5 stars, neutral for 3, negative for 1–2. */
export const ratingLabels = pgTable('rating_labels', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  labelName: varchar('label_name', { length: 20 }).notNull(),
  kind: varchar('kind', { length: 8 }).$type<LabelKind>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('rating_labels_tenant_kind_idx').on(t.tenantId, t.kind, t.sort),
  check('rating_labels_kind_ck', sql`${t.kind} in ('positive', 'neutral', 'negative')`),
]);

export const serviceRatings = pgTable('service_ratings', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The use (a click-log visit) this rating consumed: one rating per use. NULL once the visit log is pruned. */
  visitId: bigint('visit_id', { mode: 'number' }).references(() => serviceVisits.id, { onDelete: 'set null' }),
  score: smallint('score').notNull(),
  comment: varchar('comment', { length: 300 }).notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  index('service_ratings_user_service_idx').on(t.userId, t.serviceId),
  uniqueIndex('service_ratings_visit_uq').on(t.visitId),
  // The comments page of a service, newest first.
  index('service_ratings_service_created_idx').on(t.serviceId, t.createdAt),
  check('service_ratings_score_ck', sql`${t.score} between 1 and 5`),
]);

export const serviceRatingLabels = pgTable('service_rating_labels', {
  ratingId: varchar('rating_id', { length: 32 }).notNull().references(() => serviceRatings.id, { onDelete: 'cascade' }),
  labelId: varchar('label_id', { length: 32 }).notNull().references(() => ratingLabels.id, { onDelete: 'cascade' }),
  /** Copied from the rating so a service's label counts are one indexed GROUP BY. */
  serviceId: varchar('service_id', { length: 32 }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.ratingId, t.labelId] }),
  index('service_rating_labels_service_idx').on(t.serviceId, t.labelId),
]);

/**
 * The distribution of a service's ratings (service_stats, the directory's, holds the average it sorts by), updated in the rating's transaction (its row lock also serialises two ratings
 * of one service), so the detail reads one row instead of aggregating every rating.
 */
export const serviceRatingSummaries = pgTable('service_rating_summaries', {
  serviceId: varchar('service_id', { length: 32 }).primaryKey().references(() => services.serviceId, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  ratingCount: integer('rating_count').notNull().default(0),
  scoreSum: integer('score_sum').notNull().default(0),
  score1: integer('score_1').notNull().default(0),
  score2: integer('score_2').notNull().default(0),
  score3: integer('score_3').notNull().default(0),
  score4: integer('score_4').notNull().default(0),
  score5: integer('score_5').notNull().default(0),
});

/** SHELL-10: the words an administrator forbids in comments, per tenant. */
export const sensitiveWords = pgTable('sensitive_words', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  word: varchar('word', { length: 50 }).notNull(),
  /** What kind of word it is (辱骂, 诈骗, 广告 …), for the administrator's list. */
  category: varchar('category', { length: 16 }).notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('sensitive_words_tenant_word_uq').on(t.tenantId, t.word)]);

/** SHELL-10: every refused text, recorded ("已触发安全策略并被记录"). */
export const sensitiveWordHits = pgTable('sensitive_word_hits', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }),
  word: varchar('word', { length: 50 }).notNull(),
  /** Where it was submitted (rating, feedback …). */
  source: varchar('source', { length: 32 }).notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [index('sensitive_word_hits_tenant_created_idx').on(t.tenantId, t.createdAt)]);
