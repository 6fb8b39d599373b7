import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRecipients, messages } from '../../src/server/db/schema/messages';
import { users } from '../../src/server/db/schema/auth';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { messages as calls } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { importantNoticeSchema, MESSAGE_DELETED_MSG } from '../../src/shared/schema/messages';
import { isAllowedImageUrl } from '../../src/shared/rules/file-url';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** Seeded ids (src/server/seed/data/messages-rows.ts): message keys of data/messages.ts. */
const msg = (key: string) => `msg-${DEMO_TENANT_ID}-${key}`;
const delivery = (key: string, account: 'admin' | 'teacher' | 'student') => `mr-${DEMO_TENANT_ID}-${key}-${account[0]}`;

const PASSWORDS = { admin: 'Admin@123', teacher: 'Teacher@123', student: 'Student@123' } as const;
const NOT_FOUND_MSG = '消息不存在或无权查看';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(testDatabases())('messages and important notices on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<keyof typeof PASSWORDS, TestPortal>;
  const userIds = {} as Record<keyof typeof PASSWORDS, string>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const account of ['admin', 'teacher', 'student'] as const) {
      portals[account] = createTestPortal(server);
      userIds[account] = (await portals[account].signIn(account, PASSWORDS[account])).user_id;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The unread important notices of a user, straight from the tables, newest first. */
  async function unreadInDb(userId: string) {
    return server.context.db
      .select({ deliveryId: messageRecipients.id, messageId: messages.id })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(
        eq(messageRecipients.userId, userId), isNull(messageRecipients.readAt), isNull(messageRecipients.deletedAt),
        eq(messages.important, 1), isNull(messages.deletedAt),
      ))
      .orderBy(desc(messages.createdAt), desc(messages.id));
  }

  it('[SHELL-01] answers the student\'s unread important notices: the total, and the newest 10 only', async () => {
    const expected = await unreadInDb(userIds.student);
    // The seed gives the student more than 10, so the cap shows.
    expect(expected.length).toBeGreaterThan(10);
    const notices = await portals.student.api.call(calls.unreadImportantNotices, {});
    expect(notices.total).toBe(expected.length);
    expect(notices.list).toHaveLength(10);
    expect(notices.list.map((n) => [n.messageIdWeb, n.messageId])).toEqual(expected.slice(0, 10).map((e) => [e.deliveryId, e.messageId]));
    for (const n of notices.list) expect(importantNoticeSchema.safeParse(n).success).toBe(true);
  });

  it('[SHELL-01] gives the teacher their own count and the admin fewer than 10, none of them another user\'s', async () => {
    for (const account of ['teacher', 'admin'] as const) {
      const expected = await unreadInDb(userIds[account]);
      const notices = await portals[account].api.call(calls.unreadImportantNotices, {});
      expect(notices.total, account).toBe(expected.length);
      expect(notices.list.map((n) => n.messageIdWeb)).toEqual(expected.slice(0, 10).map((e) => e.deliveryId));
      // Every delivery id names the caller's own delivery (its suffix is the account's initial).
      expect(notices.list.every((n) => n.messageIdWeb.endsWith(`-${account[0]}`)), account).toBe(true);
    }
    expect((await portals.teacher.api.call(calls.unreadImportantNotices, {})).total).toBeGreaterThan(10);
    expect((await portals.admin.api.call(calls.unreadImportantNotices, {})).total).toBeLessThan(10);
  });

  it('[MSG-03] maps each notice: content plain text or the JSON string {title, img}, openWindow 1 or 0,1, the sender', async () => {
    const { list } = await portals.student.api.call(calls.unreadImportantNotices, {});
    const byId = new Map(list.map((n) => [n.messageId, n]));
    const exam = byId.get(msg('i01'));
    expect(exam).toMatchObject({ fromUserName: '教务处', fromUserId: '', openWindow: '0,1', offlineNoPushMsg: 0 });
    expect(exam?.content).toContain('期末考试');
    const poster = byId.get(msg('i02'));
    const parsed = JSON.parse(poster?.content ?? '') as { title: string; img: string };
    expect(parsed.title).toBe('统一身份认证系统升级');
    expect(isAllowedImageUrl(parsed.img)).toBe(true);
    expect(byId.get(msg('i04'))).toMatchObject({ openWindow: '1', offlineNoPushMsg: 1 });
    // An HTML notice reaches the toast as its text: no markup, nothing of the script.
    const html = byId.get(msg('i05'))?.content ?? '';
    expect(html).toContain('不私拉乱接电线');
    expect(html).not.toMatch(/[<>]/);
    const stored = await server.context.db.select().from(messages).where(eq(messages.id, msg('i02')));
    expect(poster?.createTime).toBe(stored[0]?.createdAt.toISOString());
  });

  it('[MSG-01] answers a received message by its id and by the delivery id, as stored, with its attachments', async () => {
    const [row] = await server.context.db.select().from(messages).where(eq(messages.id, msg('i11')));
    const byMessage = await portals.student.api.call(calls.messageHistoryDetail, { id: msg('i11') });
    expect(byMessage).toEqual({
      id: msg('i11'),
      title: row?.title,
      content: row?.content,
      contentType: 'text',
      url: '',
      fromUserName: '学生资助管理中心',
      createTime: row?.createdAt.toISOString(),
      important: true,
      read: false,
      files: [{ id: expect.any(String), fileName: '2026年国家奖学金申请表.docx', size: expect.any(Number) }],
    });
    expect(await portals.student.api.call(calls.messageHistoryDetail, { id: delivery('i11', 'student') })).toEqual(byMessage);
    // MSG-01: a message with a url is marked read and the url opened by the client.
    const withUrl = await portals.student.api.call(calls.messageHistoryDetail, { id: msg('i08') });
    expect(withUrl.url).toBe('https://jwxt.hxlg.edu.cn/xk/');
    // HTML content is answered as stored; the client sanitises it (the Word paste keeps its script here).
    const pasted = await portals.student.api.call(calls.messageHistoryDetail, { id: msg('i10') });
    expect(pasted.contentType).toBe('html');
    expect(pasted.content).toContain('<script>');
  });

  it('[MSG-01] readMessage marks the caller\'s delivery read, once, and the unread count drops', async () => {
    const before = await portals.student.api.call(calls.unreadImportantNotices, {});
    await expect(portals.student.api.call(calls.readMessage, { messageId: msg('i01'), userId: userIds.student })).resolves.toBeNull();
    const readRow = async () => (await server.context.db.select().from(messageRecipients)
      .where(eq(messageRecipients.id, delivery('i01', 'student'))))[0]?.readAt;
    const firstRead = await readRow();
    expect(firstRead).toBeInstanceOf(Date);
    const after = await portals.student.api.call(calls.unreadImportantNotices, {});
    expect(after.total).toBe(before.total - 1);
    expect(after.list.some((n) => n.messageId === msg('i01'))).toBe(false);
    expect((await portals.student.api.call(calls.messageHistoryDetail, { id: msg('i01') })).read).toBe(true);

    // Idempotent: a second mark (here by the delivery id) keeps the first reading time.
    await portals.student.api.call(calls.readMessage, { messageId: delivery('i01', 'student'), userId: userIds.student });
    expect(await readRow()).toEqual(firstRead);
    expect((await portals.student.api.call(calls.unreadImportantNotices, {})).total).toBe(after.total);
    // The teacher's delivery of the same message is still unread.
    const teacherRow = await server.context.db.select().from(messageRecipients).where(eq(messageRecipients.id, delivery('i01', 'teacher')));
    expect(teacherRow[0]?.readAt).toBeNull();
  });

  it('[MSG-02] a withdrawn message answers exactly 消息已被删除, and never counts as an unread notice', async () => {
    const error = await failure(portals.student.api.call(calls.messageHistoryDetail, { id: msg('d01') }, { silent: true }));
    expect(error.message).toBe(MESSAGE_DELETED_MSG);
    expect((await failure(portals.student.api.call(calls.publicMessageDetail, { id: msg('d01') }, { silent: true }))).message)
      .toBe(MESSAGE_DELETED_MSG);
    expect((await failure(portals.student.api.call(calls.readMessage, { messageId: msg('d01'), userId: userIds.student }, { silent: true }))).message)
      .toBe(MESSAGE_DELETED_MSG);
    const { list } = await portals.student.api.call(calls.unreadImportantNotices, {});
    expect(list.some((n) => n.messageId === msg('d01'))).toBe(false);
    // Someone it was never sent to learns nothing: the same answer as for an id that does not exist.
    expect((await failure(portals.teacher.api.call(calls.messageHistoryDetail, { id: msg('d01') }, { silent: true }))).message).toBe(NOT_FOUND_MSG);
  });

  it('never lets another user read, mark or download someone else\'s message', async () => {
    const other = portals.teacher.api;
    // i03 and n19 went to the student only.
    for (const id of [msg('i03'), delivery('i03', 'student'), msg('n19')]) {
      expect((await failure(other.call(calls.messageHistoryDetail, { id }, { silent: true }))).message, id).toBe(NOT_FOUND_MSG);
      expect((await failure(other.call(calls.publicMessageDetail, { id }, { silent: true }))).message, id).toBe(NOT_FOUND_MSG);
    }
    expect((await failure(other.call(calls.messageHistoryDetail, { id: 'no-such-message' }, { silent: true }))).message).toBe(NOT_FOUND_MSG);

    // Marking: with the student's id refused outright; with their own id, the student's message is not theirs.
    const forged = await failure(other.call(calls.readMessage, { messageId: msg('i03'), userId: userIds.student }, { silent: true }));
    expect(forged.message).toBe('只能标记自己的消息为已读');
    const own = await failure(other.call(calls.readMessage, { messageId: delivery('i03', 'student'), userId: userIds.teacher }, { silent: true }));
    expect(own.message).toBe(NOT_FOUND_MSG);
    const rows = await server.context.db.select().from(messageRecipients).where(eq(messageRecipients.id, delivery('i03', 'student')));
    expect(rows[0]?.readAt).toBeNull();

    // i11's form went to the teacher and the student, not to the admin.
    const detail = await portals.student.api.call(calls.messageHistoryDetail, { id: msg('i11') });
    const fileId = detail.files[0]?.id ?? '';
    const refused = await failure(portals.admin.api.call(calls.downloadMessageFile, { messageId: msg('i11'), fileId }, { silent: true }));
    expect(refused.message).toBe(NOT_FOUND_MSG);
  });

  it('[ROUTE-01] answers a public message to a visitor without a token, and refuses a private one the same as none', async () => {
    const visitor = createTestPortal(server).api;
    const notice = await visitor.call(calls.publicMessageDetail, { id: msg('i12') });
    expect(notice).toMatchObject({ id: msg('i12'), title: '关于2027年元旦放假安排的通知', read: false, important: true });
    for (const id of [msg('i01'), msg('d01'), delivery('i12', 'student'), 'no-such-message']) {
      expect((await failure(visitor.call(calls.publicMessageDetail, { id }, { silent: true }))).message, id).toBe(NOT_FOUND_MSG);
    }
    // A signed-in recipient reads their own private message on the same page.
    expect((await portals.student.api.call(calls.publicMessageDetail, { id: msg('i13') })).title).toBe('流感疫苗接种预约通知');
    // A message id travels in the path, URL-encoded: an id with a slash cannot reach another route.
    const odd = await failure(visitor.call(calls.publicMessageDetail, { id: 'a/b?c' }, { silent: true }));
    expect(odd.message).toBe(NOT_FOUND_MSG);
  });

  it('downloads an attachment as its bytes, with its type and the Chinese file name (RFC 5987)', async () => {
    const portal = portals.student;
    const detail = await portal.api.call(calls.messageHistoryDetail, { id: msg('n02') });
    const file = detail.files[0];
    expect(file?.fileName).toBe('校园网VPN使用指南.pdf');
    const blob = await portal.api.call(calls.downloadMessageFile, { messageId: msg('n02'), fileId: file?.id ?? '' });
    expect(blob).toBeInstanceOf(File);
    expect((blob as File).name).toBe('校园网VPN使用指南.pdf');
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(bytes.length).toBe(file?.size);
    // A well-formed PDF: its startxref offset points at the cross-reference table.
    const pdf = new TextDecoder().decode(bytes);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const headers = portal.lastResponse?.headers;
    expect(headers?.get('content-disposition')).toBe(
      `attachment; filename="___VPN____.pdf"; filename*=UTF-8''${encodeURIComponent('校园网VPN使用指南.pdf')}`,
    );
    expect(headers?.get('cache-control')).toBe('private, no-store');
    expect(headers?.get('x-content-type-options')).toBe('nosniff');

    // The Word form, by the delivery id of the message; a .docx is a zip.
    const form = await portal.api.call(calls.messageHistoryDetail, { id: msg('i11') });
    const docx = await portal.api.call(calls.downloadMessageFile, { messageId: delivery('i11', 'student'), fileId: form.files[0]?.id ?? '' });
    const zip = Buffer.from(await docx.arrayBuffer());
    expect(zip.subarray(0, 4).readUInt32LE(0)).toBe(0x04034b50);
    // The end-of-central-directory record lists the three parts of a minimal Word document.
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
    expect(zip.readUInt16LE(zip.length - 12)).toBe(3);
    expect(zip.includes(Buffer.from('word/document.xml'))).toBe(true);
    expect(zip.includes(Buffer.from('2026年国家奖学金申请表'))).toBe(true);

    // A file id that is not attached to the message is not found, even when the caller may read that other file.
    const wrong = await failure(portal.api.call(calls.downloadMessageFile, { messageId: msg('n02'), fileId: form.files[0]?.id ?? '' }, { silent: true }));
    expect(wrong.message).toBe(NOT_FOUND_MSG);
    expect(portal.lastResponse?.headers.get('content-type')).toContain('application/json');
  });

  it('seeds the demo users\' messages: ~30, a third important, HTML, posters, links, attachments, one public, one withdrawn', async () => {
    const rows = await server.context.db.select().from(messages).where(eq(messages.tenantId, DEMO_TENANT_ID));
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(rows.length).toBeLessThanOrEqual(40);
    const important = rows.filter((m) => m.important === 1).length;
    expect(important / rows.length).toBeGreaterThan(0.25);
    expect(important / rows.length).toBeLessThan(0.5);
    expect(rows.filter((m) => m.openWindow === '0,1').length).toBeGreaterThan(0);
    expect(rows.filter((m) => m.contentType === 'html').length).toBeGreaterThanOrEqual(3);
    expect(rows.some((m) => m.contentType === 'html' && m.content.includes('<script>') && m.content.includes('onerror='))).toBe(true);
    expect(rows.filter((m) => m.content.startsWith('{"title"')).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((m) => m.url !== '').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((m) => m.isPublic === 1)).toHaveLength(1);
    const withdrawn = rows.filter((m) => m.deletedAt !== null);
    expect(withdrawn).toHaveLength(1);
    const [student] = await server.context.db.select().from(users).where(eq(users.account, 'student'));
    const received = await server.context.db.select().from(messageRecipients)
      .where(and(eq(messageRecipients.messageId, withdrawn[0]?.id ?? ''), eq(messageRecipients.userId, student?.id ?? '')));
    expect(received).toHaveLength(1);
  });
});
