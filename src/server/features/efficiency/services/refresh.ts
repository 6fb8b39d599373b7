import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { efficiencyRefreshes } from '../../../db/schema/efficiency';
import { rowsOf } from './sql-rows';

/**
 * The daily pre-aggregates (ADR 010). A full refresh rebuilds a tenant's rows; the incremental one rebuilds only
 * the days that may have changed since the last refresh: from the earliest application that was still running at
 * the last refresh or is running now (its steps may have ended or passed their limit since), and the last two days
 * (new applications). Applications are not back-dated by any call of ours, so earlier days cannot change.
 */

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD' of a moment in Beijing. */
export function beijingDate(ms: number): string {
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 10);
}

/** The moment a Beijing day starts. */
export function beijingDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BEIJING_MS);
}

interface RefreshState {
  refreshedAt: string;
  openSince: string | null;
}

async function openSinceNow(db: Queryable, tenantId: string): Promise<string | null> {
  const [row] = await rowsOf<{ since: string | null }>(db, sql`
    select min(started_at)::text as since from processes where tenant_id = ${tenantId} and status in ('running', 'returned')`);
  return row?.since ?? null;
}

async function rebuildFrom(db: Queryable, tenantId: string, fromDay: string | null, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const from = fromDay ? beijingDayStart(fromDay).toISOString() : '-infinity';
  const day = sql`((p.started_at at time zone 'UTC') + interval '8 hours')::date`;
  const timedOut = sql`(n.time_limit_hours > 0 and coalesce(n.ended_at, ${nowIso}::timestamptz) - n.started_at > n.time_limit_hours * interval '1 hour')`;
  await db.execute(sql`delete from efficiency_service_days where tenant_id = ${tenantId} and day >= ${fromDay ?? '0001-01-01'}::date`);
  await db.execute(sql`delete from efficiency_node_days where tenant_id = ${tenantId} and day >= ${fromDay ?? '0001-01-01'}::date`);
  await db.execute(sql`
    with p as (
      select id, service_id, flow_type, status, started_at, ended_at from processes
      where tenant_id = ${tenantId} and started_at >= ${from}::timestamptz
    ),
    pn as (select n.process_id, bool_or(${timedOut}) as timed_out from process_nodes n join p on p.id = n.process_id group by n.process_id),
    pl as (select l.process_id, count(*)::int as likes from process_likes l join p on p.id = l.process_id group by l.process_id)
    insert into efficiency_service_days
      (tenant_id, day, service_id, flow_type, applications, finished, running, withdrawn, finished_seconds, timeout_processes, likes)
    select ${tenantId}, ${day}, p.service_id, min(p.flow_type), count(*),
      count(*) filter (where p.status in ('done', 'rejected')),
      -- A returned application (ADR 024) is still in progress: back with its applicant.
      count(*) filter (where p.status in ('running', 'returned')),
      count(*) filter (where p.status = 'withdrawn'),
      coalesce(round(sum(extract(epoch from p.ended_at - p.started_at)) filter (where p.status in ('done', 'rejected'))), 0)::bigint,
      count(*) filter (where pn.timed_out),
      coalesce(sum(pl.likes), 0)::int
    from p left join pn on pn.process_id = p.id left join pl on pl.process_id = p.id
    group by ${day}, p.service_id`);
  await db.execute(sql`
    insert into efficiency_node_days (tenant_id, day, service_id, dept_id, node_name, nodes, decided, open, decided_seconds, timeouts)
    select ${tenantId}, ${day}, p.service_id, n.dept_id, n.node_name, count(*),
      count(*) filter (where n.ended_at is not null and n.result in ('approved', 'rejected')),
      count(*) filter (where n.ended_at is null),
      coalesce(round(sum(extract(epoch from n.ended_at - n.started_at)) filter (where n.ended_at is not null and n.result in ('approved', 'rejected'))), 0)::bigint,
      count(*) filter (where ${timedOut})
    from processes p join process_nodes n on n.process_id = p.id
    where p.tenant_id = ${tenantId} and p.started_at >= ${from}::timestamptz
    group by ${day}, p.service_id, n.dept_id, n.node_name`);
}

/**
 * Recomputes a tenant's aggregates, fully or incrementally, under a row lock so two instances never rebuild the
 * same tenant at once. Answers when the figures were computed.
 */
export async function refreshEfficiency(db: Queryable, tenantId: string, now: Date, options: { full?: boolean } = {}): Promise<Date> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into efficiency_refreshes (tenant_id, refreshed_at, open_since) values (${tenantId}, ${new Date(0).toISOString()}::timestamptz, null)
      on conflict (tenant_id) do nothing`);
    const [state] = await rowsOf<RefreshState>(tx, sql`
      select refreshed_at::text as "refreshedAt", open_since::text as "openSince" from efficiency_refreshes where tenant_id = ${tenantId} for update`);
    const openNow = await openSinceNow(tx, tenantId);
    const neverRefreshed = !state || Date.parse(state.refreshedAt) <= 0;
    let fromDay: string | null = null;
    if (!options.full && !neverRefreshed) {
      const candidates = [now.getTime() - 2 * DAY_MS, state.openSince ? Date.parse(state.openSince) : Infinity, openNow ? Date.parse(openNow) : Infinity];
      fromDay = beijingDate(Math.min(...candidates));
    }
    await rebuildFrom(tx, tenantId, fromDay, now);
    await tx.execute(sql`update efficiency_refreshes set refreshed_at = ${now.toISOString()}::timestamptz, open_since = ${openNow}::timestamptz
      where tenant_id = ${tenantId}`);
    return now;
  });
}

/** When a tenant's aggregates were last computed; null when never. */
export async function lastRefresh(db: Queryable, tenantId: string): Promise<Date | null> {
  const [row] = await db.select({ at: efficiencyRefreshes.refreshedAt }).from(efficiencyRefreshes).where(sql`${efficiencyRefreshes.tenantId} = ${tenantId}`);
  if (!row || row.at.getTime() <= 0) return null;
  return row.at;
}
