import { z } from 'zod/mini';
import { englishText, ENGLISH_LIMITS } from './english';
import { navigationEntrySchema } from './shell';

/**
 * The navigation area of the studio (SHELL-07, SHELL-08): the draft document the studio edits, the bodies of
 * indexnavigationconfig and platformapplynavigation, and the preview the portal's getTopMenu would answer.
 */

const int = () => z.number().check(z.int());
const id = z.string().check(z.minLength(1, '导航编号不能为空'), z.maxLength(32, '导航编号过长'));

/** SHELL-08: at most this many custom navigations (isBuilt 2) per tenant, refused with the spec's exact text. */
export const MAX_CUSTOM_NAVIGATIONS = 6;
export const CUSTOM_NAVIGATION_LIMIT_MSG = '最多新增6个自定义导航';
/** isBuilt of a custom entry (doc1 §3); built-in entries are 1. */
export const CUSTOM_NAVIGATION = 2;
export const BUILT_IN_NAVIGATION = 1;

const navigationName = z.string().check(
  z.trim(),
  z.minLength(1, '导航名称不能为空'),
  z.maxLength(32, '导航名称不能超过 32 个字符'),
);
/** The optional English name (ADR 033): shown in English mode, the Chinese name otherwise. */
const navigationNameEn = englishText(ENGLISH_LIMITS.navigationName, '英文名称');
/** A portal route (`/…`) or another site (http/https, opened in the /navIfram host). */
const navigationPath = z.string().check(
  z.trim(),
  z.minLength(1, '导航地址不能为空'),
  z.maxLength(200, '导航地址不能超过 200 个字符'),
  z.regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/i, '导航地址须以 / 开头（站内页面），或以 http:// 或 https:// 开头'),
);
const configPath = z.string().check(
  z.trim(),
  z.maxLength(200, '配置页地址不能超过 200 个字符'),
  z.regex(/^(\/[^\s]*)?$/, '配置页地址须以 / 开头'),
);
const isAuto = int().check(z.gte(0, '是否启用只能为 0 或 1'), z.lte(1, '是否启用只能为 0 或 1'));
/** Roles that see the entry in the top navigation; empty means every role. */
const roleIds = z.array(z.string().check(z.minLength(1, '角色编号不能为空'), z.maxLength(32, '角色编号过长'))).check(
  z.maxLength(50, '可见角色最多 50 个'),
);

/** One entry of the navigation document; its position in `entries` is its order. */
const navigationDocEntrySchema = z.object({
  id,
  navigationName,
  navigationNameEn,
  navigationType: z.string().check(z.minLength(1, '导航类型不能为空'), z.maxLength(32, '导航类型过长')),
  isBuilt: int().check(z.gte(1, '是否内置只能为 1 或 2'), z.lte(2, '是否内置只能为 1 或 2')),
  isAuto,
  path: navigationPath,
  configPath,
  roleIds,
});
export type NavigationDocEntry = z.infer<typeof navigationDocEntrySchema>;

function hasUnique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

/** The navigation area's document: what the draft holds and what every version keeps. */
export const navigationDocumentSchema = z.object({
  entries: z.array(navigationDocEntrySchema).check(
    z.maxLength(30, '导航最多 30 个'),
    z.refine((entries) => entries.filter((e) => e.isBuilt === CUSTOM_NAVIGATION).length <= MAX_CUSTOM_NAVIGATIONS, CUSTOM_NAVIGATION_LIMIT_MSG),
    z.refine((entries) => hasUnique(entries.map((e) => e.id)), '导航编号重复'),
    z.refine((entries) => hasUnique(entries.map((e) => e.navigationName)), '导航名称已存在'),
  ),
});
export type NavigationDocument = z.infer<typeof navigationDocumentSchema>;

/** An entry as the studio's list shows it: the document entry with its display order. */
export const navigationConfigItemSchema = z.extend(navigationDocEntrySchema, { sort: int() });
export type NavigationConfigItem = z.infer<typeof navigationConfigItemSchema>;

/**
 * indexnavigationconfig/submit and platformapplynavigation/submit. Without `id` a custom navigation is added (the +
 * button of SHELL-07); with it the entry is changed. A built-in entry keeps its type and address.
 */
export const navigationSubmitSchema = z.object({
  id: z.optional(id),
  navigationName,
  navigationNameEn,
  path: navigationPath,
  configPath: z._default(configPath, ''),
  isAuto: z._default(isAuto, 1),
  roleIds: z._default(roleIds, []),
});
export type NavigationSubmit = z.input<typeof navigationSubmitSchema>;

export const navigationByIdSchema = z.object({ id });

/** platformapplynavigation/navigationConfig: every entry exactly once, in the new order. */
export const navigationOrderSchema = z.object({
  ids: z.array(id).check(z.minLength(1, '排序列表不能为空'), z.maxLength(30, '导航最多 30 个')),
});

/** platformapplynavigation/identity/card/list: each role of the tenant and whether it sees the entry. */
export const navigationIdentitySchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  roleType: z.string(),
  visible: z.boolean(),
});
export type NavigationIdentity = z.infer<typeof navigationIdentitySchema>;

/** Preview as a role: what getTopMenu would answer that role from the draft. */
export const navigationPreviewSchema = z.array(navigationEntrySchema);
