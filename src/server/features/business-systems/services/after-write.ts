import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { ChatRuntime } from '../../chat';
import { refreshEfficiency } from '../../efficiency';
import type { Affected } from './write-context';
import type { SentMessage } from './messages';

/** Efficiency figures are recomputed at most this often per tenant on one instance, after business writes. */
const EFFICIENCY_EVERY_MS = 2_000;

/**
 * What follows a committed business write (ADR 024): every affected user's open pages hear of it at once, on every
 * instance (the chat runtime's bus goes through Redis), and the tenant's efficiency figures are recomputed soon
 * after, once for a burst of writes, so the efficiency pages count them within seconds on every instance.
 */
export function createAfterWrite(deps: { db: Db; now: () => number; runtime: () => ChatRuntime; log: FastifyBaseLogger }) {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const lastRun = new Map<string, number>();

  function scheduleEfficiency(tenantId: string): void {
    if (pending.has(tenantId)) return;
    const wait = Math.max(0, (lastRun.get(tenantId) ?? 0) + EFFICIENCY_EVERY_MS - deps.now());
    const timer = setTimeout(() => {
      lastRun.set(tenantId, deps.now());
      refreshEfficiency(deps.db, tenantId, new Date(deps.now()))
        .catch((error: unknown) => deps.log.warn({ err: error, tenantId }, 'efficiency refresh after a business write failed'))
        .finally(() => pending.delete(tenantId));
    }, wait);
    timer.unref();
    pending.set(tenantId, timer);
  }

  return {
    async afterWrite(tenantId: string, affected: Affected, sent?: SentMessage): Promise<void> {
      const runtime = deps.runtime();
      const targets = [...affected.byUser].map(([userId, parts]) => ({ userId, event: { type: 'inbox' as const, parts: [...parts] } }));
      if (targets.length > 0) await runtime.deliver(tenantId, targets);
      if (sent?.notice) {
        const { deliveries, ...notice } = sent.notice;
        await runtime.deliverNotice(tenantId, { ...notice, fromUserId: '', openWindow: '1', offlineNoPushMsg: 1 }, deliveries);
      }
      if ([...affected.byUser.values()].some((parts) => parts.has('todos') || parts.has('applications'))) scheduleEfficiency(tenantId);
    },
    close(): void {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
