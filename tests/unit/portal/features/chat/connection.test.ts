import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import {
  createChatConnection, parseStreamEvent, reconnectDelay, type StreamSource,
} from '../../../../../src/portal/features/chat/chat-connection';
import type { ChatStreamEvent } from '../../../../../src/shared/schema/chat';

class Source implements StreamSource {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() { this.closed = true; }
  push(event: ChatStreamEvent) { this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent); }
}

function setup(fetchStreamUrl: () => Promise<string>) {
  const sources: Source[] = [];
  const events: ChatStreamEvent[] = [];
  const connection = createChatConnection({
    fetchStreamUrl,
    open: (url) => { const s = new Source(url); sources.push(s); return s; },
    onEvent: (e) => events.push(e),
    isFatal: (error) => error instanceof ApiError && error.status === 401,
    random: () => 0,
  });
  return { connection, sources, events };
}

describe('the chat stream connection', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('reconnects with a new ticket after an error, with back-off', async () => {
    let n = 0;
    const { connection, sources } = setup(async () => `/api/chat/stream?ticket=t${++n}`);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.map((s) => s.url)).toEqual(['/api/chat/stream?ticket=t1']);
    sources[0]!.onerror?.(new Event('error'));
    // The used ticket is never tried again: the failed source is closed at once.
    expect(sources[0]!.closed).toBe(true);
    expect(connection.status()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources.map((s) => s.url)).toEqual(['/api/chat/stream?ticket=t1', '/api/chat/stream?ticket=t2']);
    // A second failure in a row waits longer.
    sources[1]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[2]!.url).toBe('/api/chat/stream?ticket=t3');
    // 'ready' resets the back-off.
    sources[2]!.push({ type: 'ready', heartbeatMs: 25_000, serverTime: '2026-11-21T08:00:00Z' });
    expect(connection.status()).toBe('open');
    sources[2]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sources).toHaveLength(4);
  });

  it('retries a failed ticket request, and stops on 401 (the session is gone)', async () => {
    const answers: Array<() => Promise<string>> = [
      () => Promise.reject(new ApiError(8008, 'timeout')),
      () => Promise.resolve('/api/chat/stream?ticket=ok'),
      () => Promise.reject(new ApiError(401, 'unauthorized')),
    ];
    const { connection, sources } = setup(() => answers.shift()!());
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sources).toHaveLength(1);
    sources[0]!.push({ type: 'bye', reason: 'session-ended' });
    expect(sources[0]!.closed).toBe(true);
    // No 'ready' came in between, so this is the second failure in a row.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(connection.status()).toBe('off');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
  });

  it("does not take the stream back after 'replaced', and stop() closes it for good", async () => {
    const { connection, sources } = setup(async () => '/api/chat/stream?ticket=x');
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.push({ type: 'bye', reason: 'replaced' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
    expect(connection.status()).toBe('replaced');

    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(2);
    sources[1]!.onerror?.(new Event('error'));
    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(2);
    expect(connection.status()).toBe('off');
  });

  it('reads only well-formed events and grows its pauses up to 30 s', () => {
    expect(parseStreamEvent('not json')).toBeNull();
    expect(parseStreamEvent(JSON.stringify({ type: 'message', peer: {} }))).toBeNull();
    expect(parseStreamEvent(JSON.stringify({ type: 'bye', reason: 'shutdown' }))).toEqual({ type: 'bye', reason: 'shutdown' });
    expect([1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 15000, 30000, 30000]);
    expect(reconnectDelay(1, () => 1)).toBe(1250);
  });
});
