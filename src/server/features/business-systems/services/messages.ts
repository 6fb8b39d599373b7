import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import { departments } from '../../../db/schema/catalogue';
import { messageRecipients, messages } from '../../../db/schema/messages';
import { userRoles } from '../../../db/schema/personal';
import { randomId } from '../../../../shared/rules/ids';
import type { MessageSendAnswer, MessageSendRequest } from '../../../../shared/schema/business-api';
import { BusinessApiError } from '../open-api/business-error';
import type { Affected} from './write-context';
import { recordAccepted, usersByAccounts, withRaceRetry, type DeliveryOf, type WriteContext } from './write-context';

/** A stored message as the chat runtime pushes an important one (the footer toast, MSG-01). */
export interface SentMessage {
  answer: MessageSendAnswer;
  /** Set for an important message just stored: its notice and [user id, delivery id] pairs. */
  notice: { messageId: string; fromUserName: string; content: string; createTime: string; deliveries: Array<[string, string]> } | null;
}

/** Everyone the request names, as one condition on `users`: accounts, departments with their sub-departments, roles. */
async function recipientCondition(tx: Queryable, tenantId: string, to: MessageSendRequest['to']): Promise<SQL> {
  const parts: SQL[] = [];
  const userIds = await usersByAccounts(tx, tenantId, to.users ?? [], 'to.users');
  if (userIds.length > 0) parts.push(sql`${users.id} in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`);
  const codes = [...new Set(to.departments ?? [])];
  if (codes.length > 0) {
    const found = await tx.select({ code: departments.deptCode }).from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.deptCode, codes)));
    const missing = codes.filter((code) => !found.some((row) => row.code === code));
    if (missing.length > 0) {
      const message = `部门不存在：${missing.join('、')}`;
      throw new BusinessApiError('unknown_department', { message, fields: { 'to.departments': message } });
    }
    // People belong to a department by its name (users.dept_name); a department's message reaches its sub-departments too.
    parts.push(sql`${users.deptName} in (
      with recursive tree as (
        select id, dept_name from departments where tenant_id = ${tenantId} and dept_code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))
        union select d.id, d.dept_name from departments d join tree on d.parent_id = tree.id where d.tenant_id = ${tenantId}
      ) select dept_name from tree)`);
  }
  const roleNames = [...new Set(to.roles ?? [])];
  if (roleNames.length > 0) {
    const found = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(and(eq(roles.tenantId, tenantId), inArray(roles.name, roleNames)));
    const missing = roleNames.filter((name) => !found.some((row) => row.name === name));
    if (missing.length > 0) {
      const message = `角色不存在：${missing.join('、')}`;
      throw new BusinessApiError('unknown_role', { message, fields: { 'to.roles': message } });
    }
    const roleIds = found.map((row) => row.id);
    const holders = tx.select({ userId: userRoles.userId }).from(userRoles).where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.roleId, roleIds)));
    parts.push(sql`(${inArray(users.roleId, roleIds)} or ${inArray(users.id, holders)})`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** POST /messages: stored with one recipient row per person (each once), in one transaction with its delivery row. */
export async function sendBusinessMessage(ctx: WriteContext, delivery: DeliveryOf, input: MessageSendRequest, affected: Affected): Promise<SentMessage> {
  const { system } = delivery;
  return withRaceRetry(() => ctx.db.transaction(async (tx) => {
    const [seen] = await tx.select({ id: messages.id }).from(messages)
      .where(and(eq(messages.businessSystemId, system.id), eq(messages.externalId, input.messageId)));
    if (seen) {
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(messageRecipients).where(eq(messageRecipients.messageId, seen.id));
      await recordAccepted(tx, delivery, 'duplicate', ctx.now());
      return { answer: { messageId: input.messageId, recipients: Number(count?.n ?? 0), duplicate: true }, notice: null };
    }
    const condition = await recipientCondition(tx, system.tenantId, input.to);
    const at = new Date(ctx.now());
    const id = randomId(32);
    const important = input.important === true;
    await tx.insert(messages).values({
      id, tenantId: system.tenantId, fromUserId: null, fromUserName: system.name, title: input.title, content: input.content,
      contentType: 'text', url: input.url ?? '', important: important ? 1 : 0, openWindow: '1', offlineNoPushMsg: important ? 1 : 0,
      createdAt: at, businessSystemId: system.id, externalId: input.messageId,
    });
    const result = await tx.execute(sql`
      insert into ${messageRecipients} (id, tenant_id, message_id, user_id)
      select replace(gen_random_uuid()::text, '-', ''), ${system.tenantId}, ${id}, ${users.id} from ${users}
      where ${users.tenantId} = ${system.tenantId} and ${users.disabledAt} is null and ${condition}
      returning id, user_id`);
    // Both drivers answer { rows }.
    const { rows } = result as unknown as { rows: Array<{ id: string; user_id: string }> };
    if (rows.length === 0) throw new BusinessApiError('unknown_user', { message: '所给部门和角色下没有用户，消息未发送' });
    for (const row of rows) affected.add(row.user_id, 'messages');
    await recordAccepted(tx, delivery, 'accepted', ctx.now());
    return {
      answer: { messageId: input.messageId, recipients: rows.length, duplicate: false },
      notice: important
        ? { messageId: id, fromUserName: system.name, content: input.content, createTime: at.toISOString(), deliveries: rows.map((r) => [r.user_id, r.id] as [string, string]) }
        : null,
    };
  }));
}
