import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';
import { englishAnswer, englishText } from './english';

/**
 * The pre-login landing page (`/`, doc1 §7 and doc2 §7): its configuration, which the studio edits
 * (preLoginCardBasicConfig/save) and the server validates on the way in and out, and what the visitor calls answer.
 * Every answer here is for a visitor: services for everyone only, public messages only.
 */

const int = () => z.number().check(z.int());
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

/** A link an administrator may set: https, or a path of the portal ('/…', never '//host'). */
export const safeLinkSchema = z.string().check(
  z.trim(),
  z.maxLength(500, '链接不能超过 500 个字符'),
  z.refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), '链接须以 https:// 或 / 开头'),
);

export const DEFAULT_LANDING_COLOR = '#087EEB';

/** The blocks of the landing page, in the order an administrator chooses. */
const PRE_LOGIN_COLUMN_KEYS = [
  'carousel', 'dataOverview', 'serviceSearch', 'serviceColumn', 'messageColumn', 'commonTool', 'thirdParty',
] as const;
const preLoginColumnKeySchema = z.enum(PRE_LOGIN_COLUMN_KEYS);

export const preLoginColumnSchema = z.object({
  key: preLoginColumnKeySchema,
  title: text(20, '栏目标题').check(z.minLength(1, '请输入栏目标题')),
  /** Optional English heading (ADR 033); the landing page falls back to `title`. */
  titleEn: englishText(60, '英文标题'),
  visible: z.boolean(),
  sort: int(),
});
export type PreLoginColumn = z.infer<typeof preLoginColumnSchema>;

/** The figures the statistics overview may show. */
export const STATISTIC_KEYS = ['servicesOnline', 'departments', 'scenes', 'visitsTotal', 'processesThisYear', 'processesDoneThisYear'] as const;
const statisticKeySchema = z.enum(STATISTIC_KEYS);

export const navigationItemSchema = z.object({
  name: text(20, '导航名称').check(z.minLength(1, '请输入导航名称')),
  nameEn: englishText(60, '英文名称'),
  url: safeLinkSchema,
  /** 1003 new tab, 1001 in the page. */
  openWay: z.union([z.literal(1001), z.literal(1003)]),
});

/** The landing page's own footer links; everything else the footer says is the school's (footerSchema). */
const landingFooterLinksSchema = z.object({
  links: z.array(z.object({ name: text(20, '链接名称').check(z.minLength(1)), url: safeLinkSchema })).check(z.maxLength(20)),
});

/**
 * The landing page's footer as answered (getFooterInfo, bottomConfigDetail, getPreLoginIndex): the school's
 * copyright, address, phone, e-mail and ICP number from the one footer every page shows (the homeFooter area, ADR
 * 028), with the landing page's own links.
 */
export const footerSchema = z.extend(landingFooterLinksSchema, {
  copyright: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  icp: z.string(),
});
export type PreLoginFooter = z.infer<typeof footerSchema>;

export const preLoginConfigSchema = z.object({
  /** The landing colour (doc1 §1). */
  landingColor: z._default(z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, '颜色须为 #RRGGBB')), DEFAULT_LANDING_COLOR),
  pageTitle: text(50, '页面标题').check(z.minLength(1, '请输入页面标题')),
  pageTitleEn: englishText(150, '英文页面标题'),
  columns: z.array(preLoginColumnSchema).check(
    z.minLength(1),
    z.maxLength(PRE_LOGIN_COLUMN_KEYS.length),
    z.refine((cols) => new Set(cols.map((c) => c.key)).size === cols.length, '栏目不能重复'),
  ),
  carousel: z.object({ enabled: z.boolean(), intervalMs: z.number().check(z.int(), z.gte(2000, '轮播间隔不少于 2 秒'), z.lte(20000, '轮播间隔不超过 20 秒')) }),
  statistics: z.array(statisticKeySchema).check(z.maxLength(STATISTIC_KEYS.length)),
  /** How the service column groups services, and how many of each group it shows. */
  serviceColumn: z.object({ groupBy: z.enum(['type', 'scene', 'dept']), perGroup: z.number().check(z.int(), z.gte(1), z.lte(24)) }),
  messageColumn: z.object({ size: z.number().check(z.int(), z.gte(1), z.lte(20)) }),
  /** throughService: how many of the most used services the landing page offers. */
  throughServiceSize: z.number().check(z.int(), z.gte(1), z.lte(24)),
  navigation: z.array(navigationItemSchema).check(z.maxLength(12)),
  /** Links only: a stored document of an older shape loses its contact fields on reading (ADR 032). */
  footer: landingFooterLinksSchema,
  /** Where the landing page sends a visitor to sign in, and where they land afterwards. */
  jump: z.object({ loginPath: safeLinkSchema, afterLoginPath: safeLinkSchema }),
});
export type PreLoginConfig = z.infer<typeof preLoginConfigSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

