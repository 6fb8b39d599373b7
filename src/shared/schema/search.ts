import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';
import { englishAnswer } from './english';

/**
 * The service directory's search (searchService, signed-in and visitor), the hot words (searchHeatWord), the
 * zero-result report and the synonym groups an administrator maintains.
 */

const int = () => z.number().check(z.int());
const id = z.string().check(z.minLength(1), z.maxLength(32));

/** A keyword as typed: trimmed, 1–50 characters. */
const searchKeywordSchema = z.string().check(
  z.trim(),
  z.minLength(1, '请输入搜索关键词'),
  z.maxLength(50, '搜索关键词不能超过 50 个字符'),
);

/** '' searches both centres (the service hall); APPLICATION / PROCESS one centre (ROUTE-06). */
const searchServiceTypeSchema = z.enum(['APPLICATION', 'PROCESS', '']);
export type SearchServiceType = z.infer<typeof searchServiceTypeSchema>;

const current = z._default(z.number().check(z.int(), z.gte(1, '页码从 1 开始')), 1);
const size = z._default(z.number().check(z.int(), z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 10);

export const searchServiceRequestSchema = z.object({
  keyword: searchKeywordSchema,
  serviceType: z._default(searchServiceTypeSchema, ''),
  current,
  size,
});
export type SearchServiceRequest = z.infer<typeof searchServiceRequestSchema>;

export const searchServiceResultSchema = z.object({
  records: z.array(serviceItemSchema),
  total: int(),
  /** The keyword as searched (trimmed). */
  keyword: z.string(),
  /**
   * Present when nothing matched as typed and the results come from one-typo tolerance: the spelling that matched
   * (e.g. 'qingjia' for 'qingjai'), so the page can say 'showing results for …'.
   */
  corrected: z.optional(z.string()),
});
export type SearchServiceResult = z.infer<typeof searchServiceResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Hot words
// ---------------------------------------------------------------------------------------------------------------

export const heatWordRequestSchema = z.object({
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(20, '热词最多 20 个')), 10),
});

export const heatWordSchema = z.object({
  word: z.string(),
  /** Pinned by an administrator: listed first, in the administrator's order. */
  pinned: z.boolean(),
  /** Searches with results over the last 30 days (0 for a pinned word nobody searched). */
  searchCount: int(),
});
export type HeatWord = z.infer<typeof heatWordSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Zero-result queries (administrators)
// ---------------------------------------------------------------------------------------------------------------

/** Who searched: a role type of the signed-in user, or 'nobody' for a visitor. */
const searchRoleTypeSchema = z.string();

export const zeroResultPageRequestSchema = z.object({
  keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
  current,
  size,
});

const zeroResultRecordSchema = z.object({
  keyword: z.string(),
  roleType: searchRoleTypeSchema,
  searchCount: int(),
  /** ISO time of the latest such search. */
  lastTime: z.string(),
});

export const zeroResultPageSchema = z.object({
  records: z.array(zeroResultRecordSchema),
  total: int(),
  current: int(),
  size: int(),
});

// ---------------------------------------------------------------------------------------------------------------
// Synonym groups (administrators)
// ---------------------------------------------------------------------------------------------------------------

const term = z.string().check(z.trim(), z.minLength(1, '同义词不能为空'), z.maxLength(20, '同义词不能超过 20 个字符'));

/** One group of words that mean the same to a searcher (请假 ↔ 休假 ↔ 销假): any of them finds the others. */
export const synonymGroupSchema = z.object({
  id,
  terms: z.array(z.string()),
  updateTime: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymListRequestSchema = z.object({
  /** Only groups with a term containing this text ('' = all). */
  keyword: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
});

export const synonymSubmitRequestSchema = z.object({
  /** Absent: a new group; present: replaces that group's terms. */
  id: z.optional(id),
  terms: z.array(term).check(
    z.minLength(2, '同义词组至少需要 2 个词'),
    z.maxLength(12, '同义词组最多 12 个词'),
    z.refine((terms) => new Set(terms.map((t) => t.trim().toLowerCase())).size === terms.length, '同义词组中存在重复的词'),
  ),
});
export type SynonymSubmitRequest = z.infer<typeof synonymSubmitRequestSchema>;

export const synonymRemoveRequestSchema = z.object({ id });

// ---------------------------------------------------------------------------------------------------------------
// Typeahead and results beyond services (ADR 027)
// ---------------------------------------------------------------------------------------------------------------

export const searchSuggestRequestSchema = z.object({
  keyword: searchKeywordSchema,
  /** Most entries per group. */
  size: z._default(z.number().check(z.int(), z.gte(1, '每组至少 1 条'), z.lte(10, '每组最多 10 条')), 5),
});
export type SearchSuggestRequest = z.infer<typeof searchSuggestRequestSchema>;

const guideHitSchema = z.object({ serviceId: z.string(), serviceName: z.string(), serviceNameEn: englishAnswer(), snippet: z.string() });
const newsHitSchema = z.object({ id: z.string(), title: z.string(), summary: z.string(), url: z.string(), releaseTime: z.string() });
const faqHitSchema = z.object({ questionId: z.string(), question: z.string(), answer: z.string() });
export type GuideHit = z.infer<typeof guideHitSchema>;
export type NewsHit = z.infer<typeof newsHitSchema>;
export type FaqHit = z.infer<typeof faqHitSchema>;

/**
 * What a keyword finds, in groups: services (their best names), guides (with the passage that matched), news and
 * the help robot's answers (FAQ). Each group holds only what the caller may see.
 */
export const searchSuggestResultSchema = z.object({
  keyword: z.string(),
  /** The spelling the services were found by when the keyword as typed found none (请价 → 请假). */
  corrected: z.optional(z.string()),
  services: z.array(serviceItemSchema),
  guides: z.array(guideHitSchema),
  news: z.array(newsHitSchema),
  faq: z.array(faqHitSchema),
});
export type SearchSuggestResult = z.infer<typeof searchSuggestResultSchema>;
