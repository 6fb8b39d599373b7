import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { chatConversations, chatMembers, chatMessages } from '../../../db/schema/chat';
import { AppError } from '../../../http/app-error';
import type { SensitiveWordChecker } from '../../../sensitive-words';
import { randomId } from '../../../../shared/rules/ids';
import type { ChatFriend, ChatMessage } from '../../../../shared/schema/chat';
import { storeFile } from '../../files';
import type { ChatRuntime } from '../realtime/chat-runtime';
import { decodeChatImage } from './chat-image';
import { rowsOf } from '../../../db/raw-rows';
import { findPeer, messageColumns, pairKeyOf, toChatMessage, type ChatUser, type MessageRow, type PeerInfo, type PeerRef } from './conversations';
import type { SendLimiter } from './send-limiter';

const PREVIEW_MAX = 200;

export type SendInput =
  | { toId: string; mpType: 'mp' | 'user'; type: 'text'; content: string }
  | { toId: string; mpType: 'mp' | 'user'; type: 'image'; image: { fileName: string; mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; data: string } };

export interface SendContext {
  db: Db;
  checker: SensitiveWordChecker;
  runtime: ChatRuntime;
  limiter: SendLimiter;
  now: () => number;
}

/** The conversation of a pair, created with both sides on the first message. Runs inside the send's transaction. */
async function ensureConversation(tx: Queryable, me: ChatUser, peer: PeerRef, at: Date): Promise<string> {
  const pairKey = pairKeyOf(me.userId, peer);
  await tx.insert(chatConversations).values({ id: randomId(32), tenantId: me.tenantId, pairKey, createdAt: at }).onConflictDoNothing();
  const [conversation] = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.tenantId, me.tenantId), eq(chatConversations.pairKey, pairKey)));
  if (!conversation) throw new Error(`conversation ${pairKey} was not created`);
  const sides = [{ userId: me.userId, peerId: peer.id, peerType: peer.mpType }];
  if (peer.mpType === 'user') sides.push({ userId: peer.id, peerId: me.userId, peerType: 'user' });
  await tx.insert(chatMembers).values(sides.map((s) => ({ ...s, tenantId: me.tenantId, conversationId: conversation.id }))).onConflictDoNothing();
  return conversation.id;
}

const previewOf = (content: string) => Array.from(content).slice(0, PREVIEW_MAX).join('');

interface StoredSend {
  row: MessageRow;
  mine: { unreadCount: number; pinnedAt: Date | null } | undefined;
}

/**
 * A text to a conversation that exists already (every message but a pair's first), stored as the transaction below
 * stores it but in one statement: one round trip instead of nine, atomic as any single statement is. Its parts see
 * one snapshot, which is all they need: each writes a different row, and the sender's own unread count is not one of
 * them. Answers null when the pair has no conversation yet.
 */
async function sendTextToExisting(db: Queryable, me: ChatUser, peer: PeerRef, content: string, at: Date): Promise<StoredSend | null> {
  const rows = await rowsOf<{
    seq: number | string; id: string; sender_type: MessageRow['senderType']; sender_id: string; type: MessageRow['type'];
    content: string; file_id: string | null; created_at: Date | string; unread_count: number | null; pinned_at: Date | string | null;
  }>(db, sql`
    with conv as (
      select ${chatConversations.id} as id from ${chatConversations}
      where ${chatConversations.tenantId} = ${me.tenantId} and ${chatConversations.pairKey} = ${pairKeyOf(me.userId, peer)}
    ), msg as (
      insert into ${chatMessages} (id, tenant_id, conversation_id, sender_type, sender_id, type, content, file_id, created_at)
      select ${randomId(32)}, ${me.tenantId}, conv.id, 'user', ${me.userId}, 'text', ${content}, null, ${at.toISOString()}::timestamptz from conv
      returning seq, id, sender_type, sender_id, type, content, file_id, created_at
    ), summary as (
      update ${chatConversations} set last_message_at = ${at.toISOString()}::timestamptz, last_message_type = 'text', last_preview = ${previewOf(content)}
      where id = (select id from conv)
    ), unread as (
      update ${chatMembers} set unread_count = unread_count + 1 where conversation_id = (select id from conv) and user_id = ${peer.id}
    )
    select msg.*, m.unread_count, m.pinned_at from msg
    left join ${chatMembers} m on m.conversation_id = (select id from conv) and m.user_id = ${me.userId}`);
  const [row] = rows;
  if (!row) return null;
  const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
  return {
    row: {
      seq: Number(row.seq), id: row.id, senderType: row.sender_type, senderId: row.sender_id, type: row.type,
      content: row.content, fileId: row.file_id, createdAt: date(row.created_at),
    },
    mine: row.unread_count === null ? undefined : { unreadCount: row.unread_count, pinnedAt: row.pinned_at === null ? null : date(row.pinned_at) },
  };
}

