import { and, asc, eq } from 'drizzle-orm';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { semesters } from '../../../db/schema/content';
import { AppError } from '../../../http/app-error';
import type { EfficiencyFilter } from '../../../../shared/schema/efficiency';
import { canViewDept, loadDepartments, withDescendants, type EffScope } from './scope';
import { beijingDate } from './refresh';

/** What every figure of one filter is computed over. */
export interface Resolved {
  tenantId: string;
  startDate: string;
  endDate: string;
  /** Service owners to keep: null = every department the scope allows. */
  deptIds: string[] | null;
  sceneId: string;
  /** The caller's department scope, applied by department-level queries. */
  scopeDepts: 'all' | string[];
}

const MAX_DAYS = 3 * 366;

export async function listSemesters(db: Queryable, tenantId: string) {
  return db.select({ id: semesters.id, name: semesters.name, startDate: semesters.startDate, endDate: semesters.endDate })
    .from(semesters).where(eq(semesters.tenantId, tenantId)).orderBy(asc(semesters.startDate));
}

/** The semester containing `today`, else the latest one that began before it. */
export function currentSemester<T extends { startDate: string; endDate: string }>(list: readonly T[], today: string): T | undefined {
  return list.find((s) => s.startDate <= today && today <= s.endDate) ?? [...list].reverse().find((s) => s.startDate <= today);
}

/**
 * Dates given win; else the semester's; else the current semester (else the last 365 days). A department filter
 * the caller may not see is refused rather than silently widened.
 */
export async function resolveFilter(db: Queryable, scope: EffScope, filter: EfficiencyFilter, now: number): Promise<Resolved> {
  const today = beijingDate(now);
  let start = filter.startDate;
  let end = filter.endDate;
  if (!start || !end) {
    const list = await listSemesters(db, scope.tenantId);
    const semester = filter.semesterId ? list.find((s) => s.id === filter.semesterId) : currentSemester(list, today);
    if (filter.semesterId && !semester) throw new AppError('BAD_REQUEST', { msg: '学期不存在', errors: [{ field: 'semesterId', msg: '学期不存在' }] });
    start ||= semester?.startDate ?? beijingDate(now - 365 * 86_400_000);
    end ||= semester?.endDate ?? today;
  }
  if (start > end) throw new AppError('BAD_REQUEST', { msg: '开始日期不能晚于结束日期', errors: [{ field: 'startDate', msg: '开始日期不能晚于结束日期' }] });
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_DAYS) throw new AppError('BAD_REQUEST', { msg: '时间范围最长三年' });

  let deptIds: string[] | null = null;
  if (filter.deptId) {
    if (!canViewDept(scope, filter.deptId)) throw new AppError('FORBIDDEN', { msg: '没有查看该部门效能数据的权限' });
    deptIds = [...withDescendants(await loadDepartments(db, scope.tenantId), [filter.deptId])];
  }
  return {
    tenantId: scope.tenantId, startDate: start, endDate: end, deptIds, sceneId: filter.sceneId,
    scopeDepts: scope.depts === 'all' ? 'all' : [...scope.depts],
  };
}

/** Conditions on an aggregate table aliased `a` joined with services `s`, for a resolved filter. */
export function whereOf(r: Resolved, options: { scoped: boolean }): SQL {
  const parts: SQL[] = [
    sql`a.tenant_id = ${r.tenantId}`,
    sql`a.day between ${r.startDate}::date and ${r.endDate}::date`,
  ];
  if (r.deptIds) parts.push(sql`s.service_dept_id in ${inList(r.deptIds)}`);
  if (r.sceneId) parts.push(sql`s.service_scene_id = ${r.sceneId}`);
  if (options.scoped && r.scopeDepts !== 'all') parts.push(sql`s.service_dept_id in ${inList(r.scopeDepts)}`);
  return and(...parts) ?? sql`true`;
}

/** `(a, b, …)` of bound values; an empty list matches nothing. */
export function inList(values: readonly string[]): SQL {
  if (values.length === 0) return sql`(null)`;
  return sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;
}

/** True when the filter needs the services table (department or scene filter, or a department scope). */
export function needsServices(r: Resolved, scoped: boolean): boolean {
  return r.deptIds !== null || r.sceneId !== '' || (scoped && r.scopeDepts !== 'all');
}
