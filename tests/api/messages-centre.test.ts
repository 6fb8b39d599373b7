import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRecipients, messages } from '../../src/server/db/schema/messages';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { messages as calls } from '../../src/shared/api/catalogue';
import { myMessagesSchema } from '../../src/shared/schema/messages';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { DEMO_USERS, signInDemoUsers, type DemoUser } from './helpers/demo-users';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** The notification centre (ADR 026): read state and archive kept on the server, per user. */

const msg = (key: string) => `msg-${DEMO_TENANT_ID}-${key}`;

describe.each(testDatabases())('the notification centre on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<DemoUser, TestPortal>;
  const userIds = {} as Record<DemoUser, string>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await signInDemoUsers(server, portals, userIds);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function unreadInDb(userId: string): Promise<number> {
    const rows = await server.context.db.select({ id: messageRecipients.id }).from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.userId, userId), isNull(messageRecipients.readAt), isNull(messageRecipients.deletedAt),
        isNull(messages.deletedAt), isNull(messageRecipients.archivedAt)));
    return rows.length;
  }

  it('[MSG-03] lists the caller\'s messages newest first with read state, and the unread count the tables hold', async () => {
    const page = await portals.student.api.call(calls.myMessages, { size: 50 });
    expect(myMessagesSchema.safeParse(page).success).toBe(true);
    expect(page.unread).toBe(await unreadInDb(userIds.student));
    expect(page.records.every((m) => m.messageIdWeb.endsWith('-s'))).toBe(true);
    const times = page.records.map((m) => m.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    // An HTML message is listed as text, a {title, img} notice by its title (MSG-03).
    expect(page.records.every((m) => !/[<>]/.test(m.summary))).toBe(true);
    expect(page.records.find((m) => m.messageId === msg('i02'))?.summary).toBe('统一身份认证系统升级');
    const unread = await portals.student.api.call(calls.myMessages, { filter: 'unread', size: 50 });
    expect(unread.total).toBe(page.unread);
    expect(unread.records.every((m) => !m.read)).toBe(true);
  });

  it('searches title, text and sender', async () => {
    const found = await portals.student.api.call(calls.myMessages, { keyword: '教务处', size: 50 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.records.some((m) => m.fromUserName === '教务处')).toBe(true);
    expect((await portals.student.api.call(calls.myMessages, { keyword: '%_' })).total).toBe(0);
  });

  it('[SHELL-01] a notice read with readBatch is read for good: gone from the unread notices and counted once', async () => {
    const before = await portals.student.api.call(calls.unreadImportantNotices, {});
    const first = before.list[0];
    if (!first) throw new Error('the seed gives the student unread notices');
    const answer = await portals.student.api.call(calls.readMessages, { messageIds: [first.messageIdWeb] });
    expect(answer.changed).toBe(1);
    // Again: nothing changes, the first reading time is kept.
    expect((await portals.student.api.call(calls.readMessages, { messageIds: [first.messageId] })).changed).toBe(0);
    const after = await portals.student.api.call(calls.unreadImportantNotices, {});
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((n) => n.messageIdWeb)).not.toContain(first.messageIdWeb);
    // A fresh sign-in (another device) sees it read too.
    const other = createTestPortal(server);
    await other.signIn('student', DEMO_USERS.student);
    expect((await other.api.call(calls.unreadImportantNotices, {})).list.map((n) => n.messageIdWeb)).not.toContain(first.messageIdWeb);
  });

  it('archives a message (hidden from 全部, kept under 已归档, read) and restores it', async () => {
    const { records } = await portals.student.api.call(calls.myMessages, { filter: 'unread', size: 1 });
    const target = records[0];
    if (!target) throw new Error('the seed gives the student unread messages');
    expect((await portals.student.api.call(calls.archiveMessages, { messageIds: [target.messageIdWeb], archived: true })).changed).toBe(1);
    const all = await portals.student.api.call(calls.myMessages, { size: 50 });
    expect(all.records.map((m) => m.messageIdWeb)).not.toContain(target.messageIdWeb);
    const archived = await portals.student.api.call(calls.myMessages, { filter: 'archived', size: 50 });
    expect(archived.records.find((m) => m.messageIdWeb === target.messageIdWeb)).toMatchObject({ archived: true, read: true });
    expect((await portals.student.api.call(calls.archiveMessages, { messageIds: [target.messageIdWeb], archived: false })).changed).toBe(1);
    const back = await portals.student.api.call(calls.myMessages, { filter: 'read', size: 50 });
    expect(back.records.find((m) => m.messageIdWeb === target.messageIdWeb)).toMatchObject({ archived: false, read: true });
  });

  it('never reads or archives another user\'s message, by message id or by delivery id', async () => {
    const theirs = (await portals.student.api.call(calls.myMessages, { filter: 'unread', size: 1 })).records[0];
    if (!theirs) throw new Error('the seed gives the student unread messages');
    const teacher = portals.teacher.api;
    expect((await teacher.call(calls.readMessages, { messageIds: [theirs.messageIdWeb] })).changed).toBe(0);
    expect((await teacher.call(calls.archiveMessages, { messageIds: [theirs.messageIdWeb], archived: true })).changed).toBe(0);
    const still = await portals.student.api.call(calls.myMessages, { filter: 'unread', size: 50 });
    expect(still.records.map((m) => m.messageIdWeb)).toContain(theirs.messageIdWeb);
  });

  it('全部标为已读 reads every message of the caller and no one else\'s', async () => {
    const teacherUnread = await unreadInDb(userIds.teacher);
    const answer = await portals.student.api.call(calls.readAllMessages, {});
    expect(answer.changed).toBeGreaterThan(0);
    expect(await unreadInDb(userIds.student)).toBe(0);
    expect((await portals.student.api.call(calls.unreadImportantNotices, {})).total).toBe(0);
    expect(await unreadInDb(userIds.teacher)).toBe(teacherUnread);
  });
});
