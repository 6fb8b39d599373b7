import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { cardColumns, stagingRows } from '../../../db/schema/cards';
import { departments, services } from '../../../db/schema/catalogue';
import { processes, processNodes } from '../../../db/schema/process';
import type {
  ApplicationCounts, ApplicationFilter, ApplicationSummary, MyApplications,
} from '../../../../shared/schema/my-applications';
import { isOverdue } from './overdue';

/** The caller: every query is bound to their own user id and tenant. */
export interface Applicant {
  userId: string;
  tenantId: string;
}

export interface ListInput {
  status: ApplicationFilter;
  keyword: string;
  current: number;
  size: number;
}

const iso = (at: Date | null) => (at ? at.toISOString() : '');

function ownProcesses(user: Applicant): SQL | undefined {
  return and(eq(processes.applicantId, user.userId), eq(processes.tenantId, user.tenantId));
}

function ownDrafts(user: Applicant): SQL | undefined {
  return and(eq(stagingRows.userId, user.userId), eq(stagingRows.tenantId, user.tenantId));
}

async function countAll(db: Queryable, user: Applicant): Promise<ApplicationCounts> {
  const [byStatus, [drafts]] = await Promise.all([
    db.select({ status: processes.status, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(processes).where(ownProcesses(user)).groupBy(processes.status),
    db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(stagingRows).where(ownDrafts(user)),
  ]);
  const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  const draft = drafts?.n ?? 0;
  const processTotal = byStatus.reduce((sum, row) => sum + row.n, 0);
  return { all: processTotal, running: of('running'), done: of('done'), rejected: of('rejected'), draft };
}

/**
 * The waiting step of each running application (its newest open step), for the list's 当前环节 and overdue mark.
 */
async function openSteps(db: Queryable, processIds: readonly string[], now: Date) {
  if (processIds.length === 0) return new Map<string, { nodeName: string; overdue: boolean }>();
  const rows = await db
    .select({
      processId: processNodes.processId, nodeName: processNodes.nodeName, startedAt: processNodes.startedAt,
      timeLimitHours: processNodes.timeLimitHours,
    })
    .from(processNodes)
    .where(and(inArray(processNodes.processId, [...processIds]), sql`${processNodes.endedAt} is null`))
    .orderBy(desc(processNodes.seq));
  const open = new Map<string, { nodeName: string; overdue: boolean }>();
  for (const row of rows) {
    if (open.has(row.processId)) continue;
    open.set(row.processId, { nodeName: row.nodeName, overdue: isOverdue(row.startedAt, null, row.timeLimitHours, now) });
  }
  return open;
}

async function listProcesses(
  db: Queryable, user: Applicant, input: ListInput, now: Date,
): Promise<{ records: ApplicationSummary[]; total: number }> {
  const keyword = input.keyword === '' ? undefined
    : or(ilike(processes.title, containsPattern(input.keyword)), ilike(services.serviceName, containsPattern(input.keyword)));
  const status = input.status === 'all' || input.status === 'draft' ? undefined : eq(processes.status, input.status);
  const rows = await db
    .select({
      id: processes.id, status: processes.status, title: processes.title, serviceName: services.serviceName,
      deptName: sql<string>`coalesce(${departments.deptName}, '')`, startedAt: processes.startedAt, endedAt: processes.endedAt,
      viewUrl: processes.viewUrl,
      total: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(processes)
    .innerJoin(services, eq(services.serviceId, processes.serviceId))
    .leftJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(ownProcesses(user), status, keyword))
    .orderBy(desc(processes.startedAt), desc(processes.id))
    .limit(input.size)
    .offset((input.current - 1) * input.size);
  const open = await openSteps(db, rows.filter((r) => r.status === 'running').map((r) => r.id), now);
  return {
    total: rows[0]?.total ?? (input.current > 1 ? await countProcesses(db, user, status, keyword) : 0),
    records: rows.map((row) => ({
      id: row.id, status: row.status, title: row.title, serviceName: row.serviceName, deptName: row.deptName,
      startedAt: iso(row.startedAt), endedAt: iso(row.endedAt),
      currentStep: open.get(row.id)?.nodeName ?? '', overdue: open.get(row.id)?.overdue ?? false,
      url: row.viewUrl, processId: '',
    })),
  };
}

/** The total when the page asked for lies past the end (the window count has no row to ride on). */
async function countProcesses(db: Queryable, user: Applicant, status: SQL | undefined, keyword: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(processes).innerJoin(services, eq(services.serviceId, processes.serviceId))
    .where(and(ownProcesses(user), status, keyword));
  return row?.n ?? 0;
}

/**
 * The name of each 暂存表 the user has rows in: the column of the staging card that shows that table (its
 * columnName, e.g. 请假申请), so a draft is called what the home page calls it.
 */
async function draftTableNames(db: Queryable, tenantId: string, tableKeys: readonly string[]): Promise<Map<string, { name: string; fields: Array<{ field: string; chineseName: string }> }>> {
  const names = new Map<string, { name: string; fields: Array<{ field: string; chineseName: string }> }>();
  if (tableKeys.length === 0) return names;
  const tableKey = sql<string>`${cardColumns.dataSource}->'params'->>'tableKey'`;
  const rows = await db
    .select({ tableKey, columnName: cardColumns.columnName, dataSource: cardColumns.dataSource })
    .from(cardColumns)
    .where(and(eq(cardColumns.tenantId, tenantId), sql`${cardColumns.dataSource}->>'source' = 'staging'`, inArray(tableKey, [...tableKeys])));
  for (const row of rows) {
    const fields = row.dataSource.kind === 'builtin' ? row.dataSource.cardMapping ?? [] : [];
    if (!names.has(row.tableKey)) names.set(row.tableKey, { name: row.columnName, fields });
  }
  return names;
}

/** What a draft holds, as the staging card shows it: "label：value" for each mapped field that has a value. */
function draftSummary(data: Record<string, string | number | null>, fields: ReadonlyArray<{ field: string; chineseName: string }>): string {
  const parts = fields.length > 0
    ? fields.map(({ field, chineseName }) => [chineseName, data[field]] as const)
    : Object.entries(data);
  return parts.filter(([, value]) => value !== null && value !== undefined && `${value}` !== '')
    .map(([label, value]) => `${label}：${String(value)}`).join('；');
}

async function listDrafts(db: Queryable, user: Applicant, input: ListInput): Promise<{ records: ApplicationSummary[]; total: number }> {
  // The keyword looks into the saved values too: a student finds 病假 among their drafts.
  const keyword = input.keyword === '' ? undefined
    : or(ilike(sql`${stagingRows.data}::text`, containsPattern(input.keyword)), ilike(stagingRows.tableKey, containsPattern(input.keyword)));
  const rows = await db
    .select({
      id: stagingRows.id, tableKey: stagingRows.tableKey, data: stagingRows.data, createdAt: stagingRows.createdAt,
      url: stagingRows.url, processId: stagingRows.processId,
      total: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(stagingRows)
    .where(and(ownDrafts(user), keyword))
    .orderBy(desc(stagingRows.createdAt), desc(stagingRows.id))
    .limit(input.size)
    .offset((input.current - 1) * input.size);
  const tables = await draftTableNames(db, user.tenantId, [...new Set(rows.map((r) => r.tableKey))]);
  return {
    total: rows[0]?.total ?? 0,
    records: rows.map((row) => {
      const table = tables.get(row.tableKey);
      return {
        id: row.id, status: row.processId ? 'returned' : 'draft', title: table?.name ?? row.tableKey, serviceName: '', deptName: '',
        startedAt: iso(row.createdAt), endedAt: '', currentStep: draftSummary(row.data, table?.fields ?? []), overdue: false,
        url: row.url, processId: row.processId ?? '',
      };
    }),
  };
}

/**
 * 我的办件: a page of the caller's applications (newest first) or drafts, and every tab's count. 全部 lists the
 * submitted applications; 草稿 the 暂存表 rows: forms never submitted, and applications returned to the applicant
 * (ADR 024: a returned application has its 暂存表 row with the resume address).
 */
export async function listMyApplications(db: Queryable, user: Applicant, input: ListInput, now: Date): Promise<MyApplications> {
  const [page, counts] = await Promise.all([
    input.status === 'draft' ? listDrafts(db, user, input) : listProcesses(db, user, input, now),
    countAll(db, user),
  ]);
  return { ...page, current: input.current, size: input.size, counts };
}
