// The inbound API for business systems (ADR 024): to-do upserts from SYSTEMS systems at once on PostgreSQL —
// sustained rate and latency (goal ≥ 2,000 per second, p99 < 100 ms) — beside its anchor in the same run
// (bench/support/business-anchor-server.ts: a bare Fastify + pg doing the same upsert and audit insert in one prepared
// statement, with no signature, limits or checks). Two phases: one to-do per request (PUT /todos/{todoId}), then
// BENCH_BATCH to-dos per request (POST /todos/batch; the anchor runs the same items one after another). In each,
// after a warm-up slice of each side (BENCH_WARMUP_S, not counted), the two are hammered in turn, BENCH_ROUNDS
// rounds of BENCH_SLICE_S seconds each, by autocannon with SYSTEMS × PER_SYSTEM connections (SYSTEMS ×
// BATCH_PER_SYSTEM for batches), and each figure is the median of its rounds, so a figure and its anchor meet the same machine load. The API's requests are signed
// beforehand in a worker thread (bench/support/business-signer.ts), so the load generator only sends. The server
// runs with Redis when one answers (BENCH_REDIS_URL), as a deployment of several instances does: the rate limit and
// the nonces are then shared there (BENCH_UPSERT_REDIS=off: one instance alone, both in its memory). The API's
// answers carry Server-Timing phases (key, rate, nonce, write), printed as `server`. Answers are counted by status
// and error code, load shedding (503 without an API error body) apart, and a batch's refused items by code.
// Then, with Redis, the time from a push through instance A to the to-do on the handler's home page on instance B:
// the `inbox` event on B's stream and B's to-do card answering with it (goal < 1 s), beside a bare Redis publish to a
// subscriber in the same run. One JSON line per figure, with the load average.
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { businessKeyCreate, businessSystemSave } from '../src/shared/api/catalogue/business-systems';
import { chat, home } from '../src/shared/api/catalogue';
import { BUSINESS_API_PATHS, signBusinessRequest } from '../src/shared/schema/business-api';
import { openChatStream } from '../tests/api/chat-stream-client';
import { signInAs } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { emit, loadWatch, ratio, startAnchorServer } from './support/anchor';
import { startBusinessSigner, type BusinessSigner } from './support/business-signer';
import { batchBody, plannedBatch, plannedUpsert, upsertBody } from './support/business-plan';
import { withScratchDatabase } from './support/postgres';
import { redisAnswers } from './support/redis';
import { percentile, phaseCollector, summary } from './support/stats';

const SYSTEMS = Number(process.env.BENCH_SYSTEMS ?? 20);
const PER_SYSTEM = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SLICE_S = Number(process.env.BENCH_SLICE_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * A slice of each, API and anchor, before the counted rounds, not counted: a server answers for hours, and the
 * API's code (hooks, checks, the statement's path) is many times the anchor's; without it V8 compiles that code
 * through the first counted slices (a sixth of the server's CPU in TurboFan, a third of its JavaScript time in
 * unoptimised code: perf, ADR 024), and the figure measures the JIT's warm-up. 0: none.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
/**
 * To-dos per request of the batch call (POST /todos/batch, ADR 024), measured after the single upserts the same way
 * beside the anchor's batches; 0: single upserts only.
 */
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
/**
 * Connections per system in the batch phase. A request's time is its items' time, so the p99 goal holds only while
 * few items wait at once: in flight = SYSTEMS × BATCH_PER_SYSTEM × BATCH.
 */
const BATCH_PER_SYSTEM = Number(process.env.BENCH_BATCH_CONCURRENCY ?? 1);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 20);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TENANT = '000000';

interface BenchSystem { keyId: string; secret: string; application: string; systemId: string }

const benchLoad = loadWatch();
const print = (figure: Record<string, unknown>) => emit(benchLoad, { bench: 'business-systems', ...figure });

