// Message fan-out (issue 5): CLIENTS users each with an open event stream, one important notice to all of them;
// the time until the last one receives it (goal < 1 s) and the server's memory per connection (resident set
// growth of the server process while the streams open, divided by their number). One server process on
// PostgreSQL; a second run with Redis pub/sub when a Redis server answers on 127.0.0.1:6379 (or BENCH_REDIS_URL).
// The anchor, in the same run: a bare Fastify process writing the same notice, serialised once, to as many open
// event streams (bench/support/sse-anchor-server.ts) — no ticket, no database, no registry; its rounds alternate
// with the server's, so both meet the machine as it is. Prints one JSON line per configuration.
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import os from 'node:os';
import { openDatabase } from '../src/server/db/client';
import { roles, ssoSessions, users } from '../src/server/db/schema/auth';
import { chatStreamTickets } from '../src/server/db/schema/chat';
import { DEMO_TENANT_ID } from '../src/server/seed';
import { LOCKED_PASSWORD_HASH } from '../src/server/seed/data/process-people';
import { hashSecret, newOpaqueSecret } from '../src/server/security/secrets';
import { sendNotice } from '../src/shared/api/catalogue/chat';
import { CHAT_STREAM_PATH } from '../src/shared/schema/chat';
import { openChatStream, type ChatStreamClient } from '../tests/api/chat-stream-client';
import { signInAs } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { withScratchDatabase } from './support/postgres';
import { redisAnswers } from './support/redis';
import { percentile, serverMs } from './support/stats';
import { emit, loadWatch, ratio, startAnchorServer } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECT_BATCH = 50;

/** Resident set of a process in KiB, from /proc (Linux). */
function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : Number.NaN;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Hands the bare fan-out (sse-anchor-server.ts) a notice to write to every stream it holds. */
async function postNotice(anchorUrl: string, notice: unknown): Promise<void> {
  const response = await fetch(`${anchorUrl}/notice`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ notice }) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`anchor refused the notice: ${response.status}`);
}


/** CLIENTS users of the demo tenant, each with a live session and a stream ticket, written straight to the tables. */
async function prepareUsers(databaseUrl: string): Promise<{ userIds: string[]; tickets: string[] }> {
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), poolSize: 2 });
  try {
    const { db } = database;
    const [student] = await db.select({ id: roles.id }).from(roles)
      .where(and(eq(roles.tenantId, DEMO_TENANT_ID), eq(roles.roleType, 'student'))).limit(1);
    const roleId = student?.id ?? '1123598816738675203';
    const now = new Date();
    const userIds = Array.from({ length: CLIENTS }, (_, i) => `chatbench${String(i).padStart(6, '0')}`);
    const tickets = userIds.map(() => newOpaqueSecret());
    for (let i = 0; i < CLIENTS; i += 500) {
      const slice = userIds.slice(i, i + 500);
      await db.insert(users).values(slice.map((id) => ({
        id, tenantId: DEMO_TENANT_ID, account: id, passwordHash: LOCKED_PASSWORD_HASH, realName: `压测用户${id.slice(-4)}`, nickName: id, roleId,
      })));
      await db.insert(ssoSessions).values(slice.map((id) => ({
        id: `s${id}`, tenantId: DEMO_TENANT_ID, userId: id, ticketHash: hashSecret(newOpaqueSecret()), createdAt: now, lastSeenAt: now, roleId,
      })));
      await db.insert(chatStreamTickets).values(slice.map((id, k) => ({
        ticketHash: hashSecret(tickets[i + k] ?? ''), tenantId: DEMO_TENANT_ID, userId: id, sessionId: `s${id}`,
        createdAt: now, expiresAt: new Date(now.getTime() + 10 * 60_000),
      })));
    }
    return { userIds, tickets };
  } finally {
    await database.close();
  }
}

interface Round { answeredMs: number; firstMs: number; p50Ms: number; lastMs: number; received: number }

/**
 * Opens one stream per path on `baseUrl`, CONNECT_BATCH at a time, and waits until each has its 'ready'.
 * `onNotice(k, content)` hears stream k's notices.
 */
async function openStreams(baseUrl: string, paths: readonly string[], onNotice: (k: number, content: string) => void): Promise<ChatStreamClient[]> {
  const streams: ChatStreamClient[] = [];
  for (let i = 0; i < paths.length; i += CONNECT_BATCH) {
    const opened = await Promise.all(paths.slice(i, i + CONNECT_BATCH).map((streamPath, k) => openChatStream(baseUrl, streamPath, (event) => {
      if (event.type === 'notice') onNotice(i + k, event.notice.content);
    })));
    for (const result of opened) {
      if (!result.ok) throw new Error(`stream refused: ${result.status} ${result.body}`);
      streams.push(result.stream);
    }
  }
  await Promise.all(streams.map((s) => s.next((e) => e.type === 'ready', 30_000)));
  return streams;
}

/**
 * One round: `send` sends the notice whose text is `content`; the time from the send's start until each stream
 * received it. Each round's notice carries its own text, so an event is matched before the send's answer is back.
 */
