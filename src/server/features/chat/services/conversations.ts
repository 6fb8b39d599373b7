import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { chatAccounts, chatConversations, chatMembers, chatMessages } from '../../../db/schema/chat';
import { fileUrl } from '../../../../shared/rules/file-url';
import type { ChatMessage, MpType } from '../../../../shared/schema/chat';

/** The caller as the chat services need them. */
export interface ChatUser {
  tenantId: string;
  userId: string;
}

/** The other side of a conversation. */
export interface PeerRef {
  id: string;
  mpType: MpType;
}

export interface PeerInfo extends PeerRef {
  name: string;
  avatar: string;
}

/**
 * The key both sides of a conversation compute alike: two users in id order, or an official account and its user.
 * The caller's own id is always part of it, so a key built from a request can only ever name the caller's own
 * conversations.
 */
export function pairKeyOf(userId: string, peer: PeerRef): string {
  if (peer.mpType === 'mp') return `m:${peer.id}:${userId}`;
  return userId < peer.id ? `u:${userId}:${peer.id}` : `u:${peer.id}:${userId}`;
}

/** The caller's side of the conversation with `peer`, or null when they never talked. */
export async function findMembership(db: Queryable, me: ChatUser, peer: PeerRef) {
  const [row] = await db
    .select({ conversationId: chatMembers.conversationId, unreadCount: chatMembers.unreadCount, pinnedAt: chatMembers.pinnedAt })
    .from(chatConversations)
    .innerJoin(chatMembers, and(eq(chatMembers.conversationId, chatConversations.id), eq(chatMembers.userId, me.userId)))
    .where(and(eq(chatConversations.tenantId, me.tenantId), eq(chatConversations.pairKey, pairKeyOf(me.userId, peer))));
  return row ?? null;
}

/** Name and avatar of a user or official account of the tenant; null when there is none by that id. */
export async function findPeer(db: Queryable, tenantId: string, peer: PeerRef): Promise<PeerInfo | null> {
  if (peer.mpType === 'mp') {
    const [row] = await db
      .select({ name: chatAccounts.name, avatar: chatAccounts.avatar })
      .from(chatAccounts)
      .where(and(eq(chatAccounts.tenantId, tenantId), eq(chatAccounts.id, peer.id)));
    return row ? { ...peer, ...row } : null;
  }
  const [row] = await db
    .select({ name: users.realName, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, peer.id)));
  return row ? { ...peer, ...row } : null;
}

export type MessageRow = Pick<typeof chatMessages.$inferSelect, 'seq' | 'id' | 'senderType' | 'senderId' | 'type' | 'content' | 'fileId' | 'createdAt'>;

export const messageColumns = {
  seq: chatMessages.seq,
  id: chatMessages.id,
  senderType: chatMessages.senderType,
  senderId: chatMessages.senderId,
  type: chatMessages.type,
  content: chatMessages.content,
  fileId: chatMessages.fileId,
  createdAt: chatMessages.createdAt,
};

/** A stored message as the pages see it; an image's content is its file's URL. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    cursor: String(row.seq),
    senderId: row.senderId,
    senderType: row.senderType,
    type: row.type,
    content: row.type === 'image' ? (row.fileId ? fileUrl(row.fileId) : '') : row.content,
    timeSend: row.createdAt.toISOString(),
  };
}
