import pg from 'pg';

export const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * Runs `fn` with the URL of a new, empty PostgreSQL database that is dropped afterwards. Without a reachable
 * server the bench prints a `skipped` line instead and `fn` does not run.
 */
export async function withScratchDatabase(bench: string, fn: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  try {
    await admin.connect();
  } catch {
    process.stdout.write(`${JSON.stringify({ bench, skipped: `no PostgreSQL at ${PG_URL}` })}\n`);
    return;
  }
  const dbName = `service_hall_bench_${bench.toLowerCase()}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    await fn(`${PG_URL}/${dbName}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
