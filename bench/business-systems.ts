// The inbound API for business systems (ADR 024, issue 22): to-do upserts from SYSTEMS systems at once on PostgreSQL —
// sustained rate and latency (goal ≥ 2,000 per second, p99 < 100 ms) — beside an anchor in the same run: a bare
// Fastify + pg server doing the same kind of write (one upsert and one audit insert in a transaction) with no
// signature, limits or portal around it. Then, with Redis, the time from a push through instance A to the `inbox`
// event on the handler's stream on instance B (goal < 1 s). Prints one JSON line per figure and the load average.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { businessKeyCreate, businessSystemSave } from '../src/shared/api/catalogue/business-systems';
import { chat } from '../src/shared/api/catalogue';
import { BUSINESS_API_PATHS, BUSINESS_HEADERS, businessCanonicalText } from '../src/shared/schema/business-api';
import { openChatStream } from '../tests/api/chat-stream-client';
import { signInAs } from '../tests/support/portal-client';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { withScratchDatabase } from './support/postgres';
import { redisAnswers } from './support/redis';
import { summary } from './support/stats';
import { emit, loadWatch } from './support/anchor';

const SYSTEMS = Number(process.env.BENCH_SYSTEMS ?? 20);
const PER_SYSTEM = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 20);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Key { keyId: string; secret: string }

const benchLoad = loadWatch();
const print = (figure: Record<string, unknown>) => emit(benchLoad, { bench: 'business-systems', ...figure });

/** The same signing as signBusinessRequest, on node:crypto (synchronous, so the client costs little per call). */
function signed(key: Key, method: string, target: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(18).toString('base64url');
  const text = businessCanonicalText(method, target, timestamp, nonce, createHash('sha256').update(body).digest('hex'));
  return {
    [BUSINESS_HEADERS.keyId]: key.keyId, [BUSINESS_HEADERS.timestamp]: timestamp, [BUSINESS_HEADERS.nonce]: nonce,
    [BUSINESS_HEADERS.signature]: createHmac('sha256', key.secret).update(text).digest('base64url'), 'content-type': 'application/json',
  };
}


/** SYSTEMS systems, each owning one service and holding one key and one submitted application. */
async function registerSystems(baseUrl: string): Promise<Array<{ key: Key; application: string }>> {
  const { portal: admin } = await signInAs(baseUrl, 'admin', 'Admin@123');
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DB_URL, max: 2 });
  pool.on('error', () => undefined);
  const { rows } = await pool.query<{ service_id: string }>(`select service_id from services where tenant_id = '000000' order by service_id limit ${SYSTEMS}`);
  await pool.end();
  const out: Array<{ key: Key; application: string }> = [];
  for (const [i, row] of rows.entries()) {
    const system = await admin.api.call(businessSystemSave, {
      code: `bench-${i}`, name: `压测系统 ${i}`, contact: '', flowType: '学工', scopes: ['todos', 'applications', 'messages'], serviceIds: [row.service_id], status: 'active',
    });
    const made = await admin.api.call(businessKeyCreate, { id: system.id });
    const key = { keyId: made.keyId, secret: made.secret };
    const application = `BENCH-${i}`;
    const target = BUSINESS_API_PATHS.applicationEvents.replace(':applicationId', application);
    const body = JSON.stringify({ eventId: `${application}-s`, type: 'submitted', serviceId: row.service_id, applicant: 'student', title: '压测办件', viewUrl: 'https://bench.example.edu.cn/a' });
    const answer = await fetch(`${baseUrl}${target}`, { method: 'POST', headers: signed(key, 'POST', target, body), body });
    if (answer.status !== 200) throw new Error(`submitted: ${answer.status} ${await answer.text()}`);
    out.push({ key, application });
  }
  return out;
}

/** Runs `workers` loops for SECONDS, each sending `request(i)` back to back; answers rate and latency. */
async function drive(workers: number, request: (worker: number, n: number) => Promise<number>) {
  const times: number[] = [];
  let errors = 0;
  const statuses: Record<string, number> = {};
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, async (_, worker) => {
    for (let n = 0; Date.now() < end; n += 1) {
      const t0 = performance.now();
      const status = await request(worker, n);
      times.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 200) errors += 1;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: Math.round(times.length / elapsed), errors, statuses, ...summary(times) };
}

