import { z } from 'zod/mini';

/**
 * What the portal's tabs of one browser tell each other (ADR 025), over a BroadcastChannel: a sign-out (every tab
 * signs out) and a renewed session (every tab's expiry warning closes). Messages are parsed: another script of the
 * origin could post anything.
 */
const tabMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signed-out') }),
  z.object({ kind: z.literal('renewed'), expireTime: z.number() }),
]);
type TabMessage = z.infer<typeof tabMessageSchema>;

export interface TabChannel {
  post(message: TabMessage): void;
  /** Listens to the other tabs' messages (a tab never hears its own). */
  subscribe(listener: (message: TabMessage) => void): () => void;
}

const CHANNEL_NAME = 'service-hall-session';

/** The browser's channel; a tab without BroadcastChannel hears nothing and the server's 401 still tells it. */
export function createTabChannel(Channel: typeof BroadcastChannel | undefined): TabChannel {
  if (!Channel) return createLocalTabChannel();
  const channel = new Channel(CHANNEL_NAME);
  const listeners = new Set<(message: TabMessage) => void>();
  channel.onmessage = (event: MessageEvent) => {
    const parsed = tabMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    for (const l of [...listeners]) l(parsed.data);
  };
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** A channel with no other tab on it: for tests and browsers without BroadcastChannel. */
export function createLocalTabChannel(): TabChannel {
  return { post: () => undefined, subscribe: () => () => undefined };
}
