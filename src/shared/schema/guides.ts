import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';

/** A service's structured guide (办事指南): what one needs, brings, does and pays to get the service. */

const int = () => z.number().check(z.int());
const id = z.string().check(z.minLength(1), z.maxLength(32));

const guideMaterialSchema = z.object({
  name: z.string(),
  required: z.boolean(),
  /** Copies, format, where to get it ('' when nothing to add). */
  note: z.string(),
});
export type GuideMaterial = z.infer<typeof guideMaterialSchema>;

const guideStepSchema = z.object({ title: z.string(), detail: z.string() });
export type GuideStep = z.infer<typeof guideStepSchema>;

const guideFaqSchema = z.object({ question: z.string(), answer: z.string() });
export type GuideFaq = z.infer<typeof guideFaqSchema>;

/** ONLINE: handled on the web; OFFLINE: at the counter (OPEN-05). */
export const guideHandlingSchema = z.enum(['ONLINE', 'OFFLINE']);

export const serviceGuideSchema = z.object({
  /** The service as every list shows it (for its name, icon and how it opens). */
  service: serviceItemSchema,
  /** Who may apply and when. */
  conditions: z.string(),
  materials: z.array(guideMaterialSchema),
  steps: z.array(guideStepSchema),
  fees: z.string(),
  timeLimit: z.string(),
  department: z.string(),
  location: z.string(),
  contactPhone: z.string(),
  handling: guideHandlingSchema,
  faq: z.array(guideFaqSchema),
  /** ISO time of the guide's last edit. */
  updateTime: z.string(),
});
export type ServiceGuide = z.infer<typeof serviceGuideSchema>;

export const guideInfoRequestSchema = z.object({ serviceId: id });

export const guideSearchRequestSchema = z.object({
  keyword: z.string().check(z.trim(), z.minLength(1, '请输入搜索关键词'), z.maxLength(50, '搜索关键词不能超过 50 个字符')),
  current: z._default(z.number().check(z.int(), z.gte(1, '页码从 1 开始')), 1),
  size: z._default(z.number().check(z.int(), z.gte(1, '每页至少 1 条'), z.lte(50, '每页最多 50 条')), 10),
});

/** One guide found by guide/lucene/search, with the passage that matched. */
const guideHitSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  serviceDeptName: z.string(),
  handling: guideHandlingSchema,
  /** Up to ~60 characters of guide text around the match ('' when the service's name matched). */
  snippet: z.string(),
});
export type GuideHit = z.infer<typeof guideHitSchema>;

export const guideSearchResultSchema = z.object({
  records: z.array(guideHitSchema),
  total: int(),
  keyword: z.string(),
  corrected: z.optional(z.string()),
});
