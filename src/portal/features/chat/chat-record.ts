import { z } from 'zod/mini';
import { SESSION_KEYS, type SessionStoreLike } from '../../../shared/rules/session-keys';
import { chatFriendSchema, type ChatFriend } from '../../../shared/schema/chat';

/**
 * TOKEN-02's "chat record": the friend list kept in the session store, so a reload shows the list and the unread
 * badge at once while the fresh one loads. It lives only under SESSION_KEYS.chatRecord, which sign-out clears, and
 * carries its user's id, so another account in the same tab never sees it. Conversations stay in memory only.
 */
const recordSchema = z.object({ userId: z.string(), friends: z.array(chatFriendSchema) });

export function readChatRecord(store: SessionStoreLike, userId: string): ChatFriend[] | null {
  const parsed = recordSchema.safeParse(store.get(SESSION_KEYS.chatRecord));
  return parsed.success && parsed.data.userId === userId ? parsed.data.friends : null;
}

export function writeChatRecord(store: SessionStoreLike, userId: string, friends: readonly ChatFriend[]): void {
  store.set(SESSION_KEYS.chatRecord, { userId, friends: [...friends] });
}

export function clearChatRecord(store: SessionStoreLike): void {
  store.remove(SESSION_KEYS.chatRecord);
}
