import type { Redis } from 'ioredis';

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

/** True when a command sent now goes straight to Redis instead of waiting in ioredis's offline queue. */
export function isRedisUp(redis: Redis): boolean {
  return redis.status === 'ready';
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
