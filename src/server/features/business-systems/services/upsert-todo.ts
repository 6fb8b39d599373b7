import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedRows, type PreparedRows } from '../../../db/raw-rows';
import type { ProcessStatus } from '../../../db/schema/process';
import { randomId } from '../../../../shared/rules/ids';
import type { TodoAnswer, TodoUpsertRequest } from '../../../../shared/schema/business-api';
import { BusinessApiError } from '../open-api/business-error';
import { STATUS_NAMES } from './applications';
import type { Affected, DeliveryOf, WriteContext } from './write-context';

/** What the statement found (each null when the row is missing) and whether it wrote. */
interface UpsertFacts {
  process_id: string | null;
  status: ProcessStatus | null;
  applicant_id: string | null;
  handler_id: string | null;
  existing_process_id: string | null;
  existing_ended: boolean | null;
  existing_handler_id: string | null;
  dept_id: string | null;
  dept_owned: boolean | null;
  updated: boolean;
  inserted: boolean;
}

const param = (name: string) => sql.placeholder(name);

/**
 * The statement (see upsertTodo), its values `sql.placeholder`s by name. Exported for the test of its generic plan.
 * The update finds its row by the key `existing` read, as a value (`n.id = (select …)`), and re-checks "still open"
 * as `(n.ended_at is null) is true`. PostgreSQL plans the statement once per connection, generically; a plan made
 * while process_nodes is empty or never analysed (autovacuum off, a fresh deployment) costs every path as one row
 * and may take a partial index on open steps (`… where ended_at is null`) instead of the key, reading every open
 * step at each call, more as steps accumulate (ADR 024). Written so, the condition does not match those indexes'
 * predicate, and the key is the only cheap path left.
 */
export const TODO_UPSERT_STATEMENT = sql`
  with app as (
    select id, tenant_id, service_id, applicant_id, flow_type, status from processes
    where business_system_id = ${param('systemId')} and external_id = ${param('applicationId')}
    for share
  ),
  handler as (
    select id from users where tenant_id = ${param('tenantId')} and account = ${param('handler')}
  ),
  existing as (
    select id, process_id, handler_id, ended_at from process_nodes
    where business_system_id = ${param('systemId')} and external_id = ${param('todoId')}
  ),
  service as materialized (
    select service_id, tenant_id, service_dept_id from services where service_id = (select service_id from app)
  ),
  dept as (
    select id, true as owned from departments
    where ${param('department')}::varchar is not null and tenant_id = ${param('tenantId')} and dept_code = ${param('department')}
    union all
    select s.service_dept_id, exists (
      select 1 from business_system_services o where o.system_id = ${param('systemId')} and o.service_id = s.service_id
    )
    from service s
    where ${param('department')}::varchar is null and s.tenant_id = ${param('tenantId')}
  ),
  go as (
    select app.id as process_id, app.tenant_id, app.flow_type, handler.id as handler_id, dept.id as dept_id
    from app, handler, dept
    where app.status = 'running' and dept.owned
      and not exists (select 1 from existing where existing.process_id <> app.id or existing.ended_at is not null)
  ),
  updated as (
    update process_nodes n
    set node_name = ${param('nodeName')}, handler_id = go.handler_id, dept_id = go.dept_id, handle_url = ${param('handleUrl')},
      time_limit_hours = ${param('limit')}::int
    from go
    where n.id = (select id from existing) and n.process_id = go.process_id and (n.ended_at is null) is true
    returning n.id
  ),
  inserted as (
    insert into process_nodes (id, tenant_id, process_id, flow_type, seq, node_name, handler_id, dept_id, started_at, time_limit_hours,
      handle_url, business_system_id, external_id)
    select ${param('nodeId')}, go.tenant_id, go.process_id, go.flow_type,
      coalesce((select max(p.seq) from process_nodes p where p.process_id = go.process_id), 0) + 1,
      ${param('nodeName')}, go.handler_id, go.dept_id, ${param('at')}::timestamptz, ${param('limit')}::int, ${param('handleUrl')}, ${param('systemId')}, ${param('todoId')}
    from go where not exists (select 1 from existing)
    on conflict (business_system_id, external_id) do nothing
    returning id
  ),
  event as (
    insert into process_events (id, tenant_id, process_id, business_system_id, external_id, type, node_name, actor_id, opinion, occurred_at)
    select ${param('eventId')}, go.tenant_id, go.process_id, ${param('systemId')}, null, 'step_started', ${param('nodeName')}, go.handler_id, '', ${param('at')}::timestamptz
    from go where exists (select 1 from inserted)
  ),
  delivery as (
    insert into business_deliveries (tenant_id, system_id, key_id, kind, external_id, outcome, http_status, duration_ms, created_at)
    select ${param('tenantId')}, ${param('systemId')}, ${param('keyId')}, ${param('kind')}, ${param('todoId')}, 'accepted', 200,
      ${param('durationMs')}::int, ${param('createdAt')}::timestamptz
    where exists (select 1 from updated) or exists (select 1 from inserted)
  )
  select app.id as process_id, app.status, app.applicant_id, handler.id as handler_id,
    existing.process_id as existing_process_id, existing.ended_at is not null as existing_ended, existing.handler_id as existing_handler_id,
    dept.id as dept_id, dept.owned as dept_owned,
    exists (select 1 from updated) as updated, exists (select 1 from inserted) as inserted
  from (select 1) as one
    left join app on true left join handler on true left join existing on true
    left join (select * from dept limit 1) as dept on true`;

