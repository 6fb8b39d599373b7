// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import type { ImportantNotice } from '../../../../../src/shared/schema/messages';
import { NoticeLayer } from '../../../../../src/portal/features/messages/NoticeLayer';
import { renderPortal, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { isShownModal } from '../../../../support/dialog-shim';
import { messageDetail, notice } from './fixtures';
import { renderInMessages } from './render';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const many = (n: number, over: Partial<ImportantNotice> = {}) => Array.from({ length: n }, (_, i) => notice(i + 1, over));

/** NoticeLayer with a way to unmount and mount it again on the same session (a reload of the shell). */
function Remountable() {
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRound((r) => r + 1)}>重新挂载</button>
      <NoticeLayer key={round} />
    </>
  );
}

function setup(list: ImportantNotice[], total = list.length, extra: Record<string, (input: unknown) => unknown> = {}) {
  return renderInMessages(<Remountable />, {
    handlers: {
      getIsShowMsg: () => ({ isShowMsg: true }),
      unreadImportantNotices: () => ({ total, list }),
      ...extra,
    },
  });
}

async function toast() {
  return screen.findByRole('region', { name: '重要通知' });
}

describe('important-notice footer toast', () => {
  it('[SHELL-01] says how many important notices are unread (the total), showing one notice per page', async () => {
    setup(many(3), 23);
    const region = await toast();
    expect(within(region).getByRole('status').textContent).toBe('您有23条重要通知未读');
    expect(within(region).getByText('发送人：发送人1')).toBeTruthy();
    expect(within(region).getByText('通知内容1')).toBeTruthy();
    expect(within(region).queryByText('通知内容2')).toBeNull();
    expect(region.textContent).toContain('1 / 3');
  });

  it('[SHELL-01] previous/next page through the senders, one at a time, stopping at both ends', async () => {
    setup(many(3));
    const region = await toast();
    const prev = within(region).getByRole('button', { name: '上一条' });
    const next = within(region).getByRole('button', { name: '下一条' });
    expect(prev.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    expect(within(region).getByText('发送人：发送人2')).toBeTruthy();
    expect(within(region).queryByText('发送人：发送人1')).toBeNull();
    expect(region.textContent).toContain('2 / 3');
    fireEvent.click(next);
    expect(within(region).getByText('发送人：发送人3')).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.click(prev);
    expect(within(region).getByText('发送人：发送人2')).toBeTruthy();
  });

  it('[SHELL-01] keeps at most 10 entries', async () => {
    setup(many(12), 40);
    const region = await toast();
    expect(region.textContent).toContain('1 / 10');
    const next = within(region).getByRole('button', { name: '下一条' });
    for (let i = 0; i < 12; i += 1) if (!next.hasAttribute('disabled')) fireEvent.click(next);
    expect(region.textContent).toContain('10 / 10');
    expect(within(region).getByText('发送人：发送人10')).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toBe('您有40条重要通知未读');
  });

  it('[MSG-03] a notice whose content is {title, img} shows its title and a thumbnail; a disallowed img none', async () => {
    setup([
      notice(1, { content: JSON.stringify({ title: '校运会报名开始', img: 'https://img.example.edu.cn/run.png' }) }),
      notice(2, { content: JSON.stringify({ title: '外链图片', img: 'http://plain.example/a.png' }) }),
    ]);
    const region = await toast();
    expect(within(region).getByText('校运会报名开始')).toBeTruthy();
    const thumb = within(region).getByRole('button', { name: '查看大图：校运会报名开始' });
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('https://img.example.edu.cn/run.png');
    fireEvent.click(within(region).getByRole('button', { name: '下一条' }));
    expect(within(region).getByText('外链图片')).toBeTruthy();
    expect(region.querySelector('img')).toBeNull();
  });

  it('is a labelled region that does not take the focus', async () => {
    const before = document.activeElement;
    setup(many(2));
    const region = await toast();
    expect(region.tagName).toBe('SECTION');
    expect(document.activeElement).toBe(before);
  });

  it('shows nothing when getIsShowMsg says the message area is off', async () => {
    const app = renderInMessages(<NoticeLayer />, {
      handlers: { getIsShowMsg: () => ({ isShowMsg: false }), unreadImportantNotices: () => ({ total: 1, list: many(1) }) },
    });
    await waitFor(() => expect(app.blade.calls.some((c) => c.name === 'getIsShowMsg')).toBe(true));
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByRole('region', { name: '重要通知' })).toBeNull();
    expect(app.blade.calls.some((c) => c.name === 'unreadImportantNotices')).toBe(false);
  });

  it('[MSG-01] 查看 opens the notice; a notice without a url goes to its detail page', async () => {
    const app = setup(many(2), 2, { messageHistoryDetail: () => messageDetail({ id: 'm2', url: '' }) });
    const region = await toast();
    fireEvent.click(within(region).getByRole('button', { name: '下一条' }));
    fireEvent.click(within(region).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(app.here()).toBe('/generalDetailsTow?id=m2'));
    expect(app.blade.calls.find((c) => c.name === 'messageHistoryDetail')?.input).toEqual({ id: 'm2' });
  });

  it('refreshes after a message is read: the count and the list follow', async () => {
    let unread = many(3);
    const app = setup([], 0, {
      unreadImportantNotices: () => ({ total: unread.length, list: unread }),
      messageHistoryDetail: () => messageDetail({ url: 'https://jwc.example.edu.cn/1' }),
      readMessage: (input) => {
        unread = unread.filter((n) => n.messageId !== (input as { messageId: string }).messageId);
        return null;
      },
    });
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const region = await toast();
    expect(within(region).getByRole('status').textContent).toBe('您有3条重要通知未读');
    fireEvent.click(within(region).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('您有2条重要通知未读'));
    expect(within(region).getByText('发送人：发送人2')).toBeTruthy();
    expect(app.blade.calls.filter((c) => c.name === 'unreadImportantNotices')).toHaveLength(2);
    // getIsShowMsg is the platform's switch: asked once, not at every refresh.
    expect(app.blade.calls.filter((c) => c.name === 'getIsShowMsg')).toHaveLength(1);
  });

  it('closes, stays closed when the shell mounts again, and comes back for a newer notice', async () => {
    let list = many(2);
    let asked = 0;
    setup([], 0, { unreadImportantNotices: () => { asked += 1; return { total: list.length, list }; } });
    const region = await toast();
    fireEvent.click(within(region).getByRole('button', { name: '关闭重要通知' }));
    expect(screen.queryByRole('region', { name: '重要通知' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新挂载' }));
    // The shell mounted again has asked for the notices and had their answer.
    await waitFor(() => expect(asked).toBe(2));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: '重要通知' })).toBeNull();
    list = [notice(9), ...list];
    fireEvent.click(screen.getByRole('button', { name: '重新挂载' }));
    expect(within(await toast()).getByText('发送人：发送人9')).toBeTruthy();
  });

  /** Unread notices the server keeps: readMessages reads them, as the server does (ADR 026). */
  function serverOf(list: ImportantNotice[]) {
    let unread = list;
    return {
      unreadImportantNotices: () => ({ total: unread.length, list: unread }),
      readMessages: (input: unknown) => {
        const ids = (input as { messageIds: string[] }).messageIds;
        const before = unread.length;
        unread = unread.filter((n) => !ids.includes(n.messageIdWeb));
        return { changed: before - unread.length };
      },
    };
  }

  it("[MSG-03] a '0,1' notice also opens as a dialog; 知道了 reads it on the server and it does not come back", async () => {
    const server = serverOf([notice(1), notice(2, { openWindow: '0,1', content: '今晚 22:00 起全校停电检修' })]);
    const app = setup([], 0, server);
    const dialog = await screen.findByRole('dialog', { name: '重要通知' });
    expect(isShownModal(dialog)).toBe(true);
    expect(within(dialog).getByText('今晚 22:00 起全校停电检修')).toBeTruthy();
    expect(within(dialog).getByText('发送人：发送人2')).toBeTruthy();
    // One notice: no pager.
    expect(within(dialog).queryByRole('button', { name: '下一条' })).toBeNull();
    const dismiss = within(dialog).getByRole('button', { name: '知道了' });
    await waitFor(() => expect(document.activeElement).toBe(dismiss));
    fireEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.blade.calls.find((c) => c.name === 'readMessages')?.input).toEqual({ messageIds: [notice(2).messageIdWeb] });
    // The toast still lists the other one, and counts one.
    await waitFor(async () => expect(within(await toast()).getByRole('status').textContent).toBe('您有1条重要通知未读'));
    // Mounted again (a reload, another tab): it was read, so no dialog.
    fireEvent.click(screen.getByRole('button', { name: '重新挂载' }));
    await toast();
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("[MSG-03] several '0,1' notices come as ONE dialog paged with 上一条/下一条; 查看详情 opens the one shown", async () => {
    const app = setup([notice(1, { openWindow: '0,1' }), notice(2, { openWindow: '0,1' }), notice(3, { openWindow: '0,1' })], 3, {
      messageHistoryDetail: () => messageDetail({ url: '' }),
    });
    const dialog = await screen.findByRole('dialog', { name: '重要通知' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '上一条' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '下一条' }));
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(within(dialog).getByText('发送人：发送人2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '查看详情' }));
    await waitFor(() => expect(app.here()).toBe('/generalDetailsTow?id=m2'));
  });

  it('全部已读 reads every notice of the dialog in one call, and the dialog closes', async () => {
    const list = [notice(1, { openWindow: '0,1' }), notice(2, { openWindow: '0,1' })];
    const app = setup([], 0, serverOf(list));
    const dialog = await screen.findByRole('dialog', { name: '重要通知' });
    fireEvent.click(within(dialog).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.blade.calls.filter((c) => c.name === 'readMessages').map((c) => c.input)).toEqual([
      { messageIds: list.map((n) => n.messageIdWeb) },
    ]);
  });

  it('a failed 知道了 keeps the notice to be read', async () => {
    setup([notice(1, { openWindow: '0,1' })], 1, { readMessages: () => { throw new Error('服务繁忙'); } });
    const dialog = await screen.findByRole('dialog', { name: '重要通知' });
    fireEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: '重要通知' })).getByText('发送人：发送人1')).toBeTruthy());
  });

  it('[SESS-07] gives way to the session-expiry dialog: neither the toast nor a notice dialog stays over it', async () => {
    const app = setup([notice(1), notice(2, { openWindow: '0,1' })]);
    await screen.findByRole('dialog', { name: '重要通知' });
    expect(await toast()).toBeTruthy();
    act(() => { app.services.expiryDialog.open('expired', '登录已失效'); });
    expect(screen.queryByRole('dialog', { name: '重要通知' })).toBeNull();
    expect(screen.queryByRole('region', { name: '重要通知' })).toBeNull();
  });

  it("the '0,1' dialog closes on Esc, leaving the notices unread, and stays closed in this sign-in", async () => {
    const app = setup([notice(1, { openWindow: '0,1' }), notice(2, { openWindow: '0,1' })], 2);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: '重要通知' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.blade.calls.some((c) => c.name === 'readMessages')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '重新挂载' }));
    await toast();
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the toast in the shell', () => {
  const handlers = {
    getIsShowMsg: () => ({ isShowMsg: true }),
    unreadImportantNotices: () => ({ total: 5, list: many(5) }),
  };

  it('[SHELL-01] the signed-in shell shows the toast', async () => {
    renderPortal('/homePage', { signedIn: true, handlers });
    // The shell's chunk loads first (lazy), which takes a moment on a cold start.
    const region = await screen.findByRole('region', { name: '重要通知' }, { timeout: 5000 });
    expect(within(region).getByRole('status').textContent).toBe('您有5条重要通知未读');
  });

  it('not over the configuration studio (where the footer is hidden too)', async () => {
    const app = renderPortal('/userFrameConfig/homePageConfig', { signedIn: true, handlers, meta: { 'sh-admin-entry': '/admin.js' } });
    await screen.findByText('配置中心加载失败');
    expect(screen.queryByRole('region', { name: '重要通知' })).toBeNull();
    expect(app.blade.calls.some((c) => c.name === 'unreadImportantNotices')).toBe(false);
  });
});
