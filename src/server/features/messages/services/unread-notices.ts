import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { messageRecipients, messages } from '../../../db/schema/messages';
import type { UnreadNotices } from '../../../../shared/schema/messages';
import { htmlToText } from './html-to-text';

/** SHELL-01: the toast keeps at most 10 notices. */
export const NOTICE_LIMIT = 10;

/**
 * The user's unread important notices: addressed to them, not withdrawn, not removed by them, unread. The total
 * counts all of them; the list holds the newest 10.
 */
export async function listUnreadImportant(db: Queryable, user: { userId: string; tenantId: string }): Promise<UnreadNotices> {
  const where = and(
    eq(messageRecipients.userId, user.userId),
    eq(messageRecipients.tenantId, user.tenantId),
    isNull(messageRecipients.readAt),
    isNull(messageRecipients.deletedAt),
    eq(messages.important, 1),
    isNull(messages.deletedAt),
  );
  const [rows, [tally]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(NOTICE_LIMIT),
    db.select({ n: count() }).from(messageRecipients).innerJoin(messages, eq(messages.id, messageRecipients.messageId)).where(where),
  ]);
  return {
    total: Number(tally?.n ?? 0),
    list: rows.map(({ contentType, createdAt, fromUserId, content, ...row }) => ({
      ...row,
      // System messages have no sending user; the office is named in fromUserName.
      fromUserId: fromUserId ?? '',
      // MSG-03: a notice is plain text or the JSON string {title, img}; an HTML message shows as its text.
      content: contentType === 'html' ? htmlToText(content) : content,
      createTime: createdAt.toISOString(),
    })),
  };
}
