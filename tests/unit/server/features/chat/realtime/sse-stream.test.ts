import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_PENDING_BYTES, SseStream, sseFrame, type StreamOwner } from '../../../../../../src/server/features/chat/realtime/sse-stream';
import { MAX_STREAMS_PER_USER, StreamRegistry } from '../../../../../../src/server/features/chat/realtime/stream-registry';

/** A response whose socket buffer is full whenever `full` is set, as a slow client's would be. */
class FakeResponse extends EventEmitter {
  written: string[] = [];
  full = false;
  ended = false;
  destroyed = false;
  write(chunk: string): boolean {
    this.written.push(chunk);
    return !this.full;
  }
  end(): void {
    this.ended = true;
    this.emit('close');
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
}

const owner = (userId = 'u1', sessionId = 's1'): StreamOwner => ({ tenantId: '000000', userId, sessionId });

function streamOn(res: FakeResponse, who = owner(), onClosed: (s: SseStream) => void = () => undefined) {
  return new SseStream(res as unknown as ServerResponse, who, onClosed);
}

describe('server-sent event stream', () => {
  it('frames each event as one data line', () => {
    const res = new FakeResponse();
    streamOn(res).send({ type: 'read', peer: { id: 'p', mpType: 'user' }, unreadTotal: 2 });
    expect(res.written).toEqual(['data: {"type":"read","peer":{"id":"p","mpType":"user"},"unreadTotal":2}\n\n']);
    // A line break inside the text stays escaped inside the JSON.
    expect(sseFrame(JSON.stringify({ text: 'a\nb' }))).toBe('data: {"text":"a\\nb"}\n\n');
  });

  it('holds frames back while the client does not read, and sends them in order on drain', () => {
    const res = new FakeResponse();
    const stream = streamOn(res);
    res.full = true;
    stream.sendData('"1"');
    stream.sendData('"2"');
    stream.sendData('"3"');
    expect(res.written).toEqual(['data: "1"\n\n']);
    stream.heartbeat();
    res.full = false;
    res.emit('drain');
    expect(res.written).toEqual(['data: "1"\n\n', 'data: "2"\n\ndata: "3"\n\n']);
    stream.heartbeat();
    expect(res.written.at(-1)).toBe(': hb\n\n');
  });

  it('cuts off a client that falls more than the limit behind, and forgets it', () => {
    const res = new FakeResponse();
    const closed: SseStream[] = [];
    const stream = streamOn(res, owner(), (s) => closed.push(s));
    res.full = true;
    stream.sendData('"first"');
    const chunk = JSON.stringify('x'.repeat(1024));
    for (let sent = 0; sent <= MAX_PENDING_BYTES; sent += chunk.length) stream.sendData(chunk);
    expect(res.destroyed).toBe(true);
    expect(stream.isOpen).toBe(false);
    expect(closed).toEqual([stream]);
    const count = res.written.length;
    stream.sendData('"late"');
    expect(res.written).toHaveLength(count);
  });

  it('says goodbye with the reason before ending, and reports the close once', () => {
    const res = new FakeResponse();
    let closes = 0;
    const stream = streamOn(res, owner(), () => (closes += 1));
    stream.end('session-ended');
    stream.end('shutdown');
    expect(res.written).toEqual(['data: {"type":"bye","reason":"session-ended"}\n\n']);
    expect(res.ended).toBe(true);
    expect(closes).toBe(1);
  });

  it('forgets a stream whose client went away', () => {
    const res = new FakeResponse();
    const registry = new StreamRegistry();
    const stream = streamOn(res, owner(), (s) => registry.remove(s));
    registry.add(stream);
    expect(registry.size).toBe(1);
    res.emit('close');
    expect(registry.size).toBe(0);
    expect(registry.ofUser('000000', 'u1')).toEqual([]);
    expect(registry.sessionIds()).toEqual([]);
  });
});

describe('stream registry', () => {
  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, replacing the oldest`, () => {
    const registry = new StreamRegistry();
    const responses = Array.from({ length: MAX_STREAMS_PER_USER + 1 }, () => new FakeResponse());
    const streams = responses.map((res, i) => streamOn(res, owner('u1', `s${i}`), (s) => registry.remove(s)));
    for (const stream of streams) registry.add(stream);
    expect(responses[0]?.written).toEqual(['data: {"type":"bye","reason":"replaced"}\n\n']);
    expect(registry.ofUser('000000', 'u1')).toEqual(streams.slice(1));
    expect(registry.size).toBe(MAX_STREAMS_PER_USER);
    expect(registry.ofSession('s0')).toEqual([]);
  });

  it('finds streams by user within a tenant and by session', () => {
    const registry = new StreamRegistry();
    const a = streamOn(new FakeResponse(), owner('u1', 's1'), (s) => registry.remove(s));
    const b = streamOn(new FakeResponse(), owner('u1', 's2'), (s) => registry.remove(s));
    const c = streamOn(new FakeResponse(), { tenantId: '000001', userId: 'u1', sessionId: 's3' }, (s) => registry.remove(s));
    for (const s of [a, b, c]) registry.add(s);
    expect(registry.ofUser('000000', 'u1')).toEqual([a, b]);
    expect(registry.ofUser('000001', 'u1')).toEqual([c]);
    expect(registry.ofSession('s2')).toEqual([b]);
    expect(registry.all()).toHaveLength(3);
  });
});
