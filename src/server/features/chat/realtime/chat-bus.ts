import type { Redis } from 'ioredis';
import { RedisUnavailableError, subscribeRedis, timeBoxedRedis, type OutageReport } from '../../../redis/connection';
import type { ImportantNotice } from '../../../../shared/schema/messages';

/** The Redis channel every instance publishes deliveries on and listens to. */
export const CHAT_CHANNEL = 'service-hall:chat';

/** A notice as every recipient sees it, less the per-recipient delivery id (messageIdWeb). */
export type NoticeBody = Omit<ImportantNotice, 'messageIdWeb'>;

/**
 * What travels between instances. A chat delivery carries each target's event already serialised; a notice carries
 * its body once and the [user id, delivery id] pairs, so one message reaches a thousand recipients.
 */
export type BusEvent =
  | { kind: 'deliver'; tenantId: string; targets: Array<{ userId: string; data: string }> }
  | { kind: 'notice'; tenantId: string; notice: NoticeBody; deliveries: Array<[string, string]> }
  | { kind: 'end-sessions'; sessionIds: string[] };

export interface ChatBus {
  /** Resolves once this instance listens (at once without Redis): a stream opened after it misses nothing. */
  readonly ready: Promise<void>;
  /** Hands the event to every instance, this one included. */
  publish(event: BusEvent): Promise<void>;
  close(): Promise<void>;
}

export interface ChatBusOptions {
  redis: Redis | null;
  onEvent: (event: BusEvent) => void;
  onError: (error: unknown) => void;
  /** Told once when Redis goes (delivery falls back to this instance's own streams) and once when it is back. */
  onRedisOutage?: OutageReport;
}

/** Events remembered as delivered ahead of a late publish (see createChatBus). */
const MAX_DELIVERED_AHEAD = 1_000;

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Anyone who can write to Redis can publish on the channel: only well-formed events are acted on. */
export function parseBusEvent(text: string): BusEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.kind === 'end-sessions') return isStringArray(event.sessionIds) ? { kind: 'end-sessions', sessionIds: event.sessionIds } : null;
  if (typeof event.tenantId !== 'string') return null;
  if (event.kind === 'deliver' && Array.isArray(event.targets)) {
    const ok = event.targets.every((t: unknown) => typeof t === 'object' && t !== null
      && typeof (t as Record<string, unknown>).userId === 'string' && typeof (t as Record<string, unknown>).data === 'string');
    return ok ? (event as BusEvent) : null;
  }
  if (event.kind === 'notice' && typeof event.notice === 'object' && event.notice !== null && Array.isArray(event.deliveries)) {
    const ok = event.deliveries.every((d: unknown) => isStringArray(d) && d.length === 2);
    return ok ? (event as BusEvent) : null;
  }
  return null;
}

/**
 * Delivery between instances: with Redis, every event goes through pub/sub and comes back to each instance —
 * the sender's too, so there is one path for all; without Redis, it is handed over in-process. While Redis is down
 * this instance hands its own events to its own streams (the users of other instances see them at their next
 * visit), and goes back to pub/sub as soon as it is subscribed again.
 */
export function createChatBus({ redis, onEvent, onError, onRedisOutage }: ChatBusOptions): ChatBus {
  const deliverLocally = (event: BusEvent) => {
    try {
      onEvent(event);
    } catch (error) {
      onError(error);
    }
  };

  if (!redis) {
    return {
      ready: Promise.resolve(),
      async publish(event) {
        // Asynchronous like the Redis path, so callers never depend on a delivery happening inside publish().
        queueMicrotask(() => deliverLocally(event));
      },
      async close() {},
    };
  }

  // Events delivered here because their publish overran its budget: a hung Redis that recovers still carries them
  // back, and they must not reach the same streams twice. Bounded: one that never comes back is forgotten in time.
  const deliveredAhead = new Set<string>();
  const rememberDeliveredAhead = (text: string) => {
    deliveredAhead.add(text);
    if (deliveredAhead.size > MAX_DELIVERED_AHEAD) deliveredAhead.delete(deliveredAhead.values().next().value as string);
  };

  const subscription = subscribeRedis(redis, CHAT_CHANNEL, {
    onMessage(text) {
      if (deliveredAhead.delete(text)) return;
      const event = parseBusEvent(text);
      if (event) deliverLocally(event);
      else onError(new Error('ignored a malformed chat bus message'));
    },
    report: onRedisOutage ?? { down: onError, up: () => undefined },
  });

  return {
    ready: subscription.ready,
    async publish(event) {
      // Not subscribed: what goes through Redis would not come back here, so this instance delivers it itself.
      const hearing = subscription.live;
      if (!hearing) queueMicrotask(() => deliverLocally(event));
      const text = JSON.stringify(event);
      try {
        // Time-boxed (ADR 018): a send must not wait for a Redis that is gone or hung; it is delivered here at once.
        await timeBoxedRedis(redis, 'chat-publish', (r) => r.publish(CHAT_CHANNEL, text));
      } catch (error) {
        const reason = error instanceof RedisUnavailableError ? error.reason : 'error';
        // An outage is reported once by the subscription's watcher, not once per send.
        if (reason !== 'down') onError(error);
        if (hearing) {
          if (reason === 'timeout') rememberDeliveredAhead(text);
          deliverLocally(event);
        }
      }
    },
    async close() {
      subscription.close();
    },
  };
}
