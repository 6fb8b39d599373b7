import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CHANNEL } from '../../src/server/features/chat/realtime/chat-bus';
import { OPS_PATHS } from '../../src/server/features/ops/routes';
import { chat, home } from '../../src/shared/api/catalogue';
import type { ChatStreamEvent } from '../../src/shared/schema/chat';
import { signInAs, type TestPortal } from '../support/portal-client';
import { startRedisProcess, type RedisProcess } from '../support/redis-process';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { openChatStream, type ChatStreamClient } from './chat-stream-client';
import { seededDataDir } from './helpers/test-server';

const STUDENT_ID = '1123598821738675203';
const REPLAY_KEYS = 'service-hall:wrap-replay:*';
const METRICS_TOKEN = 'fault-redis-metrics-token-0123456789';
/** The server's Redis client gives up on a command after 2 s (commandTimeout): a send answered well before that did not wait for Redis. */
const UNDER_CLIENT_TIMEOUT_MS = 1_500;
/**
 * With Redis hung, each of a wrapped call's two replay claims waits up to 1 s for it (REPLAY_REDIS_BUDGET_MS) and
 * every other Redis call is skipped; before, the two claims, the send window and the publish each waited for the
 * client's 2 s timeout (8 s in all).
 */
const HUNG_BOUND_MS = 5_000;
const isMessage = (e: ChatStreamEvent): e is Extract<ChatStreamEvent, { type: 'message' }> => e.type === 'message';

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/**
 * Redis goes away under a running instance, killed (connection refused) and then hung (SIGSTOP: connected, silent).
 * The instance keeps serving — sign-in, page reads, sending a message, which still reaches a stream open on the same
 * instance (delivery across instances is what degrades) — without waiting for Redis (each call on a request path is
 * time-boxed, ADR 018), stays ready with Redis named as degraded, with a warning per component, not a line per
 * request; when Redis is back, the replay store and the chat bus use it again without a restart.
 */
