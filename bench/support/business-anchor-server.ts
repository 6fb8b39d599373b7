// The anchor of bench/business-systems.ts: a bare Fastify with no hooks and pg, answering the planned to-do upserts
// (business-plan.ts) as PUT /todos/:system/:todoId with the same JSON body, and batches of them as POST
// /todos-batch/:system (the items one after another) — per to-do one prepared statement that upserts the
// to-do into the same process_nodes table and inserts its audit row into the same business_deliveries table, in the
// scratch database the API used. No signature, rate limit, nonce, validation or state machine: what a to-do upsert
// cannot beat on this machine. Run as a child process, like the server, so both pay the same process and loopback
// costs; prints `ANCHOR <url>` once listening.
import Fastify from 'fastify';
import pg from 'pg';

interface AnchorSystem {
  systemId: string;
  tenantId: string;
  processId: string;
  flowType: string;
  deptId: string;
}

const url = process.env.ANCHOR_DATABASE_URL;
if (!url) throw new Error('business-anchor-server: set ANCHOR_DATABASE_URL');
const systems = JSON.parse(process.env.ANCHOR_SYSTEMS ?? '[]') as AnchorSystem[];
const handlers = JSON.parse(process.env.ANCHOR_HANDLERS ?? '{}') as Record<string, string>;
// The server's own pool size (db/client.ts).
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.ANCHOR_POOL ?? 10) });
pool.on('error', () => undefined);

const UPSERT = `with node as (
    insert into process_nodes (id, tenant_id, process_id, flow_type, seq, node_name, handler_id, dept_id, started_at, handle_url,
      business_system_id, external_id)
    values ($1, $2, $3, $4, 1, $5, $6, $7, now(), $8, $9, $10)
    on conflict (business_system_id, external_id) do update
      set node_name = excluded.node_name, handler_id = excluded.handler_id, handle_url = excluded.handle_url
    returning (xmax = 0) as created
  ), audit as (
    insert into business_deliveries (tenant_id, system_id, kind, external_id, outcome, http_status, created_at)
    select $2, $9, 'todo.upsert', $10, 'accepted', 200, now() from node
  )
  select created from node`;

let counter = 0;
interface AnchorItem { applicationId: string; nodeName: string; handler: string; handleUrl: string }

/** One upsert and its audit row, or null when the system or handler is unknown. */
async function upsert(systemIndex: string, todoId: string, item: AnchorItem): Promise<boolean | null> {
  const system = systems[Number(systemIndex)];
  const handlerId = handlers[item.handler];
  if (!system || !handlerId) return null;
  counter += 1;
  const { rows } = await pool.query<{ created: boolean }>({
    name: 'anchor_todo_upsert', text: UPSERT,
    values: [`anchor${process.pid}x${counter}`, system.tenantId, system.processId, system.flowType, item.nodeName, handlerId,
      system.deptId, item.handleUrl, system.systemId, `anchor-${todoId}`],
  });
  return rows[0]?.created === true;
}

const app = Fastify({ logger: false });
app.put<{ Params: { system: string; todoId: string }; Body: AnchorItem }>('/todos/:system/:todoId', async (request, reply) => {
  const created = await upsert(request.params.system, request.params.todoId, request.body);
  if (created === null) return reply.code(404).send({ error: { code: 'not_found' } });
  return { todoId: request.params.todoId, applicationId: request.body.applicationId, state: 'open', created };
});
// The batch call's anchor: the items one after another on the pool, as the API runs them, each answered in order.
app.post<{ Params: { system: string }; Body: { items: Array<AnchorItem & { todoId: string }> } }>('/todos-batch/:system', async (request) => {
  const results = [];
  for (const item of request.body.items) {
    const created = await upsert(request.params.system, item.todoId, item);
    results.push(created === null
      ? { todoId: item.todoId, ok: false, error: { code: 'not_found' } }
      : { todoId: item.todoId, ok: true, answer: { todoId: item.todoId, applicationId: item.applicationId, state: 'open', created } });
  }
  return { results };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`ANCHOR ${address}\n`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
