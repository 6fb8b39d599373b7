import { sql } from 'drizzle-orm';
import type { Queryable } from '../../src/server/db/client';

/**
 * Efficiency benchmark data (ADR 010): `processes` applications with two or three steps each over the last 320
 * days, generated inside PostgreSQL (generate_series), so a million rows take minutes, not hours of round trips.
 * Applicants and handlers are the tenant's seeded people; services its flow services; 8% of the last two weeks'
 * applications are still running, and about one step in eight runs past its limit. Needs the demo seed.
 */
export async function generateEfficiencyBenchData(db: Queryable, options: { tenantId: string; processes: number; chunk?: number }): Promise<{ processes: number; nodes: number }> {
  const { tenantId } = options;
  const chunk = options.chunk ?? 100_000;
  await db.execute(sql`drop table if exists eff_bench_services`);
  await db.execute(sql`drop table if exists eff_bench_users`);
  await db.execute(sql`create unlogged table eff_bench_services as
    select row_number() over (order by service_id) as rn, service_id, service_dept_id from services
    where tenant_id = ${tenantId} and service_type = 'PROCESS' and status = 1`);
  await db.execute(sql`create unlogged table eff_bench_users as
    select row_number() over (order by id) as rn, id from users where tenant_id = ${tenantId}`);
  for (let from = 1; from <= options.processes; from += chunk) {
    const to = Math.min(options.processes, from + chunk - 1);
    await db.execute(sql`
      insert into processes (id, tenant_id, service_id, applicant_id, title, flow_type, status, started_at, ended_at)
      select 'bench-' || g, ${tenantId}, s.service_id, u.id, '基准办件 ' || g, x.flow, x.status, x.started,
        case when x.status = 'running' then null else x.started + x.took end
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (
        select started, took, flow,
          case when started > now() - interval '14 days' and r < 0.3 then 'running'
               when r < 0.08 then 'rejected' when r < 0.12 then 'withdrawn' else 'done' end as status
        from (select now() - random() * interval '320 days' + (g % 2) * interval '0 s' as started,
                     (2 + random() * 120) * interval '1 hour' as took, random() as r,
                     (array['教务', '学工', '人事', '财务', '科研', '后勤', '信息化'])[1 + g % 7] as flow) v
      ) x
      join eff_bench_services s on s.rn = 1 + (g % (select count(*) from eff_bench_services))
      join eff_bench_users u on u.rn = 1 + ((g::bigint * 7919) % (select count(*) from eff_bench_users))`);
    await db.execute(sql`
      insert into process_nodes (id, tenant_id, process_id, flow_type, seq, node_name, handler_id, dept_id, started_at, ended_at, time_limit_hours, result)
      select p.id || '-' || k, p.tenant_id, p.id, p.flow_type, k, (array['部门审核', '业务审批', '结果确认'])[k], u.id, s.service_dept_id,
        p.started_at + (k - 1) * span / n,
        case when p.status = 'running' and k = n then null else p.started_at + k * span / n end,
        (array[24, 48, 72])[1 + (k + length(p.id)) % 3],
        case when p.status = 'withdrawn' then 'pending' when p.status = 'running' and k = n then 'pending'
             when p.status = 'rejected' and k = n then 'rejected' else 'approved' end
      from processes p
      cross join lateral (select 2 + (substr(p.id, 7)::int % 2) as n, coalesce(p.ended_at, now()) - p.started_at as span) m
      cross join lateral generate_series(1, m.n) k
      join services sv on sv.service_id = p.service_id
      join eff_bench_services s on s.service_id = sv.service_id
      join eff_bench_users u on u.rn = 1 + ((substr(p.id, 7)::int * 31 + k) % (select count(*) from eff_bench_users))
      where p.id like 'bench-%' and substr(p.id, 7)::int between ${from} and ${to}`);
  }
  await db.execute(sql`drop table eff_bench_services`);
  await db.execute(sql`drop table eff_bench_users`);
  const result = (await db.execute(sql`select (select count(*) from processes)::int as processes, (select count(*) from process_nodes)::int as nodes`)) as unknown as {
    rows: Array<{ processes: number; nodes: number }>;
  };
  return result.rows[0] ?? { processes: 0, nodes: 0 };
}
