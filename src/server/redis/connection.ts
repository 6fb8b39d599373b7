import { Redis } from 'ioredis';

/**
 * Redis is an accelerator here, never a dependency: replay protection, message fan-out and cache invalidation
 * across instances go through it when it is up, and this instance carries on alone (memory, local delivery, the
 * database's version numbers) while it is down. These helpers give every user of Redis the same two answers: is
 * it up right now, and tell me once when it goes and once when it comes back.
 */

/** What an outage is reported to: `down` once when it starts, `up` once when it ends. */
export interface OutageReport {
  down(error: unknown): void;
  up(): void;
}

/**
 * Longest a request waits for one Redis command before it takes the local path (ADR 018). A healthy round trip is
 * well under a millisecond on a LAN and a few on a loaded host; the client's own commandTimeout (2 s) is far too long
 * to hold a chat send or a wrapped call for.
 */
const REDIS_CALL_BUDGET_MS = 250;

/** After a command overran its budget, Redis is passed over for this long, so a hung Redis costs one budget a second, not one per request. */
const SUSPECT_MS = 1_000;

/** The one way every server process connects: commands wait at most 2 s even off a request path (PING, subscriptions). */
export function createRedisClient(url: string): Redis {
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, commandTimeout: 2_000 });
}

/** Why a time-boxed call took the local path: not connected, no answer within the budget, or an error answer. */
export type RedisFallbackReason = 'down' | 'timeout' | 'error';

/** A Redis call that did not happen or did not answer in time: the caller takes its local path. */
export class RedisUnavailableError extends Error {
  constructor(readonly reason: RedisFallbackReason, options?: { cause?: unknown }) {
    super(`Redis ${reason}`, options);
    this.name = 'RedisUnavailableError';
  }
}

interface ClientHealth {
  suspectUntil: number;
  /** Fallbacks by `call name\0reason`, for the metrics. */
  fallbacks: Map<string, number>;
}

const health = new WeakMap<Redis, ClientHealth>();

function healthOf(redis: Redis): ClientHealth {
  let entry = health.get(redis);
  if (!entry) {
    entry = { suspectUntil: 0, fallbacks: new Map() };
    health.set(redis, entry);
  }
  return entry;
}

/**
 * True when a command sent now goes straight to a Redis that answered its last time-boxed command in time, instead
 * of waiting in ioredis's offline queue or behind a hung server.
 */
export function isRedisUp(redis: Redis): boolean {
  return redis.status === 'ready' && (health.get(redis)?.suspectUntil ?? 0) <= Date.now();
}

/** How often each call took its local path since the process started: `[call, reason, count]`. */
export function redisFallbackCounts(redis: Redis): Array<[call: string, reason: RedisFallbackReason, count: number]> {
  return [...(health.get(redis)?.fallbacks ?? new Map<string, number>())].map(([key, count]) => {
    const [call = '', reason = 'error'] = key.split('\0');
    return [call, reason as RedisFallbackReason, count];
  });
}

function countFallback(redis: Redis, call: string, reason: RedisFallbackReason): void {
  const { fallbacks } = healthOf(redis);
  const key = `${call}\0${reason}`;
  fallbacks.set(key, (fallbacks.get(key) ?? 0) + 1);
}

/**
 * Runs one Redis command on a request path, bounded by `budgetMs`: refused at once when not connected (the command
 * would sit in the offline queue until the client's commandTimeout), and given up after the budget when Redis
 * accepts the command but does not answer (a hung or overloaded server). Either way the caller gets a
 * RedisUnavailableError and takes its local path at once; `call` names the caller in the fallback counts.
 */
export async function timeBoxedRedis<T>(
  redis: Redis,
  call: string,
  work: (redis: Redis) => Promise<T>,
  options: { budgetMs?: number; evenIfSuspect?: boolean } = {},
): Promise<T> {
  const budgetMs = options.budgetMs ?? REDIS_CALL_BUDGET_MS;
  if (options.evenIfSuspect ? redis.status !== 'ready' : !isRedisUp(redis)) {
    countFallback(redis, call, 'down');
    throw new RedisUnavailableError('down');
  }
  let timer: NodeJS.Timeout | undefined;
  const running = work(redis);
  // A late failure of a command already given up on must not surface as an unhandled rejection.
  running.catch(() => undefined);
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), budgetMs);
  });
  try {
    const outcome = await Promise.race([running, deadline]);
    if (outcome === TIMED_OUT) {
      healthOf(redis).suspectUntil = Date.now() + SUSPECT_MS;
      countFallback(redis, call, 'timeout');
      throw new RedisUnavailableError('timeout');
    }
    return outcome;
  } catch (error) {
    if (error instanceof RedisUnavailableError) throw error;
    countFallback(redis, call, 'error');
    throw new RedisUnavailableError('error', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

const TIMED_OUT = Symbol('timed out');

/**
 * The error handler for a time-boxed call's failure: an outage (`down`) is reported once by the connection's
 * watcher, so only time-outs and error answers reach `onError`.
 */
export function unlessRedisDown(onError: ((error: unknown) => void) | undefined): (error: unknown) => void {
  return (error) => {
    if (error instanceof RedisUnavailableError && error.reason === 'down') return;
    onError?.(error);
  };
}

/**
 * Reports the connection's outages once each. ioredis reconnects by itself (ever more slowly, up to 2 s apart) and
 * emits an error at every failed attempt; without this, each attempt would be a log line.
 */
export function watchRedisConnection(redis: Redis, report: OutageReport): void {
  let down = false;
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    report.down(error);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    report.up();
  });
}

export interface RedisSubscription {
  /** True while subscribed: a message published now reaches this instance. */
  readonly live: boolean;
  /** Resolves once subscribed, or once the first attempt fails, so nothing waits on a Redis that is down. */
  readonly ready: Promise<void>;
  close(): void;
}

export interface SubscribeOptions {
  onMessage(text: string): void;
  /** Subscribed again after an outage: messages sent meanwhile were missed, so whatever they would have marked is stale. */
  onResubscribed?(): void;
  report: OutageReport;
}

/**
 * Listens to one channel on a connection of its own (a subscribed connection can do nothing else), subscribing again
 * itself each time the connection is back — ioredis's own resubscription gives no sign of when it is done.
 */
export function subscribeRedis(redis: Redis, channel: string, options: SubscribeOptions): RedisSubscription {
  const subscriber = redis.duplicate({ autoResubscribe: false });
  let live = false;
  let everLive = false;
  let outage = false;
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });

  watchRedisConnection(subscriber, {
    down(error) {
      live = false;
      outage = true;
      settle();
      options.report.down(error);
    },
    // Reported once subscribed again, below, not when merely connected.
    up() {},
  });
  subscriber.on('close', () => {
    live = false;
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from === channel) options.onMessage(text);
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        live = true;
        settle();
        if (everLive) options.onResubscribed?.();
        everLive = true;
        if (outage) {
          outage = false;
          options.report.up();
        }
      },
      (error: unknown) => subscriber.emit('error', error),
    );
  });

  return {
    get live() {
      return live;
    },
    ready,
    close() {
      live = false;
      settle();
      subscriber.disconnect();
    },
  };
}

/** The usual report: one warning when Redis goes, one when it is back, naming what falls back meanwhile. */
export function warnOfRedisOutage(log: { warn(obj: object, msg: string): void }, what: string): OutageReport {
  return {
    down: (error) => log.warn({ err: error }, `${what}: Redis unreachable, this instance carries on alone`),
    up: () => log.warn({}, `${what}: Redis back, shared again across instances`),
  };
}
