/**
 * "A message was read": the notice toast listens so its count and list follow at once, whichever page marked it
 * (opening a notice with a url, or the detail page). One page, one set of listeners.
 */
const listeners = new Set<(messageId: string) => void>();

export function onMessageRead(listener: (messageId: string) => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export function notifyMessageRead(messageId: string): void {
  for (const listener of [...listeners]) listener(messageId);
}
