import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { noticePushes } from '../../../db/schema/chat';
import { messageRecipients, messages } from '../../../db/schema/messages';
import type { UnreadNotices } from '../../../../shared/schema/messages';
import { htmlToText } from '../../messages';
import type { ChatUser } from './conversations';

/** SHELL-01: the toast keeps at most 10. */
const LIST_MAX = 10;
/** Deliveries claimed by one visit at most; a longer absence leaves the rest for the next call. */
const CLAIM_MAX = 500;

/**
 * offlineNoPushMsg: the user's unread important notices that no open stream of theirs received — those sent while
 * they were offline. Claimed here, so each is answered once (a later call, or another page, does not get it again);
 * the answer is the number claimed and the newest 10 of them.
 */
export async function claimOfflineNotices(db: Queryable, me: ChatUser, at: Date): Promise<UnreadNotices> {
  const rows = await db
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
    .where(and(
      eq(messageRecipients.userId, me.userId),
      eq(messageRecipients.tenantId, me.tenantId),
      isNull(messageRecipients.readAt),
      isNull(messageRecipients.deletedAt),
      eq(messages.important, 1),
      isNull(messages.deletedAt),
      notExists(db.select({ one: sql`1` }).from(noticePushes).where(eq(noticePushes.deliveryId, messageRecipients.id))),
    ))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CLAIM_MAX);
  if (rows.length === 0) return { total: 0, list: [] };

  const claimed = await db
    .insert(noticePushes)
    .values(rows.map((r) => ({ deliveryId: r.messageIdWeb, tenantId: me.tenantId, userId: me.userId, pushedAt: at })))
    .onConflictDoNothing()
    .returning({ deliveryId: noticePushes.deliveryId });
  // A live push or another page may have claimed some meanwhile: only this call's claims are answered.
  const mine = new Set(claimed.map((c) => c.deliveryId));
  const answered = rows.filter((r) => mine.has(r.messageIdWeb));
  return {
    total: answered.length,
    list: answered.slice(0, LIST_MAX).map(({ contentType, createdAt, fromUserId, content, ...row }) => ({
      ...row,
      fromUserId: fromUserId ?? '',
      content: contentType === 'html' ? htmlToText(content) : content,
      createTime: createdAt.toISOString(),
    })),
  };
}
