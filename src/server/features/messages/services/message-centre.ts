import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { messageRecipients, messages } from '../../../db/schema/messages';
import type { MessageFilter, MessageListItem, MyMessages } from '../../../../shared/schema/messages';
import { htmlToText } from './html-to-text';

/**
 * The notification centre (ADR 026): the caller's messages with read state kept on the server, so a notice read or
 * acknowledged on one page is read on every tab and device. Every query is bound to the caller's own deliveries.
 */

interface Reader {
  userId: string;
  tenantId: string;
}

/** A summary is a line of the list, not the message. */
const SUMMARY_MAX = 140;

/** The caller's deliveries that still show: not removed by them, not withdrawn by the sender. */
function ownLive(user: Reader): SQL | undefined {
  return and(
    eq(messageRecipients.userId, user.userId),
    eq(messageRecipients.tenantId, user.tenantId),
    isNull(messageRecipients.deletedAt),
    isNull(messages.deletedAt),
  );
}

const FILTERS: Record<MessageFilter, SQL | undefined> = {
  all: isNull(messageRecipients.archivedAt),
  unread: and(isNull(messageRecipients.archivedAt), isNull(messageRecipients.readAt)),
  read: and(isNull(messageRecipients.archivedAt), isNotNull(messageRecipients.readAt)),
  archived: isNotNull(messageRecipients.archivedAt),
};

/** The readable text of a message: HTML as text; MSG-03's JSON {title, img} as its title. */
function summaryOf(content: string, contentType: 'text' | 'html'): string {
  let text = contentType === 'html' ? htmlToText(content) : content;
  if (contentType === 'text' && text.trim().startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string') {
        text = (value as { title: string }).title;
      }
    } catch {
      // Plain text that merely starts with a brace.
    }
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_MAX ? `${flat.slice(0, SUMMARY_MAX)}…` : flat;
}

async function countUnread(db: Queryable, user: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(ownLive(user), FILTERS.unread));
  return Number(row?.n ?? 0);
}

export interface MessagePageInput {
  filter: MessageFilter;
  keyword: string;
  current: number;
  size: number;
}

/** A page of the caller's messages, newest first, and their unread count. */
export async function listMyMessages(db: Queryable, user: Reader, input: MessagePageInput): Promise<MyMessages> {
  const pattern = containsPattern(input.keyword);
  const keyword = input.keyword === '' ? undefined
    : or(ilike(messages.title, pattern), ilike(messages.content, pattern), ilike(messages.fromUserName, pattern));
  const where = and(ownLive(user), FILTERS[input.filter], keyword);
  const [rows, [tally], unread] = await Promise.all([
    db.select({
      messageIdWeb: messageRecipients.id, messageId: messages.id, title: messages.title, content: messages.content,
      contentType: messages.contentType, fromUserName: messages.fromUserName, important: messages.important,
      createdAt: messages.createdAt, readAt: messageRecipients.readAt, archivedAt: messageRecipients.archivedAt,
    })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(messageRecipients).innerJoin(messages, eq(messages.id, messageRecipients.messageId)).where(where),
    countUnread(db, user),
  ]);
  const records: MessageListItem[] = rows.map((row) => ({
    messageIdWeb: row.messageIdWeb, messageId: row.messageId, title: row.title,
    summary: summaryOf(row.content, row.contentType), fromUserName: row.fromUserName, important: row.important === 1,
    createTime: row.createdAt.toISOString(), read: row.readAt !== null, archived: row.archivedAt !== null,
  }));
  return { records, total: Number(tally?.n ?? 0), current: input.current, size: input.size, unread };
}

/** The caller's deliveries named by message id or delivery id (the portal knows notices by either). */
function ownDeliveries(user: Reader, ids: readonly string[] | null): SQL | undefined {
  return and(
    eq(messageRecipients.userId, user.userId),
    eq(messageRecipients.tenantId, user.tenantId),
    ids ? or(inArray(messageRecipients.messageId, [...ids]), inArray(messageRecipients.id, [...ids])) : undefined,
  );
}

/**
 * Marks the caller's named messages (all of them when ids is null) read, keeping the first reading time; ids that
 * are not the caller's change nothing. Answers how many changed.
 */
export async function markRead(db: Queryable, user: Reader, ids: readonly string[] | null, at: Date): Promise<number> {
  const changed = await db.update(messageRecipients)
    .set({ readAt: at })
    .where(and(ownDeliveries(user, ids), isNull(messageRecipients.readAt)))
    .returning({ id: messageRecipients.id });
  return changed.length;
}

/** Archives (and so reads) or restores the caller's named messages. Answers how many changed. */
export async function setArchived(db: Queryable, user: Reader, ids: readonly string[], archived: boolean, at: Date): Promise<number> {
  const changed = await db.update(messageRecipients)
    .set(archived
      ? { archivedAt: at, readAt: sql`coalesce(${messageRecipients.readAt}, ${at.toISOString()}::timestamptz)` }
      : { archivedAt: null })
    .where(and(ownDeliveries(user, ids), archived ? isNull(messageRecipients.archivedAt) : isNotNull(messageRecipients.archivedAt)))
    .returning({ id: messageRecipients.id });
  return changed.length;
}
