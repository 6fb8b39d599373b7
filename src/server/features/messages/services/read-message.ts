import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { messageRecipients } from '../../../db/schema/messages';
import { AppError } from '../../../http/app-error';
import { requireReceivedMessage } from './find-message';

/**
 * mpManage/readMessage (MSG-01): marks the caller's own delivery read. The userId of the request must be the
 * caller's: nobody marks messages for someone else. Idempotent: the first reading time is kept.
 */
export async function readMessage(
  db: Queryable, user: { userId: string; tenantId: string }, input: { messageId: string; userId: string }, at: Date,
): Promise<null> {
  if (input.userId !== user.userId) throw new AppError('FORBIDDEN', { msg: '只能标记自己的消息为已读' });
  const { delivery } = await requireReceivedMessage(db, user, input.messageId);
  if (delivery && delivery.readAt === null) {
    await db
      .update(messageRecipients)
      .set({ readAt: at })
      .where(and(eq(messageRecipients.id, delivery.id), isNull(messageRecipients.readAt)));
  }
  return null;
}
