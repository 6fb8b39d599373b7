/** The detail page of a message without a url (MSG-01). */
export function messageDetailPath(messageId: string): string {
  return `/generalDetailsTow?id=${encodeURIComponent(messageId)}`;
}

/** Where a deleted message leads (MSG-02). */
export const DELETED_MESSAGE_PATH = '/deleteNoPag';

/** Where a visitor signs in to come back to a message. */
export function signInToMessageHref(messageId: string): string {
  return `/login?redirect=${encodeURIComponent(messageDetailPath(messageId))}`;
}
