import { z } from 'zod/mini';

/**
 * Efficiency supervision (`/effectivenessSupervision`, doc2 §7 "Efficiency"): how fast the school's services are
 * really handled, from the process records. Definitions (ADR 010), shared by the server's SQL and the page's texts:
 *
 * - A record belongs to a period by the day (Beijing time) its application was made: every figure of one filter
 *   counts the same applications, so the table's rows add up to the overview and a drill-down adds up to its row.
 * - An application is *finished* when it was approved through (done) or rejected; withdrawn ones are counted
 *   apart and never enter an average.
 * - Average handling time = mean of (end − start) over the finished applications, in hours; a node's = mean of
 *   (end − start) over its decided steps (approved or rejected).
 * - A step is *timed out* when it has a time limit and took longer than it, or, still open, has already waited
 *   longer than it (as of the figures' refresh time). An application is timed out when any of its steps is.
 * - Timeout rate = timed-out applications ÷ applications (steps ÷ steps for nodes).
 */

const int = () => z.number().check(z.int());
/** A real calendar day in a sane range: '2025-02-30' or year 7795 would otherwise reach SQL and fail there. */
const isCalendarDay = (text: string): boolean => {
  const year = Number(text.slice(0, 4));
  const date = new Date(`${text}T00:00:00Z`);
  return year >= 1900 && year <= 2999 && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'), z.refine(isCalendarDay, '不是有效的日期'));
const optionalId = z._default(z.string().check(z.trim(), z.maxLength(32, '编号不能超过 32 个字符')), '');

/** Every efficiency query's filters; an empty value means "no filter". A semester gives the range when no dates do. */
export const efficiencyFilterSchema = z.object({
  semesterId: optionalId,
  startDate: z._default(z.union([day, z.literal('')]), ''),
  endDate: z._default(z.union([day, z.literal('')]), ''),
  /** The department owning the services (with its sub-departments). */
  deptId: optionalId,
  sceneId: optionalId,
});
export type EfficiencyFilter = z.output<typeof efficiencyFilterSchema>;

const topN = z._default(int().check(z.gte(1, '至少 1 条'), z.lte(50, '最多 50 条')), 10);

export const rankRequestSchema = z.extend(efficiencyFilterSchema, { size: topN });

export const TREND_UNITS = ['day', 'week', 'month'] as const;
export const trendRequestSchema = z.extend(efficiencyFilterSchema, { unit: z._default(z.enum(TREND_UNITS), 'day') });
export type TrendUnit = (typeof TREND_UNITS)[number];

/** The date range a filter resolved to, and when the figures were last computed. */
const rangeSchema = z.object({ startDate: day, endDate: day, refreshedAt: z.nullable(z.string()) });

export const overviewSchema = z.object({
  range: rangeSchema,
  applications: int(),
  finished: int(),
  running: int(),
  withdrawn: int(),
  /** Mean hours over finished applications; null when none finished. */
  avgHandleHours: z.nullable(z.number()),
  timeoutProcesses: int(),
  /** 0–1; null without applications. */
  timeoutRate: z.nullable(z.number()),
  /** Services with at least one application. */
  activeServices: int(),
  likes: int(),
});
export type EfficiencyOverview = z.infer<typeof overviewSchema>;

const trendPointSchema = z.object({
  /** First day of the bucket (a Monday for weeks, the 1st for months). */
  period: day,
  applications: int(),
  finished: int(),
  timeoutProcesses: int(),
  avgHandleHours: z.nullable(z.number()),
});
export const trendSchema = z.object({ unit: z.enum(TREND_UNITS), range: rangeSchema, points: z.array(trendPointSchema) });
export type EfficiencyTrend = z.infer<typeof trendSchema>;

const serviceRankRowSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  deptName: z.string(),
  applications: int(),
  /** Share of all applications in the filter (heat), 0–1. */
  share: z.number(),
  likes: int(),
  timeoutProcesses: int(),
  timeoutRate: z.nullable(z.number()),
  avgHandleHours: z.nullable(z.number()),
});
export type ServiceRankRow = z.infer<typeof serviceRankRowSchema>;
export const serviceRankSchema = z.object({ range: rangeSchema, total: int(), rows: z.array(serviceRankRowSchema) });
export type ServiceRank = z.infer<typeof serviceRankSchema>;

const nodeRankRowSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  nodeName: z.string(),
  /** The handling department of the step. */
  deptName: z.string(),
  nodes: int(),
  timeouts: int(),
  timeoutRate: z.nullable(z.number()),
  avgHandleHours: z.nullable(z.number()),
});
export type NodeRankRow = z.infer<typeof nodeRankRowSchema>;
export const nodeRankSchema = z.object({ range: rangeSchema, rows: z.array(nodeRankRowSchema) });

/** One business system (教务, 学工 …): the OA overview. */
export const flowOverviewRowSchema = z.object({
  flowType: z.string(),
  applications: int(),
  finished: int(),
  running: int(),
  timeoutProcesses: int(),
  avgHandleHours: z.nullable(z.number()),
});
export const oaOverviewSchema = z.object({ range: rangeSchema, rows: z.array(flowOverviewRowSchema) });

/** The report table's levels: the school lists departments, a department its services, a service its nodes. */
export const REPORT_LEVELS = ['dept', 'service', 'node'] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

