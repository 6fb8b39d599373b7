import { z } from 'zod/mini';
import { guideHandlingSchema } from './guides';

/**
 * The management guide configuration (`/managementGuideConfig`, ADR 009 area `guides`): the structured service
 * guides (办事指南) that the portal's guide page shows, as one draft document per tenant. Published guides are what
 * guide/clientGuideInfo and the guide search answer.
 */

const int = () => z.number().check(z.int());
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
const required = (max: number, label: string) => text(max, label).check(z.minLength(1, `请输入${label}`));
const serviceId = z.string().check(z.trim(), z.minLength(1, '请选择服务'), z.maxLength(32, '服务编号不能超过 32 个字符'));

const guideMaterialInputSchema = z.object({
  name: required(100, '材料名称'),
  required: z._default(z.boolean(), true),
  note: z._default(text(300, '材料说明'), ''),
});
const guideStepInputSchema = z.object({
  title: required(50, '步骤名称'),
  detail: z._default(text(500, '步骤说明'), ''),
});
const guideFaqInputSchema = z.object({
  question: required(200, '问题'),
  answer: required(1000, '解答'),
});

/** One service's guide as an administrator edits it; list order is display order. */
export const guideInputSchema = z.object({
  serviceId,
  conditions: z._default(text(2000, '办理条件'), ''),
  materials: z._default(z.array(guideMaterialInputSchema).check(z.maxLength(50, '申请材料最多 50 项')), []),
  steps: z.array(guideStepInputSchema).check(z.minLength(1, '请至少填写一个办理步骤'), z.maxLength(30, '办理步骤最多 30 步')),
  fees: z._default(text(200, '收费标准'), ''),
  timeLimit: z._default(text(100, '办理时限'), ''),
  department: required(100, '办理部门'),
  location: z._default(text(200, '办理地点'), ''),
  contactPhone: z._default(text(50, '咨询电话').check(z.regex(/^[0-9+\-() ,，、转]*$/, '咨询电话只能包含数字、空格和 + - ( ) 、')), ''),
  handling: z._default(guideHandlingSchema, 'ONLINE'),
  faq: z._default(z.array(guideFaqInputSchema).check(z.maxLength(30, '常见问题最多 30 条')), []),
});
export type GuideDoc = z.output<typeof guideInputSchema>;

/** The area's document: every guide of the tenant, one per service. */
export const guideDocumentSchema = z.object({
  guides: z.array(guideInputSchema).check(
    z.maxLength(20_000, '办事指南最多 20000 份'),
    z.refine((list) => new Set(list.map((g) => g.serviceId)).size === list.length, '同一服务只能有一份办事指南'),
  ),
});
export type GuideDocument = z.output<typeof guideDocumentSchema>;

export const guideConfigPageRequestSchema = z.object({
  /** Service name or department. */
  keyword: z._default(text(50, '搜索关键词'), ''),
  /** 'with' / 'without' a guide in the draft; '' for every service. */
  guide: z._default(z.enum(['with', 'without', '']), ''),
  current: z._default(int().check(z.gte(1, '页码从 1 开始')), 1),
  size: z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 20),
});

/** A service with its guide's state in the draft. */
const guideConfigRowSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  serviceDeptName: z.string(),
  hasGuide: z.boolean(),
  stepCount: int(),
  materialCount: int(),
});
export type GuideConfigRow = z.infer<typeof guideConfigRowSchema>;

export const guideConfigPageSchema = z.object({ records: z.array(guideConfigRowSchema), total: int(), current: int(), size: int() });

export const guideServiceRequestSchema = z.object({ serviceId });

/** detail: the draft's guide of a service, or an empty one (`exists` false) to start from. */
export const guideConfigDetailSchema = z.extend(guideInputSchema, {
  serviceName: z.string(),
  exists: z.boolean(),
  steps: z.array(guideStepInputSchema),
});
export type GuideConfigDetail = z.infer<typeof guideConfigDetailSchema>;

/** The preview as a role: the guides that role could open, in service order. */
export const guidePreviewSchema = z.array(guideConfigRowSchema);
export type GuidePreview = z.infer<typeof guidePreviewSchema>;
