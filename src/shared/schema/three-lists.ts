import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';

/**
 * The three lists (`/threelists`, doc2 §7 "Three lists" and "Departments and duties"): the department
 * responsibility list, the service inventory and the duty list of each department, with the links between duties
 * and the services that carry them out, and the page's configuration (threeListsConfig in the studio).
 *
 * Visibility: a visitor sees public duties and services for everyone; a signed-in user every duty and the services
 * of their role.
 */

const int = () => z.number().check(z.int());
const id = (what: string) => z.string().check(z.trim(), z.minLength(1, `请选择${what}`), z.maxLength(32, '编号不能超过 32 个字符'));
const optionalId = z._default(z.string().check(z.trim(), z.maxLength(32, '编号不能超过 32 个字符')), '');
const keyword = z._default(z.string().check(z.trim(), z.maxLength(50, '搜索关键词不能超过 50 个字符')), '');
const category = z._default(z.string().check(z.trim(), z.maxLength(32, '部门分类不能超过 32 个字符')), '');
const current = z._default(int().check(z.gte(1, '页码从 1 开始')), 1);
const size = z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 10);
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

// ---------------------------------------------------------------------------------------------------------------
// Duty types
// ---------------------------------------------------------------------------------------------------------------

export const DUTY_TYPES = ['MAIN', 'COOPERATE', 'SERVICE', 'SUPERVISE'] as const;
export const dutyTypeSchema = z.enum(DUTY_TYPES);
export type DutyType = z.infer<typeof dutyTypeSchema>;

/** The Chinese name of each duty type; a duty without a type ('') reads 未分类. */
export const DUTY_TYPE_NAMES: Readonly<Record<DutyType, string>> = {
  MAIN: '主要职责',
  COOPERATE: '协同职责',
  SERVICE: '公共服务',
  SUPERVISE: '监督管理',
};

/** A duty type filter: '' for every type. */
const dutyTypeFilterSchema = z._default(z.enum([...DUTY_TYPES, '']), '');

// ---------------------------------------------------------------------------------------------------------------
// The tree (nobody/threeInventory/getTree) and the categories (indexnavigationconfig/getAllDeptCategory)
// ---------------------------------------------------------------------------------------------------------------

export const treeRequestSchema = z.object({
  /** Keeps departments whose name or code holds it (and the categories and parents on their way). */
  keyword,
});

/** Counts as the caller may see them: duties (public ones for a visitor) and listed services of their role. */
const counts = { dutyCount: int(), serviceCount: int() };

export interface ThreeListTreeNode {
  /** 'category:<name>' for a category node, the department id for a department. */
  id: string;
  label: string;
  nodeType: 'category' | 'dept';
  category: string;
  /** The department's code; '' for a category. */
  deptCode: string;
  dutyCount: number;
  serviceCount: number;
  /** Departments of the node's category under it; a sub-department under its parent when both share a category. */
  children: ThreeListTreeNode[];
}

export const treeNodeSchema: z.ZodMiniType<ThreeListTreeNode> = z.object({
  id: z.string(),
  label: z.string(),
  nodeType: z.enum(['category', 'dept']),
  category: z.string(),
  deptCode: z.string(),
  ...counts,
  get children() {
    return z.array(treeNodeSchema);
  },
});

export const deptCategorySchema = z.object({
  category: z.string(),
  deptCount: int(),
  ...counts,
});
export type DeptCategory = z.infer<typeof deptCategorySchema>;

// ---------------------------------------------------------------------------------------------------------------
// The department responsibility list (threeInventory/page)
// ---------------------------------------------------------------------------------------------------------------

export const deptPageRequestSchema = z.object({
  category,
  /** A department and those under it (the selected tree node). */
  deptId: optionalId,
  keyword,
  current,
  size,
});
export type DeptPageRequest = z.output<typeof deptPageRequestSchema>;

const threeListDeptSchema = z.object({
  deptId: z.string(),
  deptCode: z.string(),
  deptName: z.string(),
  category: z.string(),
  parentId: z.string(),
  parentName: z.string(),
  leader: z.string(),
  phone: z.string(),
  location: z.string(),
  ...counts,
});
export type ThreeListDept = z.infer<typeof threeListDeptSchema>;

export const deptPageSchema = z.object({ records: z.array(threeListDeptSchema), total: int(), current: int(), size: int() });

// ---------------------------------------------------------------------------------------------------------------
// The duty list (queryDuty)
// ---------------------------------------------------------------------------------------------------------------

export const dutyPageRequestSchema = z.object({
  category,
  /** Only this department's own duties. */
  deptId: optionalId,
  dutyType: dutyTypeFilterSchema,
  /** Only the duties this service carries out. */
  serviceId: optionalId,
  /** Duty name, code, content or basis. */
  keyword,
  current,
  size,
});
export type DutyPageRequest = z.output<typeof dutyPageRequestSchema>;

const dutySchema = z.object({
  dutyId: z.string(),
  dutyCode: z.string(),
  dutyName: z.string(),
  /** '' when the duty has no type (allowed while isDutyTypeMust is off). */
  dutyType: z.string(),
  dutyTypeName: z.string(),
  /** The legal or regulatory source of the duty (设定依据). */
  basis: z.string(),
  content: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  category: z.string(),
  /** false: only signed-in users see it. */
  isPublic: z.boolean(),
  sort: int(),
  /** Services carrying it out that the caller may see. */
  serviceCount: int(),
});
export type Duty = z.infer<typeof dutySchema>;

export const dutyPageSchema = z.object({ records: z.array(dutySchema), total: int(), current: int(), size: int() });

