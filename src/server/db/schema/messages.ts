import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar, customType } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantColumn } from './core';
import { businessSystems } from './business-systems';

/** Messages, their recipients and attachments; stored files (images, attachments) of any feature. */

const at = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const messages = pgTable('messages', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  /** NULL for system messages; fromUserName then names the sending office. */
  fromUserId: varchar('from_user_id', { length: 32 }),
  fromUserName: varchar('from_user_name', { length: 64 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  /** Plain text, a JSON string {title, img} (MSG-03), or HTML (contentType 'html'), sanitised when rendered. */
  content: text('content').notNull(),
  contentType: varchar('content_type', { length: 8 }).$type<'text' | 'html'>().notNull().default('text'),
  /** MSG-01: set = marking read opens this url; '' = the detail page. */
  url: varchar('url', { length: 1000 }).notNull().default(''),
  /** 1 important: the footer toast and the announcements card. */
  important: smallint('important').notNull().default(0),
  openWindow: varchar('open_window', { length: 8 }).$type<'1' | '0,1'>().notNull().default('1'),
  offlineNoPushMsg: smallint('offline_no_push_msg').notNull().default(0),
  /** 1: anyone may read it at /generalDetailsTow without signing in. */
  isPublic: smallint('is_public').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  /** Set when the sender withdraws it: every reader then gets '消息已被删除' (MSG-02). */
  deletedAt: at('deleted_at'),
  /** The business system that sent it and its own message id, unique per system (ADR 024); NULL otherwise. */
  businessSystemId: varchar('business_system_id', { length: 32 }).references(() => businessSystems.id, { onDelete: 'restrict' }),
  externalId: varchar('external_id', { length: 64 }),
}, (t) => [
  index('messages_tenant_created_idx').on(t.tenantId, t.createdAt),
  uniqueIndex('messages_external_uq').on(t.businessSystemId, t.externalId),
]);

export const messageRecipients = pgTable('message_recipients', {
  id: varchar('id', { length: 32 }).notNull().unique(),
  tenantId: tenantColumn(),
  messageId: varchar('message_id', { length: 32 }).notNull().references(() => messages.id, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  readAt: at('read_at'),
  /** The recipient removed it from their own list. */
  deletedAt: at('deleted_at'),
  /**
   * The recipient archived it (ADR 026): hidden from the notification centre's list, kept, found under 已归档.
   * Archiving reads it too, so an archived notice never pops up again.
   */
  archivedAt: at('archived_at'),
}, (t) => [
  primaryKey({ columns: [t.messageId, t.userId] }),
  index('message_recipients_user_idx').on(t.userId, t.readAt),
]);

/** Stored files: images of messages, news and themes, message attachments. Served by id (unguessable, 32 chars). */
export const files = pgTable('files', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const messageFiles = pgTable('message_files', {
  messageId: varchar('message_id', { length: 32 }).notNull().references(() => messages.id, { onDelete: 'cascade' }),
  fileId: varchar('file_id', { length: 32 }).notNull().references(() => files.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.messageId, t.fileId] })]);

