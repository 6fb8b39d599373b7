import { z } from 'zod/mini';
import { sortFieldSchema, sortOrderSchema } from './list-sort';

/**
 * Service ratings (doc2 §7 "Rating and search"): stars, quick labels and a comment, one rating per use of a service;
 * the public detail shows the average (two decimals, STATE-03), the distribution, label counts and masked comments.
 * SHELL-10's sensitive-word list is maintained here too.
 */

const id = z.string().check(z.minLength(1), z.maxLength(32));
const int = () => z.number().check(z.int());

const scoreSchema = z.number().check(z.int('评分须为整数'), z.gte(1, '评分为 1–5 星'), z.lte(5, '评分为 1–5 星'));
export const RATING_COMMENT_MAX = 300;
export const RATING_LABELS_MAX = 5;

/** rateService and giveScore. */
export const rateServiceRequestSchema = z.object({
  serviceId: id,
  score: scoreSchema,
  labelIds: z._default(z.array(id).check(z.maxLength(RATING_LABELS_MAX, `最多选择 ${RATING_LABELS_MAX} 个标签`)), []),
  comment: z._default(z.string().check(z.trim(), z.maxLength(RATING_COMMENT_MAX, `评价内容不能超过 ${RATING_COMMENT_MAX} 个字符`)), ''),
});
export type RateServiceRequest = z.infer<typeof rateServiceRequestSchema>;

export const serviceIdRequestSchema = z.object({ serviceId: id });

const labelKindSchema = z.enum(['positive', 'neutral', 'negative']);

export const quickLabelSchema = z.object({ id: z.string(), labelName: z.string(), kind: labelKindSchema });
export type QuickLabel = z.infer<typeof quickLabelSchema>;

/** quickScoreLabels: the labels for `score` (4–5 positive, 3 neutral, 1–2 negative), or every label without one. */
export const quickScoreLabelsRequestSchema = z.object({ score: z.optional(scoreSchema) });

/** One rating of the caller (rateService's answer, checkScore's rows). */
export const myRatingSchema = z.object({
  ratingId: z.string(),
  serviceId: z.string(),
  score: int(),
  comment: z.string(),
  labels: z.array(quickLabelSchema),
  createdAt: z.string(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

export const CANNOT_RATE_REASONS = { notUsed: '请先使用该服务', alreadyRated: '本次使用已评价' } as const;

/** canUserRate: whether the caller has a use not yet rated; reason '' when they may, else one of CANNOT_RATE_REASONS. */
export const canUserRateSchema = z.object({ canRate: z.boolean(), reason: z.string() });

export const rateDetailRequestSchema = z.object({
  serviceId: id,
  current: z._default(z.number().check(z.int(), z.gte(1)), 1),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(50, '每页最多 50 条')), 10),
});

/** A comment as anyone may read it: the rater's name masked (李**), never the account. */
const rateCommentSchema = z.object({
  ratingId: z.string(),
  userName: z.string(),
  score: int(),
  comment: z.string(),
  labels: z.array(z.string()),
  createdAt: z.string(),
});

export const rateDetailSchema = z.object({
  serviceId: z.string(),
  /** Two decimals (STATE-03), 0 when nobody rated yet; `averageText` is the same as text ("4.33"). */
  average: z.number(),
  averageText: z.string(),
  count: int(),
  distribution: z.object({ 1: int(), 2: int(), 3: int(), 4: int(), 5: int() }),
  labels: z.array(z.object({ id: z.string(), labelName: z.string(), kind: labelKindSchema, count: int() })),
  comments: z.object({ records: z.array(rateCommentSchema), total: int(), current: int(), size: int() }),
});
export type RateDetail = z.infer<typeof rateDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// SHELL-10: the sensitive-word list
// ---------------------------------------------------------------------------------------------------------------

export const sensitiveWordSchema = z.object({ id: z.string(), word: z.string(), category: z.string(), createdAt: z.string() });

/** The word list's sortable columns. */
export const SENSITIVE_WORD_SORT_FIELDS = ['word', 'category', 'createdAt'] as const;
export type SensitiveWordSortField = (typeof SENSITIVE_WORD_SORT_FIELDS)[number];

export const sensitiveWordListRequestSchema = z.object({
  keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
  /** Absent: by category, then by word. */
  sort: sortFieldSchema(SENSITIVE_WORD_SORT_FIELDS),
  order: sortOrderSchema,
  current: z._default(z.number().check(z.int(), z.gte(1)), 1),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(200, '每页最多 200 条')), 20),
});
export const sensitiveWordPageSchema = z.object({ records: z.array(sensitiveWordSchema), total: int(), current: int(), size: int() });

/** submit: a new word (no id) or a changed one. */
export const sensitiveWordSubmitSchema = z.object({
  id: z.optional(id),
  word: z.string().check(z.trim(), z.minLength(1, '请输入敏感词'), z.maxLength(50, '敏感词不能超过 50 个字符')),
  category: z._default(z.string().check(z.trim(), z.maxLength(16, '分类不能超过 16 个字符')), ''),
});
export const sensitiveWordRemoveSchema = z.object({ ids: z.array(id).check(z.minLength(1, '请选择要删除的敏感词'), z.maxLength(200)) });
