/**
 * CHAT-01 (doc2 §3, §4, §9): the friend list of instant messages is sorted by most recent time with pinned ones
 * first, and the official account '30001' is always pinned. Pure, so the server's getMpList and the portal's list
 * (which re-sorts as live messages arrive) order friends the same way.
 */

/** doc2 §9: the chat id that is always pinned (the school's own service account). */
export const PINNED_CHAT_ID = '30001';

/** What the order reads of a friend: ISO times, '' when there is none. */
export interface ChatOrderEntry {
  id: string;
  /** Time of the conversation's last message; '' when nothing was sent yet. */
  timeSend: string;
  /** When the user pinned the conversation; '' when not pinned. */
  openTopChatTime: string;
}

/** CHAT-01: pinned by the user, or the always-pinned '30001'. */
export function isPinnedChat(entry: Pick<ChatOrderEntry, 'id' | 'openTopChatTime'>): boolean {
  return entry.id === PINNED_CHAT_ID || entry.openTopChatTime !== '';
}

/** Milliseconds of an ISO time; '' or an unreadable value counts as older than anything. */
function timeOf(value: string): number {
  if (value === '') return Number.NEGATIVE_INFINITY;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * CHAT-01 as a comparator: pinned before unpinned; within each group the most recent last message first; on equal
 * times the more recently pinned first, then by id so the order never depends on the input order.
 */
export function compareChatFriends(a: ChatOrderEntry, b: ChatOrderEntry): number {
  const pinned = Number(isPinnedChat(b)) - Number(isPinnedChat(a));
  if (pinned !== 0) return pinned;
  const recent = timeOf(b.timeSend) - timeOf(a.timeSend);
  if (recent !== 0 && !Number.isNaN(recent)) return recent > 0 ? 1 : -1;
  const pinnedAt = timeOf(b.openTopChatTime) - timeOf(a.openTopChatTime);
  if (pinnedAt !== 0 && !Number.isNaN(pinnedAt)) return pinnedAt > 0 ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** CHAT-01: a sorted copy of the friend list; the input is left as it is. */
export function sortChatFriends<T extends ChatOrderEntry>(friends: readonly T[]): T[] {
  return [...friends].sort(compareChatFriends);
}
