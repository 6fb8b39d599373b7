import { z } from 'zod/mini';
import { isAllowedImageUrl } from '../rules/file-url';
import { carouselImageSchema, landingToolSchema, preLoginConfigSchema, safeLinkSchema } from './prelogin';

/**
 * The pre-login area of the studio (ADR 009): one document holds the landing page's config (columns, statistics,
 * footer …), its carousel images and its common tools. Every studio edit changes the draft; publishing writes the
 * live tables the landing page's visitor calls read.
 */

const id = z.string().check(z.minLength(1, '编号不能为空'), z.maxLength(32, '编号过长'));
const text = (max: number, label: string) =>
  z.string().check(z.trim(), z.minLength(1, `请输入${label}`), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

const MAX_CAROUSEL_IMAGES = 10;
const MAX_COMMON_TOOLS = 30;

export const carouselItemSchema = z.object({
  id,
  title: text(50, '图片标题'),
  /** A stored file of the tenant (the studio's upload); shown at /api/files/{fileId}. */
  fileId: z.string().check(z.minLength(1, '请上传图片'), z.maxLength(32, '图片编号过长')),
  linkUrl: safeLinkSchema,
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

/** A tool's address: http or https only; private and loopback hosts are refused by the server (verifyUrl). */
const toolUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1, '请输入工具地址'),
  z.maxLength(1000, '工具地址不能超过 1000 个字符'),
  z.regex(/^https?:\/\/[^\s/]+[^\s]*$/i, '工具地址须以 http:// 或 https:// 开头'),
);

export const toolItemSchema = z.object({
  id,
  toolsName: text(32, '工具名称'),
  toolsIcon: z.string().check(z.trim(), z.maxLength(500), z.refine((v) => v === '' || isAllowedImageUrl(v), '图标须为上传的图片或 https 地址')),
  url: toolUrlSchema,
  /** 1001 in the page, 1002 in a dialog, 1003 in a new tab (the home page's tools card opens them alike). */
  openWay: z.union([z.literal(1001), z.literal(1002), z.literal(1003)]),
});
export type ToolItem = z.infer<typeof toolItemSchema>;

const unique = <T>(key: (item: T) => string) => (items: T[]) => new Set(items.map(key)).size === items.length;

export const preLoginDocumentSchema = z.object({
  config: preLoginConfigSchema,
  carousel: z.array(carouselItemSchema).check(
    z.maxLength(MAX_CAROUSEL_IMAGES, `轮播图最多 ${MAX_CAROUSEL_IMAGES} 张`),
    z.refine(unique((c: CarouselItem) => c.id), '轮播图编号重复'),
  ),
  tools: z.array(toolItemSchema).check(
    z.maxLength(MAX_COMMON_TOOLS, `常用工具最多 ${MAX_COMMON_TOOLS} 个`),
    z.refine(unique((t: ToolItem) => t.id), '工具编号重复'),
    z.refine(unique((t: ToolItem) => t.toolsName), '工具名称重复'),
  ),
}).check(
  // repetitiveName's rule, kept in the schema too so no edit path can store two columns of one title.
  z.refine((doc) => unique((c: { title: string }) => c.title)(doc.config.columns), { message: '栏目名称重复', path: ['config', 'columns'] }),
);
export type PreLoginDocument = z.infer<typeof preLoginDocumentSchema>;

/** repetitiveName: whether another column (not `key`) already carries the title. */
export const repetitiveNameRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, '请输入栏目名称'), z.maxLength(20)),
  key: z.optional(z.string()),
});
export const repetitiveNameResultSchema = z.object({ repeated: z.boolean() });

/** isHasCommonTool: whether the draft's landing page would show a tools column with at least one tool. */
export const hasCommonToolResultSchema = z.object({ hasCommonTool: z.boolean(), count: z.number() });

/** Items without an id (or with one the draft does not hold) are new: the server gives them an id. */
export const carouselSaveRequestSchema = z.object({ items: z.array(z.extend(carouselItemSchema, { id: z.optional(z.string()) })) });
export const toolsSaveRequestSchema = z.object({ tools: z.array(z.extend(toolItemSchema, { id: z.optional(z.string()) })) });

export const verifyUrlRequestSchema = z.object({ url: z.string().check(z.trim(), z.maxLength(1000, '地址不能超过 1000 个字符')) });
/** The verdict on a tool's address: `ok` false names why (private, loopback, link-local, another scheme …). */
export const verifyUrlResultSchema = z.object({ ok: z.boolean(), msg: z.string() });
export type VerifyUrlResult = z.infer<typeof verifyUrlResultSchema>;

/** What the landing page would show from a document: its config, its images and its tools as visitors get them. */
export const preLoginPreviewSchema = z.object({
  config: preLoginConfigSchema,
  carousel: z.array(carouselImageSchema),
  tools: z.array(landingToolSchema),
});
export type PreLoginPreview = z.infer<typeof preLoginPreviewSchema>;
