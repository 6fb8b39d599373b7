// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { ChatFriend, ChatMessage } from '../../../../../src/shared/schema/chat';
import { logout } from '../../../../../src/portal/app/sign-out';
import { renderPortal, SESSION_KEYS, type Handler, type RecordedCall, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { FakeEventSource } from './fake-stream';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

const friend = (id: string, over: Partial<ChatFriend> = {}): ChatFriend => ({
  id, mpType: 'user', name: `用户${id}`, avatar: '', lastMessage: `来自${id}`, lastMessageType: 'text',
  timeSend: '', openTopChatTime: '', unreadCount: 0, ...over,
});

// Deliberately not in CHAT-01's order: the page sorts with the shared rule.
const friends: ChatFriend[] = [
  friend('c', { timeSend: '2026-11-18T08:00:00Z' }),
  friend('b', { timeSend: '2026-11-20T08:00:00Z', unreadCount: 2 }),
  friend('30001', { mpType: 'mp', name: '校园服务号', lastMessage: '', lastMessageType: '' }),
  friend('a', { timeSend: '2026-11-19T08:00:00Z', openTopChatTime: '2026-11-01T00:00:00Z' }),
];

const message = (n: number, senderId: string): ChatMessage => ({
  id: `m${n}`, cursor: String(n), senderId, senderType: 'user', type: 'text', content: `第${n}条`,
  timeSend: `2026-11-20T08:0${n}:00Z`,
});

function ospHandlers(over: Record<string, Handler> = {}): Record<string, Handler> {
  let tickets = 0;
  return {
    getMpList: () => friends,
    streamTicket: () => {
      tickets += 1;
      return { ticket: `T${tickets}`, expiresIn: 60, url: `/api/chat/stream?ticket=T${tickets}` };
    },
    offlineNoPushMsg: () => ({ total: 0, list: [] }),
    readConversation: () => ({ unreadTotal: 0 }),
    chatHistory: (input) => {
      const { cursor } = input as { cursor?: string };
      return cursor === '3'
        ? { records: [message(1, 'b'), message(2, 'u-teacher')], nextCursor: '' }
        : { records: [message(3, 'b'), message(4, 'u-teacher')], nextCursor: '3' };
    },
    ...over,
  };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The harness's osp double records its calls. */
const ospCalls = (app: ReturnType<typeof renderPortal>): RecordedCall[] => (app.services.osp as unknown as { calls: RecordedCall[] }).calls;

const launcher = () => screen.getByRole('button', { name: /^消息/ });

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: /^消息/ }));
  return screen.findByRole('dialog', { name: '消息' });
}

function friendOrder(dialog: HTMLElement): string[] {
  const list = within(dialog).getByRole('list', { name: '会话列表' });
  return Array.from(list.querySelectorAll('li')).map((li) => li.getAttribute('data-friend-id') ?? '');
}

async function ready() {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  FakeEventSource.latest().push({ type: 'ready', heartbeatMs: 25_000, serverTime: '2026-11-21T08:00:00Z' });
}

