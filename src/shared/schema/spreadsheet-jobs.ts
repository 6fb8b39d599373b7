import { z } from 'zod/mini';
import type { ConfigArea } from './studio-config';
import { tenantIdParamSchema } from './studio-lists';

/**
 * Spreadsheet export and import of the studio's admin lists (issue 7; doc1 §4 "Export"/"Import", §5, §7 "Export and
 * import"; rules EXP-01..12, IMP-01..17). Both run as durable server jobs: a start answers `result.redisKey`, the
 * dialog polls progress with that key every 3 s, and the job goes on (and survives a server restart) without it.
 *
 * The lists (`SPREADSHEET_LISTS`). Each list's calls live under the list's own path family, `<base>/excel/<op>`,
 * and the server registers the same generic family for every list name, with the list's configuration menu:
 *
 * | list name    | 名称        | base                                        | menu                          | import |
 * |--------------|-------------|---------------------------------------------|-------------------------------|--------|
 * | `deptDuty`   | 部门职责清单 | /api/blade-workbench/ospDeptDutyListConfig  | deptResponsibilityListConfig  | yes    |
 * | `department` | 部门        | /api/blade-workbench/ospDeptInfo            | deptResponsibilityListConfig  | yes    |
 * | `service`    | 服务目录     | /api/blade-platform/serverCenter            | serviceHallConfig             | yes    |
 * | `user`       | 用户        | /api/blade-platform/userManage              | deptResponsibilityListConfig  | yes    |
 * | `cardType`   | 卡片类型     | /api/blade-platform/indextypeconfig         | homePageConfig                | no     |
 * | `card`       | 卡片        | /api/blade-platform/indexcardconfig         | homePageConfig                | no     |
 * | `navigation` | 顶部导航     | /api/blade-platform/indexnavigationconfig   | addNavigation                 | no     |
 * | `guide`      | 办事指南     | /api/blade-workbench/guide/manage           | managementGuideConfig         | no     |
 * | `knowledge`  | 知识库       | /api/blade-workbench/question/knowledge     | serviceHallConfig             | yes    |
 * | `sensitiveWord` | 敏感词    | /api/blade-workbench/sensitiveWord          | serviceHallConfig             | no     |
 * | `feedback`   | 问题反馈     | /api/blade-workbench/question/feedBack      | serviceHallConfig             | no     |
 * | `cardColumn` | 卡片栏目     | /api/blade-platform/cardcolumnconfig        | homePageConfig                | no     |
 * | `scene`      | 问题场景     | /api/blade-workbench/questionScene          | serviceHallConfig             | no     |
 *
 * Which lists import, and why the others do not: a list imports when its rows are flat records an operator keeps
 * in bulk and the import can match each row by a stable key the export writes (职责编码, 部门编码, 服务编码, 账号,
 * 问题编号). Card types, cards, card columns, navigation, guides and scenes are draft documents (ADR 009) of a few
 * dozen hand-made entries whose rows carry nested parts a sheet cannot hold (a card's roles and columns, a column's
 * data source, a guide's steps and materials, an entry's visible roles); they are edited in the studio, and their
 * export is for review. Sensitive words are added one by one and checked at once (SHELL-10); feedback is users'
 * reports, answered one by one in the studio.
 *
 * The operations (`<base>/excel/…`): exportHeader, exportCount, export, exportProgress, exportFinal (GET, the file;
 * the one unwrapped path, WRAP-04), importTemplate (GET), importUpload (multipart), importMatch, import,
 * importProgress, importErrorFile (GET). Only the job's owner, or a user holding the list's menu, may poll a job or
 * download its files; every call needs the list's menu.
 *
 * Failure of a job is not a failed call: its poll answers status 1000 with `finished: true`, `state: 'failed'` and
 * `errorMsg` (the dialog shows 导出失败 / 导入失败). Non-1000 statuses mean the call itself failed (no such job, no
 * right); an export whose range selects nothing answers status 1002 '没有可导出的数据' (EXP-08).
 */

