import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import { messageRecipients, messages } from '../../../db/schema/messages';
import { userRoles } from '../../../db/schema/personal';
import { AppError } from '../../../http/app-error';
import type { SensitiveWordChecker } from '../../../sensitive-words';
import { randomId } from '../../../../shared/rules/ids';
import type { ChatRuntime } from '../realtime/chat-runtime';
import type { NoticeBody } from '../realtime/chat-bus';

type Audience = { kind: 'all' } | { kind: 'roles'; roleIds: string[] } | { kind: 'users'; userIds: string[] };

export interface NoticeInput {
  title: string;
  content: string;
  openWindow: '1' | '0,1';
  fromUserName: string;
  audience: Audience;
}

export interface NoticeContext {
  db: Db;
  checker: SensitiveWordChecker;
  runtime: ChatRuntime;
  now: () => number;
}

/** Which users a notice goes to, as a condition on `users`: everyone, holders of the roles (own or additional), or those named. */
async function audienceCondition(db: Db, tenantId: string, audience: Audience): Promise<SQL> {
  if (audience.kind === 'all') return sql`true`;
  if (audience.kind === 'roles') {
    const known = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), inArray(roles.id, audience.roleIds)));
    if (known.length !== new Set(audience.roleIds).size) throw new AppError('ROLE_NOT_FOUND');
    const holders = db.select({ userId: userRoles.userId }).from(userRoles).where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.roleId, audience.roleIds)));
    return sql`(${inArray(users.roleId, audience.roleIds)} or ${inArray(users.id, holders)})`;
  }
  // One JSON parameter instead of thousands of bound values.
  return sql`${users.id} in (select jsonb_array_elements_text(${JSON.stringify(audience.userIds)}::jsonb))`;
}

/**
 * One delivery per recipient in a single statement: the ids are made by the database (122 random bits, 32
 * characters) and the rows come back, so a notice to a whole school costs one round trip, not one per row.
 */
async function insertDeliveries(tx: Queryable, tenantId: string, messageId: string, condition: SQL): Promise<Array<[string, string]>> {
  const result = await tx.execute(sql`
    insert into ${messageRecipients} (id, tenant_id, message_id, user_id)
    select replace(gen_random_uuid()::text, '-', ''), ${tenantId}, ${messageId}, ${users.id} from ${users}
    where ${users.tenantId} = ${tenantId} and ${condition}
    returning id, user_id`);
  // Both drivers answer { rows }.
  const { rows } = result as unknown as { rows: Array<{ id: string; user_id: string }> };
  return rows.map((r) => [r.user_id, r.id]);
}

/**
 * sendNotice: an administrator's important notice, stored like every message (the footer toast, MSG-01 read it as
 * usual), then pushed at once to every recipient with an open stream on any instance. Whoever is offline gets it
 * from offlineNoPushMsg at their next visit.
 */
export async function sendNotice(ctx: NoticeContext, sender: { tenantId: string; userId: string }, input: NoticeInput): Promise<{ messageId: string; recipients: number }> {
  await ctx.checker.assertClean({ tenantId: sender.tenantId, userId: sender.userId, text: `${input.title}\n${input.content}`, source: 'notice' });
  const condition = await audienceCondition(ctx.db, sender.tenantId, input.audience);
  const [me] = await ctx.db.select({ deptName: users.deptName }).from(users).where(eq(users.id, sender.userId));
  const fromUserName = input.fromUserName || me?.deptName || '系统通知';

  const at = new Date(ctx.now());
  const messageId = randomId(32);
  const deliveries = await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values({
      id: messageId, tenantId: sender.tenantId, fromUserId: sender.userId, fromUserName, title: input.title,
      content: input.content, contentType: 'text', important: 1, openWindow: input.openWindow,
      // Nothing reaches an offline user from here (no SMS, no app push): they see it at their next visit.
      offlineNoPushMsg: 1, createdAt: at,
    });
    const made = await insertDeliveries(tx, sender.tenantId, messageId, condition);
    // Thrown inside the transaction, so a notice with a stranger among its recipients is not stored at all.
    if (input.audience.kind === 'users' && made.length !== new Set(input.audience.userIds).size) {
      throw new AppError('CHAT_PEER_NOT_FOUND', { msg: '部分接收人不存在，请重新选择' });
    }
    if (made.length === 0) throw new AppError('CHAT_PEER_NOT_FOUND', { msg: '所选角色下没有用户' });
    return made;
  });

  const notice: NoticeBody = {
    messageId, fromUserName, fromUserId: sender.userId, content: input.content, openWindow: input.openWindow,
    offlineNoPushMsg: 1, createTime: at.toISOString(),
  };
  await ctx.runtime.deliverNotice(sender.tenantId, notice, deliveries);
  return { messageId, recipients: deliveries.length };
}