// ---------------------------------------------------------------------------------------------------------------
// The service inventory (queryService)
// ---------------------------------------------------------------------------------------------------------------

export const servicePageRequestSchema = z.object({
  category,
  deptId: optionalId,
  /** Only the services carrying out this duty. */
  dutyId: optionalId,
  serviceType: z._default(z.enum(['APPLICATION', 'PROCESS', '']), ''),
  keyword,
  current,
  size,
});
export type ServicePageRequest = z.output<typeof servicePageRequestSchema>;

const inventoryServiceSchema = z.extend(serviceItemSchema, {
  serviceType: z.string(),
  deptId: z.string(),
  /** Duties it carries out that the caller may see. */
  dutyCount: int(),
});
export type InventoryService = z.infer<typeof inventoryServiceSchema>;

export const servicePageSchema = z.object({ records: z.array(inventoryServiceSchema), total: int(), current: int(), size: int() });

// ---------------------------------------------------------------------------------------------------------------
// Counts (preLogin/threeInventory/threeInventoryCount and serviceCount)
// ---------------------------------------------------------------------------------------------------------------

export const countRequestSchema = z.object({ category, deptId: optionalId });

export const inventoryCountSchema = z.object({
  categoryCount: int(),
  deptCount: int(),
  dutyCount: int(),
  serviceCount: int(),
  /** Services carrying out at least one duty. */
  linkedServiceCount: int(),
});
export type InventoryCount = z.infer<typeof inventoryCountSchema>;

export const serviceCountSchema = z.object({
  total: int(),
  online: int(),
  offline: int(),
  application: int(),
  process: int(),
});
export type ServiceCount = z.infer<typeof serviceCountSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A department with its services and duties (ospDeptInfo), a service with its department and duties
// ---------------------------------------------------------------------------------------------------------------

export const deptIdRequestSchema = z.object({ deptId: id('部门') });
export const serviceIdRequestSchema = z.object({ serviceId: id('服务') });

const dutyBriefSchema = z.object({ dutyId: z.string(), dutyCode: z.string(), dutyName: z.string(), dutyType: z.string(), dutyTypeName: z.string() });
export type DutyBrief = z.infer<typeof dutyBriefSchema>;

/** queryServiceInfo: the department and its services, each with the duties it carries out. */
export const deptServiceInfoSchema = z.object({
  dept: threeListDeptSchema,
  services: z.array(z.extend(inventoryServiceSchema, { duties: z.array(dutyBriefSchema) })),
});
export type DeptServiceInfo = z.infer<typeof deptServiceInfoSchema>;

/** dutyAndService: the department and its duties, each with the services that carry it out. */
export const dutyAndServiceSchema = z.object({
  dept: threeListDeptSchema,
  duties: z.array(z.extend(dutySchema, { services: z.array(serviceItemSchema) })),
});
export type DutyAndService = z.infer<typeof dutyAndServiceSchema>;

/** getServiceDeptRelation: the service's department and the duties (of any department) it carries out. */
export const serviceDeptRelationSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  dept: threeListDeptSchema,
  duties: z.array(z.extend(dutyBriefSchema, { deptId: z.string(), deptName: z.string() })),
});
export type ServiceDeptRelation = z.infer<typeof serviceDeptRelationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The page's configuration (tripleList/saveConfig, nobody/preLogin/tripleList/getConfig) and isDutyTypeMust
// ---------------------------------------------------------------------------------------------------------------

export const THREE_LIST_KEYS = ['dept', 'service', 'duty'] as const;
const threeListKeySchema = z.enum(THREE_LIST_KEYS);
export type ThreeListKey = z.infer<typeof threeListKeySchema>;

const threeListTabSchema = z.object({
  key: threeListKeySchema,
  title: text(20, '清单名称').check(z.minLength(1, '请输入清单名称')),
  visible: z.boolean(),
  sort: int(),
});
export type ThreeListTab = z.infer<typeof threeListTabSchema>;

export const tripleListConfigSchema = z.object({
  pageTitle: text(30, '页面标题').check(z.minLength(1, '请输入页面标题')),
  intro: text(300, '页面说明'),
  /** The three lists: each once, at least one shown. */
  lists: z.array(threeListTabSchema).check(
    z.length(THREE_LIST_KEYS.length, '须配置全部三张清单'),
    z.refine((lists) => new Set(lists.map((l) => l.key)).size === lists.length, '清单不能重复'),
    z.refine((lists) => lists.some((l) => l.visible), '至少显示一张清单'),
  ),
  /** The department categories the tree shows, in this order; empty shows every category in the catalogue's order. */
  categories: z.array(text(32, '部门分类').check(z.minLength(1, '部门分类不能为空'))).check(
    z.maxLength(20, '最多 20 个部门分类'),
    z.refine((list) => new Set(list).size === list.length, '部门分类不能重复'),
  ),
  /** Whether departments without any duty appear in the tree. */
  showEmptyDepts: z.boolean(),
  /** Whether the tree and lists show counts. */
  showCounts: z.boolean(),
  pageSize: int().check(z.gte(5, '每页条数为 5–50'), z.lte(50, '每页条数为 5–50')),
  /** isDutyTypeMust: a duty must have a type. */
  dutyTypeRequired: z.boolean(),
});
export type TripleListConfig = z.infer<typeof tripleListConfigSchema>;

export const dutyTypeMustSchema = z.object({
  isDutyTypeMust: z.boolean(),
  dutyTypes: z.array(z.object({ value: dutyTypeSchema, label: z.string() })),
});
export type DutyTypeMust = z.infer<typeof dutyTypeMustSchema>;
