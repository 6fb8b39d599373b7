import { eq, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { noticePushes } from '../../../db/schema/chat';
import { messageRecipients } from '../../../db/schema/messages';
import type { UnreadNotices } from '../../../../shared/schema/messages';
import { NOTICE_LIMIT, noticeOf, selectUnreadImportant } from '../../messages';
import type { ChatUser } from './conversations';

/** Deliveries claimed by one visit at most; a longer absence leaves the rest for the next call. */
const CLAIM_MAX = 500;

/**
 * offlineNoPushMsg: the user's unread important notices that no open stream of theirs received — those sent while
 * they were offline. Claimed here, so each is answered once (a later call, or another page, does not get it again);
 * the answer is the number claimed and the newest 10 of them.
 */
export async function claimOfflineNotices(db: Queryable, me: ChatUser, at: Date): Promise<UnreadNotices> {
  const rows = await selectUnreadImportant(db, me, CLAIM_MAX,
    notExists(db.select({ one: sql`1` }).from(noticePushes).where(eq(noticePushes.deliveryId, messageRecipients.id))));
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
    list: answered.slice(0, NOTICE_LIMIT).map(noticeOf),
  };
}
