import http from 'node:http';
import { chatStreamEventSchema, type ChatStreamEvent } from '../../src/shared/schema/chat';

/**
 * A minimal EventSource for tests and the fan-out bench: node's http (one socket per stream, nothing pooled), the
 * SSE framing parsed by hand, every event checked against the shared schema.
 */
export interface ChatStreamClient {
  /** Every event received so far, in order. */
  readonly events: ChatStreamEvent[];
  /** Comment lines (heartbeats) received. */
  readonly comments: number;
  /** Resolves with the first event (already received or still to come) that matches, or rejects after `timeoutMs`. */
  next<T extends ChatStreamEvent>(match: (event: ChatStreamEvent) => event is T, timeoutMs?: number): Promise<T>;
  next(match: (event: ChatStreamEvent) => boolean, timeoutMs?: number): Promise<ChatStreamEvent>;
  /** Resolves when the server ends the stream or the socket closes. */
  readonly ended: Promise<void>;
  readonly isEnded: boolean;
  close(): void;
}

export type OpenResult =
  | { ok: true; stream: ChatStreamClient }
  | { ok: false; status: number; body: string };

/** Opens `path` (CHAT_STREAM_PATH?ticket=…) on `baseUrl`; a refusal answers its status and body instead. */
export function openChatStream(baseUrl: string, path: string, onEvent?: (event: ChatStreamEvent) => void): Promise<OpenResult> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { agent: false, headers: { Accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ ok: false, status: response.statusCode ?? 0, body }));
        return;
      }
      const events: ChatStreamEvent[] = [];
      const waiters = new Set<{ match: (e: ChatStreamEvent) => boolean; resolve: (e: ChatStreamEvent) => void }>();
      let buffer = '';
      let comments = 0;
      let isEnded = false;
      let markEnded: () => void = () => undefined;
      const ended = new Promise<void>((done) => (markEnded = done));
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
          if (data === '') {
            if (block.startsWith(':')) comments += 1;
            continue;
          }
          const event = chatStreamEventSchema.parse(JSON.parse(data));
          events.push(event);
          onEvent?.(event);
          for (const waiter of [...waiters]) {
            if (waiter.match(event)) {
              waiters.delete(waiter);
              waiter.resolve(event);
            }
          }
        }
      });
      const finish = () => {
        isEnded = true;
        markEnded();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
      const stream: ChatStreamClient = {
        events,
        get comments() {
          return comments;
        },
        get isEnded() {
          return isEnded;
        },
        ended,
        next(match: (event: ChatStreamEvent) => boolean, timeoutMs = 5_000): Promise<ChatStreamEvent> {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((resolveEvent, rejectEvent) => {
            const waiter = {
              match,
              resolve: (event: ChatStreamEvent) => {
                clearTimeout(timer);
                resolveEvent(event);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              rejectEvent(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        close() {
          request.destroy();
          finish();
        },
      };
      resolve({ ok: true, stream });
    });
    request.on('error', reject);
  });
}
