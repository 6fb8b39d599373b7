import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-types';
import { efficiencyFilterSchema, REPORT_LEVELS, type EfficiencyFilter, type ReportTable } from '../../../shared/schema/efficiency';
import type { EfficiencyExportName } from '../../../shared/schema/spreadsheet-jobs';
import type { ComputedExportSource, ExportField, ExportFilter } from '../spreadsheet';
import {
  cellsOf, flowExportColumns, heatExportColumns, likesExportColumns, personalExportColumns, reportExportColumns, REPORT_TOTALS_LABEL,
  timeoutNodeExportColumns, timeoutProcessExportColumns,
} from './export-columns';
import { resolveFilter } from './services/filters';
import { flowOverview } from './services/overview';
import { personalDetail } from './services/personal';
import { rankServices, rankTimeoutNodes } from './services/ranks';
import { lastRefresh, refreshEfficiency } from './services/refresh';
import { readReportConfig } from './services/report-config';
import { deptTable, schoolTable, serviceTable } from './services/report-table';
import { assertDeptLevel, scopeOf, type EffScope } from './services/scope';

/**
 * The efficiency page's tables as spreadsheet exports (issue 8). A file holds exactly the rows and columns the page's
 * table shows for the same filter: the same services compute them, after the same access rules (services/scope.ts)
 * decided — at the call, where the caller is known — what the caller may see. The job reads the rows later from what
 * that decision fixed (the view), so a file never holds more than its owner could see when asking for it.
 *
 * Data ranges (EXP-02): 1 is the table under no filter (the current semester, everything the caller may see), 2 the
 * page's filter (formInline: semesterId, startDate, endDate, deptId, sceneId; the personal table also onlyTimeouts).
 * The page's tables have no row checkboxes, so range 3 is refused.
 */

const TABLES = ['heat', 'likes', 'timeoutProcess', 'timeoutNode', 'oa', 'report', 'personal'] as const;
type Table = (typeof TABLES)[number];

const TABLE_OF: Record<EfficiencyExportName, Table> = {
  effHeat: 'heat', effLikes: 'likes', effTimeoutProcess: 'timeoutProcess', effTimeoutNode: 'timeoutNode', effOa: 'oa', effReport: 'report',
  effPersonal: 'personal',
};

/** Tables of department figures: a staff role, and the caller's departments only (assertDeptLevel, scoped queries). */
const DEPT_LEVEL: ReadonlySet<Table> = new Set(['timeoutProcess', 'timeoutNode', 'oa', 'report']);

/** What a job keeps: the resolved filter and scope, never the request's word for them. */
const viewSchema = z.object({
  table: z.enum(TABLES),
  /** Report table: the level shown (dept = the school's departments) and the department or service opened. */
  level: z.enum(REPORT_LEVELS),
  key: z.string(),
  resolved: z.object({
    tenantId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    deptIds: z.nullable(z.array(z.string())),
    sceneId: z.string(),
    scopeDepts: z.union([z.literal('all'), z.array(z.string())]),
  }),
  /** The caller: the personal table's only handler. */
  userId: z.string(),
  /** The ranking size the page shows (the published configuration's topSize). */
  size: z.number(),
  onlyTimeouts: z.boolean(),
  /** Open personal steps are judged against this time, the call's, as the page judged them. */
  asOf: z.number(),
});
export type EffExportView = z.infer<typeof viewSchema>;

function refuse(msg: string): never {
  throw new AppError('VALIDATION', { msg, errors: [{ field: 'formInline', msg }] });
}

/** The page's filter from the export's search form (range 2), checked as the efficiency calls check theirs. */
function filterOf(filter: ExportFilter): EfficiencyFilter & { onlyTimeouts: boolean } {
  const form = filter.dataRange === 2 ? filter.form : {};
  const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
  const parsed = efficiencyFilterSchema.safeParse({
    semesterId: text('semesterId'), startDate: text('startDate'), endDate: text('endDate'), deptId: text('deptId'), sceneId: text('sceneId'),
  });
  if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? '查询条件无效');
  return { ...parsed.data, onlyTimeouts: form.onlyTimeouts === true };
}

/** Which report level a request opens: `type` service (a department's services, `id` the department) or node. */
function levelOf(table: Table, filter: ExportFilter): { level: EffExportView['level']; key: string } {
  if (table !== 'report' || !filter.type || filter.type === 'dept') return { level: 'dept', key: '' };
  if (filter.type !== 'service' && filter.type !== 'node') refuse('报表层级只能是 dept、service 或 node');
  if (!filter.id) refuse('请选择要下钻的部门或服务');
  return { level: filter.type, key: filter.id };
}

/** A tenant never computed is computed first, as the page's first read would (freshness.ts). */
async function ensureComputed(db: Db, tenantId: string, now: number): Promise<void> {
  if (!(await lastRefresh(db, tenantId))) await refreshEfficiency(db, tenantId, new Date(now), { full: true });
}

