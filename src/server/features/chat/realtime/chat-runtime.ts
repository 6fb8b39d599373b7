import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ssoSessions } from '../../../db/schema/auth';
import { isSessionLive } from '../../../security/sso-session-clock';
import type { ChatStreamEvent, StreamEndReason } from '../../../../shared/schema/chat';
import { createChatBus, type BusEvent, type ChatBus, type NoticeBody } from './chat-bus';
import { createPushRecorder, type PushRecorder } from './push-recorder';
import { StreamRegistry } from './stream-registry';
import { warnOfRedisOutage } from '../../../redis/connection';

/** A comment every 25 s keeps the connection alive through proxies that drop idle ones after 30–60 s. */
export const HEARTBEAT_MS = 25_000;
/** How often the sessions behind open streams are checked (idle expiry, revocations not announced on the bus). */
const SESSION_SWEEP_MS = 15_000;
const SESSIONS_PER_QUERY = 500;

interface ChatTarget {
  userId: string;
  event: ChatStreamEvent;
}

/** The live side of instant messages on one instance: its open streams and the bus between instances. */
export interface ChatRuntime {
  readonly registry: StreamRegistry;
  readonly ready: Promise<void>;
  /** Delivers events to users wherever their streams are open. */
  deliver(tenantId: string, targets: ChatTarget[]): Promise<void>;
  /** Pushes an important notice to every recipient who is online; the others get it from offlineNoPushMsg. */
  deliverNotice(tenantId: string, notice: NoticeBody, deliveries: Array<[userId: string, deliveryId: string]>): Promise<void>;
  /** Closes every stream of these sessions, on every instance (sign-out, role switch, password change). */
  endSessions(sessionIds: string[]): Promise<void>;
  /** Ends this instance's streams whose session is over; runs every SESSION_SWEEP_MS. */
  sweepSessions(): Promise<void>;
}

function createChatRuntime(context: AppContext, log: FastifyInstance['log']): ChatRuntime & { close(): Promise<void> } {
  const registry = new StreamRegistry();
  const onError = (error: unknown) => log.error({ err: error }, 'chat delivery');
  const pushes: PushRecorder = createPushRecorder(context.db, context.now, onError);

  function endLocal(sessionIds: string[], reason: StreamEndReason): void {
    for (const sessionId of sessionIds) for (const stream of registry.ofSession(sessionId)) stream.end(reason);
  }

  function onEvent(event: BusEvent): void {
    if (event.kind === 'end-sessions') {
      endLocal(event.sessionIds, 'session-ended');
      return;
    }
    if (event.kind === 'deliver') {
      for (const target of event.targets) {
        for (const stream of registry.ofUser(event.tenantId, target.userId)) stream.sendData(target.data);
      }
      return;
    }
    for (const [userId, deliveryId] of event.deliveries) {
      const streams = registry.ofUser(event.tenantId, userId);
      if (streams.length === 0) continue;
      const data = JSON.stringify({ type: 'notice', notice: { ...event.notice, messageIdWeb: deliveryId } } satisfies ChatStreamEvent);
      for (const stream of streams) stream.sendData(data);
      pushes.record(event.tenantId, userId, deliveryId);
    }
  }

  const bus: ChatBus = createChatBus({
    redis: context.redis, onEvent, onError,
    onRedisOutage: warnOfRedisOutage(log, 'chat delivery'),
  });

  async function sweepSessions(): Promise<void> {
    const ids = registry.sessionIds();
    const idleMinutes = context.env.SESSION_IDLE_MINUTES;
    for (let i = 0; i < ids.length; i += SESSIONS_PER_QUERY) {
      const chunk = ids.slice(i, i + SESSIONS_PER_QUERY);
      const rows = await context.db
        .select({ id: ssoSessions.id, lastSeenAt: ssoSessions.lastSeenAt, endedAt: ssoSessions.endedAt })
        .from(ssoSessions)
        .where(inArray(ssoSessions.id, chunk));
      const now = context.now();
      const live = new Set(rows.filter((row) => isSessionLive(row, idleMinutes, now)).map((row) => row.id));
      endLocal(chunk.filter((id) => !live.has(id)), 'session-ended');
    }
  }

  const heartbeat = setInterval(() => {
    for (const stream of registry.all()) stream.heartbeat();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const sweeper = setInterval(() => void sweepSessions().catch(onError), SESSION_SWEEP_MS);
  sweeper.unref();

  return {
    registry,
    ready: bus.ready,
    deliver: (tenantId, targets) => bus.publish({
      kind: 'deliver', tenantId, targets: targets.map((t) => ({ userId: t.userId, data: JSON.stringify(t.event) })),
    }),
    deliverNotice: (tenantId, notice, deliveries) => bus.publish({ kind: 'notice', tenantId, notice, deliveries }),
    endSessions: async (sessionIds) => {
      if (sessionIds.length === 0) return;
      // Here at once, whatever the bus does; the other instances through it.
      endLocal(sessionIds, 'session-ended');
      await bus.publish({ kind: 'end-sessions', sessionIds });
    },
    sweepSessions,
    async close() {
      clearInterval(heartbeat);
      clearInterval(sweeper);
      for (const stream of registry.all()) stream.end('shutdown');
      await bus.close();
      await pushes.flush();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's chat runtime (registerChatRuntime); one per app, so two test servers in one process keep theirs apart. */
    chatRuntime: ChatRuntime;
  }
}

/** Starts this app's chat runtime and decorates the app with it; it closes with the app. */
export function registerChatRuntime(app: FastifyInstance, context: AppContext): ChatRuntime {
  const runtime = createChatRuntime(context, app.log);
  app.decorate('chatRuntime', runtime);
  // preClose, not onClose: open streams would keep the server from closing at all.
  app.addHook('preClose', async () => {
    await runtime.close();
  });
  return runtime;
}