export const SPREADSHEET_LIST_NAMES = [
  'deptDuty', 'department', 'service', 'user', 'cardType', 'card', 'navigation', 'guide', 'knowledge', 'sensitiveWord', 'feedback', 'cardColumn', 'scene',
] as const;
export type SpreadsheetListName = (typeof SPREADSHEET_LIST_NAMES)[number];

export interface SpreadsheetListDef {
  /** The list's title, used in default file names (EXP-07) and sheet names. */
  title: string;
  /** The list's own path family; the calls are `${base}/excel/<op>`. */
  base: string;
  /** The configuration menu that grants the list's calls (checked on the server). */
  menu: string;
  importable: boolean;
  /**
   * The configuration area (ADR 009) whose published document holds the rows the import writes. Such an import is
   * published as a version of that area when it ends, and no publish or rollback of the area runs meanwhile
   * (ADR 016).
   */
  configArea?: ConfigArea;
  /** Who may call: holders of `menu` (the default for studio lists). */
  access?: 'menu';
}

/**
 * The efficiency page's tables (issue 8, ADR 010), exported by the same jobs but not studio lists: only the five
 * export calls (`<base>/excel/export*`), open to any signed-in user. What a file holds follows the efficiency calls'
 * own visibility (department tables need a staff role and hold the caller's departments only; the personal table
 * holds the caller's own records), and a job is seen by its owner alone.
 *
 * | list name           | table              | base (under /api/online-service-platform/efficiencyHomePage) |
 * |---------------------|--------------------|---------------------------------------------------------------|
 * | `effHeat`           | 服务热度            | /serviceHeatRate                                               |
 * | `effLikes`          | 点赞排行            | /topLikesBoard                                                 |
 * | `effTimeoutProcess` | 超时办件（按服务）   | /timeoutProcess                                                |
 * | `effTimeoutNode`    | 超时环节            | /timeoutNode                                                   |
 * | `effOa`             | 业务系统概况         | /OAOverview                                                    |
 * | `effReport`         | 部门效能报表         | /reportTable (`type` = drill level service/node, `id` = its key) |
 * | `effPersonal`       | 我的办理明细         | /personalERDetail                                              |
 */
export const EFFICIENCY_EXPORT_NAMES = ['effHeat', 'effLikes', 'effTimeoutProcess', 'effTimeoutNode', 'effOa', 'effReport', 'effPersonal'] as const;
export type EfficiencyExportName = (typeof EFFICIENCY_EXPORT_NAMES)[number];
/** Every list that exports: the studio lists and the efficiency tables. */
export const EXPORT_LIST_NAMES = [...SPREADSHEET_LIST_NAMES, ...EFFICIENCY_EXPORT_NAMES] as const;
export type ExportListName = (typeof EXPORT_LIST_NAMES)[number];

export interface EfficiencyExportDef {
  title: string;
  base: string;
  /** Any signed-in user, under the efficiency page's visibility rules; a job is its owner's alone. */
  access: 'efficiency';
  importable: false;
}

const EFF_EXPORT_BASE = '/api/online-service-platform/efficiencyHomePage';
const effTable = (title: string, path: string): EfficiencyExportDef => ({ title, base: `${EFF_EXPORT_BASE}/${path}`, access: 'efficiency', importable: false });

const EFFICIENCY_EXPORTS: Record<EfficiencyExportName, EfficiencyExportDef> = {
  effHeat: effTable('服务热度', 'serviceHeatRate'),
  effLikes: effTable('点赞排行', 'topLikesBoard'),
  effTimeoutProcess: effTable('超时办件按服务', 'timeoutProcess'),
  effTimeoutNode: effTable('超时环节', 'timeoutNode'),
  effOa: effTable('业务系统概况', 'OAOverview'),
  effReport: effTable('部门效能报表', 'reportTable'),
  effPersonal: effTable('我的办理明细', 'personalERDetail'),
};

