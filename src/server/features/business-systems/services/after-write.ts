import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { ChatRuntime } from '../../chat';
import { refreshEfficiency } from '../../efficiency';
import type { Affected, InboxPart } from './write-context';
import type { SentMessage } from './messages';

/** Efficiency figures are recomputed at most this often per tenant on one instance, after business writes. */
const EFFICIENCY_EVERY_MS = 2_000;
/**
 * …and never closer than this many times the last recomputation's own duration after it: a tenant with millions of
 * records (a recomputation of seconds) spends at most a fifth of the time on it however busy its systems are.
 */
const EFFICIENCY_DUTY_FACTOR = 4;
/**
 * The users' `inbox` events of the writes of this long go out together, one bus message per tenant, each user once
 * with the union of what changed for them: a system pushing a thousand to-dos a second to one handler costs that
 * handler's pages (and Redis) one event per window instead of a thousand, for at most this much delay.
 */
const FANOUT_WINDOW_MS = 25;

/**
 * What follows a committed business write (ADR 024): every affected user's open pages hear of it within
 * FANOUT_WINDOW_MS, on every instance (the chat runtime's bus goes through Redis), and the tenant's efficiency figures
 * are recomputed soon after, once for a burst of writes, so the efficiency pages count them within seconds on every
 * instance. Neither is on the request's path: the call is answered once its write commits.
 */
export function createAfterWrite(deps: { db: Db; now: () => number; runtime: () => ChatRuntime; log: FastifyBaseLogger }) {
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Set<string>();
  /** Tenants written to while their recomputation ran: it may have missed those writes, so one more follows. */
  const writtenDuringRun = new Set<string>();
  /** When each tenant's last recomputation may be followed by the next. */
  const nextAllowed = new Map<string, number>();

  let closed = false;
  /** Per tenant, the users told at the next flush and what changed for each. */
  const toTell = new Map<string, Map<string, Set<InboxPart>>>();
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    flushTimer = null;
    const runtime = deps.runtime();
    for (const [tenantId, users] of toTell) {
      const targets = [...users].map(([userId, parts]) => ({ userId, event: { type: 'inbox' as const, parts: [...parts] } }));
      runtime.deliver(tenantId, targets).catch((error: unknown) => deps.log.warn({ err: error, tenantId }, 'business API: telling the pages failed'));
    }
    toTell.clear();
  }

  function tell(tenantId: string, affected: Affected): void {
    if (affected.byUser.size === 0) return;
    const users = toTell.get(tenantId) ?? new Map<string, Set<InboxPart>>();
    toTell.set(tenantId, users);
    for (const [userId, parts] of affected.byUser) {
      const known = users.get(userId) ?? new Set<InboxPart>();
      for (const part of parts) known.add(part);
      users.set(userId, known);
    }
    flushTimer ??= setTimeout(flush, FANOUT_WINDOW_MS);
  }

  function scheduleEfficiency(tenantId: string): void {
    if (closed) return;
    if (running.has(tenantId)) {
      writtenDuringRun.add(tenantId);
      return;
    }
    if (waiting.has(tenantId)) return;
    const wait = Math.max(0, (nextAllowed.get(tenantId) ?? 0) - deps.now());
    const timer = setTimeout(() => {
      waiting.delete(tenantId);
      running.add(tenantId);
      const started = deps.now();
      refreshEfficiency(deps.db, tenantId, new Date(started))
        .catch((error: unknown) => deps.log.warn({ err: error, tenantId }, 'efficiency refresh after a business write failed'))
        .finally(() => {
          const ended = deps.now();
          nextAllowed.set(tenantId, ended + Math.max(EFFICIENCY_EVERY_MS, EFFICIENCY_DUTY_FACTOR * (ended - started)));
          running.delete(tenantId);
          if (writtenDuringRun.delete(tenantId)) scheduleEfficiency(tenantId);
        });
    }, wait);
    timer.unref();
    waiting.set(tenantId, timer);
  }

  return {
    async afterWrite(tenantId: string, affected: Affected, sent?: SentMessage): Promise<void> {
      tell(tenantId, affected);
      if (sent?.notice) {
        // A message's inbox event goes ahead of its notice, as the recipients' pages expect.
        if (flushTimer) {
          clearTimeout(flushTimer);
          flush();
        }
        const { deliveries, ...notice } = sent.notice;
        await deps.runtime().deliverNotice(tenantId, { ...notice, fromUserId: '', openWindow: '1', offlineNoPushMsg: 1 }, deliveries);
      }
      if ([...affected.byUser.values()].some((parts) => parts.has('todos') || parts.has('applications'))) scheduleEfficiency(tenantId);
    },
    close(): void {
      closed = true;
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
      writtenDuringRun.clear();
    },
  };
}