async function anchor(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // The scratch database is dropped WITH (FORCE) at the end: an idle client's FATAL must not end the bench.
  pool.on('error', () => undefined);
  await pool.query('create table if not exists anchor_todos (system text, id text, handler text, url text, primary key (system, id))');
  await pool.query('create table if not exists anchor_audit (id bigserial primary key, system text, at timestamptz default now())');
  const app = Fastify({ logger: false });
  app.put<{ Params: { system: string; id: string }; Body: { handler: string; url: string } }>('/todos/:system/:id', async (request) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into anchor_todos values ($1, $2, $3, $4) on conflict (system, id) do update set handler = excluded.handler, url = excluded.url',
        [request.params.system, request.params.id, request.body.handler, request.body.url]);
      await client.query('insert into anchor_audit (system) values ($1)', [request.params.system]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const result = await drive(SYSTEMS * PER_SYSTEM, async (worker, n) => {
    const body = JSON.stringify({ handler: 'teacher', url: 'https://bench.example.edu.cn/t' });
    const answer = await fetch(`http://127.0.0.1:${port}/todos/s${worker % SYSTEMS}/T-${worker}-${n % 50}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
    await answer.arrayBuffer();
    return answer.status;
  });
  await app.close();
  await pool.end();
  return result;
}

async function upserts(server: ServerProcess, systems: Array<{ key: Key; application: string }>) {
  return drive(SYSTEMS * PER_SYSTEM, async (worker, n) => {
    const { key, application } = systems[worker % systems.length] ?? systems[0]!;
    // 50 to-dos per worker, written again and again: creates at first, then updates (the steady state of a system).
    const target = BUSINESS_API_PATHS.todo.replace(':todoId', `T-${worker}-${n % 50}`);
    const body = JSON.stringify({ applicationId: application, nodeName: '审批', handler: n % 2 ? 'teacher' : 'assistant', handleUrl: 'https://bench.example.edu.cn/t' });
    const answer = await fetch(`${server.baseUrl}${target}`, { method: 'PUT', headers: signed(key, 'PUT', target, body), body });
    await answer.arrayBuffer();
    return answer.status;
  });
}

async function pushLatency(databaseUrl: string): Promise<void> {
  if (PUSHES === 0) return;
  if (!(await redisAnswers(REDIS_URL))) {
    print({ figure: 'push-to-stream across two instances', skipped: `no Redis at ${REDIS_URL}` });
    return;
  }
  const env = { DATABASE_URL: databaseUrl, REDIS_URL, BUSINESS_API_RATE_LIMIT: '1000000' };
  const a = await startServerProcess(env, { timeoutMs: 120_000 });
  const b = await startServerProcess(env, { timeoutMs: 120_000 });
  try {
    const [system] = await registerSystemsOnce(a.baseUrl);
    const { portal: teacher } = await signInAs(b.baseUrl, 'teacher', 'Teacher@123');
    const ticket = await teacher.api.call(chat.streamTicket, {});
    const opened = await openChatStream(b.baseUrl, ticket.url);
    if (!opened.ok || !system) throw new Error('stream refused');
    await opened.stream.next((e) => e.type === 'ready');
    const times: number[] = [];
    for (let i = 0; i < PUSHES; i += 1) {
      const target = BUSINESS_API_PATHS.todo.replace(':todoId', `PUSH-${i}`);
      const body = JSON.stringify({ applicationId: system.application, nodeName: '审批', handler: 'teacher', handleUrl: 'https://bench.example.edu.cn/t' });
      const seen = opened.stream.events.length;
      const t0 = performance.now();
      const answer = await fetch(`${a.baseUrl}${target}`, { method: 'PUT', headers: signed(system.key, 'PUT', target, body), body });
      if (answer.status !== 200) throw new Error(`push: ${answer.status}`);
      await opened.stream.next((e) => e.type === 'inbox' && opened.stream.events.indexOf(e) >= seen, 10_000);
      times.push(performance.now() - t0);
    }
    opened.stream.close();
    print({ figure: 'push through instance A to the inbox event on instance B (Redis), ms', ...summary(times) });
  } finally {
    await b.stop();
    await a.stop();
  }
}

let registered: Array<{ key: Key; application: string }> | null = null;
async function registerSystemsOnce(baseUrl: string) {
  registered ??= await registerSystems(baseUrl);
  return registered;
}

await withScratchDatabase('bizsys', async (databaseUrl) => {
  process.env.BENCH_DB_URL = databaseUrl;
  const server = await startServerProcess({ DATABASE_URL: databaseUrl, BUSINESS_API_RATE_LIMIT: '1000000' }, { timeoutMs: 120_000 });
  try {
    const systems = await registerSystemsOnce(server.baseUrl);
    print({ figure: `to-do upserts, ${SYSTEMS} systems × ${PER_SYSTEM} connections, ${SECONDS} s, PostgreSQL`, ...(await upserts(server, systems)) });
  } finally {
    await server.stop();
  }
  print({ figure: `anchor: bare Fastify + pg upsert and audit insert, ${SYSTEMS * PER_SYSTEM} connections, ${SECONDS} s`, ...(await anchor(databaseUrl)) });
  await pushLatency(databaseUrl);
});
