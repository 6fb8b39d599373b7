// Server time of each card's data call (getCardData) on PostgreSQL at 10,000 users and 100,000 pending to-do rows:
// the demo seed plus the home bench generator, then every card of a busy user's layout called in turn, many times.
// The figure is the server's own time (Server-Timing app;dur), p50/p95/p99 per card. Prints one JSON line per card.
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { getCardData, getUserApplyCardList } from '../src/shared/api/catalogue/home';
import * as schema from '../src/server/db/schema';
import { generateHomeBenchData } from './data/generate-home';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { withScratchDatabase } from './support/postgres';
import { percentile, serverMs } from './support/stats';
import { anchorServerTimes, emit, loadWatch, ratio, startAnchorServer } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const TODOS = Number(process.env.BENCH_TODOS ?? 100_000);

await withScratchDatabase('cardData', async (url) => {
  // First start: migrations and the demo seed.
  const first = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 180_000 });
  await first.stop('SIGTERM');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const genStarted = performance.now();
  const generated = await generateHomeBenchData(drizzle(pool, { schema }), { users: USERS, todos: TODOS });
  const generateMs = Math.round(performance.now() - genStarted);
  // As autovacuum would have by then: statistics and the visibility map (index-only scans).
  await pool.query('VACUUM ANALYZE');
  await pool.end();

  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 120_000 });
  // The anchor (bench/support/anchor.ts): a bare Fastify + pg prepared read of the session, user and role, timed the
  // same way (Server-Timing), before and after the cards so it meets the same machine.
  const anchor = await startAnchorServer({ databaseUrl: url });
  try {
    const portal = createTestPortal({ baseUrl: server.baseUrl });
    await portal.signIn('teacher', 'Teacher@123');
    const layout = await portal.api.call(getUserApplyCardList, {});
    const anchorBefore = await anchorServerTimes(anchor, ROUNDS);
    const lines: Record<string, unknown>[] = [];
    for (const card of layout.cards) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        await portal.api.call(getCardData, { cardId: card.cardId });
        times.push(serverMs(portal.lastResponse?.headers));
      }
      times.sort((a, b) => a - b);
      lines.push({
        bench: 'cardData', database: 'postgres', account: 'teacher', card: card.cardName, kind: card.cardKind,
        users: USERS, todoRows: TODOS, generated, generateMs, rounds: ROUNDS,
        p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99), goalP95Ms: 30,
      });
    }
    const anchorAfter = await anchorServerTimes(anchor, ROUNDS);
    const anchorReadP95 = Math.max(anchorBefore.read.p95Ms, anchorAfter.read.p95Ms);
    emit(benchLoad, { bench: 'cardData', anchor: 'bare Fastify + pg prepared read / bare JSON, server time', rounds: ROUNDS, anchorBefore, anchorAfter });
    for (const line of lines) emit(benchLoad, { ...line, anchorReadP95Ms: anchorReadP95, p95TimesAnchorRead: ratio(Number(line.p95Ms), anchorReadP95) });
  } finally {
    await anchor.stop();
    await server.stop('SIGTERM');
  }
});
