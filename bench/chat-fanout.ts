// Message fan-out (issue 5): CLIENTS users each with an open event stream, one important notice to all of them;
// the time until the last one receives it (goal < 1 s) and the server's memory per connection (resident set
// growth of the server process while the streams open, divided by their number). One server process on
// PostgreSQL; a second run with Redis pub/sub when a Redis server answers on 127.0.0.1:6379 (or BENCH_REDIS_URL).
// Prints one JSON line per configuration.
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
import { emit, loadWatch } from './support/anchor';

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

async function measure(label: string, env: Record<string, string>): Promise<void> {
  await withScratchDatabase(`chatFanout${label}`, async (url) => {
    const server = await startServerProcess({ ...env, DATABASE_URL: url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' }, { timeoutMs: 180_000 });
    const streams: ChatStreamClient[] = [];
    try {
      const pid = server.child.pid ?? 0;
      const { userIds, tickets } = await prepareUsers(url);
      const { portal: admin } = await signInAs(server.baseUrl, 'admin', 'Admin@123');
      // Warm the path once (JIT, prepared statements) before anything is measured.
      await admin.api.call(sendNotice, { title: '预热', content: '预热', audience: { kind: 'users', userIds: userIds.slice(0, 1) } });
      await settle(1_000);
      const rssBefore = rssKiB(pid);

      const receivedAt = new Map<string, number>();
      // Each round's notice carries its own text, so an event is matched before the send's answer is back.
      let currentContent = '';
      for (let i = 0; i < tickets.length; i += CONNECT_BATCH) {
        const batch = tickets.slice(i, i + CONNECT_BATCH);
        const opened = await Promise.all(batch.map((ticket, k) => openChatStream(server.baseUrl, `${CHAT_STREAM_PATH}?ticket=${ticket}`, (event) => {
          if (event.type === 'notice' && event.notice.content === currentContent) receivedAt.set(userIds[i + k] ?? '', performance.now());
        })));
        for (const result of opened) {
          if (!result.ok) throw new Error(`stream refused: ${result.status} ${result.body}`);
          streams.push(result.stream);
        }
      }
      await Promise.all(streams.map((s) => s.next((e) => e.type === 'ready', 30_000)));
      await settle(2_000);
      const rssAfter = rssKiB(pid);

      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        receivedAt.clear();
        currentContent = `压测通知第 ${round + 1} 轮：这是一条发给全部在线用户的重要通知。${newOpaqueSecret().slice(0, 8)}`;
        const content = currentContent;
        const startedAt = performance.now();
        await admin.api.call(sendNotice, { title: `压测通知 ${round + 1}`, content, audience: { kind: 'users', userIds } });
        const answeredMs = performance.now() - startedAt;
        // The server's own time for the send (store the notice and its 1,000 deliveries, publish): Server-Timing.
        const sendServerMs = serverMs(admin.lastResponse?.headers);
        await Promise.all(streams.map((s) => s.next((e) => e.type === 'notice' && e.notice.content === content, 30_000)));
        const times = [...receivedAt.values()].map((t) => t - startedAt).sort((a, b) => a - b);
        rounds.push({
          answeredMs: Math.round(answeredMs), sendServerMs: Math.round(sendServerMs), firstMs: Math.round(times[0] ?? Number.NaN), p50Ms: Math.round(percentile(times, 50)),
          lastMs: Math.round(times.at(-1) ?? Number.NaN), received: times.length,
        });
        await settle(500);
      }
      const lasts = rounds.map((r) => r.lastMs).sort((a, b) => a - b);
      emit(benchLoad, {
        bench: 'chatFanout', database: 'postgres', redis: label === 'Redis', clients: CLIENTS, rounds,
        lastMsMedian: percentile(lasts, 50), goalLastMs: 1000,
        rssBeforeMiB: Math.round(rssBefore / 1024), rssAfterMiB: Math.round(rssAfter / 1024),
        rssPerConnectionKiB: Number(((rssAfter - rssBefore) / CLIENTS).toFixed(1)),
      });
    } finally {
      for (const stream of streams) stream.close();
      await server.stop('SIGTERM');
    }
  });
}

await measure('Local', {});
if (await redisAnswers(REDIS_URL)) await measure('Redis', { REDIS_URL });
else emit(benchLoad, { bench: 'chatFanout', redis: true, skipped: `no Redis at ${REDIS_URL}` });
