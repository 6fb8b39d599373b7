// Server time of the directory search (searchService, signed in as a student) on PostgreSQL with 10,000 generated
// services on top of the demo seed: a realistic mix of 200 queries (Chinese words of 2–4 characters, full pinyin,
// initials, one-typo pinyin), run ROUNDS times after one warm-up search builds the index. The figure is the server's
// own time (Server-Timing app;dur), p50/p95/p99 overall and per kind of query. Prints JSON lines.
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema';
import { generateServices } from './data/generate-services';
import { searchService } from '../src/shared/api/catalogue/search';
import { createTestPortal } from '../tests/support/portal-client';
import { startServerProcess } from '../tests/support/server-process';
import { withScratchDatabase } from './support/postgres';
import { phaseCollector, serverMs, summary } from './support/stats';
import { anchorServerTimes, emit, loadWatch, ratio, startAnchorServer } from './support/anchor';

/** The load average of this run, printed on every line (bench/support/anchor.ts). */
const benchLoad = loadWatch();

const SERVICES = Number(process.env.BENCH_SERVICES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const CHINESE = ['请假', '报修', '成绩单', '校园卡', '宿舍', '证明', '缴费', '图书续借', '心理咨询', '奖学金', '报销', '邮箱',
  '选课', '休学', '就业', '实验室', '预约', '出国', '密码', '在读证明', '学位论文', '公务用车', '会议室', '科研经费', '保洁'];
const PINYIN = ['qingjia', 'baoxiu', 'chengjidan', 'xiaoyuanka', 'sushe', 'zhengming', 'jiaofei', 'tushu', 'xinli', 'jiangxuejin',
  'baoxiao', 'youxiang', 'xuanke', 'xiuxue', 'jiuye', 'shiyanshi', 'yuyue', 'chuguo', 'mima', 'xuewei'];
const INITIALS = ['qj', 'bx', 'cjd', 'xyk', 'ss', 'zm', 'jf', 'ts', 'xlzx', 'jxj', 'bxs', 'yx', 'xk', 'xx', 'jy', 'sys', 'yy', 'cg', 'zdzm', 'xwlw'];
const TYPOS = ['qingjai', 'baoxuo', 'chengjidna', 'xiaoyunaka', 'sushee', 'zhengmign', 'jiaofie', 'tushhu', 'xinil', 'jiangxuejni',
  'baoxaio', 'youxaing', 'xaunke', 'xiuxeu', 'jiuey'];

/** 200 queries in a mix like a search box's: half Chinese, a fifth each pinyin and initials, the rest typos. */
function queryMix(): Array<{ kind: string; keyword: string }> {
  const out: Array<{ kind: string; keyword: string }> = [];
  const take = (kind: string, words: string[], n: number) => {
    for (let i = 0; i < n; i += 1) out.push({ kind, keyword: words[i % words.length] ?? '' });
  };
  take('chinese', CHINESE, 80);
  take('pinyin', PINYIN, 45);
  take('initials', INITIALS, 45);
  take('typo', TYPOS, 30);
  // Interleaved, as real traffic is, deterministically.
  return out.map((q, i) => ({ q, key: (i * 7919) % out.length })).sort((a, b) => a.key - b.key).map((x) => x.q);
}

/** As many anchor calls as the query mix has queries. */
const mix200 = () => queryMix().length;

await withScratchDatabase('search', async (url) => {
  const first = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 180_000 });
  await first.stop('SIGTERM');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const generated = await generateServices(drizzle(pool, { schema }), { count: SERVICES });
  await pool.query('VACUUM ANALYZE');
  const [{ n: listed } = { n: 0 }] = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM services WHERE status = 1')).rows;
  await pool.end();

  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: os.tmpdir() }, { timeoutMs: 120_000 });
  // The anchor (bench/support/anchor.ts): a bare Fastify + pg prepared read of the session, user and role, its server
  // time read the same way, before and after the query mix.
  const anchor = await startAnchorServer({ databaseUrl: url });
  try {
    const portal = createTestPortal({ baseUrl: server.baseUrl });
    await portal.signIn('student', 'Student@123');
    const anchorBefore = await anchorServerTimes(anchor, mix200());
    const buildStarted = performance.now();
    await portal.api.call(searchService, { keyword: '请假', current: 1, size: 10, serviceType: '' });
    const firstSearch = { clientMs: Math.round(performance.now() - buildStarted), serverMs: serverMs(portal.lastResponse?.headers) };

    const mix = queryMix();
    const all: number[] = [];
    const byKind = new Map<string, number[]>();
    const totals = new Map<string, number>();
    const phases = phaseCollector();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { kind, keyword } of mix) {
        const result = await portal.api.call(searchService, { keyword, current: 1, size: 10, serviceType: '' });
        const ms = serverMs(portal.lastResponse?.headers);
        all.push(ms);
        phases.add(portal.lastResponse?.headers);
        byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
        if (round === 0) totals.set(kind, (totals.get(kind) ?? 0) + (result.total > 0 ? 1 : 0));
      }
    }
    const base = { bench: 'search', database: 'postgres', account: 'student', services: listed, generated, queries: mix.length, rounds: ROUNDS };
    emit(benchLoad, { ...base, kind: 'first search (builds the index)', ...firstSearch });
    for (const [kind, times] of byKind) {
      emit(benchLoad, { ...base, kind, queriesWithResults: totals.get(kind), ...summary(times) });
    }
    const anchorAfter = await anchorServerTimes(anchor, mix200());
    const anchorReadP95 = Math.max(anchorBefore.read.p95Ms, anchorAfter.read.p95Ms);
    const overall = summary(all);
    emit(benchLoad, { ...base, kind: 'anchor: bare Fastify + pg prepared read / bare JSON, server time', anchorBefore, anchorAfter });
    emit(benchLoad, { ...base, kind: 'all', ...overall, goalP95Ms: 5, anchorReadP95Ms: anchorReadP95, p95TimesAnchorRead: ratio(overall.p95Ms, anchorReadP95), phases: phases.summaries() });
  } finally {
    await anchor.stop();
    await server.stop('SIGTERM');
  }
});
