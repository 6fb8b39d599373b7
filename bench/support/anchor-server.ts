// The anchor of the call benchmarks (bench/support/anchor.ts): a bare Fastify with no hooks, answering
//   GET /json — a fixed JSON body (ANCHOR_JSON), the cost of Fastify's answer alone;
//   GET /read — one prepared read of the same database the server under test used: the session, its user and role
//               joined as the authenticator's own statement does (`auth_session_user`), by the session id in the
//               `x-session` header (default: the newest live session), answered in the same envelope. What a
//               signed-in call cannot beat.
// Both send `Server-Timing: app;dur=…` as the server does.
// Run as a child process, like the server, so both pay the same process and loopback costs.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const SQL = `select s.tenant_id, s.user_id, s.last_seen_at, s.ended_at, u.account, u.nick_name, u.real_name, u.dept_name,
  u.avatar, u.favorites_version, r.id as role_id, r.role_type, r.name as role_name
  from sso_sessions s join users u on u.id = s.user_id join roles r on r.id = coalesce(s.role_id, u.role_id)
  where s.id = $1`;

const NEWEST = 'select id from sso_sessions where ended_at is null order by created_at desc limit 1';

type Read = (sessionId: string) => Promise<Record<string, unknown> | undefined>;

async function openRead(): Promise<{ read: Read; newest: () => Promise<string>; close: () => Promise<void> }> {
  const url = process.env.ANCHOR_DATABASE_URL;
  if (url) {
    // The server's own pool size (db/client.ts) and a named statement: prepared once per connection.
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.ANCHOR_POOL ?? 10) });
    return {
      read: async (id) => (await pool.query({ name: 'anchor_session_user', text: SQL, values: [id] })).rows[0],
      newest: async () => String((await pool.query<{ id: string }>(NEWEST)).rows[0]?.id ?? ''),
      close: () => pool.end(),
    };
  }
  const dir = process.env.ANCHOR_PGLITE_DIR;
  if (!dir) throw new Error('anchor-server: set ANCHOR_DATABASE_URL or ANCHOR_PGLITE_DIR');
  const client = await PGlite.create(dir);
  return {
    read: async (id) => (await client.query<Record<string, unknown>>(SQL, [id])).rows[0],
    newest: async () => String((await client.query<{ id: string }>(NEWEST)).rows[0]?.id ?? ''),
    close: () => client.close(),
  };
}

const body = process.env.ANCHOR_JSON ?? '{"status":1000,"msg":"操作成功","result":null}';
const { read, newest, close } = await openRead();
const defaultSession = await newest();
const app = Fastify({ logger: false });
// The same `Server-Timing: app;dur=…` the server under test sends, so server-time benches read their anchor alike.
const started = new WeakMap<object, bigint>();
app.addHook('onRequest', async (request) => {
  started.set(request.raw, process.hrtime.bigint());
});
app.addHook('onSend', async (request, reply) => {
  const at = started.get(request.raw);
  if (at !== undefined) reply.header('server-timing', `app;dur=${(Number(process.hrtime.bigint() - at) / 1e6).toFixed(3)}`);
});
app.get('/json', async (_request, reply) => reply.type('application/json').send(body));
app.get('/read', async (request, reply) => {
  const row = await read(String(request.headers['x-session'] ?? defaultSession));
  if (!row) return reply.code(401).send({ status: 401, msg: 'no session', result: null });
  return { status: 1000, msg: '操作成功', result: row };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`ANCHOR ${address}\n`);
const stop = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
