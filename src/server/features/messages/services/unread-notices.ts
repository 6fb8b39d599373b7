import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { messageRecipients, messages } from '../../../db/schema/messages';
import type { UnreadNotices } from '../../../../shared/schema/messages';
import { htmlToText } from './html-to-text';

/** SHELL-01: the toast keeps at most 10 notices. */
export const NOTICE_LIMIT = 10;

interface NoticeOwner {
  userId: string;
  tenantId: string;
}

/** The user's unread important notices: addressed to them, not withdrawn, not removed by them, unread. */
function unreadImportant(user: NoticeOwner): SQL | undefined {
  return and(
    eq(messageRecipients.userId, user.userId),
    eq(messageRecipients.tenantId, user.tenantId),
    isNull(messageRecipients.readAt),
    isNull(messageRecipients.deletedAt),
    eq(messages.important, 1),
    isNull(messages.deletedAt),
  );
}

/**
 * The newest `limit` of the user's unread important notices, newest first; `also` narrows them further (the chat's
 * offline notices: those no open stream received). `messageIdWeb` is the delivery's id.
 */
export function selectUnreadImportant(db: Queryable, user: NoticeOwner, limit: number, also?: SQL) {
  return db
    .select({
      messageIdWeb: messageRecipients.id,
      messageId: messages.id,
      fromUserName: messages.fromUserName,
      fromUserId: messages.fromUserId,
      content: messages.content,
      contentType: messages.contentType,
      openWindow: messages.openWindow,
      offlineNoPushMsg: messages.offlineNoPushMsg,
      createdAt: messages.createdAt,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(unreadImportant(user), also))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

type NoticeRow = Awaited<ReturnType<typeof selectUnreadImportant>>[number];

/** A notice as the toast shows it. */
export function noticeOf({ contentType, createdAt, fromUserId, content, ...row }: NoticeRow): UnreadNotices['list'][number] {
  return {
    ...row,
    // System messages have no sending user; the office is named in fromUserName.
    fromUserId: fromUserId ?? '',
    // MSG-03: a notice is plain text or the JSON string {title, img}; an HTML message shows as its text.
    content: contentType === 'html' ? htmlToText(content) : content,
    createTime: createdAt.toISOString(),
  };
}

/** The user's unread important notices: the total counts all of them; the list holds the newest 10. */
export async function listUnreadImportant(db: Queryable, user: NoticeOwner): Promise<UnreadNotices> {
  const [rows, [tally]] = await Promise.all([
    selectUnreadImportant(db, user, NOTICE_LIMIT),
    db.select({ n: count() }).from(messageRecipients).innerJoin(messages, eq(messages.id, messageRecipients.messageId)).where(unreadImportant(user)),
  ]);
  return { total: Number(tally?.n ?? 0), list: rows.map(noticeOf) };
}