describe('fault: Redis down under one instance', () => {
  let dataDir = '';
  let redisServer: RedisProcess;
  let server: ServerProcess;
  let probe: Redis | undefined;
  let teacher: TestPortal | undefined;
  let stream: ChatStreamClient | undefined;
  const streams: ChatStreamClient[] = [];

  beforeAll(async () => {
    redisServer = await startRedisProcess();
    dataDir = await seededDataDir('service-hall-fault-redis-');
    server = await startServerProcess({ DATA_DIR: dataDir, REDIS_URL: redisServer.url, METRICS_TOKEN }, { timeoutMs: 180_000 });
  }, 240_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    probe?.disconnect();
    redisServer?.resume();
    await server?.stop('SIGTERM');
    await redisServer?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const connectProbe = async () => {
    probe?.disconnect();
    probe = new Redis(redisServer.url, { maxRetriesPerRequest: 1 });
    // The probe sees the outage too; it is the server's logs that are under test.
    probe.on('error', () => undefined);
    await probe.ping();
    return probe;
  };
  const chatSubscribers = async () => {
    const [, count] = (await (probe as Redis).pubsub('NUMSUB', CHAT_CHANNEL)) as [string, number];
    return Number(count);
  };

  async function studentStream(student: TestPortal): Promise<ChatStreamClient> {
    const ticket = await student.api.call(chat.streamTicket, {});
    const opened = await openChatStream(server.baseUrl, ticket.url);
    if (!opened.ok) throw new Error(`stream refused: ${opened.status} ${opened.body}`);
    streams.push(opened.stream);
    await opened.stream.next((e) => e.type === 'ready');
    return opened.stream;
  }

  /** The student's open stream: each test opens one if an earlier one did not. */
  async function inbox(): Promise<ChatStreamClient> {
    stream ??= await studentStream((await signInAs(server.baseUrl, 'student', 'Student@123')).portal);
    return stream;
  }

  /** One message from the teacher to the student, timed from the call to its answer. */
  async function timedSend(content: string): Promise<{ id: string; ms: number }> {
    teacher ??= (await signInAs(server.baseUrl, 'teacher', 'Teacher@123')).portal;
    const sender = teacher;
    const started = performance.now();
    const sent = await sender.api.call(chat.sendChatMessage, { toId: STUDENT_ID, mpType: 'user', type: 'text', content });
    return { id: sent.message.id, ms: performance.now() - started };
  }

  async function ready(): Promise<{ http: number; body: unknown }> {
    const response = await fetch(`${server.baseUrl}${OPS_PATHS.ready}`);
    return { http: response.status, body: await response.json() };
  }

  /** One sample of the Prometheus text: `name{labels} value`, or undefined when absent. */
  async function metric(name: string, labels = ''): Promise<number | undefined> {
    const response = await fetch(`${server.baseUrl}${OPS_PATHS.metrics}`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    const line = (await response.text()).split('\n').find((l) => l.startsWith(`${name}${labels} `));
    return line === undefined ? undefined : Number(line.split(' ')[1]);
  }

  /**
   * Sends marker messages until one goes through Redis (the probe's listener hears it) and then waits for it on the
   * stream: pub/sub keeps order, so whatever Redis was carrying before it has reached the stream by then.
   */
  async function drainThroughRedis(heard: string[]): Promise<void> {
    // A new marker each second until one is heard: those sent while the bus still fell back never reach Redis.
    const sent: Array<{ id: string }> = [];
    let sentAt = 0;
    const marker = await until('a message published through Redis again', async () => {
      const heardOne = sent.find((s) => heard.some((t) => t.includes(s.id)));
      if (heardOne) return heardOne;
      if (Date.now() - sentAt >= 1_000) {
        sent.push(await timedSend(`标记 ${Date.now()}`));
        sentAt = Date.now();
      }
      return undefined;
    });
    await (await inbox()).next((e) => isMessage(e) && e.message.id === marker.id, 5_000);
  }

  const listen = async (): Promise<{ heard: string[]; close(): void }> => {
    const heard: string[] = [];
    const listener = (probe ?? (await connectProbe())).duplicate();
    listener.on('error', () => undefined);
    await listener.subscribe(CHAT_CHANNEL);
    listener.on('message', (_channel: string, text: string) => heard.push(text));
    return { heard, close: () => listener.disconnect() };
  };

  it('keeps sign-in, reads, ready and fast message sending while Redis is killed, and uses Redis again when it returns', async () => {
    // Up: the wrapped calls claim their request ids in Redis, the chat bus is subscribed, ready has nothing degraded.
    await connectProbe();
    teacher = (await signInAs(server.baseUrl, 'teacher', 'Teacher@123')).portal;
    expect((await probe?.keys(REPLAY_KEYS))?.length).toBeGreaterThan(0);
    expect(await chatSubscribers()).toBeGreaterThan(0);
    expect(await ready()).toEqual({ http: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok' }, degraded: [] } });
    expect(await metric('service_hall_redis_up')).toBe(1);
    const upSends: number[] = [];
    for (let i = 0; i < 3; i += 1) upSends.push((await timedSend(`Redis 正常 ${i}`)).ms);

    await redisServer.kill();
    const downAt = Date.now();

    // Down: a fresh sign-in, page reads and messages all answer; a message reaches the stream on this instance.
    const { portal: student } = await signInAs(server.baseUrl, 'student', 'Student@123');
    const cards = await student.api.call(home.getUserApplyCardList, {});
    expect(cards.cards.length).toBeGreaterThan(0);
    stream = await studentStream(student);
    const opened = stream;
    const downSends: Array<{ id: string; ms: number }> = [];
    for (let i = 0; i < 5; i += 1) downSends.push(await timedSend(`Redis 停机时的消息 ${i}`));
    for (const sent of downSends) expect((await opened.next((e) => isMessage(e) && e.message.id === sent.id, 5_000)).type).toBe('message');
    const downCallsMs = Date.now() - downAt;
    // No send waited for Redis: each answered well before the Redis client's own timeout, by the time-boxed path.
    const downSendMs = downSends.map((s) => s.ms);
    expect(Math.max(...downSendMs), downSendMs.join(', ')).toBeLessThan(UNDER_CLIENT_TIMEOUT_MS);
    expect(await metric('service_hall_redis_fallbacks_total', '{call="rate:chat-send",reason="down"}')).toBeGreaterThanOrEqual(5);
    expect(await metric('service_hall_redis_fallbacks_total', '{call="chat-publish",reason="down"}')).toBeGreaterThanOrEqual(5);

    // Ready stays 200 (the instance serves all of the above), naming Redis as degraded; the gauge says 0.
    expect(await ready()).toEqual({ http: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'failed' }, degraded: ['redis'] } });
    expect(await metric('service_hall_redis_up')).toBe(0);

    // Back on the same port, empty: the server reconnects and subscribes again by itself.
    await redisServer.restart();
    const upAt = Date.now();
    await connectProbe();
    await until('chat bus subscribed again', chatSubscribers, (n) => n > 0);
    const resubscribedMs = Date.now() - upAt;
    // The commands connection reconnects on its own schedule (ioredis backs off up to 2 s between attempts).
    await until('the instance sees Redis up again', () => metric('service_hall_redis_up'), (up) => up === 1);
    const reconnectedMs = Date.now() - upAt;

    // The bus goes through Redis again (our probe hears the publish), and the stream still gets the message once.
    const listener = await listen();
    try {
      const sentUp = await timedSend('Redis 恢复后的消息');
      await opened.next((e) => isMessage(e) && e.message.id === sentUp.id, 5_000);
      await until('chat event published through Redis', () => listener.heard.some((t) => t.includes(sentUp.id)));
      await drainThroughRedis(listener.heard);
      expect(opened.events.filter((e) => isMessage(e) && e.message.id === sentUp.id)).toHaveLength(1);
    } finally {
      listener.close();
    }
    // The replay store writes to the new Redis again; ready and the gauge are back.
    await student.api.call(home.getUserApplyCardList, {});
    const recoveredKeys = (await probe?.keys(REPLAY_KEYS))?.length ?? 0;
    expect(recoveredKeys).toBeGreaterThan(0);
    expect(await ready()).toEqual({ http: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok' }, degraded: [] } });

    // A warning per component for the outage, not one per request or per reconnection attempt (ioredis retries
    // every 50-2000 ms): a few lines in all, however long Redis stays away.
    const outageLines = server.output().split('\n').filter((line) => /Redis|ECONNREFUSED/.test(line));
    const warnings = outageLines.filter((line) => line.includes('unreachable')).length;
    expect(warnings).toBeGreaterThan(0);
    expect(outageLines.length, outageLines.join('\n')).toBeLessThanOrEqual(15);
    expect(server.child.exitCode).toBeNull();

    process.stdout.write(`${JSON.stringify({
      fault: 'redis-down', signInDown: true, readsDown: true, localDeliveryDown: true, readyDown: 200,
      sendMsUp: Math.round(median(upSends)), sendMsDownMedian: Math.round(median(downSendMs)), sendMsDownMax: Math.round(Math.max(...downSendMs)),
      downCallsMs, resubscribedMs, reconnectedMs, outageWarnings: warnings, outageLogLines: outageLines.length, recoveredReplayKeys: recoveredKeys,
    })}\n`);
  }, 240_000);

  it('does not wait for a hung Redis (SIGSTOP): sends, sign-in and ready answer, each message reaches the stream once', async () => {
    const studentInbox = await inbox();
    const listener = await listen();
    try {
      redisServer.pause();
      const pausedAt = Date.now();
      const hungSends: Array<{ id: string; ms: number }> = [];
      for (let i = 0; i < 3; i += 1) hungSends.push(await timedSend(`Redis 挂起时的消息 ${i}`));
      for (const sent of hungSends) await studentInbox.next((e) => isMessage(e) && e.message.id === sent.id, 5_000);
      const hungSendMs = hungSends.map((s) => s.ms);
      expect(Math.max(...hungSendMs), hungSendMs.join(', ')).toBeLessThan(HUNG_BOUND_MS);
      const signInStarted = performance.now();
      await signInAs(server.baseUrl, 'student', 'Student@123');
      const signInMs = performance.now() - signInStarted;
      // PING gets the readiness timeout (1 s): Redis is degraded, the instance ready.
      expect(await ready()).toEqual({ http: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'timeout' }, degraded: ['redis'] } });
      const timeouts = await metric('service_hall_redis_fallbacks_total', '{call="wrap-replay",reason="timeout"}');
      expect(timeouts).toBeGreaterThanOrEqual(1);
      const hungMs = Date.now() - pausedAt;

      // Redis answers again: the publishes it held arrive, and the stream still has each message once.
      redisServer.resume();
      await drainThroughRedis(listener.heard);
      for (const sent of hungSends) expect(studentInbox.events.filter((e) => isMessage(e) && e.message.id === sent.id)).toHaveLength(1);
      expect(server.child.exitCode).toBeNull();

      process.stdout.write(`${JSON.stringify({
        fault: 'redis-hung', sendMsHungMedian: Math.round(median(hungSendMs)), sendMsHungMax: Math.round(Math.max(...hungSendMs)),
        signInMsHung: Math.round(signInMs), replayTimeouts: timeouts, hungMs,
      })}\n`);
    } finally {
      redisServer.resume();
      listener.close();
    }
  }, 120_000);
});
