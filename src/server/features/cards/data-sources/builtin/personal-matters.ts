import { eq, sql } from 'drizzle-orm';
import { users } from '../../../../db/schema/auth';
import { services } from '../../../../db/schema/catalogue';
import { messageRecipients, messages } from '../../../../db/schema/messages';
import { processes, serviceFavorites } from '../../../../db/schema/process';
import type { ColumnData } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`.mapWith(Number);

/** The five figures of the personal-matters card, in display order, each opening its list filtered (ADR 026). */
const MATTERS = [
  { key: 'inProgress', label: '办理中', url: '/PersonalCenter?tab=MyApplications&status=running' },
  { key: 'finished', label: '已办结', url: '/PersonalCenter?tab=MyApplications&status=done' },
  { key: 'rejected', label: '已驳回', url: '/PersonalCenter?tab=MyApplications&status=rejected' },
  { key: 'favorites', label: '我的收藏', url: '/PersonalCenter?tab=MyCollection' },
  { key: 'unreadMessages', label: '未读消息', url: '/PersonalCenter?tab=MyMessages&filter=unread' },
] as const;

/**
 * The user's own figures in one round trip: processes they applied for by state (办理中 / 已办结 / 已驳回), their
 * favourites still listed, and their unread messages (neither withdrawn by the sender nor removed by them).
 */
export async function loadPersonalMatters(ctx: SourceContext, viewer: UserViewer): Promise<ColumnData> {
  const byStatus = (status: string) =>
    count(sql`select count(*) from ${processes} where ${processes.applicantId} = ${viewer.userId} and ${processes.status} = ${status}`);
  const [row] = await ctx.db
    .select({
      inProgress: byStatus('running'),
      finished: byStatus('done'),
      rejected: byStatus('rejected'),
      favorites: count(sql`select count(*) from ${serviceFavorites} inner join ${services} on ${services.serviceId} = ${serviceFavorites.serviceId}
        where ${serviceFavorites.userId} = ${viewer.userId} and ${services.status} = 1`),
      unreadMessages: count(sql`select count(*) from ${messageRecipients} inner join ${messages} on ${messages.id} = ${messageRecipients.messageId}
        where ${messageRecipients.userId} = ${viewer.userId} and ${messageRecipients.readAt} is null
        and ${messageRecipients.deletedAt} is null and ${messages.deletedAt} is null`),
    })
    .from(users)
    .where(eq(users.id, viewer.userId));
  return { kind: 'personalMatters', items: MATTERS.map((m) => ({ ...m, value: row?.[m.key] ?? 0 })) };
}
