import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ssoSessions, users } from './auth';
import { tenantColumn } from './core';
import { files, messageRecipients } from './messages';

/**
 * Instant messages (issue 5, CHAT-01): official accounts, conversations with each member's own state (unread count,
 * pin), the messages, the one-time tickets that open the event stream, and which important notices were pushed.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An official account (mp) of a school, e.g. '30001' 校园服务号 (always pinned, CHAT-01). */
export const chatAccounts = pgTable('chat_accounts', {
  tenantId: tenantColumn(),
  id: varchar('id', { length: 32 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  avatar: varchar('avatar', { length: 1000 }).notNull().default(''),
  intro: text('intro').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/**
 * One conversation: two users, or a user and an official account. `pairKey` makes it unique per pair —
 * 'u:<smaller user id>:<larger user id>' or 'm:<account id>:<user id>' — so both sides find the same row.
 */
export const chatConversations = pgTable('chat_conversations', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  pairKey: varchar('pair_key', { length: 80 }).notNull(),
  lastMessageAt: at('last_message_at'),
  lastMessageType: varchar('last_message_type', { length: 8 }).$type<'text' | 'image'>(),
  /** The last text, cut to 200 characters for the list; '' for an image. */
  lastPreview: varchar('last_preview', { length: 200 }).notNull().default(''),
  createdAt: at('created_at').notNull(),
}, (t) => [uniqueIndex('chat_conversations_pair_uq').on(t.tenantId, t.pairKey)]);

/**
 * A user's side of a conversation: whom it is with, how many messages they have not read, and whether they pinned
 * it. An official account has no side. The friend list is this table for one user.
 */
export const chatMembers = pgTable('chat_members', {
  tenantId: tenantColumn(),
  conversationId: varchar('conversation_id', { length: 32 }).notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  peerId: varchar('peer_id', { length: 32 }).notNull(),
  peerType: varchar('peer_type', { length: 8 }).$type<'mp' | 'user'>().notNull(),
  unreadCount: integer('unread_count').notNull().default(0),
  pinnedAt: at('pinned_at'),
}, (t) => [
  primaryKey({ columns: [t.conversationId, t.userId] }),
  index('chat_members_user_idx').on(t.tenantId, t.userId),
]);

/** One message. `seq` orders a conversation's history and is the paging cursor. */
export const chatMessages = pgTable('chat_messages', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: varchar('id', { length: 32 }).notNull(),
  tenantId: tenantColumn(),
  conversationId: varchar('conversation_id', { length: 32 }).notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
  senderType: varchar('sender_type', { length: 8 }).$type<'mp' | 'user'>().notNull(),
  senderId: varchar('sender_id', { length: 32 }).notNull(),
  type: varchar('type', { length: 8 }).$type<'text' | 'image'>().notNull(),
  /** The text; '' for an image. */
  content: text('content').notNull().default(''),
  fileId: varchar('file_id', { length: 32 }).references(() => files.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
}, (t) => [
  uniqueIndex('chat_messages_id_uq').on(t.id),
  index('chat_messages_conversation_idx').on(t.conversationId, t.seq),
]);

/**
 * One-time tickets that open the event stream (EventSource cannot send the bearer header). Only the SHA-256 of a
 * ticket is kept; it is bound to the user, tenant and SSO session it was issued to and lives a minute.
 */
export const chatStreamTickets = pgTable('chat_stream_tickets', {
  ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  sessionId: varchar('session_id', { length: 32 }).notNull().references(() => ssoSessions.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
}, (t) => [index('chat_stream_tickets_user_idx').on(t.userId, t.expiresAt)]);

/**
 * Important notices that reached a user's open stream. A delivery without a row was sent while the user was offline:
 * offlineNoPushMsg answers it at their next visit, and records it here so it is answered once.
 */
export const noticePushes = pgTable('notice_pushes', {
  deliveryId: varchar('delivery_id', { length: 32 }).primaryKey().references(() => messageRecipients.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  pushedAt: at('pushed_at').notNull(),
});
