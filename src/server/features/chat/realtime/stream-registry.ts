import type { SseStream } from './sse-stream';

/** Open streams one user may hold on one instance (tabs, devices); a new one beyond it replaces the oldest. */
export const MAX_STREAMS_PER_USER = 5;

const userKey = (tenantId: string, userId: string) => `${tenantId}:${userId}`;

function addTo<K>(map: Map<K, Set<SseStream>>, key: K, stream: SseStream): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(stream);
}

function removeFrom<K>(map: Map<K, Set<SseStream>>, key: K, stream: SseStream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}

/** The streams open on this instance, by user and by SSO session. */
export class StreamRegistry {
  private readonly byUser = new Map<string, Set<SseStream>>();
  private readonly bySession = new Map<string, Set<SseStream>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds a stream; a user already at MAX_STREAMS_PER_USER loses their oldest (Sets keep insertion order). */
  add(stream: SseStream): void {
    const { tenantId, userId, sessionId } = stream.owner;
    const existing = this.byUser.get(userKey(tenantId, userId));
    if (existing && existing.size >= MAX_STREAMS_PER_USER) {
      const [oldest] = existing;
      // end() calls back into remove(), so it runs outside any iteration of the set.
      oldest?.end('replaced');
    }
    addTo(this.byUser, userKey(tenantId, userId), stream);
    addTo(this.bySession, sessionId, stream);
    this.count += 1;
  }

  remove(stream: SseStream): void {
    const { tenantId, userId, sessionId } = stream.owner;
    const before = this.byUser.get(userKey(tenantId, userId))?.has(stream) ?? false;
    removeFrom(this.byUser, userKey(tenantId, userId), stream);
    removeFrom(this.bySession, sessionId, stream);
    if (before) this.count -= 1;
  }

  /** A copy, so a caller may end streams while going through them. */
  ofUser(tenantId: string, userId: string): SseStream[] {
    return [...(this.byUser.get(userKey(tenantId, userId)) ?? [])];
  }

  ofSession(sessionId: string): SseStream[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  all(): SseStream[] {
    return [...this.bySession.values()].flatMap((set) => [...set]);
  }
}