async function fanOutRound(streams: readonly ChatStreamClient[], receivedAt: Map<number, number>, content: string, send: () => Promise<void>): Promise<Round> {
  receivedAt.clear();
  const startedAt = performance.now();
  await send();
  const answeredMs = performance.now() - startedAt;
  await Promise.all(streams.map((s) => s.next((e) => e.type === 'notice' && e.notice.content === content, 30_000)));
  const times = [...receivedAt.values()].map((t) => t - startedAt).sort((a, b) => a - b);
  return {
    answeredMs: Math.round(answeredMs), firstMs: Math.round(times[0] ?? Number.NaN), p50Ms: Math.round(percentile(times, 50)),
    lastMs: Math.round(times.at(-1) ?? Number.NaN), received: times.length,
  };
}

const medianLast = (rounds: readonly Round[]) => percentile(rounds.map((r) => r.lastMs).sort((a, b) => a - b), 50);

async function measure(label: string, env: Record<string, string>): Promise<void> {
  await withScratchDatabase(`chatFanout${label}`, async (url) => {
    const server = await startServerProcess({ ...env, DATABASE_URL: url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' }, { timeoutMs: 180_000 });
    const anchor = await startAnchorServer({ script: 'sse-anchor-server.ts' });
    const streams: ChatStreamClient[] = [];
    const anchorStreams: ChatStreamClient[] = [];
    try {
      const pid = server.child.pid ?? 0;
      const { userIds, tickets } = await prepareUsers(url);
      const { portal: admin } = await signInAs(server.baseUrl, 'admin', 'Admin@123');
      // Warm both paths once (JIT, prepared statements) before anything is measured.
      await admin.api.call(sendNotice, { title: '预热', content: '预热', audience: { kind: 'users', userIds: userIds.slice(0, 1) } });
      await postNotice(anchor.baseUrl, { content: '预热' });
      await settle(1_000);

      let currentContent = '';
      const receivedAt = new Map<number, number>();
      const anchorReceivedAt = new Map<number, number>();
      const rssBefore = rssKiB(pid);
      streams.push(...await openStreams(server.baseUrl, tickets.map((ticket) => `${CHAT_STREAM_PATH}?ticket=${ticket}`), (k, content) => {
        if (content === currentContent) receivedAt.set(k, performance.now());
      }));
      await settle(2_000);
      const rssAfter = rssKiB(pid);
      const anchorRssBefore = rssKiB(anchor.pid);
      anchorStreams.push(...await openStreams(anchor.baseUrl, tickets.map(() => '/stream'), (k, content) => {
        if (content === currentContent) anchorReceivedAt.set(k, performance.now());
      }));
      await settle(2_000);
      const anchorRssAfter = rssKiB(anchor.pid);

      const rounds = [];
      const anchorRounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        currentContent = `压测通知第 ${round + 1} 轮：这是一条发给全部在线用户的重要通知。${newOpaqueSecret().slice(0, 8)}`;
        const content = currentContent;
        let sendServerMs = Number.NaN;
        const figures = await fanOutRound(streams, receivedAt, content, async () => {
          await admin.api.call(sendNotice, { title: `压测通知 ${round + 1}`, content, audience: { kind: 'users', userIds } });
          // The server's own time for the send (store the notice and its 1,000 deliveries, publish): Server-Timing.
          sendServerMs = serverMs(admin.lastResponse?.headers);
        });
        rounds.push({ ...figures, sendServerMs: Math.round(sendServerMs) });
        await settle(500);
        // The same notice as the streams received it, through the bare fan-out.
        const notice = streams[0]?.events.findLast((e) => e.type === 'notice' && e.notice.content === content);
        if (notice?.type !== 'notice') throw new Error('the first stream has no notice of this round');
        anchorRounds.push(await fanOutRound(anchorStreams, anchorReceivedAt, content, () => postNotice(anchor.baseUrl, notice.notice)));
        await settle(500);
      }
      const lastMsMedian = medianLast(rounds);
      const anchorLastMsMedian = medianLast(anchorRounds);
      const rssPerConnectionKiB = Number(((rssAfter - rssBefore) / CLIENTS).toFixed(1));
      const anchorRssPerConnectionKiB = Number(((anchorRssAfter - anchorRssBefore) / CLIENTS).toFixed(1));
      emit(benchLoad, {
        bench: 'chatFanout', database: 'postgres', redis: label === 'Redis', clients: CLIENTS, rounds,
        lastMsMedian, goalLastMs: 1000,
        rssBeforeMiB: Math.round(rssBefore / 1024), rssAfterMiB: Math.round(rssAfter / 1024), rssPerConnectionKiB,
        anchor: 'bare Fastify SSE fan-out of the same notice to as many streams (bench/support/sse-anchor-server.ts)',
        anchorRounds, anchorLastMsMedian, lastTimesAnchor: ratio(lastMsMedian, anchorLastMsMedian),
        anchorRssPerConnectionKiB, rssPerConnectionTimesAnchor: ratio(rssPerConnectionKiB, anchorRssPerConnectionKiB),
      });
    } finally {
      for (const stream of [...streams, ...anchorStreams]) stream.close();
      await anchor.stop();
      await server.stop('SIGTERM');
    }
  });
}

await measure('Local', {});
if (await redisAnswers(REDIS_URL)) await measure('Redis', { REDIS_URL });
else emit(benchLoad, { bench: 'chatFanout', redis: true, skipped: `no Redis at ${REDIS_URL}` });
