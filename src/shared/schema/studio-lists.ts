import { z } from 'zod/mini';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MIMES } from './chat';

/**
 * The studio's common lists (doc2 §7 "Departments and duties", "Portal configuration › common"): the department
 * trees, teachers, services, role classes, the configuration apps and the access ways that the studio's forms
 * offer in their selects. Every list answers the DICT-01 shape (`dictKey`, `dictValue`, under `result`); a tree
 * nests the same shape under `children`, so one dictionary select serves flat lists and trees alike.
 */

const int = () => z.number().check(z.int());
const text = (max: number, label: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`)), '');

/**
 * DICT-01: a dictionary select sends the tenant it works in. Optional, since the caller's token names the tenant
 * anyway; when sent it must be the caller's own (another tenant's is refused, never silently swapped).
 */
export const tenantIdParamSchema = z.optional(z.string().check(z.regex(/^\d{6}$/, '租户编号应为 6 位数字')));

/** How many options one answer holds at most: a select searches remotely rather than listing 10,000 teachers. */
const DICT_MAX_SIZE = 200;
const size = z._default(int().check(z.gte(1, '每次至少 1 条'), z.lte(DICT_MAX_SIZE, `每次最多 ${DICT_MAX_SIZE} 条`)), 50);

/** One option of a dictionary select (DICT-01): value dictKey, label dictValue. */
const dictOptionSchema = z.object({ dictKey: z.string(), dictValue: z.string() });
type DictOption = z.infer<typeof dictOptionSchema>;

// ---- Departments ------------------------------------------------------------------------------------------------

export interface DeptTreeNode extends DictOption {
  parentId: string | null;
  deptCode: string;
  deptCategory: string;
  children: DeptTreeNode[];
}

export const deptTreeNodeSchema: z.ZodMiniType<DeptTreeNode> = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  parentId: z.nullable(z.string()),
  deptCode: z.string(),
  deptCategory: z.string(),
  get children() {
    return z.array(deptTreeNodeSchema);
  },
});

/** getDeptTree / getDeptTreePower: the search term travels as deptName, DICT-01's default remote-search name. */
export const deptTreeRequestSchema = z.object({ tenantId: tenantIdParamSchema, deptName: text(50, '部门名称') });

// ---- Teachers ---------------------------------------------------------------------------------------------------

export const teacherDropListRequestSchema = z.object({
  tenantId: tenantIdParamSchema,
  /** Matches the name or the account. */
  keyword: text(50, '搜索关键词'),
  /** Matches the department the teacher belongs to. */
  deptName: text(50, '部门名称'),
  size,
});
export type TeacherDropListRequest = z.infer<typeof teacherDropListRequestSchema>;

/** A teacher: dictKey the user id, dictValue the real name. */
export const teacherOptionSchema = z.extend(dictOptionSchema, { account: z.string(), deptName: z.string() });
export type TeacherOption = z.infer<typeof teacherOptionSchema>;

// ---- Services ---------------------------------------------------------------------------------------------------

export const SERVICE_KINDS = ['APPLICATION', 'PROCESS'] as const;

export const serviceInfoRequestSchema = z.object({
  tenantId: tenantIdParamSchema,
  serviceName: text(50, '服务名称'),
  /** '' for both kinds. */
  serviceType: z._default(z.enum([...SERVICE_KINDS, '']), ''),
  /** Withdrawn services too (a configuration may still name one); listed ones only by default. */
  includeWithdrawn: z._default(z.boolean(), false),
  size,
});
export type ServiceInfoRequest = z.infer<typeof serviceInfoRequestSchema>;

/** A service: dictKey the service id, dictValue its name. */
export const serviceOptionSchema = z.extend(dictOptionSchema, {
  serviceDeptName: z.string(),
  serviceType: z.enum(SERVICE_KINDS),
  /** 1 listed, 0 withdrawn. */
  status: int(),
});
export type ServiceOption = z.infer<typeof serviceOptionSchema>;

// ---- Roles, apps, access ways ------------------------------------------------------------------------------------

export const tenantOnlyRequestSchema = z.object({ tenantId: tenantIdParamSchema });

/** A role class (dictKey the role type) with its roles under children (dictKey the role id). */
export const roleClassSchema = z.extend(dictOptionSchema, {
  children: z.array(z.extend(dictOptionSchema, { roleType: z.string() })),
});
export type RoleClass = z.infer<typeof roleClassSchema>;

/** A configuration app of the studio: dictKey its menu name, dictValue its title. */
export const appOptionSchema = z.extend(dictOptionSchema, { path: z.string() });
export type AppOption = z.infer<typeof appOptionSchema>;

/** OPEN-01's ways of opening a service: dictKey the openWay value, with how many of the tenant's services use it. */
export const accessWayOptionSchema = z.extend(dictOptionSchema, { serviceCount: int() });
export type AccessWayOption = z.infer<typeof accessWayOptionSchema>;

// ---- Upload -----------------------------------------------------------------------------------------------------

/**
 * common/upload: an image for a configuration (an icon, a logo, a carousel picture), sent like a chat image — in
 * base64 inside the wrapped JSON body, so it is encrypted and signed like every studio call (multipart bodies are
 * only signed, see the wrapped-calls hook), with the chat's limits: PNG, JPEG, GIF or WebP, at most 512 KB.
 */
export const studioUploadRequestSchema = z.object({
  tenantId: tenantIdParamSchema,
  fileName: z.string().check(z.trim(), z.minLength(1, '请选择文件'), z.maxLength(100, '文件名不能超过 100 个字符')),
  mime: z.enum(CHAT_IMAGE_MIMES, '只支持 PNG、JPEG、GIF、WebP 图片'),
  /** The bytes in base64; the server checks the size and that the bytes really are the declared type. */
  data: z.string().check(z.minLength(1, '请选择文件'), z.maxLength(Math.ceil(CHAT_IMAGE_MAX_BYTES / 3) * 4 + 4, '图片不能超过 512KB')),
});
export type StudioUploadRequest = z.infer<typeof studioUploadRequestSchema>;

/** The stored file: its id and the URL the portal shows it from (/api/files/{id}). */
export const studioUploadResultSchema = z.object({ fileId: z.string(), url: z.string(), fileName: z.string(), size: int() });
export type StudioUploadResult = z.infer<typeof studioUploadResultSchema>;
