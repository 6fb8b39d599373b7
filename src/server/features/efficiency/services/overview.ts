import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { EfficiencyOverview, EfficiencyTrend, TrendUnit } from '../../../../shared/schema/efficiency';
import { inList, needsServices, whereOf, type Resolved } from './filters';
import { meanHours, num, rate, rowsOf } from './sql-rows';

/** The range and freshness every answer carries. */
export function rangeOf(r: Resolved, refreshedAt: Date | null) {
  return { startDate: r.startDate, endDate: r.endDate, refreshedAt: refreshedAt?.toISOString() ?? null };
}

/** `efficiency_service_days a`, joined with the services only when a filter needs them. */
function serviceDaysFrom(r: Resolved, scoped: boolean) {
  return needsServices(r, scoped)
    ? sql`efficiency_service_days a join services s on s.service_id = a.service_id`
    : sql`efficiency_service_days a`;
}

interface Sums {
  applications: string | number;
  finished: string | number;
  running: string | number;
  withdrawn: string | number;
  finished_seconds: string | number;
  timeout_processes: string | number;
  likes: string | number;
}

const SUMS = sql`coalesce(sum(a.applications), 0)::int as applications, coalesce(sum(a.finished), 0)::int as finished,
  coalesce(sum(a.running), 0)::int as running, coalesce(sum(a.withdrawn), 0)::int as withdrawn,
  coalesce(sum(a.finished_seconds), 0)::float8 as finished_seconds, coalesce(sum(a.timeout_processes), 0)::int as timeout_processes,
  coalesce(sum(a.likes), 0)::int as likes`;

/** School-wide (or filtered) headline figures. */
export async function overview(db: Queryable, r: Resolved, refreshedAt: Date | null, scoped: boolean): Promise<EfficiencyOverview> {
  const [row] = await rowsOf<Sums & { active: number }>(db, sql`
    select ${SUMS}, count(distinct a.service_id) filter (where a.applications > 0)::int as active
    from ${serviceDaysFrom(r, scoped)} where ${whereOf(r, { scoped })}`);
  return {
    range: rangeOf(r, refreshedAt),
    applications: num(row?.applications), finished: num(row?.finished), running: num(row?.running), withdrawn: num(row?.withdrawn),
    avgHandleHours: meanHours(row?.finished_seconds ?? 0, row?.finished ?? 0),
    timeoutProcesses: num(row?.timeout_processes), timeoutRate: rate(row?.timeout_processes ?? 0, row?.applications ?? 0),
    activeServices: num(row?.active), likes: num(row?.likes),
  };
}

/** Buckets of the range by day, ISO week (from Monday) or month; empty buckets are answered as zeros. */
export async function trend(db: Queryable, r: Resolved, unit: TrendUnit, refreshedAt: Date | null, scoped: boolean): Promise<EfficiencyTrend> {
  const bucket = unit === 'day' ? sql`a.day` : sql`date_trunc(${unit}, a.day)::date`;
  const rows = await rowsOf<Sums & { period: string }>(db, sql`
    select ${bucket}::text as period, ${SUMS} from ${serviceDaysFrom(r, scoped)} where ${whereOf(r, { scoped })}
    group by 1 order by 1`);
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return {
    unit,
    range: rangeOf(r, refreshedAt),
    points: periodsOf(r.startDate, r.endDate, unit).map((period) => {
      const row = byPeriod.get(period);
      return {
        period,
        applications: num(row?.applications), finished: num(row?.finished), timeoutProcesses: num(row?.timeout_processes),
        avgHandleHours: meanHours(row?.finished_seconds ?? 0, row?.finished ?? 0),
      };
    }),
  };
}

/** The first day of every bucket that overlaps [start, end]. */
export function periodsOf(start: string, end: string, unit: TrendUnit): string[] {
  const first = new Date(`${start}T00:00:00Z`);
  if (unit === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (unit === 'month') first.setUTCDate(1);
  const out: string[] = [];
  for (const d = first; d.toISOString().slice(0, 10) <= end; ) {
    out.push(d.toISOString().slice(0, 10));
    if (unit === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (unit === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** Per business system (OAOverview). */
export async function flowOverview(db: Queryable, r: Resolved, refreshedAt: Date | null) {
  const rows = await rowsOf<Sums & { flow_type: string }>(db, sql`
    select a.flow_type, ${SUMS} from ${serviceDaysFrom(r, true)} where ${whereOf(r, { scoped: true })}
    group by a.flow_type order by sum(a.applications) desc, a.flow_type`);
  return {
    range: rangeOf(r, refreshedAt),
    rows: rows.map((row) => ({
      flowType: row.flow_type, applications: num(row.applications), finished: num(row.finished), running: num(row.running),
      timeoutProcesses: num(row.timeout_processes), avgHandleHours: meanHours(row.finished_seconds, row.finished),
    })),
  };
}

/** One row per semester of the tenant (efficiencyReportList), school-wide. */
export async function semesterReports(db: Queryable, tenantId: string, list: ReadonlyArray<{ id: string; name: string; startDate: string; endDate: string }>) {
  if (list.length === 0) return [];
  const rows = await rowsOf<Sums & { id: string }>(db, sql`
    select sem.id, ${SUMS} from semesters sem
    left join efficiency_service_days a on a.tenant_id = sem.tenant_id and a.day between sem.start_date and sem.end_date
    where sem.tenant_id = ${tenantId} and sem.id in ${inList(list.map((s) => s.id))}
    group by sem.id`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...list].reverse().map((s) => {
    const row = byId.get(s.id);
    return {
      semesterId: s.id, semesterName: s.name, startDate: s.startDate, endDate: s.endDate,
      applications: num(row?.applications), finished: num(row?.finished),
      avgHandleHours: meanHours(row?.finished_seconds ?? 0, row?.finished ?? 0),
      timeoutRate: rate(row?.timeout_processes ?? 0, row?.applications ?? 0),
    };
  });
}
