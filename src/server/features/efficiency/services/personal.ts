import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { PersonalDetailRow, PersonalReport } from '../../../../shared/schema/efficiency';
import { beijingDayStart } from './refresh';
import { rangeOf } from './overview';
import type { Resolved } from './filters';
import { meanHours, num, rate, rowsOf } from './sql-rows';

/**
 * The caller's own efficiency (ADR 010), read live from their own records through the handler and applicant
 * indexes: never another user's, whatever the request says. A step belongs to the range by the day it reached the
 * caller; open steps are judged against the time of the request.
 */

function bounds(r: Resolved) {
  const end = new Date(beijingDayStart(r.endDate).getTime() + 86_400_000);
  return { from: beijingDayStart(r.startDate).toISOString(), to: end.toISOString() };
}

const timedOut = (nowIso: string) =>
  sql`(n.time_limit_hours > 0 and coalesce(n.ended_at, ${nowIso}::timestamptz) - n.started_at > n.time_limit_hours * interval '1 hour')`;

export async function personalReport(db: Queryable, r: Resolved, userId: string, now: Date, refreshedAt: Date | null): Promise<PersonalReport> {
  const { from, to } = bounds(r);
  const nowIso = now.toISOString();
  const [mine] = await rowsOf<Record<string, number>>(db, sql`
    select count(*)::int as steps,
      count(*) filter (where n.ended_at is not null and n.result in ('approved', 'rejected'))::int as handled,
      coalesce(sum(extract(epoch from n.ended_at - n.started_at)) filter (where n.ended_at is not null and n.result in ('approved', 'rejected')), 0)::float8 as seconds,
      count(*) filter (where n.ended_at is null)::int as pending,
      count(*) filter (where n.ended_at is null and ${timedOut(nowIso)})::int as pending_overdue,
      count(*) filter (where ${timedOut(nowIso)})::int as timeouts
    from process_nodes n
    where n.handler_id = ${userId} and n.tenant_id = ${r.tenantId} and n.started_at >= ${from}::timestamptz and n.started_at < ${to}::timestamptz`);
  const [applied] = await rowsOf<Record<string, number>>(db, sql`
    select count(*)::int as applied, count(*) filter (where p.status in ('done', 'rejected'))::int as finished,
      coalesce(sum(extract(epoch from p.ended_at - p.started_at)) filter (where p.status in ('done', 'rejected')), 0)::float8 as seconds
    from processes p
    where p.applicant_id = ${userId} and p.tenant_id = ${r.tenantId} and p.started_at >= ${from}::timestamptz and p.started_at < ${to}::timestamptz`);
  const [school] = await rowsOf<Record<string, number>>(db, sql`
    select coalesce(sum(a.decided), 0)::int as decided, coalesce(sum(a.decided_seconds), 0)::float8 as seconds
    from efficiency_node_days a where a.tenant_id = ${r.tenantId} and a.day between ${r.startDate}::date and ${r.endDate}::date`);
  return {
    range: rangeOf(r, refreshedAt),
    handled: num(mine?.handled), pending: num(mine?.pending), pendingOverdue: num(mine?.pending_overdue),
    timeouts: num(mine?.timeouts), timeoutRate: rate(mine?.timeouts ?? 0, mine?.steps ?? 0),
    avgHandleHours: meanHours(mine?.seconds ?? 0, mine?.handled ?? 0),
    schoolAvgHandleHours: meanHours(school?.seconds ?? 0, school?.decided ?? 0),
    applied: num(applied?.applied), appliedFinished: num(applied?.finished), appliedAvgHours: meanHours(applied?.seconds ?? 0, applied?.finished ?? 0),
  };
}

interface DetailRow {
  node_id: string;
  process_title: string;
  service_name: string;
  node_name: string;
  started_at: string;
  ended_at: string | null;
  seconds: number;
  time_limit_hours: number;
  timed_out: boolean;
  result: PersonalDetailRow['result'];
  total: number;
}

export async function personalDetail(
  db: Queryable, r: Resolved, userId: string, now: Date, page: { current: number; size: number; onlyTimeouts: boolean },
) {
  const { from, to } = bounds(r);
  const nowIso = now.toISOString();
  const rows = await rowsOf<DetailRow>(db, sql`
    select n.id as node_id, p.title as process_title, s.service_name, n.node_name, n.started_at, n.ended_at,
      extract(epoch from coalesce(n.ended_at, ${nowIso}::timestamptz) - n.started_at)::float8 as seconds,
      n.time_limit_hours, ${timedOut(nowIso)} as timed_out, n.result, count(*) over ()::int as total
    from process_nodes n join processes p on p.id = n.process_id join services s on s.service_id = p.service_id
    where n.handler_id = ${userId} and n.tenant_id = ${r.tenantId} and n.started_at >= ${from}::timestamptz and n.started_at < ${to}::timestamptz
      ${page.onlyTimeouts ? sql`and ${timedOut(nowIso)}` : sql``}
    order by n.started_at desc, n.id limit ${page.size} offset ${(page.current - 1) * page.size}`);
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return {
    total: num(rows[0]?.total), current: page.current, size: page.size,
    records: rows.map((row) => ({
      nodeId: row.node_id, processTitle: row.process_title, serviceName: row.service_name, nodeName: row.node_name,
      startedAt: iso(row.started_at) ?? '', endedAt: iso(row.ended_at),
      hours: Math.round((num(row.seconds) / 3600) * 100) / 100, timeLimitHours: num(row.time_limit_hours), timedOut: Boolean(row.timed_out), result: row.result,
    })),
  };
}
