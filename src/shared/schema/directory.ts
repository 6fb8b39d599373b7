import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';
import { englishAnswer } from './english';

/**
 * The service directory: the application centre, the process centre and the service hall (ROUTE-06), their filters
 * and sorts, service details for users and guests (OPEN-04), favourites, the click log (OPEN-03) and the URL check.
 */

const id = z.string().check(z.minLength(1, '请选择服务'), z.maxLength(32, '编号不能超过 32 个字符'));
const optionalId = z._default(z.string().check(z.maxLength(32, '编号不能超过 32 个字符')), '');
const int = () => z.number().check(z.int());

/** ROUTE-06: APPLICATION for /applicationServiceCenter, PROCESS for /processServiceCenter, '' (all) for /serviceHall. */
const DIRECTORY_SERVICE_TYPES = ['APPLICATION', 'PROCESS', ''] as const;
const directoryServiceTypeSchema = z.enum(DIRECTORY_SERVICE_TYPES);
export type DirectoryServiceType = z.infer<typeof directoryServiceTypeSchema>;

/** OPEN-05: OFFLINE is offline handling, ONLINE online; '' both. */
const processTypeFilterSchema = z.enum(['ONLINE', 'OFFLINE', '']);

/** heat: most visited first; newest: latest release first; rating: best average first; default: the catalogue's order. */
export const DIRECTORY_SORTS = ['heat', 'newest', 'rating', 'default'] as const;
export const directorySortSchema = z.enum(DIRECTORY_SORTS);
export type DirectorySort = z.infer<typeof directorySortSchema>;

const MAX_PAGE_SIZE = 100;

/** serverCenter/page, customPage and OSP page: every filter optional ('' = not filtered). */
export const directoryPageRequestSchema = z.object({
  serviceType: z._default(directoryServiceTypeSchema, ''),
  deptId: optionalId,
  sceneId: optionalId,
  typeId: optionalId,
  processType: z._default(processTypeFilterSchema, ''),
  shelfLabelId: optionalId,
  keyword: z._default(z.string().check(z.trim(), z.maxLength(50, '搜索关键词不能超过 50 个字符')), ''),
  sort: z._default(directorySortSchema, 'default'),
  current: z._default(int().check(z.gte(1, '页码从 1 开始')), 1),
  size: z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(MAX_PAGE_SIZE, `每页最多 ${MAX_PAGE_SIZE} 条`)), 10),
});
export type DirectoryPageRequest = z.input<typeof directoryPageRequestSchema>;
export type DirectoryQuery = z.output<typeof directoryPageRequestSchema>;

/** pageRoles: the page as the users of `roleId` see it (serviceHallConfig previews). */
export const directoryPageRolesRequestSchema = z.extend(directoryPageRequestSchema, { roleId: id });

/** A service in a directory list: the service item plus its ratings summary and whether the caller collected it. */
export const directoryItemSchema = z.extend(serviceItemSchema, {
  serviceType: z.string(),
  /** Average of the ratings, 0–5 with two decimals; 0 with no rating yet. */
  ratingAvg: z.number(),
  ratingCount: int(),
  /** Always false for a visitor. */
  collected: z.boolean(),
});
export type DirectoryItem = z.infer<typeof directoryItemSchema>;

export const directoryPageSchema = z.object({
  records: z.array(directoryItemSchema),
  total: int(),
  current: int(),
  size: int(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export const serviceIdRequestSchema = z.object({ serviceId: id });

/** Guest details (customDetails, OPEN-04): the whole service, nothing about the caller. */
export const guestServiceDetailsSchema = z.extend(serviceItemSchema, {
  serviceType: z.string(),
  description: z.string(),
  descriptionEn: englishAnswer(),
  deptId: z.string(),
  sceneId: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  typeNameEn: englishAnswer(),
  /** 'all', 'teacher' or 'student': who the service is for. */
  audience: z.string(),
  ratingAvg: z.number(),
  ratingCount: int(),
});
export type GuestServiceDetails = z.infer<typeof guestServiceDetailsSchema>;

/** Signed-in details (details, OPEN-04): the guest details plus the caller's own state. */
export const serviceDetailsSchema = z.extend(guestServiceDetailsSchema, { collected: z.boolean() });
export type ServiceDetails = z.infer<typeof serviceDetailsSchema>;

/** One option of a filter list, with the count of services the caller sees under it. */
export const filterOptionSchema = z.object({ id: z.string(), name: z.string(), nameEn: englishAnswer(), count: int() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/**
 * serviceDept / serviceScene / serviceType listByUser: counts within one centre ('' = the whole hall), narrowed by the
 * other filters chosen and the keyword (a list's own filter never narrows its own options).
 */
export const filterOptionsRequestSchema = z.object({
  serviceType: z._default(directoryServiceTypeSchema, ''),
  deptId: optionalId,
  sceneId: optionalId,
  typeId: optionalId,
  processType: z._default(processTypeFilterSchema, ''),
  shelfLabelId: optionalId,
  keyword: z._default(z.string().check(z.trim(), z.maxLength(50, '搜索关键词不能超过 50 个字符')), ''),
});
export type FilterOptionsRequest = z.output<typeof filterOptionsRequestSchema>;

/** heatService / NewlyLaunched: the top of one list. */
export const topServicesRequestSchema = z.object({
  serviceType: z._default(directoryServiceTypeSchema, ''),
  size: z._default(int().check(z.gte(1, '至少 1 条'), z.lte(50, '最多 50 条')), 10),
});

/** serviceCount: the services the caller sees, by centre and by way of handling (OPEN-05). */
export const serviceCountSchema = z.object({
  total: int(),
  application: int(),
  process: int(),
  online: int(),
  offline: int(),
});
export type ServiceCount = z.infer<typeof serviceCountSchema>;

export const shelfLabelSchema = z.object({ id: z.string(), labelName: z.string(), sort: int() });
export type ShelfLabel = z.infer<typeof shelfLabelSchema>;

export const shelfServicesRequestSchema = z.object({ shelfLabelId: id });

export const roleOptionSchema = z.object({ roleId: z.string(), roleName: z.string(), roleType: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** changeOrder: every current favourite exactly once, in the new order. */
export const changeOrderRequestSchema = z.object({
  serviceIds: z.array(z.string().check(z.minLength(1), z.maxLength(32))).check(z.maxLength(500, '收藏最多 500 项')),
});

export const collectResultSchema = z.object({ serviceId: z.string(), collected: z.boolean() });

/** OPEN-03: whether this click was counted (one per user or address and service per 10 s) and the count now. */
export const clickResultSchema = z.object({ counted: z.boolean(), visitCount: int() });

export const checkUrlRequestSchema = z.object({ url: z.string().check(z.maxLength(2000, '地址不能超过 2000 个字符')) });
/** `reason` is the Chinese reason a URL is refused; '' when it is accepted. */
export const checkUrlResultSchema = z.object({ ok: z.boolean(), reason: z.string() });
export type CheckUrlResult = z.infer<typeof checkUrlResultSchema>;
