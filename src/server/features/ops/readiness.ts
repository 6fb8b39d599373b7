import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';

/** What one dependency answered: reachable, an error, no answer in time, or not configured at all. */
type CheckOutcome = 'ok' | 'failed' | 'timeout' | 'off';

/** A dependency that is down while the instance still serves every call, only with less sharing (ADR 018). */
type DegradedDependency = 'redis';

export interface Readiness {
  /** The instance can serve its calls: the database answers. Redis is not needed for that (ADR 018). */
  ready: boolean;
  checks: { database: CheckOutcome; redis: CheckOutcome };
  /** Configured dependencies that are down but that this instance serves without. */
  degraded: DegradedDependency[];
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

async function checkRedis(redis: Redis, timeoutMs: number, onError: (error: unknown) => void): Promise<CheckOutcome> {
  // Not connected: a PING would wait in the offline queue for the whole timeout to say what is already known. Not
  // logged per probe: the connection's watcher reports the outage once.
  if (redis.status !== 'ready') return 'failed';
  return probe(() => redis.ping(), timeoutMs, onError);
}

/**
 * Runs `select 1` on the database and PING on Redis (when configured) side by side, each bounded by the timeout.
 * Ready follows the database alone: without Redis an instance still signs in, serves pages, checks replays (in the
 * database) and delivers messages to its own streams, and every instance shares one Redis, so a readiness that
 * followed Redis would take all of them out of the balancer at once (ADR 018). Redis down is `degraded`.
 */
export async function checkReadiness({ db, redis, timeoutMs, onFailure }: ReadinessDeps): Promise<Readiness> {
  const [database, redisOutcome] = await Promise.all([
    probe(() => db.execute(sql`select 1`), timeoutMs, (error) => onFailure?.('database', error)),
    redis ? checkRedis(redis, timeoutMs, (error) => onFailure?.('redis', error)) : Promise.resolve<CheckOutcome>('off'),
  ]);
  const degraded: DegradedDependency[] = redisOutcome === 'ok' || redisOutcome === 'off' ? [] : ['redis'];
  return { ready: database === 'ok', checks: { database, redis: redisOutcome }, degraded };
}
