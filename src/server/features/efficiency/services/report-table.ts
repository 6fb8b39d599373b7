import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments, services } from '../../../db/schema/catalogue';
import { AppError } from '../../../http/app-error';
import type { ReportRow, ReportTable } from '../../../../shared/schema/efficiency';
import { whereOf, type Resolved } from './filters';
import { rangeOf } from './overview';
import { canViewDept, type EffScope } from './scope';
import { meanHours, num, rate, rowsOf } from './sql-rows';

/**
 * The department report table (ADR 010): the school lists the departments owning services, a department its
 * services, a service its steps. Every level reads the same aggregates with the same filter, so a department's row
 * equals the totals of its services, and the figures on the page match the overview.
 */

interface Sums {
  key: string;
  name: string;
  dept_name: string;
  total: number;
  finished: number;
  running: number;
  seconds: number;
  timeouts: number;
}

function rowOf(level: ReportRow['level'], s: Sums, drillable: boolean): ReportRow {
  return {
    level, key: s.key, name: s.name, deptName: s.dept_name, total: num(s.total), finished: num(s.finished), running: num(s.running),
    timeouts: num(s.timeouts), timeoutRate: rate(s.timeouts, s.total), avgHandleHours: meanHours(s.seconds, s.finished), drillable,
  };
}

function totalsOf(level: ReportRow['level'], key: string, name: string, rows: readonly Sums[]): ReportRow {
  const sum = (pick: (s: Sums) => number) => rows.reduce((acc, s) => acc + num(pick(s)), 0);
  return rowOf(level, {
    key, name, dept_name: '', total: sum((s) => s.total), finished: sum((s) => s.finished), running: sum((s) => s.running),
    seconds: sum((s) => s.seconds), timeouts: sum((s) => s.timeouts),
  }, false);
}

const SERVICE_SUMS = sql`sum(a.applications)::int as total, sum(a.finished)::int as finished, sum(a.running)::int as running,
  sum(a.finished_seconds)::float8 as seconds, sum(a.timeout_processes)::int as timeouts`;

const SCHOOL = { level: 'school' as const, key: '', name: '全校' };

export async function schoolTable(db: Queryable, r: Resolved, refreshedAt: Date | null): Promise<ReportTable> {
  const rows = await rowsOf<Sums>(db, sql`
    select s.service_dept_id as key, d.dept_name as name, d.dept_name, ${SERVICE_SUMS}
    from efficiency_service_days a join services s on s.service_id = a.service_id join departments d on d.id = s.service_dept_id
    where ${whereOf(r, { scoped: true })}
    group by s.service_dept_id, d.dept_name, d.sort order by total desc, d.sort, s.service_dept_id`);
  return {
    range: rangeOf(r, refreshedAt), level: 'dept', path: [SCHOOL],
    totals: totalsOf('dept', '', SCHOOL.name, rows), rows: rows.map((s) => rowOf('dept', s, true)),
  };
}

export async function deptTable(db: Queryable, scope: EffScope, r: Resolved, deptId: string, refreshedAt: Date | null): Promise<ReportTable> {
  const [dept] = await db.select({ id: departments.id, name: departments.deptName }).from(departments)
    .where(and(eq(departments.id, deptId), eq(departments.tenantId, r.tenantId)));
  // An unknown department and one the caller may not see answer alike: no existence leak.
  if (!dept || !canViewDept(scope, dept.id)) throw new AppError('FORBIDDEN', { msg: '没有查看该部门效能数据的权限' });
  const rows = await rowsOf<Sums>(db, sql`
    select a.service_id as key, s.service_name as name, ${dept.name} as dept_name, ${SERVICE_SUMS}
    from efficiency_service_days a join services s on s.service_id = a.service_id
    where ${whereOf(r, { scoped: true })} and s.service_dept_id = ${dept.id}
    group by a.service_id, s.service_name order by total desc, a.service_id`);
  return {
    range: rangeOf(r, refreshedAt), level: 'service', path: [SCHOOL, { level: 'dept', key: dept.id, name: dept.name }],
    totals: totalsOf('service', dept.id, dept.name, rows), rows: rows.map((s) => rowOf('service', s, true)),
  };
}

export async function serviceTable(db: Queryable, scope: EffScope, r: Resolved, serviceId: string, refreshedAt: Date | null): Promise<ReportTable> {
  const [service] = await db.select({ id: services.serviceId, name: services.serviceName, deptId: services.serviceDeptId, deptName: departments.deptName })
    .from(services).innerJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(eq(services.serviceId, serviceId), eq(services.tenantId, r.tenantId)));
  if (!service || !canViewDept(scope, service.deptId)) throw new AppError('FORBIDDEN', { msg: '没有查看该服务效能数据的权限' });
  const rows = await rowsOf<Sums & { first_seen: string }>(db, sql`
    select a.node_name || '@' || a.dept_id as key, a.node_name as name, d.dept_name,
      sum(a.nodes)::int as total, sum(a.decided)::int as finished, sum(a.open)::int as running,
      sum(a.decided_seconds)::float8 as seconds, sum(a.timeouts)::int as timeouts
    from efficiency_node_days a join services s on s.service_id = a.service_id join departments d on d.id = a.dept_id
    where ${whereOf(r, { scoped: true })} and a.service_id = ${service.id}
    group by a.node_name, a.dept_id, d.dept_name order by total desc, a.node_name, a.dept_id`);
  return {
    range: rangeOf(r, refreshedAt), level: 'node',
    path: [SCHOOL, { level: 'dept', key: service.deptId, name: service.deptName }, { level: 'service', key: service.id, name: service.name }],
    totals: totalsOf('node', service.id, service.name, rows), rows: rows.map((s) => rowOf('node', s, false)),
  };
}
