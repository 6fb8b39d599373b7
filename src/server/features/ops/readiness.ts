import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';

/** What one dependency answered: reachable, an error, no answer in time, or not configured at all. */
export type CheckOutcome = 'ok' | 'failed' | 'timeout' | 'off';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckOutcome; redis: CheckOutcome };
}

export interface ReadinessDeps {
  db: Db;
  redis: Redis | null;
  /** Longest wait for each dependency; a load balancer's probe must not hang on a dead database. */
  timeoutMs: number;
  /** Told why a check failed (the log); the answer itself only names the dependency. */
  onFailure?: (dependency: 'database' | 'redis', error: unknown) => void;
}

/** Default wait per dependency: far above a healthy round trip, well below a probe's own timeout. */
export const READY_TIMEOUT_MS = 1_000;

const TIMED_OUT = Symbol('timed out');

async function probe(work: () => Promise<unknown>, timeoutMs: number, onError: (error: unknown) => void): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const running = work();
  // A late failure of a check that already timed out must not surface as an unhandled rejection.
  running.catch(() => undefined);
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const outcome = await Promise.race([running, deadline]);
    if (outcome !== TIMED_OUT) return 'ok';
    onError(new Error(`no answer within ${timeoutMs} ms`));
    return 'timeout';
  } catch (error) {
    onError(error);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `select 1` on the database and PING on Redis (when configured) side by side, each bounded by the timeout. */
export async function checkReadiness({ db, redis, timeoutMs, onFailure }: ReadinessDeps): Promise<Readiness> {
  const [database, redisOutcome] = await Promise.all([
    probe(() => db.execute(sql`select 1`), timeoutMs, (error) => onFailure?.('database', error)),
    redis ? probe(() => redis.ping(), timeoutMs, (error) => onFailure?.('redis', error)) : Promise.resolve<CheckOutcome>('off'),
  ]);
  return { ready: database === 'ok' && (redisOutcome === 'ok' || redisOutcome === 'off'), checks: { database, redis: redisOutcome } };
}