export const statisticDataSchema = z.object({
  servicesOnline: int(),
  departments: int(),
  scenes: int(),
  visitsTotal: int(),
  processesThisYear: int(),
  processesDoneThisYear: int(),
});
export type StatisticData = z.infer<typeof statisticDataSchema>;

/** dataOverview: the configured figures in order, with their labels. */
export const dataOverviewSchema = z.array(z.object({ key: statisticKeySchema, label: z.string(), value: int() }));

export const thirdPartySchema = z.object({ id: z.string(), name: z.string(), logo: z.string(), url: z.string() });
export const carouselImageSchema = z.object({ id: z.string(), title: z.string(), imgUrl: z.string(), linkUrl: z.string() });

export const schoolInfoSchema = z.object({
  schoolName: z.string(), logo: z.string(), intro: z.string(), address: z.string(), phone: z.string(), website: z.string(),
});
export type SchoolInfo = z.infer<typeof schoolInfoSchema>;

export const guiseLogoSchema = z.object({ schoolName: z.string(), logo: z.string(), landingColor: z.string() });

export const pageRequestSchema = z.object({
  current: z._default(z.number().check(z.int(), z.gte(1)), 1),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(50, '每页最多 50 条')), 12),
});

export const servicePageSchema = z.object({ records: z.array(serviceItemSchema), total: int(), current: int(), size: int() });

/** getPreLoginPage: the visitor's service list, optionally of one group and a keyword. */
export const preLoginPageRequestSchema = z.extend(pageRequestSchema, {
  keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
  sceneId: z.optional(z.string().check(z.maxLength(32))),
  deptId: z.optional(z.string().check(z.maxLength(32))),
  typeId: z.optional(z.string().check(z.maxLength(32))),
});

const serviceGroupSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  groupNameEn: englishAnswer(),
  total: int(),
  services: z.array(serviceItemSchema),
});
export const serviceGroupsSchema = z.object({ groupBy: z.enum(['type', 'scene', 'dept']), groups: z.array(serviceGroupSchema) });

/** queryServiceByType: one group (by the config's groupBy) paged. */
export const serviceByGroupRequestSchema = z.extend(pageRequestSchema, { groupId: z.string().check(z.minLength(1), z.maxLength(32)) });

export const countedGroupSchema = z.object({ id: z.string(), name: z.string(), nameEn: englishAnswer(), count: int() });

export const publicMessageSchema = z.object({ id: z.string(), title: z.string(), fromUserName: z.string(), createdAt: z.string() });

export const landingToolSchema = z.object({ id: z.string(), name: z.string(), icon: z.string(), url: z.string(), openWay: int() });

export interface DeptNode {
  id: string;
  name: string;
  category: string;
  children: DeptNode[];
}
export const deptNodeSchema: z.ZodMiniType<DeptNode> = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  get children() {
    return z.array(deptNodeSchema);
  },
});

export const serviceOverviewSchema = z.object({ total: int(), online: int(), offline: int(), application: int(), process: int() });

/** getPreLoginIndex: what the landing page needs for its first paint in one call. */
export const preLoginIndexSchema = z.object({
  school: guiseLogoSchema,
  config: preLoginConfigSchema,
  footer: footerSchema,
});

export const configJsonSchema = z.object({ landingColor: z.string(), pageTitle: z.string(), carousel: preLoginConfigSchema.shape.carousel });
