import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';
import { auth, chat } from '../../src/shared/api/catalogue';
import { randomId } from '../../src/shared/rules/ids';
import type { ChatStreamEvent } from '../../src/shared/schema/chat';
import { signInAs, type TestPortal } from '../support/portal-client';
import { openChatStream, type ChatStreamClient } from './chat-stream-client';
import { listenInstance, type ServerInstance } from './helpers/instance';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;
const IDS = { teacher: '1123598821738675202', student: '1123598821738675203' } as const;

interface Instance extends ServerInstance {
  redis: Redis;
}

/** One server as a deployment runs it: its own Redis client; PostgreSQL in `pgSchema`, or a PGlite of its own. */
async function startInstance(pgSchema: string | undefined): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: pgSchema ? PG_URL : undefined, dataDir: 'memory://', poolSize: 4, pgSchema });
  await seedDemo(database.db);
  const redis = new Redis(REDIS_URL ?? '', { maxRetriesPerRequest: 2 });
  return { ...(await listenInstance(database, redis, { REDIS_URL })), redis };
}

const isType = <T extends ChatStreamEvent['type']>(type: T) => (e: ChatStreamEvent): e is Extract<ChatStreamEvent, { type: T }> => e.type === type;

/**
 * Two instances with Redis (CI sets TEST_REDIS_URL): what is sent through instance A reaches a user whose stream is
 * open on instance B. With TEST_DATABASE_URL both share one PostgreSQL, as a deployment does; without it each has a
 * PGlite seeded alike (the same ids), which still proves that delivery crosses over Redis.
 */
describe.runIf(REDIS_URL)(`chat across two instances through Redis (${PG_URL ? 'shared postgres' : 'two pglite'})`, () => {
  const shared = PG_URL !== undefined;
  const pgSchema = shared ? `sh_chat_${randomId(10).toLowerCase()}` : undefined;
  let a: Instance;
  let b: Instance;
  let teacherOnA: TestPortal;
  const streams: ChatStreamClient[] = [];

  async function connect(instance: Instance, portal: TestPortal): Promise<ChatStreamClient> {
    const ticket = await portal.api.call(chat.streamTicket, {});
    const result = await openChatStream(instance.baseUrl, ticket.url);
    if (!result.ok) throw new Error(`stream refused: ${result.status} ${result.body}`);
    streams.push(result.stream);
    await result.stream.next(isType('ready'));
    return result.stream;
  }

  beforeAll(async () => {
    a = await startInstance(pgSchema);
    b = await startInstance(pgSchema);
    teacherOnA = (await signInAs(a.baseUrl, 'teacher', 'Teacher@123')).portal;
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    for (const instance of [b, a]) {
      if (!instance) continue;
      await instance.app.close();
      instance.redis.disconnect();
      await instance.database.close();
    }
    if (pgSchema) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      await client.end();
    }
  });

  it('a message sent through instance A reaches the student connected to instance B, once', async () => {
    const studentOnB = (await signInAs(b.baseUrl, 'student', 'Student@123')).portal;
    const stream = await connect(b, studentOnB);
    const teacherPageOnA = await connect(a, teacherOnA);
    const sent = await teacherOnA.api.call(chat.sendChatMessage, { toId: IDS.student, mpType: 'user', type: 'text', content: '跨实例消息：明早八点实验室见。' });
    const received = await stream.next(isType('message'));
    expect(received).toMatchObject({ peer: { id: IDS.teacher, mpType: 'user', name: '王建国' }, message: sent.message });
    expect((await teacherPageOnA.next(isType('message'))).message.id).toBe(sent.message.id);
    // A second message goes the same ways behind the first: once it is in, a duplicate of the first would be too.
    const marker = await teacherOnA.api.call(chat.sendChatMessage, { toId: IDS.student, mpType: 'user', type: 'text', content: '跨实例消息：收到请回复。' });
    await stream.next((e) => e.type === 'message' && e.message.id === marker.message.id);
    await teacherPageOnA.next((e) => e.type === 'message' && e.message.id === marker.message.id);
    const messageIds = (events: ChatStreamEvent[]) => events.flatMap((e) => (e.type === 'message' ? [e.message.id] : []));
    expect(messageIds(stream.events)).toEqual([sent.message.id, marker.message.id]);
    expect(messageIds(teacherPageOnA.events)).toEqual([sent.message.id, marker.message.id]);
  });

  it('an administrator\'s notice sent through A reaches online users on B at once', async () => {
    const adminOnA = (await signInAs(a.baseUrl, 'admin', 'Admin@123')).portal;
    const studentOnB = (await signInAs(b.baseUrl, 'student', 'Student@123')).portal;
    const stream = await connect(b, studentOnB);
    const sent = await adminOnA.api.call(chat.sendNotice, {
      title: '跨实例通知', content: '今晚 22:00 起校园网例行维护 30 分钟。', audience: { kind: 'users', userIds: [IDS.student] },
    });
    const pushed = await stream.next(isType('notice'));
    expect(pushed.notice).toMatchObject({ messageId: sent.messageId, content: '今晚 22:00 起校园网例行维护 30 分钟。' });
  });

  it.runIf(shared)('signing out through A closes the session\'s stream on B', async () => {
    const { portal, login } = await signInAs(a.baseUrl, 'student', 'Student@123');
    // The same session's tokens work on either instance; its stream is on B.
    const onB = (await signInAs(b.baseUrl, 'student', 'Student@123')).portal;
    onB.tokens = login;
    const stream = await connect(b, onB);
    await portal.api.call(auth.loginOut, {});
    expect(await stream.next(isType('bye'))).toEqual({ type: 'bye', reason: 'session-ended' });
    await stream.ended;
  });
});
