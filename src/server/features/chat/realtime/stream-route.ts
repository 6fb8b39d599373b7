import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { CHAT_STREAM_PATH, type ChatStreamEvent } from '../../../../shared/schema/chat';
import { redeemStreamTicket } from '../services/stream-tickets';
import type { ChatRuntime } from './chat-runtime';
import { HEARTBEAT_MS } from './chat-runtime';
import { SseStream } from './sse-stream';

/** Streams one instance serves at most; beyond it new ones are refused (503) and go to another instance. */
const MAX_STREAMS_PER_INSTANCE = 10_000;
/** How long EventSource waits before reconnecting after a drop (it then needs a new ticket, see ADR 007). */
const RETRY_MS = 3_000;

/**
 * GET /api/chat/stream?ticket=…: the server-sent event stream of instant messages and important notices.
 *
 * Outside the wrapped services (WRAP-04), like /api/files: EventSource can send neither the bearer header nor the
 * crypto headers, so a one-time ticket from the wrapped streamTicket call proves the caller instead. A refusal is a
 * plain JSON envelope with 401; EventSource then stops, and the page asks for a new ticket.
 */
export function registerStreamRoute(app: FastifyInstance, context: AppContext, runtime: ChatRuntime): void {
  app.get<{ Querystring: { ticket?: unknown } }>(CHAT_STREAM_PATH, async (request, reply) => {
    const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
    const owner = await redeemStreamTicket(context.db, ticket, context.now(), context.env.SESSION_IDLE_MINUTES);
    if (!owner) throw new AppError('UNAUTHENTICATED', { msg: '实时消息连接凭证无效或已使用，请重新连接' });
    if (runtime.registry.size >= MAX_STREAMS_PER_INSTANCE) throw new AppError('UNAVAILABLE', { headers: { 'Retry-After': '5' } });
    // Subscribed before the page hears 'ready': nothing sent after 'ready' can be missed.
    await runtime.ready;

    reply.hijack();
    const res = reply.raw;
    // The page may have gone while the ticket was checked: a stream added now would never see its 'close'.
    if (request.raw.socket.destroyed || res.destroyed) return;
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setKeepAlive(true, HEARTBEAT_MS);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
      // Proxies such as nginx would otherwise hold events back in their buffer.
      'X-Accel-Buffering': 'no',
      'X-Trace-Id': request.id,
    });
    const stream = new SseStream(res, owner, (closed) => runtime.registry.remove(closed));
    runtime.registry.add(stream);
    stream.write(`retry: ${RETRY_MS}\n\n`);
    stream.send({ type: 'ready', heartbeatMs: HEARTBEAT_MS, serverTime: new Date(context.now()).toISOString() } satisfies ChatStreamEvent);
    request.log.debug({ userId: owner.userId, streams: runtime.registry.size }, 'chat stream opened');
  });
}
