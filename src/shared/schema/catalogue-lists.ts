import { z } from 'zod/mini';
import { SERVICE_KINDS } from './studio-lists';

/**
 * The studio's two catalogue lists (issue 7): the service catalogue (服务目录, menu serviceHallConfig) and the users
 * (用户, menu deptResponsibilityListConfig), paged and searched by the server. They are the pages from which the
 * operator exports and imports those lists (spreadsheet lists `service` and `user`), so their filters carry the same
 * names as the export's "current search" form reads (server: spreadsheet/lists/export-sources.ts).
 */

const int = () => z.number().check(z.int());
const text = (max: number, label: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`)), '');
const current = z._default(int().check(z.gte(1, '页码从 1 开始')), 1);
const size = z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 25);
const order = z._default(z.enum(['ASC', 'DESC'], '排序方向只能是 ASC 或 DESC'), 'ASC');

// ---- Services ---------------------------------------------------------------------------------------------------

/** The columns a service page may be ordered by: a fixed list, never a column name from the request. */
export const SERVICE_SORT_FIELDS = ['sort', 'serviceCode', 'serviceName', 'deptName', 'serviceType', 'status', 'visitCount', 'releasedAt'] as const;
export type ServiceSortField = (typeof SERVICE_SORT_FIELDS)[number];
/** 上架 '1', 下架 '0'; strings, as the page's select and the export's search form hold them. */
export const SERVICE_STATUS_FILTERS = ['1', '0'] as const;

export const servicePageRequestSchema = z.object({
  /** Matches the service's name or its code. */
  keyword: text(50, '搜索关键词'),
  serviceType: z._default(z.enum([...SERVICE_KINDS, ''], '服务类型只能是 APPLICATION 或 PROCESS'), ''),
  /** The service's department ('' for all). */
  deptId: text(32, '部门编号'),
  status: z._default(z.enum([...SERVICE_STATUS_FILTERS, ''], '状态只能是 1（上架）或 0（下架）'), ''),
  sort: z._default(z.enum(SERVICE_SORT_FIELDS, '不支持按该字段排序'), 'sort'),
  order,
  current,
  size,
});
export type ServicePageRequest = z.input<typeof servicePageRequestSchema>;

const serviceRowSchema = z.object({
  /** The service's id, which is also its code (服务编码, the import's key). */
  serviceCode: z.string(),
  serviceName: z.string(),
  serviceType: z.enum(SERVICE_KINDS),
  deptId: z.string(),
  deptName: z.string(),
  /** '1' built-in flow form, '2' external link, '3' single sign-on link, '5' link with the user's combStr (OPEN-02). */
  accessWay: z.string(),
  /** OPEN-01: 1001 in-page dialog, 1002 pop-up window, 1003 new tab. */
  openWay: int(),
  /** 1 listed (上架), 0 withdrawn (下架). */
  status: int(),
  sort: int(),
  visitCount: int(),
  releasedAt: z.string(),
});
export type ServiceRow = z.infer<typeof serviceRowSchema>;

export const servicePageSchema = z.object({ records: z.array(serviceRowSchema), total: int(), current: int(), size: int() });
export type ServicePage = z.infer<typeof servicePageSchema>;

// ---- Users ------------------------------------------------------------------------------------------------------

export const USER_SORT_FIELDS = ['account', 'realName', 'roleName', 'deptName', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const userPageRequestSchema = z.object({
  /** Matches the account or the real name. */
  keyword: text(50, '搜索关键词'),
  /** The role type (admin, teacher, student, or a school's own) of the user's own role; '' for all. */
  roleType: text(32, '角色类型'),
  sort: z._default(z.enum(USER_SORT_FIELDS, '不支持按该字段排序'), 'account'),
  order,
  current,
  size,
});
export type UserPageRequest = z.input<typeof userPageRequestSchema>;

/** A user as the studio lists them: never the password or its hash. */
const userRowSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  nickName: z.string(),
  roleName: z.string(),
  roleType: z.string(),
  deptName: z.string(),
  /** Sign-in refused for now after too many failed passwords (the login throttle's account limit); else 正常. */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userPageSchema = z.object({ records: z.array(userRowSchema), total: int(), current: int(), size: int() });
export type UserPage = z.infer<typeof userPageSchema>;
