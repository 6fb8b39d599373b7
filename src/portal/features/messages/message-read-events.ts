import type { PortalServices } from '../../app/services';

/**
 * "Messages were read": the notice toast, the notice dialog and the notification centre listen so their counts and
 * lists follow at once, whichever page marked them. This page hears it at once; the user's other tabs and devices
 * through the chat stream's 'messagesChanged' event the server sends after every change (ADR 026).
 */
export function onMessageRead(s: PortalServices, listener: () => void): () => void {
  return s.events.on('messagesChanged', listener);
}

export function notifyMessageRead(s: PortalServices): void {
  s.events.emit('messagesChanged', null);
}