/**
 * sendMessage: text (after SHELL-10's word check) or an image (checked, then stored as a file) to another user of the
 * school. Stored with the conversation's summary and the recipient's unread count in one transaction, then handed
 * to both sides' open pages — the recipient's and the sender's others — on every instance.
 */
export async function sendChatMessage(ctx: SendContext, me: ChatUser, input: SendInput): Promise<{ message: ChatMessage; friend: ChatFriend }> {
  if (input.mpType === 'mp') throw new AppError('CHAT_MP_READ_ONLY');
  if (input.toId === me.userId) throw new AppError('BAD_REQUEST', { msg: '不能给自己发送消息' });
  const [peer, self] = await Promise.all([
    findPeer(ctx.db, me.tenantId, { id: input.toId, mpType: 'user' }),
    findPeer(ctx.db, me.tenantId, { id: me.userId, mpType: 'user' }),
  ]);
  if (!peer || !self) throw new AppError('CHAT_PEER_NOT_FOUND');
  await ctx.limiter.take(`${me.tenantId}:${me.userId}`, ctx.now());

  // Both checks come before the transaction: a refused word is recorded even though nothing is sent.
  if (input.type === 'text') await ctx.checker.assertClean({ tenantId: me.tenantId, userId: me.userId, text: input.content, source: 'chat' });
  const image = input.type === 'image' ? decodeChatImage(input.image) : null;

  const at = new Date(ctx.now());
  const stored = (input.type === 'text' ? await sendTextToExisting(ctx.db, me, peer, input.content, at) : null)
    ?? await ctx.db.transaction(async (tx) => {
      const conversationId = await ensureConversation(tx, me, peer, at);
      const fileId = image ? await storeFile(tx, me.tenantId, image) : null;
      const [row] = await tx
        .insert(chatMessages)
        .values({
          id: randomId(32), tenantId: me.tenantId, conversationId, senderType: 'user', senderId: me.userId,
          type: input.type, content: input.type === 'text' ? input.content : '', fileId, createdAt: at,
        })
        .returning(messageColumns);
      if (!row) throw new Error('chat message was not stored');
      await tx
        .update(chatConversations)
        .set({ lastMessageAt: at, lastMessageType: input.type, lastPreview: input.type === 'text' ? previewOf(input.content) : '' })
        .where(eq(chatConversations.id, conversationId));
      await tx
        .update(chatMembers)
        .set({ unreadCount: sql`${chatMembers.unreadCount} + 1` })
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, peer.id)));
      const [mine] = await tx
        .select({ unreadCount: chatMembers.unreadCount, pinnedAt: chatMembers.pinnedAt })
        .from(chatMembers)
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, me.userId)));
      return { row, mine };
    });

  const message = toChatMessage(stored.row);
  await ctx.runtime.deliver(me.tenantId, [
    { userId: peer.id, event: { type: 'message', peer: self, message } },
    { userId: me.userId, event: { type: 'message', peer, message } },
  ]);
  return { message, friend: friendAfterSend(peer, message, stored.mine) };
}

function friendAfterSend(peer: PeerInfo, message: ChatMessage, mine: { unreadCount: number; pinnedAt: Date | null } | undefined): ChatFriend {
  return {
    id: peer.id,
    mpType: peer.mpType,
    name: peer.name,
    avatar: peer.avatar,
    lastMessage: message.type === 'text' ? previewOf(message.content) : '',
    lastMessageType: message.type,
    timeSend: message.timeSend,
    openTopChatTime: mine?.pinnedAt?.toISOString() ?? '',
    unreadCount: mine?.unreadCount ?? 0,
  };
}
