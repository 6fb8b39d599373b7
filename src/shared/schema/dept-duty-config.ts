import { z } from 'zod/mini';
import { sortFieldSchema, sortOrderSchema } from './list-sort';
import { DUTY_TYPES, dutyTypeSchema } from './three-lists';

/**
 * The department duty list configuration (`/deptResponsibilityListConfig`, doc2 §7 ospDeptDutyListConfig and
 * ospDeptInfo): the duties of every department and each department's contact details, as one draft document
 * (ADR 009 area `deptDuties`). The three lists show them once the document is published.
 */

const int = () => z.number().check(z.int());
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
const required = (max: number, label: string) => text(max, label).check(z.minLength(1, `请输入${label}`));
const idOf = (what: string) => z.string().check(z.trim(), z.minLength(1, `请选择${what}`), z.maxLength(32, `${what}编号不能超过 32 个字符`));
const current = z._default(int().check(z.gte(1, '页码从 1 开始')), 1);
const size = z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 10);
const keyword = z._default(text(50, '搜索关键词'), '');

/** A duty code: letters, digits, '-' and '_' (the spreadsheet import matches rows by it). */
const dutyCode = required(32, '职责编码').check(z.regex(/^[A-Za-z0-9_-]+$/, '职责编码只能包含字母、数字、“-”和“_”'));

/** What an administrator enters for a duty; the department is chosen by id. */
const dutyInputShape = {
  deptId: idOf('所属部门'),
  dutyCode,
  dutyName: required(100, '职责名称'),
  /** '' for none; refused while the three lists require a type (isDutyTypeMust). */
  dutyType: z._default(z.enum([...DUTY_TYPES, '']), ''),
  basis: z._default(text(2000, '设定依据'), ''),
  content: required(4000, '职责内容'),
  isPublic: z._default(z.boolean(), true),
  /** Services that carry the duty out. */
  serviceIds: z._default(z.array(idOf('服务')).check(z.maxLength(50, '承接服务最多 50 个')), []),
};

export const dutySaveRequestSchema = z.object(dutyInputShape);
export const dutyUpdateRequestSchema = z.object({ id: idOf('职责'), ...dutyInputShape });
export const dutyRemoveRequestSchema = z.object({ id: idOf('职责') });

/** One duty of the document; its position among its department's duties is its order. */
const dutyDocSchema = z.object({ id: idOf('职责'), ...dutyInputShape });
export type DutyDoc = z.infer<typeof dutyDocSchema>;

/** A department's contact details as the three lists show them (ospDeptInfo/update). */
const deptInfoShape = {
  deptId: idOf('部门'),
  leader: z._default(text(32, '负责人'), ''),
  phone: z._default(text(32, '联系电话').check(z.regex(/^[0-9+\-() ]*$/, '联系电话只能包含数字、空格和 + - ( )')), ''),
  location: z._default(text(100, '办公地点'), ''),
};
const deptInfoDocSchema = z.object(deptInfoShape);
export type DeptInfoDoc = z.infer<typeof deptInfoDocSchema>;
export const deptInfoUpdateRequestSchema = z.object(deptInfoShape);
export type DeptInfoUpdateRequest = z.input<typeof deptInfoUpdateRequestSchema>;

const unique = <T>(key: (item: T) => string) => (items: readonly T[]) => new Set(items.map(key)).size === items.length;

/**
 * The most duties a tenant's document holds: the studio's edits and a spreadsheet import alike stop there (an import
 * is published as a version of the document, ADR 016). Room for a 20,000-row import beside a school's own duties.
 */
export const MAX_DUTIES = 50_000;

/** The area's document: every duty of the tenant, and the contact details of every department. */
export const deptDutyDocumentSchema = z.object({
  duties: z.array(dutyDocSchema).check(
    z.maxLength(MAX_DUTIES, `职责最多 ${MAX_DUTIES} 条`),
    z.refine(unique<DutyDoc>((d) => d.id), '职责编号重复'),
    z.refine(unique<DutyDoc>((d) => d.dutyCode), '职责编码已存在'),
  ),
  depts: z.array(deptInfoDocSchema).check(z.refine(unique<DeptInfoDoc>((d) => d.deptId), '部门重复')),
});
export type DeptDutyDocument = z.infer<typeof deptDutyDocumentSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Lists the studio reads
// ---------------------------------------------------------------------------------------------------------------

/** The duty list's sortable columns (serviceIds: by how many services carry the duty). */
export const DUTY_SORT_FIELDS = ['deptName', 'sort', 'dutyCode', 'dutyName', 'dutyType', 'isPublic', 'serviceIds'] as const;
export type DutySortField = (typeof DUTY_SORT_FIELDS)[number];

export const dutyConfigPageRequestSchema = z.object({
  /** Only this duty ('' for all): how the studio reads one duty for its edit form. */
  id: z._default(text(32, '职责编号'), ''),
  /** Only this department's duties ('' for all). */
  deptId: z._default(text(32, '部门编号'), ''),
  dutyType: z._default(z.enum([...DUTY_TYPES, '']), ''),
  /** Duty code, name or content, or the department's name or code. */
  keyword,
  /** Absent: department order, then each department's own order. */
  sort: sortFieldSchema(DUTY_SORT_FIELDS),
  order: sortOrderSchema,
  current,
  size,
});

const dutyConfigRowSchema = z.extend(dutyDocSchema, {
  dutyType: z.union([dutyTypeSchema, z.literal('')]),
  deptCode: z.string(),
  deptName: z.string(),
  sort: int(),
});
export type DutyConfigRow = z.infer<typeof dutyConfigRowSchema>;

export const dutyConfigPageSchema = z.object({ records: z.array(dutyConfigRowSchema), total: int(), current: int(), size: int() });

export const deptInfoPageRequestSchema = z.object({
  /** Only this department ('' for all). */
  deptId: z._default(text(32, '部门编号'), ''),
  category: z._default(text(32, '部门分类'), ''),
  keyword,
  current,
  size,
});

const deptInfoRowSchema = z.object({
  deptId: z.string(),
  deptCode: z.string(),
  deptName: z.string(),
  category: z.string(),
  parentName: z.string(),
  leader: z.string(),
  phone: z.string(),
  location: z.string(),
  /** Duties the draft holds for the department. */
  dutyCount: int(),
});
export type DeptInfoRow = z.infer<typeof deptInfoRowSchema>;

export const deptInfoPageSchema = z.object({ records: z.array(deptInfoRowSchema), total: int(), current: int(), size: int() });

export const noDutyDeptRequestSchema = z.object({ keyword });
export const noDutyDeptSchema = z.object({ deptId: z.string(), deptCode: z.string(), deptName: z.string(), category: z.string() });
export type NoDutyDept = z.infer<typeof noDutyDeptSchema>;

/** What the three lists would show a role from the draft: each department with its duties in order. */
export const deptDutyPreviewSchema = z.array(z.object({
  deptId: z.string(),
  deptName: z.string(),
  duties: z.array(z.object({ dutyCode: z.string(), dutyName: z.string(), dutyType: z.string(), isPublic: z.boolean() })),
}));
export type DeptDutyPreview = z.infer<typeof deptDutyPreviewSchema>;
