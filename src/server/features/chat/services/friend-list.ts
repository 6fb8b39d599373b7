import { and, eq, sum } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { chatAccounts, chatConversations, chatMembers } from '../../../db/schema/chat';
import { PINNED_CHAT_ID, sortChatFriends } from '../../../../shared/rules/chat-order';
import type { ChatFriend } from '../../../../shared/schema/chat';
import type { ChatUser } from './conversations';

const iso = (at: Date | null) => (at ? at.toISOString() : '');

/**
 * getMpList: the caller's conversations as the friend list of CHAT-01 — pinned first ('30001' always), then the most
 * recent. The always-pinned account '30001' is listed even before it has sent the user anything.
 */
export async function listFriends(db: Queryable, me: ChatUser): Promise<ChatFriend[]> {
  const rows = await db
    .select({
      peerId: chatMembers.peerId,
      peerType: chatMembers.peerType,
      unreadCount: chatMembers.unreadCount,
      pinnedAt: chatMembers.pinnedAt,
      lastMessageAt: chatConversations.lastMessageAt,
      lastMessageType: chatConversations.lastMessageType,
      lastPreview: chatConversations.lastPreview,
      userName: users.realName,
      userAvatar: users.avatar,
      mpName: chatAccounts.name,
      mpAvatar: chatAccounts.avatar,
    })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .leftJoin(users, and(eq(chatMembers.peerType, 'user'), eq(users.id, chatMembers.peerId), eq(users.tenantId, chatMembers.tenantId)))
    .leftJoin(chatAccounts, and(eq(chatMembers.peerType, 'mp'), eq(chatAccounts.tenantId, chatMembers.tenantId), eq(chatAccounts.id, chatMembers.peerId)))
    .where(and(eq(chatMembers.tenantId, me.tenantId), eq(chatMembers.userId, me.userId)));

  const friends: ChatFriend[] = [];
  for (const row of rows) {
    const name = row.peerType === 'mp' ? row.mpName : row.userName;
    // A peer that no longer exists (a removed account) has nothing left to show.
    if (name === null) continue;
    friends.push({
      id: row.peerId,
      mpType: row.peerType,
      name,
      avatar: (row.peerType === 'mp' ? row.mpAvatar : row.userAvatar) ?? '',
      lastMessage: row.lastMessageType === 'text' ? row.lastPreview : '',
      lastMessageType: row.lastMessageType ?? '',
      timeSend: iso(row.lastMessageAt),
      openTopChatTime: iso(row.pinnedAt),
      unreadCount: row.unreadCount,
    });
  }

  if (!friends.some((f) => f.mpType === 'mp' && f.id === PINNED_CHAT_ID)) {
    const [pinned] = await db
      .select({ name: chatAccounts.name, avatar: chatAccounts.avatar })
      .from(chatAccounts)
      .where(and(eq(chatAccounts.tenantId, me.tenantId), eq(chatAccounts.id, PINNED_CHAT_ID)));
    if (pinned) {
      friends.push({
        id: PINNED_CHAT_ID, mpType: 'mp', name: pinned.name, avatar: pinned.avatar,
        lastMessage: '', lastMessageType: '', timeSend: '', openTopChatTime: '', unreadCount: 0,
      });
    }
  }
  return sortChatFriends(friends);
}

/** Unread messages over all the caller's conversations. */
export async function unreadTotal(db: Queryable, me: ChatUser): Promise<number> {
  const [row] = await db
    .select({ n: sum(chatMembers.unreadCount) })
    .from(chatMembers)
    .where(and(eq(chatMembers.tenantId, me.tenantId), eq(chatMembers.userId, me.userId)));
  return Number(row?.n ?? 0);
}
