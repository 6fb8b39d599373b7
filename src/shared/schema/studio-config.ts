import { z } from 'zod/mini';

/**
 * The studio's draft-and-publish model (ADR 009): each configuration area of a tenant is one JSON document with a
 * draft that every studio edit changes, immutable published versions, and an audit log of every change.
 */

const int = () => z.number().check(z.int());

/** The configuration areas that go through drafts and versions; a new area adds its name here. */
const CONFIG_AREAS = ['navigation', 'homePage', 'preLogin', 'theme', 'robot', 'serviceHall', 'processCentre', 'applicationCentre', 'deptDuties', 'threeLists', 'guides', 'homeFooter', 'efficiency', 'directorySync', 'schoolSignIn'] as const;
const configAreaSchema = z.enum(CONFIG_AREAS);
export type ConfigArea = z.infer<typeof configAreaSchema>;

/** One structural change between two documents; `path` names the field, e.g. `entries[id=abc].navigationName`. */
const configChangeSchema = z.object({
  op: z.enum(['add', 'remove', 'replace', 'move']),
  path: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

/**
 * What an audit row or a version records as its cause. 'import' is a spreadsheet import into the area's live tables,
 * published as a version of its own when it ends (ADR 016).
 */
const CONFIG_ACTIONS = ['baseline', 'draft.create', 'draft.update', 'draft.remove', 'draft.order', 'draft.discard', 'publish', 'rollback', 'import'] as const;
const configActionSchema = z.enum(CONFIG_ACTIONS);
export type ConfigAction = z.infer<typeof configActionSchema>;

/** Versions are stored as 32-bit integers: a larger number names no version, and must not reach the query. */
const versionNumber = () => int().check(z.gte(1, '版本号从 1 开始'), z.lte(2_147_483_647, '版本号不存在'));

/** A version number, or the two moving points: the current draft and the latest published version. */
const versionRefSchema = z.union([
  versionNumber(),
  z.enum(['draft', 'published']),
]);
export type VersionRef = z.infer<typeof versionRefSchema>;

const note = z.string().check(z.trim(), z.maxLength(200, '版本说明不能超过 200 个字符'));

/** The draft of an area: its body, how it differs from the latest published version, and who touched it last. */
export function draftStateSchema<B extends z.core.$ZodType>(body: B) {
  return z.object({
    area: configAreaSchema,
    /** Moves with every draft edit; publish may name it to publish exactly what was previewed. */
    revision: int(),
    publishedVersion: int(),
    isDirty: z.boolean(),
    changes: z.array(configChangeSchema),
    updatedBy: z.string(),
    updatedAt: z.nullable(z.string()),
    body,
  });
}

export const publishRequestSchema = z.object({
  note: z._default(note, ''),
  /** When given, the draft must still be at this revision (no one else edited it since it was previewed). */
  revision: z.optional(int().check(z.gte(0, '草稿修订号不能为负数'))),
});

const versionSummarySchema = z.object({
  version: int(),
  action: configActionSchema,
  /** The version a rollback republished. */
  fromVersion: z.nullable(int()),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  changeCount: int(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export function versionDetailSchema<B extends z.core.$ZodType>(body: B) {
  return z.extend(versionSummarySchema, { body });
}

const pageRequest = {
  current: z._default(int().check(z.gte(1, '页码从 1 开始')), 1),
  size: z._default(int().check(z.gte(1, '每页条数至少为 1'), z.lte(100, '每页条数最多为 100')), 20),
};

export const historyRequestSchema = z.object(pageRequest);

export const historyPageSchema = z.object({
  records: z.array(versionSummarySchema),
  total: int(),
  current: int(),
  size: int(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const versionRequestSchema = z.object({ version: versionNumber() });

export const compareRequestSchema = z.object({ from: versionRefSchema, to: versionRefSchema });

export const compareResultSchema = z.object({
  /** `version` is the number a ref stands for; null for the draft. */
  from: z.object({ ref: versionRefSchema, version: z.nullable(int()) }),
  to: z.object({ ref: versionRefSchema, version: z.nullable(int()) }),
  changes: z.array(configChangeSchema),
});
export type CompareResult = z.infer<typeof compareResultSchema>;

export const rollbackRequestSchema = z.object({
  version: versionNumber(),
  note: z._default(note, ''),
});

export const publishResultSchema = z.object({ version: int(), changeCount: int() });
export type PublishResult = z.infer<typeof publishResultSchema>;

export const previewRequestSchema = z.object({
  roleId: z.string().check(z.minLength(1, '请选择预览的角色'), z.maxLength(32, '角色编号过长')),
});

export const auditRequestSchema = z.object({
  ...pageRequest,
  objectId: z.optional(z.string().check(z.maxLength(64, '对象编号过长'))),
  action: z.optional(configActionSchema),
});

const auditEntrySchema = z.object({
  id: int(),
  action: configActionSchema,
  /** The edited object inside the area (a navigation entry's id), or '' for the whole document. */
  objectId: z.string(),
  /** The object's name (the document's or a table's), or '' when it is not known any more. */
  objectName: z.string(),
  /** The call that made the change, e.g. indexnavigationconfig/submit. */
  summary: z.string(),
  changes: z.array(configChangeSchema),
  version: z.nullable(int()),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});

export const auditPageSchema = z.object({
  records: z.array(auditEntrySchema),
  /** The names of the ids the page's changes mention (objects, departments, services, roles, users): id → name. */
  names: z.record(z.string(), z.string()),
  total: int(),
  current: int(),
  size: int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