export function isEfficiencyExport(list: ExportListName): list is EfficiencyExportName {
  return SPREADSHEET_LISTS[list].access === 'efficiency';
}

/** Who may call a list's export calls: holders of a menu, or signed-in users under the efficiency rules. */
export function exportAccessOf(list: ExportListName): { menu: string } | 'efficiency' {
  const def = SPREADSHEET_LISTS[list];
  return def.access === 'efficiency' ? 'efficiency' : { menu: def.menu };
}

/** Every list that exports (and those that import), keyed by list name; the efficiency tables are export-only. */
export const SPREADSHEET_LISTS: Record<SpreadsheetListName, SpreadsheetListDef> & Record<EfficiencyExportName, EfficiencyExportDef> = {
  ...EFFICIENCY_EXPORTS,
  deptDuty: { title: '部门职责清单', base: '/api/blade-workbench/ospDeptDutyListConfig', menu: 'deptResponsibilityListConfig', importable: true, configArea: 'deptDuties' },
  // Its contact columns are the deptDuties area's published document: the import is published as its version.
  department: { title: '部门', base: '/api/blade-workbench/ospDeptInfo', menu: 'deptResponsibilityListConfig', importable: true, configArea: 'deptDuties' },
  // The service import moves the catalogue version (search index, directory pages); the user import sets initial
  // passwords and never changes administrators (server: features/spreadsheet/lists/{service,user}-import.ts).
  service: { title: '服务目录', base: '/api/blade-platform/serverCenter', menu: 'serviceHallConfig', importable: true },
  user: { title: '用户', base: '/api/blade-platform/userManage', menu: 'deptResponsibilityListConfig', importable: true },
  cardType: { title: '卡片类型', base: '/api/blade-platform/indextypeconfig', menu: 'homePageConfig', importable: false },
  card: { title: '卡片', base: '/api/blade-platform/indexcardconfig', menu: 'homePageConfig', importable: false },
  navigation: { title: '顶部导航', base: '/api/blade-platform/indexnavigationconfig', menu: 'addNavigation', importable: false },
  guide: { title: '办事指南', base: '/api/blade-workbench/guide/manage', menu: 'managementGuideConfig', importable: false },
  // The knowledge base is live (no draft): an import changes the robot's answers when it ends, like the studio's saves.
  knowledge: { title: '知识库', base: '/api/blade-workbench/question/knowledge', menu: 'serviceHallConfig', importable: true },
  sensitiveWord: { title: '敏感词', base: '/api/blade-workbench/sensitiveWord', menu: 'serviceHallConfig', importable: false },
  feedback: { title: '问题反馈', base: '/api/blade-workbench/question/feedBack', menu: 'serviceHallConfig', importable: false },
  cardColumn: { title: '卡片栏目', base: '/api/blade-platform/cardcolumnconfig', menu: 'homePageConfig', importable: false },
  scene: { title: '问题场景', base: '/api/blade-workbench/questionScene', menu: 'serviceHallConfig', importable: false },
};

/** The lists whose import writes the live tables of `area` (ADR 016). */
export function importListsOf(area: ConfigArea): SpreadsheetListName[] {
  return SPREADSHEET_LIST_NAMES.filter((list) => SPREADSHEET_LISTS[list].configArea === area);
}

/** IMP-06: the largest upload (the original message said 5M by mistake; this one says 20M). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MSG = '上传文件大小不能超过 20M';
/** IMP-05: the server's refusal of any other extension. */
export const IMPORT_EXTENSION_MSG = '只支持文件扩展名.xls、.xlsx';

const int = () => z.number().check(z.int());
const count = () => int().check(z.gte(0));
const shortText = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
/** A job key (`redisKey`, `errorKey`): 32 URL-safe characters from a cryptographic source. */
const jobKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, '任务标识无效'));
/**
 * A client-made key (e.g. crypto.randomUUID()) that makes a start idempotent: a second start of the same user with
 * the same key answers the first job's redisKey and makes no second job.
 */
