import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { ServiceRank } from '../../../../shared/schema/efficiency';
import { whereOf, type Resolved } from './filters';
import { rangeOf } from './overview';
import { meanHours, num, rate, rowsOf } from './sql-rows';

export type ServiceOrder = 'applications' | 'likes' | 'timeouts';

const ORDER = {
  applications: sql`applications desc`,
  likes: sql`likes desc, applications desc`,
  timeouts: sql`timeout_processes desc, applications desc`,
} as const;

interface RankRow {
  service_id: string;
  service_name: string;
  dept_name: string;
  applications: number;
  finished: number;
  finished_seconds: number;
  timeout_processes: number;
  likes: number;
  total: number;
}

/**
 * Services ranked by applications (heat), likes, or timed-out applications. `share` is of all applications of the
 * filter, so the heat of every service adds up to 1. Ties are broken by the service id, so pages never flicker.
 */
export async function rankServices(
  db: Queryable, r: Resolved, order: ServiceOrder, size: number, refreshedAt: Date | null, scoped: boolean,
): Promise<ServiceRank> {
  const rows = await rowsOf<RankRow>(db, sql`
    with g as (
      select a.service_id, sum(a.applications)::int as applications, sum(a.finished)::int as finished,
        sum(a.finished_seconds)::float8 as finished_seconds, sum(a.timeout_processes)::int as timeout_processes, sum(a.likes)::int as likes
      from efficiency_service_days a join services s on s.service_id = a.service_id
      where ${whereOf(r, { scoped })} group by a.service_id
    )
    select g.*, s.service_name, d.dept_name, (select coalesce(sum(applications), 0) from g)::int as total
    from g join services s on s.service_id = g.service_id join departments d on d.id = s.service_dept_id
    ${order === 'likes' ? sql`where g.likes > 0` : order === 'timeouts' ? sql`where g.timeout_processes > 0` : sql``}
    order by ${ORDER[order]}, g.service_id limit ${size}`);
  const [totalRow] = order === 'applications' || rows.length > 0 ? rows : await rowsOf<{ total: number }>(db, sql`
    select coalesce(sum(a.applications), 0)::int as total from efficiency_service_days a join services s on s.service_id = a.service_id
    where ${whereOf(r, { scoped })}`);
  const total = num(totalRow?.total);
  return {
    range: rangeOf(r, refreshedAt),
    total,
    rows: rows.map((row) => ({
      serviceId: row.service_id, serviceName: row.service_name, deptName: row.dept_name,
      applications: num(row.applications), share: rate(row.applications, total) ?? 0, likes: num(row.likes),
      timeoutProcesses: num(row.timeout_processes), timeoutRate: rate(row.timeout_processes, row.applications),
      avgHandleHours: meanHours(row.finished_seconds, row.finished),
    })),
  };
}

interface NodeRow {
  service_id: string;
  service_name: string;
  node_name: string;
  dept_name: string;
  nodes: number;
  decided: number;
  decided_seconds: number;
  timeouts: number;
}

/** Steps (a service's node at a handling department) ranked by timeouts. */
export async function rankTimeoutNodes(db: Queryable, r: Resolved, size: number, refreshedAt: Date | null) {
  const rows = await rowsOf<NodeRow>(db, sql`
    select a.service_id, s.service_name, a.node_name, d.dept_name, sum(a.nodes)::int as nodes, sum(a.decided)::int as decided,
      sum(a.decided_seconds)::float8 as decided_seconds, sum(a.timeouts)::int as timeouts
    from efficiency_node_days a join services s on s.service_id = a.service_id join departments d on d.id = a.dept_id
    where ${whereOf(r, { scoped: true })}
    group by a.service_id, s.service_name, a.node_name, d.dept_name
    having sum(a.timeouts) > 0
    order by timeouts desc, nodes desc, a.service_id, a.node_name limit ${size}`);
  return {
    range: rangeOf(r, refreshedAt),
    rows: rows.map((row) => ({
      serviceId: row.service_id, serviceName: row.service_name, nodeName: row.node_name, deptName: row.dept_name,
      nodes: num(row.nodes), timeouts: num(row.timeouts), timeoutRate: rate(row.timeouts, row.nodes),
      avgHandleHours: meanHours(row.decided_seconds, row.decided),
    })),
  };
}
