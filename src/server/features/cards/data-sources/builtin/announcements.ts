import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { messageRecipients, messages } from '../../../../db/schema/messages';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { limitParam, type Params } from './params';

/**
 * Important messages addressed to the user, newest first: not withdrawn by the sender, not removed by the user.
 * `unread` counts every unread one, not only those listed (a window count, so still one query).
 */
export async function loadAnnouncements(ctx: SourceContext, viewer: UserViewer, params: Params): Promise<ColumnData> {
  const rows = await ctx.db
    .select({
      messageId: messages.id,
      title: messages.title,
      fromUserName: messages.fromUserName,
      createdAt: messages.createdAt,
      readAt: messageRecipients.readAt,
      unread: sql<number>`(count(*) filter (where ${messageRecipients.readAt} is null) over ())::int`.mapWith(Number),
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(
      eq(messageRecipients.userId, viewer.userId),
      eq(messageRecipients.tenantId, viewer.tenantId),
      isNull(messageRecipients.deletedAt),
      isNull(messages.deletedAt),
      eq(messages.important, 1),
    ))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limitParam(params, 10));
  return {
    kind: 'announcements',
    items: rows.map((row) => ({
      messageId: row.messageId,
      title: row.title,
      fromUserName: row.fromUserName,
      createTime: row.createdAt.toISOString(),
      read: row.readAt !== null,
      important: true,
    })),
    unread: rows[0]?.unread ?? 0,
  };
}