async function signedFetch(baseUrl: string, key: { keyId: string; secret: string }, method: 'PUT' | 'POST', target: string, body: string) {
  const headers = await signBusinessRequest({ method, target, body, keyId: key.keyId, secret: key.secret });
  return fetch(`${baseUrl}${target}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body });
}

/** SYSTEMS systems through the studio's calls, each owning one service and holding one key and one submitted application. */
async function registerSystems(baseUrl: string, databaseUrl: string): Promise<BenchSystem[]> {
  const { portal: admin } = await signInAs(baseUrl, 'admin', 'Admin@123');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', () => undefined);
  const { rows } = await pool.query<{ service_id: string }>(`select service_id from services where tenant_id = $1
     and service_id not in (select service_id from business_system_services) order by service_id limit $2`, [TENANT, SYSTEMS]);
  await pool.end();
  if (rows.length < SYSTEMS) throw new Error(`the seed has ${rows.length} services, the bench needs ${SYSTEMS}`);
  const out: BenchSystem[] = [];
  for (const [i, row] of rows.entries()) {
    const system = await admin.api.call(businessSystemSave, {
      code: `bench-${i}`, name: `压测系统 ${i}`, contact: '', flowType: '学工', scopes: ['todos', 'applications', 'messages'], serviceIds: [row.service_id], status: 'active',
    });
    const made = await admin.api.call(businessKeyCreate, { id: system.id });
    const application = `BENCH-${i}`;
    const body = JSON.stringify({ eventId: `${application}-s`, type: 'submitted', serviceId: row.service_id, applicant: 'student', title: '压测办件', viewUrl: 'https://bench.example.edu.cn/a' });
    const answer = await signedFetch(baseUrl, made, 'POST', BUSINESS_API_PATHS.applicationEvents.replace(':applicationId', application), body);
    if (answer.status !== 200) throw new Error(`submitted: ${answer.status} ${await answer.text()}`);
    out.push({ keyId: made.keyId, secret: made.secret, application, systemId: system.id });
  }
  return out;
}

/** What the anchor needs to write the same rows: each system's application, department and the handlers' user ids. */
async function anchorEnv(databaseUrl: string, systems: readonly BenchSystem[]): Promise<Record<string, string>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', () => undefined);
  try {
    const anchorSystems = [];
    for (const system of systems) {
      const { rows: [row] } = await pool.query<{ id: string; flow_type: string; dept: string }>(
        'select p.id, p.flow_type, s.service_dept_id as dept from processes p join services s on s.service_id = p.service_id where p.business_system_id = $1',
        [system.systemId],
      );
      if (!row) throw new Error(`no application of ${system.systemId}`);
      anchorSystems.push({ systemId: system.systemId, tenantId: TENANT, processId: row.id, flowType: row.flow_type, deptId: row.dept });
    }
    const { rows: users } = await pool.query<{ id: string; account: string }>(
      `select id, account from users where tenant_id = $1 and account in ('teacher', 'assistant')`, [TENANT]);
    return { ANCHOR_SYSTEMS: JSON.stringify(anchorSystems), ANCHOR_HANDLERS: JSON.stringify(Object.fromEntries(users.map((u) => [u.account, u.id]))) };
  } finally {
    await pool.end();
  }
}

interface SliceFigures {
  /** To-dos upserted per second (requests per second when each carries one). */
  perSecond: number;
  /** Requests answered 200. */
  ok: number;
  /** To-dos upserted: one per 200 of a single upsert, the items answered ok of a batch. */
  upserted: number;
  /** Items of answered batches refused one by one, by error code. */
  itemRefusals: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200 by status and the API's error code; `503 load-shed` is the load shedder's refusal. */
  refusals: Record<string, number>;
  /** Transport errors and time-outs. */
  errors: number;
  /** Requests the signer had not signed in time (sent as nothing; 0 in a sound run). */
  unsigned: number;
  /** The server's own time of the accepted answers by phase (Server-Timing: key, rate, nonce, write, app), p50/p95. */
  server: Record<string, { p50Ms: number; p95Ms: number }>;
}

/** The refusal's name: the API's `{error:{code}}`, else a 503 with Retry-After is the load shedder's. */
function refusalOf(status: number, body: string, retryAfter: boolean): string {
  const code = /"error":\{"code":"([a-z_]+)"/.exec(body)?.[1];
  if (code) return `${status} ${code}`;
  if (status === 503 && retryAfter) return '503 load-shed';
  return String(status);
}

/**
 * One slice of autocannon: each request from `next` (null: the plan ran dry). Latencies of the answers that were not
 * turned away (a refusal answers at once and would flatter the figure).
 */
interface PlannedRequest { method: 'PUT' | 'POST'; path: string; headers: Record<string, string>; body: string }

/** A batch answer's items: how many were upserted; the refused ones are counted by code into `itemRefusals`. */
function countItems(body: string, itemRefusals: Record<string, number>): number {
  let upserted = 0;
  for (const result of (JSON.parse(body) as { results?: Array<{ ok: boolean; error?: { code?: string } }> }).results ?? []) {
    const code = result.error?.code ?? 'unknown';
    if (result.ok) upserted += 1;
    else itemRefusals[code] = (itemRefusals[code] ?? 0) + 1;
  }
  return upserted;
}

async function slice(
  baseUrl: string, next: () => PlannedRequest | null, seconds: number, batched: boolean, connections: number,
): Promise<SliceFigures> {
  const refusals: Record<string, number> = {};
  const itemRefusals: Record<string, number> = {};
  const okTimes: number[] = [];
  let ok = 0;
  let upserted = 0;
  let unsigned = 0;
  let timed = false;
  const phases = phaseCollector();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: baseUrl, connections, duration: seconds, timeout: 30,
      requests: [{
        setupRequest: (request) => {
          const planned = next();
          if (!planned) {
            unsigned += 1;
            return { ...request, method: 'GET', path: '/api/health', headers: {}, body: undefined };
          }
          return { ...request, method: planned.method, path: planned.path, headers: planned.headers, body: planned.body };
        },
        onResponse: (status, body, _context, headers) => {
          timed = status === 200;
          if (status === 200) {
            ok += 1;
            upserted += batched ? countItems(body, itemRefusals) : 1;
            const timing = headers?.['server-timing'];
            if (typeof timing === 'string') phases.add(new Headers({ 'server-timing': timing }));
            return;
          }
          const name = refusalOf(status, body.slice(0, 200), headers?.['retry-after'] !== undefined);
          refusals[name] = (refusals[name] ?? 0) + 1;
        },
      }],
    }, (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)));
    // The event's listener gets (client, status, bytes, time); @types/autocannon leaves out the client.
    (instance as unknown as EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      if (timed) okTimes.push(time);
    });
  });
  okTimes.sort((a, b) => a - b);
  return {
    perSecond: Math.round(upserted / seconds), ok, upserted, itemRefusals, p50Ms: Number(percentile(okTimes, 50).toFixed(1)), p99Ms: Number(percentile(okTimes, 99).toFixed(1)),
    refusals, errors: result.errors + result.timeouts, unsigned, server: phases.summaries(),
  };
}

/** Times to 0.1 ms. */
const rounded = (figures: ReturnType<typeof summary>) => {
  const tenth = (ms: number | undefined) => Number((ms ?? Number.NaN).toFixed(1));
  return { n: figures.n, p50Ms: tenth(figures.p50Ms), p95Ms: tenth(figures.p95Ms), p99Ms: tenth(figures.p99Ms), maxMs: tenth(figures.maxMs) };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function merged(runs: readonly SliceFigures[]) {
  const refusals: Record<string, number> = {};
  const itemRefusals: Record<string, number> = {};
  for (const run of runs) {
    for (const [name, n] of Object.entries(run.refusals)) refusals[name] = (refusals[name] ?? 0) + n;
    for (const [name, n] of Object.entries(run.itemRefusals)) itemRefusals[name] = (itemRefusals[name] ?? 0) + n;
  }
  return {
    perSecond: median(runs.map((r) => r.perSecond)), p50Ms: median(runs.map((r) => r.p50Ms)), p99Ms: median(runs.map((r) => r.p99Ms)),
    perRound: runs.map((r) => r.perSecond), ok: runs.reduce((n, r) => n + r.ok, 0), upserted: runs.reduce((n, r) => n + r.upserted, 0),
    refusals, itemRefusals,
    errors: runs.reduce((n, r) => n + r.errors, 0), unsigned: runs.reduce((n, r) => n + r.unsigned, 0),
    // The server's phases of the median round.
    server: [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]?.server ?? {},
  };
}

/**
 * One phase: the API's requests (signed in the worker) and the anchor's in turn, a warm-up slice of each, then ROUNDS
 * slices; `batch` to-dos per request (0: single upserts).
 */
async function phase(
  server: { baseUrl: string }, anchor: { baseUrl: string }, systems: readonly BenchSystem[], batch: number, withRedis: boolean,
): Promise<void> {
  const signer: BusinessSigner = startBusinessSigner({ systems, batch });
  const anchorRuns: SliceFigures[] = [];
  const apiRuns: SliceFigures[] = [];
  let warmup: { api: number; anchor: number } | null = null;
  // Requests signed per slice (a signature is good for 300 s), at least this many.
  const floor = batch > 0 ? 2_000 : 20_000;
  const perSystem = batch > 0 ? BATCH_PER_SYSTEM : PER_SYSTEM;
  const connections = SYSTEMS * perSystem;
  try {
    let anchorIndex = 0;
    const anchorNext = (): PlannedRequest => {
      const headers = { 'content-type': 'application/json' };
      const i = anchorIndex;
      anchorIndex += 1;
      if (batch > 0) {
        const planned = plannedBatch(i, SYSTEMS, batch);
        const application = systems[planned.system]?.application ?? '';
        return { method: 'POST', path: `/todos-batch/${planned.system}`, headers, body: batchBody(planned.items, application) };
      }
      const planned = plannedUpsert(i, SYSTEMS);
      const application = systems[planned.system]?.application ?? '';
      return { method: 'PUT', path: `/todos/${planned.system}/${planned.todoId}`, headers, body: upsertBody(planned, application) };
    };
    let expected = floor;
    const warmups = WARMUP_S > 0 ? 1 : 0;
    for (let round = -warmups; round < ROUNDS; round += 1) {
      const seconds = round < 0 ? WARMUP_S : SLICE_S;
      await signer.fill(expected);
      signer.keepAhead(expected);
      const api = await slice(server.baseUrl, () => signer.next() ?? null, seconds, batch > 0, connections);
      signer.keepAhead(0);
      signer.discard();
      expected = Math.max(floor, Math.ceil((api.ok / seconds) * SLICE_S * 1.5));
      const bare = await slice(anchor.baseUrl, anchorNext, seconds, batch > 0, connections);
      if (round < 0) {
        warmup = { api: api.perSecond, anchor: bare.perSecond };
        continue;
      }
      apiRuns.push(api);
      anchorRuns.push(bare);
    }
  } finally {
    await signer.close();
  }
  const api = merged(apiRuns);
  const bare = merged(anchorRuns);
  const where = `${SYSTEMS} systems × ${perSystem} connection${perSystem === 1 ? '' : 's'}, PostgreSQL${withRedis ? ' + Redis' : ''}, signed beforehand`;
  print({
    figure: batch > 0 ? `to-do upserts in batches of ${batch} (POST /todos/batch), ${where}` : `to-do upserts, one per request, ${where}`,
    batch, rounds: ROUNDS, sliceS: SLICE_S, warmup: warmup && { seconds: WARMUP_S, perSecond: warmup }, api, anchor: bare,
    ratioToAnchor: ratio(api.perSecond, bare.perSecond),
    goal: '≥ 2,000 upserts/s with p99 < 100 ms (an absolute goal: on this shared machine read it with the ratio and the load)',
  });
}

async function upsertsBesideAnchor(databaseUrl: string, withRedis: boolean): Promise<void> {
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl, BUSINESS_API_RATE_LIMIT: '1000000', ...(withRedis ? { REDIS_URL } : {}),
  }, { timeoutMs: 180_000 });
  try {
    const systems = await registerSystems(server.baseUrl, databaseUrl);
    const anchor = await startAnchorServer({ script: 'business-anchor-server.ts', databaseUrl, env: await anchorEnv(databaseUrl, systems) });
    try {
      await phase(server, anchor, systems, 0, withRedis);
      if (BATCH > 0) await phase(server, anchor, systems, BATCH, withRedis);
    } finally {
      await anchor.stop();
    }
  } finally {
    await server.stop();
  }
}

/** A bare Redis publish heard by a subscriber on another connection: what a push across instances cannot beat. */
async function redisRoundTrips(): Promise<number[]> {
  const publisher = new Redis(REDIS_URL);
  const subscriber = new Redis(REDIS_URL);
  try {
    await subscriber.subscribe('bench:business-anchor');
    const times: number[] = [];
    for (let i = 0; i < PUSHES; i += 1) {
      const heard = new Promise<void>((resolve) => subscriber.once('message', () => resolve()));
      const t0 = performance.now();
      await publisher.publish('bench:business-anchor', String(i));
      await heard;
      times.push(performance.now() - t0);
    }
    return times;
  } finally {
    publisher.disconnect();
    subscriber.disconnect();
  }
}

async function pushToHomePage(databaseUrl: string): Promise<void> {
  if (PUSHES === 0) return;
  if (!(await redisAnswers(REDIS_URL))) {
    print({ figure: 'push to the home page across two instances', skipped: `no Redis at ${REDIS_URL}` });
    return;
  }
  const env = { DATABASE_URL: databaseUrl, REDIS_URL, BUSINESS_API_RATE_LIMIT: '1000000' };
  const a = await startServerProcess(env, { timeoutMs: 180_000 });
  const b = await startServerProcess(env, { timeoutMs: 180_000 });
  try {
    // The bench's first system and application; its key's secret was shown once, so this phase makes a fresh key.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    pool.on('error', () => undefined);
    const { rows: [first] } = await pool.query<{ system_id: string }>(`select business_system_id as system_id from processes where external_id = 'BENCH-0'`);
    await pool.end();
    const { portal: admin } = await signInAs(a.baseUrl, 'admin', 'Admin@123');
    const made = await admin.api.call(businessKeyCreate, { id: first?.system_id ?? '' });
    const { portal: teacher } = await signInAs(b.baseUrl, 'teacher', 'Teacher@123');
    const ticket = await teacher.api.call(chat.streamTicket, {});
    const opened = await openChatStream(b.baseUrl, ticket.url);
    if (!opened.ok) throw new Error('stream refused');
    await opened.stream.next((e) => e.type === 'ready');
    const toEvent: number[] = [];
    const toCard: number[] = [];
    for (let i = 0; i < PUSHES; i += 1) {
      const nodeName = `推送 ${i}`;
      const target = BUSINESS_API_PATHS.todo.replace(':todoId', `PUSH-${i}`);
      const body = JSON.stringify({ applicationId: 'BENCH-0', nodeName, handler: 'teacher', handleUrl: 'https://bench.example.edu.cn/t' });
      const seen = opened.stream.events.length;
      const t0 = performance.now();
      const answer = await signedFetch(a.baseUrl, made, 'PUT', target, body);
      if (answer.status !== 200) throw new Error(`push: ${answer.status} ${await answer.text()}`);
      await opened.stream.next((e) => e.type === 'inbox' && opened.stream.events.indexOf(e) >= seen, 10_000);
      toEvent.push(performance.now() - t0);
      // What the to-do card does on the event: load again, and the newest to-do is the one pushed.
      const view = await teacher.api.call(home.getCardData, { cardId: `card-${TENANT}-todo` });
      const data = view.columns[0]?.data;
      if (data?.kind !== 'todo' || !data.entries.some((entry) => entry.nodeName === nodeName)) throw new Error('the pushed to-do is not on the card');
      toCard.push(performance.now() - t0);
    }
    opened.stream.close();
    const bare = rounded(summary(await redisRoundTrips()));
    const card = rounded(summary(toCard));
    print({
      figure: 'push through instance A to the to-do on the handler\'s home page on instance B (Redis), ms',
      toInboxEvent: rounded(summary(toEvent)), toCard: card, anchor: { redisPublishToSubscriber: bare },
      // How many bare pub/sub hops the push costs (times: higher is slower).
      cardP50OverAnchorP50: ratio(card.p50Ms, bare.p50Ms),
      goal: 'toCard < 1,000 ms',
    });
  } finally {
    await b.stop();
    await a.stop();
  }
}

await withScratchDatabase('bizsys', async (databaseUrl) => {
  // BENCH_UPSERT_REDIS=off measures one instance on its own (rate window and nonces in its memory).
  await upsertsBesideAnchor(databaseUrl, process.env.BENCH_UPSERT_REDIS !== 'off' && (await redisAnswers(REDIS_URL)));
  await pushToHomePage(databaseUrl);
});
benchLoad.stop();