const idempotencyKeySchema = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '幂等键应为 8-64 位字母、数字、下划线或短横线')));
const optionalId = z.optional(shortText(32, '编号'));

// ---- Export ------------------------------------------------------------------------------------------------------

/** Request of exportHeader: the list's exportable fields. */
export const exportHeaderRequestSchema = z.object({ tenantId: tenantIdParamSchema, id: optionalId, type: z.optional(shortText(32, '类型')) });
/** exportHeader result: field key → label (doc1 §7), in the list's column order. */
export const exportHeaderResultSchema = z.record(z.string(), z.string());

/** EXP-02: 1 all data, 2 data under the current search, 3 the checked rows. */
const DATA_RANGES = [1, 2, 3] as const;
const dataRangeSchema = z.literal(DATA_RANGES, '数据范围只能是 1（全部）、2（当前查询）或 3（勾选数据）');
export type DataRange = z.infer<typeof dataRangeSchema>;

/** A search form's values (formInline, advancedSearch): each list reads the keys it knows and ignores the rest. */
export const searchFormSchema = z.record(
  z.string().check(z.maxLength(64)),
  z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null(), z.array(z.string().check(z.maxLength(64))).check(z.maxLength(200))]),
);
export type SearchForm = z.infer<typeof searchFormSchema>;

/** The most rows a "checked rows" export may name. */
const CHOICE_MAX = 10_000;

/** exportCount: what the chosen range selects (EXP-01 shows it as '共计N条数据'). */
export const exportCountRequestSchema = z.object({
  tenantId: tenantIdParamSchema,
  dataRange: dataRangeSchema,
  /** The checked rows' ids (dataRange 3). */
  choiceDataIds: z._default(z.array(shortText(32, '编号')).check(z.maxLength(CHOICE_MAX, `最多勾选 ${CHOICE_MAX} 条数据`)), []),
  /** The list's search form (dataRange 2). */
  formInline: z.optional(searchFormSchema),
  /** The list's advanced search (dataRange 2), merged over formInline. */
  advancedSearch: z.optional(searchFormSchema),
  /** A list-specific kind filter (e.g. the service kind APPLICATION / PROCESS). */
  type: z.optional(shortText(32, '类型')),
  /** The parent a list is scoped to (e.g. a department's duties), when the page has one. */
  id: optionalId,
});

/** EXP-03/04/05: the file name, checked on the server exactly as in the form. */
export const exportFileNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, '请输入文件名称'),
  z.regex(/^[\u4e00-\u9fa5A-Za-z0-9._]*$/, '特殊字符只能包括点和下划线'),
  z.minLength(3, '文件名称不可少于三个字符'),
  z.maxLength(250, '文件名称不能超过 250 个字符'),
);

/** Start export (EXP-11). */
export const exportStartRequestSchema = z.extend(exportCountRequestSchema, {
  fileName: exportFileNameSchema,
  /** EXP-06/11: the chosen fields, comma-joined 'label:key' (the label becomes the column title). */
  exportField: z.string().check(z.trim(), z.minLength(1, '请至少选择一个导出字段'), z.maxLength(4000, '导出字段过多')),
  /** The checked rows as the page shows them; informative only, the server exports by choiceDataIds. */
  choiceDataList: z.optional(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(CHOICE_MAX))),
  idempotencyKey: idempotencyKeySchema,
});

/** Start export / start import result: the job's key. */
export const jobStartResultSchema = z.object({ redisKey: z.string() });

/** exportProgress request (also exportFinal's query). */
export const exportPollRequestSchema = z.object({ tenantId: tenantIdParamSchema, key: jobKeySchema });

