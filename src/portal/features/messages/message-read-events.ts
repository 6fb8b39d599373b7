import type { PortalServices } from '../../app/services';

/**
 * "Messages were read": the notice toast, the notice dialog and the notification centre listen so their counts and
 * lists follow at once, whichever page marked them. This page hears it at once; the user's other tabs and devices
 * through the chat stream's 'messagesChanged' event the server sends after every change (ADR 026).
 */
export function onMessageRead(s: PortalServices, listener: () => void): () => void {
  const offChanged = s.events.on('messagesChanged', listener);
  // A business system sent the user a message (ADR 024): the counts and lists change the same way.
  const offInbox = s.events.on('inboxChanged', (parts) => { if (parts.includes('messages')) listener(); });
  return () => { offChanged(); offInbox(); };
}

export function notifyMessageRead(s: PortalServices): void {
  s.events.emit('messagesChanged', null);
}
