import type { ServerResponse } from 'node:http';
import type { ChatStreamEvent, StreamEndReason } from '../../../../shared/schema/chat';

/** Whose stream it is: the user, tenant and SSO session of the ticket that opened it. */
export interface StreamOwner {
  tenantId: string;
  userId: string;
  sessionId: string;
}

/**
 * Bytes a stream may hold back while its client does not read. A client that falls this far behind is cut off
 * (it reconnects and reloads), so one stalled page cannot make the server buffer without end.
 */
export const MAX_PENDING_BYTES = 256 * 1024;

/** The wire form of one event. JSON.stringify escapes line breaks, so the data is always one `data:` line. */
export function sseFrame(data: string): string {
  return `data: ${data}\n\n`;
}

/**
 * One open server-sent event stream. Writes respect back-pressure: once the socket's buffer is full, frames wait in
 * memory until 'drain', up to MAX_PENDING_BYTES, past which the connection is dropped.
 */
export class SseStream {
  readonly owner: StreamOwner;
  private readonly res: ServerResponse;
  private readonly onClosed: (stream: SseStream) => void;
  private pending: string[] = [];
  private pendingBytes = 0;
  private blocked = false;
  private closed = false;

  constructor(res: ServerResponse, owner: StreamOwner, onClosed: (stream: SseStream) => void) {
    this.res = res;
    this.owner = owner;
    this.onClosed = onClosed;
    res.on('close', () => this.finish());
    res.on('drain', () => this.flush());
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Sends one event, already serialised (fan-out serialises once for many streams). */
  sendData(data: string): void {
    this.write(sseFrame(data));
  }

  send(event: ChatStreamEvent): void {
    this.sendData(JSON.stringify(event));
  }

  /** A comment line: keeps proxies from closing an idle connection. Skipped while the client is behind. */
  heartbeat(): void {
    if (!this.blocked) this.write(': hb\n\n');
  }

  /** Ends the stream, telling the page why (a stream that is behind just closes). */
  end(reason: StreamEndReason): void {
    if (this.closed) return;
    if (!this.blocked) this.res.write(sseFrame(JSON.stringify({ type: 'bye', reason } satisfies ChatStreamEvent)));
    this.res.end();
    this.finish();
  }

  /** Writes raw text (the opening `retry:` line). */
  write(chunk: string): void {
    if (this.closed) return;
    if (this.blocked) {
      this.pending.push(chunk);
      this.pendingBytes += Buffer.byteLength(chunk);
      if (this.pendingBytes > MAX_PENDING_BYTES) {
        this.res.destroy();
        this.finish();
      }
      return;
    }
    if (!this.res.write(chunk)) this.blocked = true;
  }

  private flush(): void {
    this.blocked = false;
    if (this.pending.length === 0 || this.closed) return;
    const chunk = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    this.write(chunk);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = [];
    this.pendingBytes = 0;
    this.onClosed(this);
  }
}
