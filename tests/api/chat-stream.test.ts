import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ssoSessions, users } from '../../src/server/db/schema/auth';
import { messageRecipients, messages as messagesTable } from '../../src/server/db/schema/messages';
import { noticePushes } from '../../src/server/db/schema/chat';
import { MAX_STREAMS_PER_USER } from '../../src/server/features/chat/realtime/stream-registry';
import { auth, chat, messages } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { CHAT_STREAM_PATH, type ChatStreamEvent } from '../../src/shared/schema/chat';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { until } from '../support/until';
import { openChatStream, type ChatStreamClient } from './chat-stream-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const IDS = { admin: '1123598821738675201', teacher: '1123598821738675202', student: '1123598821738675203' } as const;
const PASSWORDS = { admin: 'Admin@123', teacher: 'Teacher@123', student: 'Student@123' } as const;
const TEACHER_ROLE = '1123598816738675202';
const ASSISTANT = '1123598821738675204';
type Account = keyof typeof PASSWORDS;

/** The SSO session id inside a portal's access token (claim `sid`). */
function sessionOf(portal: TestPortal): string {
  const payload = portal.tokens?.access_token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

const isType = <T extends ChatStreamEvent['type']>(type: T) => (e: ChatStreamEvent): e is Extract<ChatStreamEvent, { type: T }> => e.type === type;

describe.each(testDatabases())('the chat event stream on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Account, TestPortal>;
  const open: ChatStreamClient[] = [];

  async function signIn(account: Account, ip: string): Promise<TestPortal> {
    const portal = createTestPortal(server, { ip });
    await portal.signIn(account, PASSWORDS[account]);
    return portal;
  }

  /** Opens a stream for the portal's session and waits for 'ready'. */
  async function connect(portal: TestPortal): Promise<ChatStreamClient> {
    const ticket = await portal.api.call(chat.streamTicket, {});
    const result = await openChatStream(server.baseUrl, ticket.url);
    if (!result.ok) throw new Error(`stream refused: ${result.status} ${result.body}`);
    open.push(result.stream);
    await result.stream.next(isType('ready'));
    return result.stream;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const [i, account] of (Object.keys(PASSWORDS) as Account[]).entries()) portals[account] = await signIn(account, `10.30.0.${i + 1}`);
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a stream without a ticket, with a made-up one, with a used one and with an expired one', async () => {
    for (const path of [CHAT_STREAM_PATH, `${CHAT_STREAM_PATH}?ticket=`, `${CHAT_STREAM_PATH}?ticket=${'a'.repeat(43)}`, `${CHAT_STREAM_PATH}?ticket=../../x`]) {
      const result = await openChatStream(server.baseUrl, path);
      expect(result.ok, path).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(401);
        expect(JSON.parse(result.body)).toMatchObject({ status: 401, msg: '实时消息连接凭证无效或已使用，请重新连接', result: null });
      }
    }

    const ticket = await portals.student.api.call(chat.streamTicket, {});
    expect(ticket).toMatchObject({ expiresIn: 60, url: `${CHAT_STREAM_PATH}?ticket=${ticket.ticket}` });
    const first = await openChatStream(server.baseUrl, ticket.url);
    expect(first.ok).toBe(true);
    if (first.ok) open.push(first.stream);
    const again = await openChatStream(server.baseUrl, ticket.url);
    expect(again).toMatchObject({ ok: false, status: 401 });

    const late = await portals.student.api.call(chat.streamTicket, {});
    server.advanceClock(61_000);
    try {
      expect(await openChatStream(server.baseUrl, late.url)).toMatchObject({ ok: false, status: 401 });
    } finally {
      server.advanceClock(-61_000);
    }
    // A ticket is only issued to a signed-in caller.
    const anonymous = createTestPortal(server);
    await expect(anonymous.api.call(chat.streamTicket, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
  });

  it('delivers a message at once to the recipient and to the sender\'s other pages; no one else hears it', async () => {
    const student = await connect(portals.student);
    const teacherElsewhere = await connect(portals.teacher);
    const admin = await connect(portals.admin);

    const sent = await portals.teacher.api.call(chat.sendChatMessage, { toId: IDS.student, mpType: 'user', type: 'text', content: '明天的课调到教三 305。' });
    const received = await student.next(isType('message'));
    expect(received).toEqual({
      type: 'message', peer: { id: IDS.teacher, mpType: 'user', name: '王建国', avatar: '' }, message: sent.message,
    });
    const echoed = await teacherElsewhere.next(isType('message'));
    expect(echoed).toMatchObject({ peer: { id: IDS.student, mpType: 'user', name: '李明轩' }, message: { id: sent.message.id } });
    // Nothing for a third user: a message sent to the admin next comes after anything the first send brought it,
    // and its stream saw only its greeting before that one.
    const marker = await portals.teacher.api.call(chat.sendChatMessage, { toId: IDS.admin, mpType: 'user', type: 'text', content: '请查收课表。' });
    await admin.next((e) => e.type === 'message' && e.message.id === marker.message.id);
    expect(admin.events.map((e) => (e.type === 'message' ? e.message.id : e.type))).toEqual(['ready', marker.message.id]);
  });

  it('tells the user\'s other pages that a conversation was read', async () => {
    const otherPage = await connect(portals.student);
    await portals.teacher.api.call(chat.sendChatMessage, { toId: IDS.student, mpType: 'user', type: 'text', content: '收到请回复。' });
    await otherPage.next(isType('message'));
    const { unreadTotal } = await portals.student.api.call(chat.readConversation, { id: IDS.teacher, mpType: 'user' });
    expect(await otherPage.next(isType('read'))).toEqual({ type: 'read', peer: { id: IDS.teacher, mpType: 'user' }, unreadTotal });
  });

  it('pushes an administrator\'s important notice at once to online users; offline ones get it at their next visit', async () => {
    // Whatever was waiting from the seed is claimed first, so what follows is about the new notice only.
    await portals.student.api.call(chat.offlineNoPushMsg, {});
    const teacherBacklog = await portals.teacher.api.call(chat.offlineNoPushMsg, {});
    expect(teacherBacklog.total).toBeGreaterThan(10);
    expect(teacherBacklog.list).toHaveLength(10);
    expect((await portals.teacher.api.call(chat.offlineNoPushMsg, {})).total).toBe(0);

    const student = await connect(portals.student);
    const sent = await portals.admin.api.call(chat.sendNotice, {
      title: '关于今晚图书馆闭馆的紧急通知', content: '因电力检修，图书馆今晚 20:00 闭馆，请同学们合理安排时间。', openWindow: '0,1',
      fromUserName: '图书馆', audience: { kind: 'users', userIds: [IDS.student, IDS.teacher] },
    });
    expect(sent.recipients).toBe(2);
    const pushed = await student.next(isType('notice'));
    expect(pushed.notice).toMatchObject({
      messageId: sent.messageId, fromUserName: '图书馆', fromUserId: IDS.admin, openWindow: '0,1',
      content: '因电力检修，图书馆今晚 20:00 闭馆，请同学们合理安排时间。',
    });
    // The footer toast (SHELL-01) has it too, under the same delivery id.
    const unread = await portals.student.api.call(messages.unreadImportantNotices, {});
    expect(unread.list[0]).toMatchObject({ messageIdWeb: pushed.notice.messageIdWeb, messageId: sent.messageId });

    // The teacher was offline: the notice waits for their next visit, once.
    const later = await portals.teacher.api.call(chat.offlineNoPushMsg, {});
    expect(later.total).toBe(1);
    expect(later.list[0]).toMatchObject({ messageId: sent.messageId, fromUserName: '图书馆' });
    expect((await portals.teacher.api.call(chat.offlineNoPushMsg, {})).total).toBe(0);

    // The student received it live: it is recorded as pushed and not answered again.
    const db = server.context.db;
    await until('the live notice recorded as pushed', async () => (await db.select().from(noticePushes).where(eq(noticePushes.deliveryId, pushed.notice.messageIdWeb))).length > 0);
    expect((await portals.student.api.call(chat.offlineNoPushMsg, {})).total).toBe(0);
  });

  it('sends notices only for an administrator granted the menu, to existing recipients', async () => {
    const request = { title: '测试', content: '内容', audience: { kind: 'all' as const } };
    const refused: unknown = await portals.student.api.call(chat.sendNotice, request, { silent: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('没有访问权限');
    await expect(portals.admin.api.call(chat.sendNotice, { ...request, audience: { kind: 'users', userIds: ['nobody'] } }, { silent: true }))
      .rejects.toMatchObject({ message: '部分接收人不存在，请重新选择' });
    await expect(portals.admin.api.call(chat.sendNotice, { ...request, audience: { kind: 'roles', roleIds: ['no-role'] } }, { silent: true }))
      .rejects.toMatchObject({ message: '角色不存在' });
    // A refused notice is not stored at all.
    const stored = await server.context.db.select({ id: messagesTable.id }).from(messagesTable).where(eq(messagesTable.title, '测试'));
    expect(stored).toEqual([]);
  });

  it('sends a notice to the holders of a role — own or additional — and to everyone', async () => {
    const teachers = await portals.admin.api.call(chat.sendNotice, {
      title: '教师例会', content: '本周五下午教师例会。', audience: { kind: 'roles', roleIds: [TEACHER_ROLE] },
    });
    const delivered = await server.context.db.select({ userId: messageRecipients.userId }).from(messageRecipients)
      .where(eq(messageRecipients.messageId, teachers.messageId));
    // Everyone whose own role is 教师, and the assistant, who holds it besides their own (学生).
    const own = await server.context.db.select({ id: users.id }).from(users).where(eq(users.roleId, TEACHER_ROLE));
    const expected = [...own.map((u) => u.id), ASSISTANT].sort();
    expect(expected).toContain(IDS.teacher);
    expect(delivered.map((d) => d.userId).sort()).toEqual(expected);
    expect(teachers.recipients).toBe(expected.length);

    const everyone = await portals.admin.api.call(chat.sendNotice, { title: '全校通知', content: '元旦放假安排。', audience: { kind: 'all' } });
    const [total] = await server.context.db.select({ n: count() }).from(users).where(eq(users.tenantId, '000000'));
    expect(everyone.recipients).toBe(Number(total?.n));
    expect((await portals.student.api.call(messages.unreadImportantNotices, {})).list[0]?.messageId).toBe(everyone.messageId);
  });

  it('[TOKEN-02] signing out closes the session\'s streams at once and its unused tickets stop working', async () => {
    const portal = await signIn('student', '10.30.1.1');
    const stream = await connect(portal);
    const unused = await portal.api.call(chat.streamTicket, {});
    await portal.api.call(auth.loginOut, {});
    expect(await stream.next(isType('bye'))).toEqual({ type: 'bye', reason: 'session-ended' });
    await stream.ended;
    expect(await openChatStream(server.baseUrl, unused.url)).toMatchObject({ ok: false, status: 401 });
  });

  it('closes streams whose session ended some other way at the next sweep', async () => {
    const portal = await signIn('teacher', '10.30.1.2');
    const revoked = await connect(portal);
    const untouched = await connect(portals.teacher);
    // Revoked outside loginOut, as refresh-token reuse or removeSessionValidTime do.
    const sessionId = sessionOf(portal);
    await server.context.db.update(ssoSessions).set({ endedAt: new Date(server.context.now()), endReason: 'removed' }).where(eq(ssoSessions.id, sessionId));
    await server.app.chatRuntime.sweepSessions();
    expect(await revoked.next(isType('bye'))).toEqual({ type: 'bye', reason: 'session-ended' });
    await revoked.ended;
    expect(untouched.isEnded).toBe(false);
    expect(untouched.events.some((e) => e.type === 'bye')).toBe(false);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user: a new one replaces the oldest`, async () => {
    const streams: ChatStreamClient[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_USER; i += 1) streams.push(await connect(portals.admin));
    expect(await streams[0]?.next(isType('bye'))).toEqual({ type: 'bye', reason: 'replaced' });
    expect(streams.slice(1).every((s) => !s.events.some((e) => e.type === 'bye'))).toBe(true);
    const runtime = server.app.chatRuntime;
    expect(runtime.registry.ofUser('000000', IDS.admin)).toHaveLength(MAX_STREAMS_PER_USER);
  });

  it('forgets a stream whose page went away', async () => {
    const runtime = server.app.chatRuntime;
    const stream = await connect(portals.student);
    const before = runtime.registry.ofUser('000000', IDS.student).length;
    stream.close();
    await until('the closed stream forgotten', () => runtime.registry.ofUser('000000', IDS.student).length !== before);
    expect(runtime.registry.ofUser('000000', IDS.student)).toHaveLength(before - 1);
  });
});