/** The statement, prepared once per database (and by PostgreSQL once per connection). */
const statements = new WeakMap<Db, PreparedRows<UpsertFacts>>();

function upsertStatement(db: Db): PreparedRows<UpsertFacts> {
  let statement = statements.get(db);
  if (!statement) {
    statement = preparedRows<UpsertFacts>(db, 'business_todo_upsert', TODO_UPSERT_STATEMENT);
    statements.set(db, statement);
  }
  return statement;
}

/**
 * PUT /todos/{todoId} (ADR 024): the step's to-do, made or updated — the same as `step_started`, without an event id
 * of its own — in ONE statement, so a call costs one round trip and is atomic without BEGIN and COMMIT; prepared
 * under a name, since planning the chain took several times as long as running it. Its CTEs:
 * - `app`: the application, under a share lock: an event that changes its status (FOR UPDATE) waits for this write,
 *   and this write for it, while upserts of the application's other to-dos go on together;
 * - `handler`, `existing` (the to-do, if made before), `dept` (the department named, or the application's service's
 *   when this system still owns that service). The service is read by its primary key alone in a CTE of its own
 *   (`service`, materialised), its tenant checked after: the statement runs on a generic plan, and one made before
 *   the tables have statistics took a (tenant_id, …) index as cheap as the key and read the tenant's services one by
 *   one until the application's at every call (33 of its 80 buffers with the seed's 357 services, ADR 024);
 * - `go`: one row when every check holds; `updated` / `inserted` (+ `event`, the timeline's step_started, and
 *   `delivery`, the audit row) write only from it. The update re-checks its row (still open, same application) as
 *   PostgreSQL re-reads it under its lock, and the insert yields to a concurrent one (ON CONFLICT DO NOTHING): either
 *   way nothing is written and the statement runs once more, when it sees the other's row.
 * The final row tells the refusal, checked in the order the earlier transaction checked them. A step made here takes
 * the next seq of its application from the statement's snapshot: two steps of one application made by concurrent
 * calls may share a seq, as parallel steps do (我的办件 orders by it; a tie is only a tie).
 */
export async function upsertTodo(
  ctx: WriteContext, delivery: DeliveryOf, todoId: string, input: TodoUpsertRequest, affected: Affected,
): Promise<TodoAnswer> {
  const { system } = delivery;
  const nowMs = ctx.now();
  const values = {
    systemId: system.id, tenantId: system.tenantId, keyId: system.keyId, kind: delivery.kind, applicationId: input.applicationId,
    todoId, handler: input.handler, department: input.department ?? null, nodeName: input.nodeName, handleUrl: input.handleUrl,
    limit: input.timeLimitHours ?? 0, at: new Date(input.startedAt === undefined ? nowMs : Date.parse(input.startedAt)).toISOString(),
    durationMs: Math.max(0, Math.round(nowMs - delivery.startedMs)), createdAt: new Date(nowMs).toISOString(),
  };
  const statement = upsertStatement(ctx.db);
  const write = async (): Promise<UpsertFacts> => {
    const [facts] = await statement.execute({ ...values, nodeId: randomId(32), eventId: randomId(32) });
    if (!facts) throw new Error('the to-do upsert answered no row');
    return facts;
  };

  let facts = await write();
  refuseUnless(facts, input, todoId);
  // Passed every check yet wrote nothing: a concurrent call made or closed the to-do meanwhile. Once more, which now
  // sees that row (and refuses, or updates it).
  if (!facts.updated && !facts.inserted) {
    facts = await write();
    refuseUnless(facts, input, todoId);
    if (!facts.updated && !facts.inserted) throw new BusinessApiError('unavailable', { retryAfter: 1 });
  }
  const handlerId = facts.handler_id ?? '';
  affected.add(handlerId, 'todos');
  if (facts.applicant_id) affected.add(facts.applicant_id, 'applications');
  // 转办 or a new address: the previous handler's card loses it.
  if (facts.existing_handler_id && facts.existing_handler_id !== handlerId) affected.add(facts.existing_handler_id, 'todos');
  return { todoId, applicationId: input.applicationId, state: 'open', created: facts.inserted };
}

/** The refusal the facts call for, in the order of the checks of `step_started` (applications.ts). */
function refuseUnless(facts: UpsertFacts, input: TodoUpsertRequest, todoId: string): void {
  if (facts.status === null) {
    throw new BusinessApiError('unknown_application', { message: `办件 ${input.applicationId} 不存在，请先报送 submitted 事件` });
  }
  if (facts.handler_id === null) {
    const message = `用户 ${input.handler} 不存在`;
    throw new BusinessApiError('unknown_user', { message, fields: { handler: message } });
  }
  if (facts.existing_process_id !== null && facts.existing_process_id !== facts.process_id) {
    throw new BusinessApiError('id_conflict', { message: `待办 ${todoId} 属于另一个办件` });
  }
  if (facts.existing_ended) throw new BusinessApiError('out_of_order', { message: `待办 ${todoId} 已关闭，不能再修改` });
  if (facts.status !== 'running') throw new BusinessApiError('out_of_order', { message: `办件${STATUS_NAMES[facts.status]}，不能开始新的环节` });
  if (facts.dept_id === null) {
    if (input.department) {
      const message = `部门 ${input.department} 不存在`;
      throw new BusinessApiError('unknown_department', { message, fields: { department: message } });
    }
    throw new BusinessApiError('unknown_service', { message: '办件的服务已不存在' });
  }
  if (!facts.dept_owned) throw new BusinessApiError('service_not_owned', { message: '办件的服务已不属于此业务系统' });
}
