import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/config/env';
import type { AppContext } from '../../src/server/context';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createDbKeyStore } from '../../src/server/security/db-key-store';
import { seedDemo } from '../../src/server/seed';
import { withScratchDatabase } from './postgres';

/** A server in this process (so its RSS is the bench's to sample) on a seeded database of the given kind. */
export interface BenchServer {
  app: FastifyInstance;
  context: AppContext;
  database: Database;
  baseUrl: string;
}

export async function withBenchServer(kind: 'pglite' | 'postgres', bench: string, fn: (server: BenchServer) => Promise<void>): Promise<void> {
  const run = async (databaseUrl: string | undefined) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-bench-sheet-'));
    const database = await openDatabase({ databaseUrl, dataDir, poolSize: 10 });
    try {
      const context: AppContext = {
        env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
        db: database.db,
        dbKind: database.kind,
        keyStore: createDbKeyStore(database.db),
        redis: null,
        now: () => Date.now(),
      };
      await seedDemo(context.db);
      const app = await buildApp({ context, logLevel: 'silent' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP port');
      try {
        await fn({ app, context, database, baseUrl: `http://127.0.0.1:${address.port}` });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  if (kind === 'pglite') await run(undefined);
  else await withScratchDatabase(bench, run);
}

/** Samples this process's RSS every 50 ms; `stop()` answers the peak in MB. */
export function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop(): number {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return Math.round(peak / 1024 / 1024);
    },
  };
}

export const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** Adds `rows` duties to the first seeded department, in SQL (generate_series), for the export bench. */
export async function addDuties(server: BenchServer, rows: number): Promise<void> {
  await server.context.db.execute(sql`
    insert into dept_duties (id, tenant_id, dept_id, duty_code, duty_name, duty_type, basis, content, is_public, sort)
    select 'bench' || g, '000000', (select id from departments where tenant_id = '000000' order by id limit 1),
           'BENCH' || lpad(g::text, 7, '0'), '基准职责' || g, 'MAIN', '《高等学校管理条例》第' || g || '条',
           '负责学校相关业务的统筹协调与监督管理工作，第' || g || '项', true, g
    from generate_series(1, ${rows}) g`);
  // As an import does at its end (import-job.ts): PGlite runs no autovacuum to refresh the statistics.
  await server.context.db.execute(sql`analyze dept_duties`);
}

/** Waits until a job row has ended; answers its final row. */
export async function waitJob(server: BenchServer, id: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = await server.context.db.execute(sql`select state, total_num, finish_num, new_insert_num, fail_num, jump_num, error_msg from spreadsheet_jobs where id = ${id}`);
    const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
    if (row.state === 'succeeded' || row.state === 'failed') return row;
    if (Date.now() > until) throw new Error(`job ${id} not finished in ${timeoutMs} ms: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