async function resolveView(table: Table, db: Db, filter: ExportFilter, user: AuthUser, now: number): Promise<EffExportView> {
  if (filter.dataRange === 3) refuse('效能报表不支持勾选导出，请选择全部数据或当前查询数据');
  const tenantId = user.tenantId;
  const scope = await scopeOf(db, tenantId, user);
  if (DEPT_LEVEL.has(table)) assertDeptLevel(scope);
  const { onlyTimeouts, ...page } = filterOf(filter);
  // The personal calls ignore the department and scene filters (routes.ts): the caller's own steps, wherever.
  const effFilter = table === 'personal' ? { ...page, deptId: '', sceneId: '' } : page;
  const resolved = await resolveFilter(db, scope, effFilter, now);
  await ensureComputed(db, tenantId, now);
  const { topSize } = await readReportConfig(db, tenantId);
  return { table, ...levelOf(table, filter), resolved, userId: user.userId, size: topSize, onlyTimeouts, asOf: now };
}

const scopeOfView = (view: EffExportView): EffScope => ({
  tenantId: view.resolved.tenantId,
  userId: view.userId,
  depts: view.resolved.scopeDepts === 'all' ? 'all' : new Set(view.resolved.scopeDepts),
});

function columnsOf(view: EffExportView): readonly ExportField[] {
  switch (view.table) {
    case 'heat': return heatExportColumns;
    case 'likes': return likesExportColumns;
    case 'timeoutProcess': return timeoutProcessExportColumns;
    case 'timeoutNode': return timeoutNodeExportColumns;
    case 'oa': return flowExportColumns;
    case 'report': return reportExportColumns(view.level);
    case 'personal': return personalExportColumns;
  }
}

async function reportOf(db: Db, view: EffExportView): Promise<ReportTable> {
  const r = view.resolved;
  if (view.level === 'dept') return schoolTable(db, r, null);
  return view.level === 'service' ? deptTable(db, scopeOfView(view), r, view.key, null) : serviceTable(db, scopeOfView(view), r, view.key, null);
}

/** The rows of a ranking or report table, whole (a ranking has at most 50 rows, a report one per department, service or step). */
async function smallTable(db: Db, view: EffExportView): Promise<unknown[][]> {
  const r = view.resolved;
  switch (view.table) {
    // Heat and likes are school-wide blocks (unscoped), timeouts by service are department figures (scoped), as on the page.
    case 'heat': return (await rankServices(db, r, 'applications', view.size, null, false)).rows.map((row) => cellsOf(heatExportColumns, row));
    case 'likes': return (await rankServices(db, r, 'likes', view.size, null, false)).rows.map((row) => cellsOf(likesExportColumns, row));
    case 'timeoutProcess':
      return (await rankServices(db, r, 'timeouts', view.size, null, true)).rows.map((row) => cellsOf(timeoutProcessExportColumns, row));
    case 'timeoutNode': return (await rankTimeoutNodes(db, r, view.size, null)).rows.map((row) => cellsOf(timeoutNodeExportColumns, row));
    case 'oa': return (await flowOverview(db, r, null)).rows.map((row) => cellsOf(flowExportColumns, row));
    case 'report': {
      const table = await reportOf(db, view);
      const columns = reportExportColumns(view.level);
      if (table.rows.length === 0) return [];
      // The page's table foot: the totals row, titled 合计, under the rows it adds up.
      const totals = cellsOf(columns, table.totals);
      totals[0] = REPORT_TOTALS_LABEL;
      if (view.level === 'node') totals[1] = null;
      return [...table.rows.map((row) => cellsOf(columns, row)), totals];
    }
    case 'personal': throw new Error('the personal table is read page by page');
  }
}

const PERSONAL_PAGE = 2_000;

/** The caller's own steps, newest first as on the page, page by page (a busy handler may have thousands). */
async function* personalPages(db: Db, view: EffExportView, skip: number): AsyncGenerator<unknown[][]> {
  for (let current = skip + 1; ; current += 1) {
    const page = await personalDetail(db, view.resolved, view.userId, new Date(view.asOf), { current, size: PERSONAL_PAGE, onlyTimeouts: view.onlyTimeouts });
    if (page.records.length > 0) yield page.records.map((row) => cellsOf(personalExportColumns, row));
    if (page.records.length < PERSONAL_PAGE) return;
  }
}

function sourceOf(table: Table): ComputedExportSource<EffExportView> {
  return {
    resolve: (db, filter, user, now) => resolveView(table, db, filter, user, now),
    parseView: (stored) => {
      const parsed = viewSchema.safeParse(stored);
      return parsed.success && parsed.data.table === table ? parsed.data : null;
    },
    columns: columnsOf,
    count: async (db, view) => {
      if (view.table !== 'personal') return (await smallTable(db, view)).length;
      const first = await personalDetail(db, view.resolved, view.userId, new Date(view.asOf), { current: 1, size: 1, onlyTimeouts: view.onlyTimeouts });
      return first.total;
    },
    pages: async function* pages(db, view, skip) {
      if (view.table === 'personal') yield* personalPages(db, view, skip);
      else if (skip === 0) yield await smallTable(db, view);
    },
  };
}

/** Every efficiency table's export, keyed by its list name (shared/schema/spreadsheet-jobs.ts). */
export const EFFICIENCY_EXPORT_SOURCES = Object.fromEntries(
  Object.entries(TABLE_OF).map(([list, table]) => [list, sourceOf(table)]),
) as Record<EfficiencyExportName, ComputedExportSource<EffExportView>>;
