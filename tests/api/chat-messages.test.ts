import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers } from '../../src/server/db/schema/chat';
import { sensitiveWordHits } from '../../src/server/db/schema/ratings';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { chat } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { isPinnedChat, PINNED_CHAT_ID, sortChatFriends } from '../../src/shared/rules/chat-order';
import type { ChatFriend, ChatMessage } from '../../src/shared/schema/chat';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const IDS = { admin: '1123598821738675201', teacher: '1123598821738675202', student: '1123598821738675203' } as const;
const PASSWORDS = { admin: 'Admin@123', teacher: 'Teacher@123', student: 'Student@123', assistant: 'Assistant@123' } as const;
type Account = keyof typeof PASSWORDS;

/** A 1×1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const byId = (friends: ChatFriend[], id: string) => friends.find((f) => f.id === id);

describe.each(testDatabases())('instant messages on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Account, TestPortal>;
  const mpList = (who: Account) => portals[who].api.call(chat.getMpList, {});
  const sendText = (from: Account, to: string, content: string) =>
    portals[from].api.call(chat.sendChatMessage, { toId: to, mpType: 'user', type: 'text', content }, { silent: true });

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const [i, account] of (Object.keys(PASSWORDS) as Account[]).entries()) {
      portals[account] = createTestPortal(server, { ip: `10.20.0.${i + 1}` });
      await portals[account].signIn(account, PASSWORDS[account]);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[CHAT-01] getMpList lists pinned friends first — 30001 always — each group by most recent message', async () => {
    const friends = await mpList('student');
    expect(friends).toEqual(sortChatFriends(friends));
    // The seed: the student pinned the teacher; 30001 is pinned by the rule; the rest by their last message.
    expect(friends.map((f) => f.id)).toEqual([PINNED_CHAT_ID, IDS.teacher, '30002', '30003', '30004']);
    expect(friends.slice(0, 2).every(isPinnedChat)).toBe(true);
    expect(friends.slice(2).some(isPinnedChat)).toBe(false);
    expect(byId(friends, PINNED_CHAT_ID)).toMatchObject({ mpType: 'mp', name: '校园服务号', openTopChatTime: '' });
    expect(byId(friends, IDS.teacher)).toMatchObject({ mpType: 'user', name: '王建国', lastMessageType: 'text' });
    expect(byId(friends, IDS.teacher)?.openTopChatTime).not.toBe('');
    const times = friends.slice(2).map((f) => Date.parse(f.timeSend));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(friends.filter((f) => f.mpType === 'mp').every((f) => f.avatar.startsWith('/api/files/'))).toBe(true);
  });

  it('[CHAT-01] the always-pinned 30001 heads the list of a user who has no conversation yet', async () => {
    const friends = await mpList('assistant');
    expect(friends).toEqual([expect.objectContaining({ id: PINNED_CHAT_ID, mpType: 'mp', lastMessage: '', timeSend: '', unreadCount: 0 })]);
  });

  it('counts unread messages per friend, as the seed left them', async () => {
    const friends = await mpList('student');
    expect(Object.fromEntries(friends.map((f) => [f.id, f.unreadCount]))).toEqual({
      [PINNED_CHAT_ID]: 1, [IDS.teacher]: 2, '30002': 1, '30003': 1, '30004': 1,
    });
    // The teacher read everything the student wrote.
    expect(byId(await mpList('teacher'), IDS.student)?.unreadCount).toBe(0);
  });

  it('a sent message raises the recipient\'s unread count, not the sender\'s, and moves the conversation up', async () => {
    const before = byId(await mpList('teacher'), IDS.student)?.unreadCount ?? -1;
    const sent = await sendText('student', IDS.teacher, '王老师，周四下午我会准时到。');
    expect(sent.message).toMatchObject({ senderId: IDS.student, senderType: 'user', type: 'text', content: '王老师，周四下午我会准时到。' });
    expect(sent.friend).toMatchObject({ id: IDS.teacher, mpType: 'user', lastMessage: '王老师，周四下午我会准时到。', timeSend: sent.message.timeSend });
    await sendText('student', IDS.teacher, '谢谢老师！');
    const teacherSide = byId(await mpList('teacher'), IDS.student);
    expect(teacherSide?.unreadCount).toBe(before + 2);
    expect(teacherSide?.lastMessage).toBe('谢谢老师！');
    expect(byId(await mpList('student'), IDS.teacher)?.unreadCount).toBe(2);
  });

  it('readMessage marks one conversation read for the caller only and answers their unread total', async () => {
    const { unreadTotal } = await portals.student.api.call(chat.readConversation, { id: IDS.teacher, mpType: 'user' });
    const friends = await mpList('student');
    expect(byId(friends, IDS.teacher)?.unreadCount).toBe(0);
    expect(unreadTotal).toBe(friends.reduce((n, f) => n + f.unreadCount, 0));
    expect(unreadTotal).toBe(4);
    // The other side's count is untouched.
    expect(byId(await mpList('teacher'), IDS.student)?.unreadCount).toBeGreaterThan(0);
    await portals.student.api.call(chat.readConversation, { id: PINNED_CHAT_ID, mpType: 'mp' });
    expect(byId(await mpList('student'), PINNED_CHAT_ID)?.unreadCount).toBe(0);
  });

  it('pages history backwards by cursor: oldest first in each page, no gaps, no repeats, the same for both sides', async () => {
    for (let i = 1; i <= 7; i += 1) await sendText(i % 2 === 0 ? 'student' : 'teacher', i % 2 === 0 ? IDS.teacher : IDS.student, `分页测试 ${i}`);
    const readAll = async (who: 'student' | 'teacher', peer: string) => {
      const pages: ChatMessage[][] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await portals[who].api.call(chat.chatHistory, { id: peer, mpType: 'user', size: 3, ...(cursor ? { cursor } : {}) });
        pages.unshift(page.records);
        if (page.nextCursor === '') break;
        expect(page.records).toHaveLength(3);
        cursor = page.nextCursor;
      }
      return pages.flat();
    };
    const all = await readAll('student', IDS.teacher);
    // 5 seeded, 2 from the earlier test, 7 now.
    expect(all).toHaveLength(14);
    expect(new Set(all.map((m) => m.id)).size).toBe(14);
    const seqs = all.map((m) => Number(m.cursor));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(all.slice(-7).map((m) => m.content)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `分页测试 ${i}`));
    expect(all[0]?.content).toContain('我是计科2023级的李明轩');
    expect((await readAll('teacher', IDS.student)).map((m) => m.id)).toEqual(all.map((m) => m.id));

    const newest = await portals.student.api.call(chat.chatHistory, { id: IDS.teacher, mpType: 'user' });
    expect(newest.records.map((m) => m.id)).toEqual(all.slice(-14).slice(-20).map((m) => m.id));
    expect(newest.nextCursor).toBe('');
  });

  it('never answers another user\'s messages: history, read marks and pins only reach the caller\'s own conversations', async () => {
    // The admin has no conversation with the teacher: asking for "theirs" reads as empty, not as the student's.
    expect(await portals.admin.api.call(chat.chatHistory, { id: IDS.teacher, mpType: 'user' })).toEqual({ records: [], nextCursor: '' });
    expect(await portals.admin.api.call(chat.chatHistory, { id: IDS.student, mpType: 'user' })).toEqual({ records: [], nextCursor: '' });
    // Each user's conversation with 30001 is their own.
    const adminsOwn = await portals.admin.api.call(chat.chatHistory, { id: PINNED_CHAT_ID, mpType: 'mp' });
    const studentsOwn = await portals.student.api.call(chat.chatHistory, { id: PINNED_CHAT_ID, mpType: 'mp' });
    expect(adminsOwn.records.length).toBeGreaterThan(0);
    expect(adminsOwn.records.some((m) => studentsOwn.records.some((s) => s.id === m.id))).toBe(false);
    expect(adminsOwn.records.some((m) => m.content.includes('在读证明'))).toBe(false);

    const teacherUnread = byId(await mpList('teacher'), IDS.student)?.unreadCount;
    await portals.admin.api.call(chat.readConversation, { id: IDS.student, mpType: 'user' });
    expect(byId(await mpList('teacher'), IDS.student)?.unreadCount).toBe(teacherUnread);
    expect((await refused(portals.admin.api.call(chat.topChat, { id: IDS.student, mpType: 'user', top: true }, { silent: true }))).message).toBe('会话不存在');
    expect((await mpList('admin')).some((f) => f.id === IDS.student || f.id === IDS.teacher)).toBe(false);
  });

  it('[CHAT-01] pinning moves a conversation into the pinned group; unpinning takes it out; 30001 stays pinned', async () => {
    const pinned = await portals.student.api.call(chat.topChat, { id: '30004', mpType: 'mp', top: true });
    expect(Date.parse(pinned.openTopChatTime)).not.toBeNaN();
    let friends = await mpList('student');
    expect(friends.findIndex((f) => f.id === '30004')).toBeLessThan(3);
    expect(friends.slice(0, 3).every(isPinnedChat)).toBe(true);
    expect(await portals.student.api.call(chat.topChat, { id: '30004', mpType: 'mp', top: false })).toEqual({ openTopChatTime: '' });
    expect(await portals.student.api.call(chat.topChat, { id: PINNED_CHAT_ID, mpType: 'mp', top: false })).toEqual({ openTopChatTime: '' });
    friends = await mpList('student');
    expect(friends[0]?.id === PINNED_CHAT_ID || friends[1]?.id === PINNED_CHAT_ID).toBe(true);
    expect(isPinnedChat(byId(friends, '30004') ?? { id: '', openTopChatTime: '' })).toBe(false);
  });

  it('sends an image: checked as a real image, stored as a file, answered as its URL', async () => {
    const sent = await portals.teacher.api.call(chat.sendChatMessage, {
      toId: IDS.student, mpType: 'user', type: 'image', image: { fileName: '../../实验结果.png', mime: 'image/png', data: PNG_1X1 },
    });
    expect(sent.message.type).toBe('image');
    expect(sent.message.content).toMatch(/^\/api\/files\/[A-Za-z0-9]{32}$/);
    expect(sent.friend).toMatchObject({ lastMessage: '', lastMessageType: 'image' });
    const file = await fetch(`${server.baseUrl}${sent.message.content}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(PNG_1X1);
    expect(byId(await mpList('student'), IDS.teacher)?.lastMessageType).toBe('image');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const fake = await refused(portals.teacher.api.call(chat.sendChatMessage, {
      toId: IDS.student, mpType: 'user', type: 'image', image: { fileName: 'x.png', mime: 'image/png', data: svg },
    }, { silent: true }));
    expect(fake.message).toBe('图片无效：只支持 PNG、JPEG、GIF、WebP 格式');
    const notBase64 = await refused(portals.teacher.api.call(chat.sendChatMessage, {
      toId: IDS.student, mpType: 'user', type: 'image', image: { fileName: 'x.png', mime: 'image/png', data: 'not base64!' },
    }, { silent: true }));
    expect(notBase64.message).toBe('图片无效：只支持 PNG、JPEG、GIF、WebP 格式');
  });

  it('[SHELL-10] refuses a message with a listed word, records the attempt, and sends nothing', async () => {
    const before = (await portals.teacher.api.call(chat.chatHistory, { id: IDS.student, mpType: 'user', size: 1 })).records[0]?.id;
    const error = await refused(sendText('student', IDS.teacher, '有人找我代考，老师怎么看'));
    expect(error.status).toBe(9009);
    expect(error.message).toBe('您的评论包含敏感词“代考”，已触发安全策略并被记录，请修改后重新提交');
    const hits = await server.context.db.select().from(sensitiveWordHits)
      .where(and(eq(sensitiveWordHits.userId, IDS.student), eq(sensitiveWordHits.source, 'chat')));
    expect(hits.map((h) => h.word)).toContain('代考');
    expect((await portals.teacher.api.call(chat.chatHistory, { id: IDS.student, mpType: 'user', size: 1 })).records[0]?.id).toBe(before);
  });

  it('refuses messages to an official account, to oneself, to an unknown user, and empty or overlong text', async () => {
    const mp = await refused(portals.student.api.call(chat.sendChatMessage, { toId: PINNED_CHAT_ID, mpType: 'mp', type: 'text', content: '你好' }, { silent: true }));
    expect(mp.message).toBe('公众号暂不支持回复消息');
    expect((await refused(sendText('student', IDS.student, '自言自语'))).message).toBe('不能给自己发送消息');
    expect((await refused(sendText('student', 'no-such-user', '在吗'))).message).toBe('联系人不存在');
    expect((await refused(sendText('student', IDS.teacher, '   '))).message).toContain('请输入消息内容');
    expect((await refused(sendText('student', IDS.teacher, '长'.repeat(2001)))).message).toContain('消息不能超过 2000 个字符');
  });

  it('searchContacts finds people of the school by name or account start, never the caller', async () => {
    const byName = await portals.student.api.call(chat.searchContacts, { keyword: '王建' });
    expect(byName).toEqual([{ id: IDS.teacher, name: '王建国', deptName: '计算机科学与技术学院', avatar: '' }]);
    expect((await portals.student.api.call(chat.searchContacts, { keyword: 'teach' })).map((c) => c.id)).toContain(IDS.teacher);
    expect((await portals.student.api.call(chat.searchContacts, { keyword: 'stud' })).map((c) => c.id)).not.toContain(IDS.student);
    // LIKE wildcards match themselves.
    expect(await portals.student.api.call(chat.searchContacts, { keyword: '%' })).toEqual([]);
  });

  it('a first message creates the conversation on both sides', async () => {
    await sendText('assistant', IDS.teacher, '王老师好，我是实验课助教陈思远。');
    const assistantId = (await server.context.db.select({ userId: chatMembers.userId }).from(chatMembers)
      .where(and(eq(chatMembers.tenantId, DEMO_TENANT_ID), eq(chatMembers.peerId, IDS.teacher))))
      .map((r) => r.userId).find((id) => !Object.values(IDS).includes(id as never));
    expect(assistantId).toBeDefined();
    expect(byId(await mpList('teacher'), assistantId ?? '')).toMatchObject({ name: '陈思远', unreadCount: 1, lastMessage: '王老师好，我是实验课助教陈思远。' });
    expect((await mpList('assistant')).map((f) => f.id)).toEqual([PINNED_CHAT_ID, IDS.teacher]);
  });
});