describe('instant messages in the portal', () => {
  it("[CHAT-01] lists pinned friends first ('30001' always), then the most recent, and re-sorts on a live message", async () => {
    renderPortal('/homePage', { signedIn: true, ospHandlers: ospHandlers() });
    await ready();
    const dialog = await openDrawer();
    await waitFor(() => expect(friendOrder(dialog)).toEqual(['a', '30001', 'b', 'c']));
    // '30001' stays pinned: it offers no 取消置顶; a pinned friend does, an unpinned one offers 置顶.
    expect(within(dialog).getByRole('button', { name: '取消置顶与用户a的会话' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /与校园服务号的会话/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '置顶与用户c的会话' })).toBeTruthy();

    FakeEventSource.latest().push({
      type: 'message', peer: { id: 'c', mpType: 'user', name: '用户c', avatar: '' },
      message: { ...message(9, 'c'), content: '新消息', timeSend: '2026-11-21T09:00:00Z' },
    });
    expect(friendOrder(dialog)).toEqual(['a', '30001', 'c', 'b']);
    expect(within(dialog).getByText('新消息')).toBeTruthy();
  });

  it('moves the unread badge on a stream event with the drawer closed, and hands notices to the toast once', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true,
      ospHandlers: ospHandlers({
        offlineNoPushMsg: () => ({
          total: 1,
          list: [{ messageIdWeb: 'n1', messageId: 'N1', fromUserName: '教务处', fromUserId: 'x', content: '停课通知', openWindow: '1', offlineNoPushMsg: 1, createTime: '2026-11-21T07:00:00Z' }],
        }),
      }),
    });
    const noticed = vi.fn();
    app.services.events.on('importantNoticeArrived', noticed);
    await ready();
    await waitFor(() => expect(launcher().getAttribute('aria-label')).toBe('消息，2 条未读'));
    expect(screen.getByTestId('chat-unread-badge').textContent).toBe('2');

    FakeEventSource.latest().push({
      type: 'message', peer: { id: 'b', mpType: 'user', name: '用户b', avatar: '' }, message: message(7, 'b'),
    });
    expect(launcher().getAttribute('aria-label')).toBe('消息，3 条未读');
    // The same message again (another path, a replay) is not counted twice.
    FakeEventSource.latest().push({
      type: 'message', peer: { id: 'b', mpType: 'user', name: '用户b', avatar: '' }, message: message(7, 'b'),
    });
    expect(launcher().getAttribute('aria-label')).toBe('消息，3 条未读');
    // Read on another page.
    FakeEventSource.latest().push({ type: 'read', peer: { id: 'b', mpType: 'user' }, unreadTotal: 0 });
    expect(launcher().getAttribute('aria-label')).toBe('消息');

    // offlineNoPushMsg once at connect; the same notice pushed live again is not a second arrival.
    await waitFor(() => expect(noticed).toHaveBeenCalledTimes(1));
    expect(ospCalls(app).filter((c) => c.name === 'offlineNoPushMsg')).toHaveLength(1);
    FakeEventSource.latest().push({
      type: 'notice',
      notice: { messageIdWeb: 'n1', messageId: 'N1', fromUserName: '教务处', fromUserId: 'x', content: '停课通知', openWindow: '1', offlineNoPushMsg: 1, createTime: '2026-11-21T07:00:00Z' },
    });
    expect(noticed).toHaveBeenCalledTimes(1);
  });

  it('pages history backwards by cursor, keeping the order, and marks the conversation read when opened', async () => {
    const app = renderPortal('/homePage', { signedIn: true, ospHandlers: ospHandlers() });
    await ready();
    const dialog = await openDrawer();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^用户b/ }));
    const log = await within(dialog).findByRole('log', { name: '与用户b的消息' });
    await waitFor(() => expect(within(log).getAllByRole('listitem').map((li) => li.getAttribute('data-message-id'))).toEqual(['m3', 'm4']));
    expect(ospCalls(app).filter((c) => c.name === 'readConversation').map((c) => c.input)).toEqual([{ id: 'b', mpType: 'user' }]);
    expect(launcher().getAttribute('aria-label')).toBe('消息');

    fireEvent.click(within(dialog).getByRole('button', { name: '加载更早的消息' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem').map((li) => li.getAttribute('data-message-id'))).toEqual(['m1', 'm2', 'm3', 'm4']));
    expect(ospCalls(app).filter((c) => c.name === 'chatHistory').map((c) => c.input)).toEqual([
      { id: 'b', mpType: 'user', size: 20 },
      { id: 'b', mpType: 'user', cursor: '3', size: 20 },
    ]);
    expect(within(dialog).getByText('没有更早的消息了')).toBeTruthy();

    // A live message in the open conversation shows at once and is read, not counted.
    FakeEventSource.latest().push({ type: 'message', peer: { id: 'b', mpType: 'user', name: '用户b', avatar: '' }, message: message(8, 'b') });
    expect(within(log).getAllByRole('listitem').map((li) => li.getAttribute('data-message-id'))).toEqual(['m1', 'm2', 'm3', 'm4', 'm8']);
    expect(launcher().getAttribute('aria-label')).toBe('消息');
    // Text is text: markup in a message is shown, never run.
    FakeEventSource.latest().push({
      type: 'message', peer: { id: 'b', mpType: 'user', name: '用户b', avatar: '' },
      message: { ...message(9, 'b'), content: '<img src=x onerror=alert(1)>' },
    });
    expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(log.querySelector('img')).toBeNull();
  });

  it('sends text on Enter, and Shift+Enter does not send', async () => {
    const sent: unknown[] = [];
    const app = renderPortal('/homePage', {
      signedIn: true,
      ospHandlers: ospHandlers({
        sendChatMessage: (input) => {
          sent.push(input);
          const m = { ...message(5, 'u-teacher'), content: (input as { content: string }).content };
          return { message: m, friend: friend('b', { lastMessage: m.content, timeSend: '2026-11-21T10:00:00Z' }) };
        },
      }),
    });
    await ready();
    const dialog = await openDrawer();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^用户b/ }));
    const box = await within(dialog).findByRole('textbox', { name: '输入消息' });
    fireEvent.change(box, { target: { value: '你好' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual([{ toId: 'b', mpType: 'user', type: 'text', content: '你好' }]));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const log = within(dialog).getByRole('log');
    await waitFor(() => expect(within(log).getByText('你好')).toBeTruthy());
    expect(ospCalls(app).find((c) => c.name === 'sendChatMessage')?.options).toMatchObject({ silent: true });
  });

  it('[SHELL-10] a sensitive word shows the dialog and keeps the draft', async () => {
    renderPortal('/homePage', {
      signedIn: true,
      ospHandlers: ospHandlers({
        sendChatMessage: () => { throw new ApiError(9009, '您的评论包含敏感词“作弊”，已触发安全策略并被记录，请修改后重新提交'); },
      }),
    });
    await ready();
    const dialog = await openDrawer();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^用户b/ }));
    const box = await within(dialog).findByRole('textbox', { name: '输入消息' });
    fireEvent.change(box, { target: { value: '帮我作弊' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    const refusal = await screen.findByRole('dialog', { name: '评论包含敏感词' });
    expect(within(refusal).getByText(/作弊/)).toBeTruthy();
    fireEvent.click(within(refusal).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '评论包含敏感词' })).toBeNull());
    expect((within(dialog).getByRole('textbox', { name: '输入消息' }) as HTMLTextAreaElement).value).toBe('帮我作弊');
  });

  it('[TOKEN-02] sign-out clears the chat record and closes the stream', async () => {
    const app = renderPortal('/homePage', { signedIn: true, ospHandlers: ospHandlers() });
    await ready();
    await waitFor(() => expect(app.store.get(SESSION_KEYS.chatRecord)).not.toBeNull());
    const stream = FakeEventSource.latest();
    expect(stream.closed).toBe(false);
    await act(async () => { await logout(app.services, () => undefined); });
    expect(stream.closed).toBe(true);
    expect(app.store.get(SESSION_KEYS.chatRecord)).toBeNull();
    // Nothing reopens for the visitor, once what the sign-out set off has run (React's work and the next task).
    await act(async () => { await new Promise((resolve) => setImmediate(resolve)); });
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reconnects with a fresh ticket after a stream error and reloads the list', async () => {
    const app = renderPortal('/homePage', { signedIn: true, ospHandlers: ospHandlers() });
    await ready();
    expect(FakeEventSource.latest().url).toBe('/api/chat/stream?ticket=T1');
    const lists = () => ospCalls(app).filter((c) => c.name === 'getMpList').length;
    await waitFor(() => expect(lists()).toBe(2));
    FakeEventSource.latest().fail();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    // The first pause is 1–1.25 s.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3_000 });
    expect(FakeEventSource.latest().url).toBe('/api/chat/stream?ticket=T2');
    FakeEventSource.latest().push({ type: 'ready', heartbeatMs: 25_000, serverTime: '2026-11-21T08:00:00Z' });
    await waitFor(() => expect(lists()).toBe(3));
    // Notices kept while offline are asked for once per sign-in, not per reconnect.
    expect(ospCalls(app).filter((c) => c.name === 'offlineNoPushMsg')).toHaveLength(1);
  });
});