const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** EXP-12: export progress. */
export const exportProgressSchema = z.object({
  redisKey: z.string(),
  /** Beyond the spec: the job's state, so a failed job reads as failed (title 导出失败 / 导入失败). */
  state: z.enum(JOB_STATES),
  /** True once the job ended, well or not. */
  finished: z.boolean(),
  /** 0–100. */
  finishRate: int().check(z.gte(0), z.lte(100)),
  /** Time spent so far, e.g. '12秒', '1分05秒'. */
  useTimeStr: z.string(),
  /** Estimated time left, e.g. '约 30 秒'; '' while unknown or finished. */
  tryMathRemainTime: z.string(),
  totalNum: count(),
  finishNum: count(),
  /** Why the job failed; '' otherwise. */
  errorMsg: z.string(),
  /** Once succeeded, the path (with query) of exportFinal to fetch the file from; '' before. */
  url: z.string(),
  /** The error file's key when there is one (import), else ''. */
  errorKey: z.string(),
  /** The file's name (with .xlsx) for the download. */
  fileName: z.string(),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

// ---- Import ------------------------------------------------------------------------------------------------------

/** importTemplate (GET): the list's template, its header row in the import's column order. */
export const importTemplateRequestSchema = z.object({ tenantId: tenantIdParamSchema, id: optionalId });

/**
 * importUpload: multipart/form-data with the parts `tenantId`, optional `id` and one `file` (IMP-05..07, at most
 * 20 MB, .xlsx; .xls is refused, see ADR 011). This schema covers the text parts; success is HTTP 200 with body
 * status 1000 (IMP-14).
 */
export const importUploadFieldsSchema = z.object({ tenantId: tenantIdParamSchema, id: optionalId });
/** The stored upload, referred to by fileKey in importMatch and import. */
export const importUploadResultSchema = z.object({
  fileKey: z.string(),
  fileName: z.string(),
  size: count(),
  /** The first sheet's name: the one imported. */
  sheetName: z.string(),
});
export type ImportUploadResult = z.infer<typeof importUploadResultSchema>;

/** IMP-09: the title row, 1–10, default 1; data starts on the next row. */
const headerLineSchema = z._default(
  int().check(z.gte(1, '标题行应为 1-10 的整数'), z.lte(10, '标题行应为 1-10 的整数')),
  1,
);

/** One matched pair: the system field `column` (a key) takes the spreadsheet column titled `configure` ('' none). */
export const matchFieldSchema = z.object({ column: shortText(64, '字段'), configure: shortText(200, '表格列') });
export type MatchField = z.infer<typeof matchFieldSchema>;

/** A system field: its key, label, and whether it must be matched (IMP-12). */
const dbFieldSchema = z.object({ column: z.string(), columnName: z.string(), is_must: z.literal([0, 1]) });

/** A duplicate-check field (IMP-10): shown, not editable; isKey 1 when it is part of the duplicate key. */
const checkFieldSchema = z.object({ fieldName: z.string(), fieldNote: z.string(), isKey: z.literal([0, 1]) });
export type CheckField = z.infer<typeof checkFieldSchema>;

/** importMatch: read the uploaded file's title row and propose a match by title. */
export const importMatchRequestSchema = z.object({
  tenantId: tenantIdParamSchema,
  fileKey: jobKeySchema,
  headerLine: headerLineSchema,
  id: optionalId,
});
export const importMatchResultSchema = z.object({
  /** Every system field with the column proposed for it ('' when no title matched). */
  matchFieldList: z.array(matchFieldSchema),
  dbFieldList: z.array(dbFieldSchema),
  /** The titles of the file's title row, left to right. */
  excelField: z.array(z.string()),
  checkFieldList: z.array(checkFieldSchema),
});
export type ImportMatchResult = z.infer<typeof importMatchResultSchema>;

/** IMP-10: the duplicate rule is fixed to 2, skip duplicates. */
const DUPLICATE_RULE_SKIP = 2;
/** IMP-11: 1 skip a failed row and continue, 2 stop and exit at the first failed row. */
const errorRuleSchema = z.literal([1, 2], '错误规则只能是 1（跳过继续）或 2（停止退出）');

/** Start import. */
export const importStartRequestSchema = z.object({
  tenantId: tenantIdParamSchema,
  fileKey: jobKeySchema,
  headerLine: headerLineSchema,
  ruleNum: z._default(z.literal(DUPLICATE_RULE_SKIP, '重复规则固定为跳过'), DUPLICATE_RULE_SKIP),
  errorRegx: errorRuleSchema,
  /** How columns are matched: 1 by the titles in matchFieldList (or the proposal), 2 by the template's order. */
  matrixType: z._default(z.literal([1, 2], '匹配方式只能是 1 或 2'), 1),
  /** The dialog's match (IMP-12); absent: importMatch's proposal. */
  matchFieldList: z.optional(z.array(matchFieldSchema).check(z.maxLength(100))),
  id: optionalId,
  idempotencyKey: idempotencyKeySchema,
  /**
   * 预检 (dry run): the job reads, validates and tries every row exactly as the import would, then rolls its writes
   * back; its counts say what the import would add (newInsertNum), update, skip and refuse, its error file why.
   */
  dryRun: z._default(z.boolean(), false),
});

export const importPollRequestSchema = z.object({ tenantId: tenantIdParamSchema, key: jobKeySchema, id: optionalId });

/** IMP-14: import progress, the export fields plus the four counts. */
export const importProgressSchema = z.extend(exportProgressSchema, {
  newInsertNum: count(),
  updateNum: count(),
  /** Duplicates skipped (IMP-10). */
  jumpNum: count(),
  failNum: count(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** importErrorFile (GET, IMP-17): the failed rows with their reasons. */
export const importErrorFileRequestSchema = z.object({ tenantId: tenantIdParamSchema, errorKey: jobKeySchema, id: optionalId });

// ---- The studio's jobs page --------------------------------------------------------------------------------------

/**
 * The studio's jobs page (issue 18 item 10): the caller's own spreadsheet exports and imports, newest first; an
 * administrator (role type admin) may ask for everyone's of the tenant (`scope: 'all'`) and filter by owner. Any
 * other caller asking for `all` is refused. Downloads go through the job's own list's calls (exportFinal,
 * importErrorFile), which check the job's access again.
 */
export const JOB_LIST_KINDS = ['export', 'import'] as const;
export const JOB_LIST_STATES = JOB_STATES;
const JOB_LIST_PAGE_MAX = 100;
export const jobListRequestSchema = z.object({
  tenantId: tenantIdParamSchema,
  scope: z._default(z.enum(['mine', 'all']), 'mine'),
  kind: z.optional(z.enum(JOB_LIST_KINDS)),
  state: z.optional(z.enum(JOB_STATES)),
  listName: z.optional(z.enum(EXPORT_LIST_NAMES)),
  /** scope all: the owner's account or name contains this. */
  owner: z.optional(shortText(64, '发起人')),
  /** Only the jobs whose list was scoped to this parent (e.g. one department's duties); '' the unscoped ones. */
  scopeId: z.optional(z.string().check(z.maxLength(32))),
  current: z._default(int().check(z.gte(1)), 1),
  size: z._default(int().check(z.gte(1), z.lte(JOB_LIST_PAGE_MAX, `每页最多 ${JOB_LIST_PAGE_MAX} 条`)), 20),
});
export type JobListRequest = z.input<typeof jobListRequestSchema>;

const jobListItemSchema = z.extend(importProgressSchema, {
  kind: z.enum(JOB_LIST_KINDS),
  listName: z.enum(EXPORT_LIST_NAMES),
  /** The list's title as the studio names it (部门职责清单…). */
  listTitle: z.string(),
  ownerAccount: z.string(),
  ownerName: z.string(),
  /** ISO times. */
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** The parent the list was scoped to when the job started ('' none). */
  scopeId: z.string(),
  /** An import that only checked the file (预检) and wrote nothing. */
  dryRun: z.boolean(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobListResultSchema = z.object({
  records: z.array(jobListItemSchema),
  total: count(),
  current: int(),
  size: int(),
  /** True when the caller may see everyone's jobs (scope all). */
  canSeeAll: z.boolean(),
});
export type JobListResult = z.infer<typeof jobListResultSchema>;
