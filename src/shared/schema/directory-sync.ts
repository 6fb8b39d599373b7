import { z } from 'zod/mini';
import { roleRulesSchema } from './role-rules';

/**
 * LDAP directory sync (ADR 023): its settings as a draft area (`directorySync`, menu deptResponsibilityListConfig,
 * beside the studio's departments and users), the connection test, and a run's status and report.
 */

const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
const required = (max: number, label: string) => text(max, label).check(z.minLength(1, `请输入${label}`));
/** An LDAP attribute description (RFC 4512 descr), e.g. uid, departmentNumber. */
const attribute = (label: string) => required(64, label).check(z.regex(/^[A-Za-z][A-Za-z0-9-]*$/, `${label}须为 LDAP 属性名（字母开头，字母、数字或 -）`));
const filter = (label: string) => required(500, label).check(z.regex(/^\(.*\)$/, `${label}须以括号括起，如 (objectClass=inetOrgPerson)`));
const dn = (label: string) => text(500, label).check(z.regex(/^([^=,]+=[^,]*)(,\s*[^=,]+=[^,]*)*$|^$/, `${label}格式不正确，如 ou=people,dc=school,dc=example`));

const DIRECTORY_URL_MESSAGE = '地址须以 ldap:// 或 ldaps:// 开头，如 ldaps://ldap.school.edu.cn:636';
const url = text(300, '目录服务器地址').check(z.regex(/^(ldaps?:\/\/[^\s/]+\/?)?$/i, DIRECTORY_URL_MESSAGE));

/** Which directory attribute holds each of our fields. */
const directoryMappingSchema = z.object({
  account: attribute('账号属性'),
  name: attribute('姓名属性'),
  mail: attribute('邮箱属性'),
  /** On a person: the code of their department. */
  department: attribute('部门属性'),
  affiliation: attribute('身份属性'),
  /** On a department entry: its code and its display name. */
  departmentCode: attribute('部门编码属性'),
  departmentName: attribute('部门名称属性'),
});

const MIN_SCHEDULE_MINUTES = 5;
const MAX_SCHEDULE_MINUTES = 10_080;

/**
 * The settings as stored in the draft and the versions. The bind password is not here: `bindPasswordId` names a
 * sealed row on the server (directory_secrets), so no answer, diff or audit entry carries the secret.
 */
export const directorySyncDocumentSchema = z.object({
  url,
  bindDn: dn('绑定 DN'),
  /** '' until a password is set. */
  bindPasswordId: text(32, '绑定密码'),
  peopleBase: dn('人员基准 DN'),
  peopleFilter: filter('人员过滤条件'),
  departmentsBase: dn('部门基准 DN'),
  departmentsFilter: filter('部门过滤条件'),
  mapping: directoryMappingSchema,
  /** First match wins; a person matching none gets `defaultRoleId`, or is refused when it is ''. */
  roleRules: roleRulesSchema,
  defaultRoleId: text(32, '默认角色'),
  /** Minutes between scheduled runs; 0 runs on demand only. */
  scheduleMinutes: z.number().check(z.int('同步间隔须为整数'), z.refine((m) => m === 0 || (m >= MIN_SCHEDULE_MINUTES && m <= MAX_SCHEDULE_MINUTES), `同步间隔须为 0（不定时）或 ${MIN_SCHEDULE_MINUTES}–${MAX_SCHEDULE_MINUTES} 分钟`)),
  /** Connect and per-operation time-out. */
  timeoutSeconds: z.number().check(z.int('超时须为整数'), z.minimum(1, '超时至少 1 秒'), z.maximum(120, '超时最多 120 秒')),
  pageSize: z.number().check(z.int('分页大小须为整数'), z.minimum(50, '分页大小至少 50'), z.maximum(5_000, '分页大小最多 5000')),
});
export type DirectorySyncDocument = z.output<typeof directorySyncDocumentSchema>;

