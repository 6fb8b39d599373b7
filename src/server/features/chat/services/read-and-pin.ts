import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { chatMembers } from '../../../db/schema/chat';
import { PINNED_CHAT_ID } from '../../../../shared/rules/chat-order';
import { findMembership, type ChatUser, type PeerRef } from './conversations';
import { unreadTotal } from './friend-list';

/**
 * mpManage/readMessage (chat): every message of the conversation counts as read for the caller. Marking a
 * conversation the caller does not have changes nothing. Answers the caller's unread total after the read, which
 * also goes to their other pages as a 'read' event.
 */
export async function readConversation(db: Queryable, me: ChatUser, peer: PeerRef): Promise<{ unreadTotal: number; changed: boolean }> {
  const membership = await findMembership(db, me, peer);
  let changed = false;
  if (membership && membership.unreadCount > 0) {
    const updated = await db
      .update(chatMembers)
      .set({ unreadCount: 0 })
      .where(and(eq(chatMembers.conversationId, membership.conversationId), eq(chatMembers.userId, me.userId), gt(chatMembers.unreadCount, 0)))
      .returning({ userId: chatMembers.userId });
    changed = updated.length > 0;
  }
  return { unreadTotal: await unreadTotal(db, me), changed };
}

/**
 * topChat: pins (or unpins) a conversation the caller has; null when they have none with `peer`. CHAT-01 keeps
 * '30001' pinned whatever is stored, so asking about it is never refused (the list pins it in any case).
 */
export async function pinConversation(db: Queryable, me: ChatUser, peer: PeerRef, top: boolean, at: Date): Promise<{ openTopChatTime: string } | null> {
  const membership = await findMembership(db, me, peer);
  if (!membership) return peer.mpType === 'mp' && peer.id === PINNED_CHAT_ID ? { openTopChatTime: '' } : null;
  // Pinning again keeps the first pin's time: the order among pinned friends does not jump.
  const pinnedAt = top ? (membership.pinnedAt ?? at) : null;
  await db
    .update(chatMembers)
    .set({ pinnedAt })
    .where(and(eq(chatMembers.conversationId, membership.conversationId), eq(chatMembers.userId, me.userId)));
  return { openTopChatTime: pinnedAt?.toISOString() ?? '' };
}