const reportRowSchema = z.object({
  level: z.enum(REPORT_LEVELS),
  /** Department id, service id, or the node's name (unique within its service). */
  key: z.string(),
  name: z.string(),
  /** Node rows: the handling department. */
  deptName: z.string(),
  /** Applications (steps for node rows). */
  total: int(),
  /** Finished applications (decided steps for node rows). */
  finished: int(),
  /** Running applications (open steps for node rows). */
  running: int(),
  timeouts: int(),
  timeoutRate: z.nullable(z.number()),
  avgHandleHours: z.nullable(z.number()),
  /** False at the node level and where the caller may not go deeper. */
  drillable: z.boolean(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportTableSchema = z.object({
  range: rangeSchema,
  level: z.enum(REPORT_LEVELS),
  /** Names from the school down to this level, for the breadcrumb. */
  path: z.array(z.object({ level: z.enum(['school', ...REPORT_LEVELS]), key: z.string(), name: z.string() })),
  /** The sum of the rows (the school's or the parent's figures). */
  totals: reportRowSchema,
  rows: z.array(reportRowSchema),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportDrillRequestSchema = z.extend(efficiencyFilterSchema, {
  /** Which level to open: a department's services, or a service's nodes. */
  level: z.enum(['service', 'node']),
  key: z.string().check(z.trim(), z.minLength(1, '请选择要下钻的部门或服务'), z.maxLength(32, '编号不能超过 32 个字符')),
});

/** A semester's headline figures (efficiencyReportList). */
const reportListRowSchema = z.object({
  semesterId: z.string(),
  semesterName: z.string(),
  startDate: day,
  endDate: day,
  applications: int(),
  finished: int(),
  avgHandleHours: z.nullable(z.number()),
  timeoutRate: z.nullable(z.number()),
});
export const reportListSchema = z.array(reportListRowSchema);

/** The signed-in user's own efficiency: as a handler of steps, and as an applicant. */
export const personalReportSchema = z.object({
  range: rangeSchema,
  handled: int(),
  pending: int(),
  pendingOverdue: int(),
  timeouts: int(),
  timeoutRate: z.nullable(z.number()),
  avgHandleHours: z.nullable(z.number()),
  /** The school's mean over decided steps in the same range, for comparison. */
  schoolAvgHandleHours: z.nullable(z.number()),
  applied: int(),
  appliedFinished: int(),
  appliedAvgHours: z.nullable(z.number()),
});
export type PersonalReport = z.infer<typeof personalReportSchema>;

export const personalDetailRequestSchema = z.extend(efficiencyFilterSchema, {
  current: z._default(int().check(z.gte(1, '页码从 1 开始')), 1),
  size: z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 10),
  onlyTimeouts: z._default(z.boolean(), false),
});
const personalDetailRowSchema = z.object({
  nodeId: z.string(),
  processTitle: z.string(),
  serviceName: z.string(),
  nodeName: z.string(),
  startedAt: z.string(),
  endedAt: z.nullable(z.string()),
  hours: z.number(),
  timeLimitHours: int(),
  timedOut: z.boolean(),
  result: z.enum(['pending', 'approved', 'rejected']),
});
export type PersonalDetailRow = z.infer<typeof personalDetailRowSchema>;
export const personalDetailSchema = z.object({ total: int(), current: int(), size: int(), records: z.array(personalDetailRowSchema) });

export interface EffDeptNode {
  id: string;
  deptName: string;
  /** Whether the caller may see this department's figures (the signed-in form; always false for visitors). */
  canView: boolean;
  children: EffDeptNode[];
}
export const effDeptNodeSchema: z.ZodMiniType<EffDeptNode> = z.object({
  id: z.string(),
  deptName: z.string(),
  canView: z.boolean(),
  get children() {
    return z.array(effDeptNodeSchema);
  },
});

export const semesterOptionSchema = z.object({ id: z.string(), name: z.string(), startDate: day, endDate: day, isCurrent: z.boolean() });
export type SemesterOption = z.infer<typeof semesterOptionSchema>;

/** The blocks of the page the studio can show or hide, in display order. */
const EFFICIENCY_BLOCKS = ['overview', 'trend', 'heat', 'likes', 'timeoutProcess', 'timeoutNode', 'oa', 'reportTable', 'personal'] as const;
export type EfficiencyBlock = (typeof EFFICIENCY_BLOCKS)[number];
/** The overview's indicators the studio can show or hide. */
export const EFFICIENCY_INDICATORS = ['applications', 'finished', 'running', 'avgHandleHours', 'timeoutProcesses', 'timeoutRate', 'activeServices', 'likes'] as const;
export type EfficiencyIndicator = (typeof EFFICIENCY_INDICATORS)[number];

/** The efficiency monitoring configuration (studio area `efficiency`, ADR 009/010): what the page shows. */
export const reportConfigSchema = z.object({
  blocks: z.array(z.object({ key: z.enum(EFFICIENCY_BLOCKS), visible: z.boolean() })).check(
    z.refine((list) => new Set(list.map((b) => b.key)).size === list.length, '模块不能重复'),
  ),
  indicators: z.array(z.enum(EFFICIENCY_INDICATORS)).check(
    z.refine((list) => new Set(list).size === list.length, '指标不能重复'),
  ),
  defaultTrendUnit: z.enum(TREND_UNITS),
  topSize: int().check(z.gte(3, '排行至少 3 条'), z.lte(20, '排行最多 20 条')),
  title: z.string().check(z.trim(), z.minLength(1, '请输入页面标题'), z.maxLength(30, '页面标题不能超过 30 个字符')),
});
export type ReportConfig = z.infer<typeof reportConfigSchema>;

/** What a tenant shows before its administrators publish a configuration: everything. */
export const DEFAULT_REPORT_CONFIG: ReportConfig = {
  blocks: EFFICIENCY_BLOCKS.map((key) => ({ key, visible: true })),
  indicators: [...EFFICIENCY_INDICATORS],
  defaultTrendUnit: 'week',
  topSize: 10,
  title: '效能监督',
};