/** A fresh tenant's settings: nothing to connect to, the usual inetOrgPerson attributes, no schedule. */
export const DEFAULT_DIRECTORY_SYNC: DirectorySyncDocument = {
  url: '',
  bindDn: '',
  bindPasswordId: '',
  peopleBase: '',
  peopleFilter: '(objectClass=inetOrgPerson)',
  departmentsBase: '',
  departmentsFilter: '(objectClass=organizationalUnit)',
  mapping: {
    account: 'uid', name: 'cn', mail: 'mail', department: 'departmentNumber', affiliation: 'employeeType',
    departmentCode: 'ou', departmentName: 'description',
  },
  roleRules: [],
  defaultRoleId: '',
  scheduleMinutes: 0,
  timeoutSeconds: 10,
  pageSize: 500,
};

/**
 * What the studio edits: the document without the password's id, and the password itself, write-only: '' keeps
 * the stored one, `clearBindPassword` removes it.
 */
export const directorySyncSettingsSchema = z.object({
  ...directorySyncDocumentSchema.shape,
  bindPasswordId: z.optional(z.string()),
  bindPassword: z.optional(z.string().check(z.maxLength(256, '绑定密码不能超过 256 个字符'))),
  clearBindPassword: z.optional(z.boolean()),
});
export type DirectorySyncSettingsInput = z.input<typeof directorySyncSettingsSchema>;

/** The settings as the studio reads them: whether a password is stored, never the password. */
export const directorySyncSettingsViewSchema = z.object({
  ...directorySyncDocumentSchema.shape,
  hasBindPassword: z.boolean(),
});
export type DirectorySyncSettingsView = z.output<typeof directorySyncSettingsViewSchema>;

/** The connection test: the settings being edited (unsaved), with the stored password when none is typed. */
export const directoryTestRequestSchema = z.object({
  url: required(300, '目录服务器地址').check(z.regex(/^ldaps?:\/\/[^\s/]+\/?$/i, DIRECTORY_URL_MESSAGE)),
  bindDn: dn('绑定 DN'),
  bindPassword: z.optional(z.string().check(z.maxLength(256, '绑定密码不能超过 256 个字符'))),
  peopleBase: required(500, '人员基准 DN'),
  departmentsBase: text(500, '部门基准 DN'),
  timeoutSeconds: z.number().check(z.int(), z.minimum(1), z.maximum(120)),
});

export const directoryTestResultSchema = z.object({
  ok: z.boolean(),
  /** Chinese: what worked, or what is wrong (unreachable, bad credentials, base DN not found, time-out). */
  message: z.string(),
  /** One entry read under the people base, proving the search works ('' when none). */
  sampleDn: z.string(),
  elapsedMs: z.number(),
});
export type DirectoryTestResult = z.output<typeof directoryTestResultSchema>;

export const REPORT_SAMPLE_ROWS = 20;

const reportRowSchema = z.object({
  account: z.string(),
  name: z.string(),
  /** Changed: which fields (姓名, 部门, 角色, 邮箱, 重新启用); refused: why. */
  detail: z.string(),
});
export type ReportRow = z.output<typeof reportRowSchema>;

const countedRows = z.object({ count: z.number(), rows: z.array(reportRowSchema) });

export const syncReportSchema = z.object({
  phase: z.enum(['departments', 'people', 'disabling', 'done']),
  departments: z.object({ read: z.number(), added: z.number(), changed: z.number() }),
  /** People read so far (a complete read when the phase is past `people`). */
  peopleRead: z.number(),
  unchanged: z.number(),
  added: countedRows,
  changed: countedRows,
  disabled: countedRows,
  refused: countedRows,
});
export type SyncReport = z.output<typeof syncReportSchema>;

export const syncRunSchema = z.object({
  jobId: z.string(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed']),
  /** Who started it: a user's name, or 定时任务. */
  startedBy: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  errorMsg: z.string(),
  report: z.nullable(syncReportSchema),
});
export type SyncRun = z.output<typeof syncRunSchema>;

export const syncStartResultSchema = z.object({
  jobId: z.string(),
  /** False when a sync of the tenant was already queued or running: that one is answered, no second starts. */
  created: z.boolean(),
});

export const syncStatusRequestSchema = z.object({ jobId: z.optional(z.string().check(z.maxLength(64))) });
export const syncRunsRequestSchema = z.object({ limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))) });
export const syncRunsSchema = z.object({ runs: z.array(syncRunSchema) });
