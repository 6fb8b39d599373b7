// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { renderPortal, type Handler, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { homeServer, toolCardView, cardsById, tool } from './fixtures';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

// The signed-in pages are a lazy chunk; loading it once up front keeps the first test inside the default wait.
beforeAll(async () => { await import('../../../../../src/portal/routes/deferred'); }, 30_000);

// jsdom has no window.open; nothing here should open a window, but a card's click must not fail on it.
beforeEach(() => { vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

function renderHome(overrides: Record<string, Handler> = {}) {
  const server = homeServer(overrides);
  const app = renderPortal('/homePage', { signedIn: true, handlers: server.handlers });
  return { ...app, server };
}

/** The cards' region (its cards load one by one after it). */
async function cardsRegion(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: '我的卡片' });
}

/** The card names in the order the page shows them (the region's own heading comes first). */
function shownOrder(region: HTMLElement): string[] {
  return within(region).getAllByRole('heading', { level: 2 }).slice(1).map((h) => h.textContent ?? '');
}

function cardNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function startEditing(): Promise<HTMLElement> {
  // The loading state has a region of the same name; the button comes with the loaded board.
  fireEvent.click(await screen.findByRole('button', { name: '编辑首页' }));
  return cardsRegion();
}

// The whole portal renders around the cards (shell, chat, robot): slow in jsdom on 2 busy cores.
describe('home page layout', () => {
  it("renders the user's cards in their order, each with its own data, under the welcome heading", async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: '您好，王建国' })).toBeTruthy();
    const region = await cardsRegion();
    await waitFor(() => expect(shownOrder(region)).toEqual(['待办事项', '校园新闻', '常用工具']));
    expect(await within(cardNamed('待办事项')).findByText('待办入口')).toBeTruthy();
    expect(await within(cardNamed('校园新闻')).findByText('新闻入口')).toBeTruthy();
    expect(await within(cardNamed('常用工具')).findByText('VPN')).toBeTruthy();
  });

  it('loads each card on its own: a hanging and a failing card do not hide the others', async () => {
    const { blade } = renderHome({
      getCardData: (input) => {
        const id = (input as { cardId: string }).cardId;
        if (id === 'todo') return new Promise(() => undefined);
        if (id === 'news') throw new ApiError(9999, '新闻源暂时不可用');
        return toolCardView(cardsById[id]!, [tool('t-vpn', 'VPN', 1002)]);
      },
    });
    await cardsRegion();
    expect(await within(await screen.findByRole('region', { name: '常用工具' })).findByText('VPN')).toBeTruthy();
    const news = cardNamed('校园新闻');
    expect(await within(news).findByText('卡片加载失败')).toBeTruthy();
    expect(within(news).getByText('新闻源暂时不可用')).toBeTruthy();
    expect(within(cardNamed('待办事项')).queryByText('待办入口')).toBeNull();
    // One data call per card, each silent: the card shows its own error instead of a toast.
    const dataCalls = blade.calls.filter((c) => c.name === 'getCardData');
    expect(dataCalls.map((c) => (c.input as { cardId: string }).cardId).sort()).toEqual(['news', 'todo', 'tools']);
    expect(dataCalls.every((c) => c.options?.silent === true)).toBe(true);
  });

  it('moves a card up and down with the keyboard buttons, saves each order, and keeps focus on the button', async () => {
    const { server } = renderHome();
    const region = await startEditing();
    await waitFor(() => expect(shownOrder(region)).toEqual(['待办事项', '校园新闻', '常用工具']));
    const up = within(region).getByRole('button', { name: '上移：常用工具' });
    up.focus();
    fireEvent.click(up);
    expect(shownOrder(region)).toEqual(['待办事项', '常用工具', '校园新闻']);
    await waitFor(() => expect(server.saves).toEqual([['todo', 'tools', 'news']]));
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: '上移：常用工具' }));
    expect(screen.getByText('已将“常用工具”移到第 2 位')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: '下移：待办事项' }));
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(server.saves[1]).toEqual(['tools', 'todo', 'news']);
    expect(shownOrder(region)).toEqual(['常用工具', '待办事项', '校园新闻']);
    // The ends cannot move further.
    expect((within(region).getByRole('button', { name: '上移：常用工具' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(region).getByRole('button', { name: '下移：校园新闻' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a refused save puts the previous order back and shows the server's message", async () => {
    renderHome({ saveUserApplyCardList: () => { throw new ApiError(9999, '布局保存失败，请稍后再试'); } });
    const region = await startEditing();
    fireEvent.click(await within(region).findByRole('button', { name: '上移：常用工具' }));
    expect(shownOrder(region)).toEqual(['待办事项', '常用工具', '校园新闻']);
    const toast = await screen.findByText('布局保存失败，请稍后再试', { selector: '.sh-toast__text' });
    expect(toast.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(shownOrder(region)).toEqual(['待办事项', '校园新闻', '常用工具']));
    expect(screen.getByText(/保存失败，已恢复为上次保存的顺序/)).toBeTruthy();
  });

  it('changes made while a save is on its way are saved after it, not lost', async () => {
    const pending: (() => void)[] = [];
    const server = homeServer();
    const slowSave: Handler = (input, options) => new Promise((resolve, reject) => {
      pending.push(() => {
        try { resolve(server.handlers.saveUserApplyCardList!(input, options)); } catch (error) { reject(error); }
      });
    });
    renderPortal('/homePage', { signedIn: true, handlers: { ...server.handlers, saveUserApplyCardList: slowSave } });
    const region = await startEditing();
    fireEvent.click(await within(region).findByRole('button', { name: '上移：常用工具' }));
    fireEvent.click(within(region).getByRole('button', { name: '上移：常用工具' }));
    expect(shownOrder(region)).toEqual(['常用工具', '待办事项', '校园新闻']);
    // One save at a time: the second order waits for the first answer.
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!();
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(shownOrder(region)).toEqual(['常用工具', '待办事项', '校园新闻']);
    pending[1]!();
    await waitFor(() => expect(server.layout()).toEqual(['tools', 'todo', 'news']));
    expect(server.saves).toEqual([['todo', 'tools', 'news'], ['tools', 'todo', 'news']]);
    expect(shownOrder(region)).toEqual(['常用工具', '待办事项', '校园新闻']);
  });

  it("removes a card, but a mandatory one has no remove button and says '必选卡片不可移除'", async () => {
    const { server } = renderHome();
    const region = await startEditing();
    const todo = within(region).getByRole('region', { name: '待办事项' });
    expect(within(todo).queryByRole('button', { name: /移除/ })).toBeNull();
    expect(within(todo).getByText('必选卡片不可移除')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: '移除：校园新闻' }));
    await waitFor(() => expect(server.saves).toEqual([['todo', 'tools']]));
    expect(shownOrder(region)).toEqual(['待办事项', '常用工具']);
  });

  it('adds a card from the catalogue, which lists cards by type with introductions, previews and added state', async () => {
    const { server } = renderHome();
    const region = await startEditing();
    fireEvent.click(within(region).getByRole('button', { name: '添加卡片' }));
    const dialog = await screen.findByRole('dialog', { name: '添加卡片' });
    const work = await within(dialog).findByRole('region', { name: '办事服务' });
    expect(within(dialog).getByRole('region', { name: '信息资讯' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: '空类型' })).toBeNull();
    expect(within(work).getByText('我的收藏的简介')).toBeTruthy();
    expect(within(work).getByText('必选')).toBeTruthy();
    expect(within(work).getAllByRole('button', { name: '已添加' })).toHaveLength(2);

    fireEvent.click(within(work).getByRole('button', { name: '添加：我的收藏' }));
    await waitFor(() => expect(server.saves).toEqual([['todo', 'news', 'tools', 'favs']]));
    expect(within(work).getAllByRole('button', { name: '已添加' })).toHaveLength(3);
    expect(shownOrder(region)).toEqual(['待办事项', '校园新闻', '常用工具', '我的收藏']);

    fireEvent.click(within(dialog).getByRole('button', { name: '预览：推荐服务' }));
    expect(await screen.findByRole('dialog', { name: '推荐服务-预览' })).toBeTruthy();
  });

  it('resets to the role default only after the confirmation', async () => {
    const { server, blade } = renderHome();
    const region = await startEditing();
    fireEvent.click(within(region).getByRole('button', { name: '移除：校园新闻' }));
    await waitFor(() => expect(shownOrder(region)).toEqual(['待办事项', '常用工具']));

    fireEvent.click(within(region).getByRole('button', { name: '恢复默认' }));
    let confirm = await screen.findByRole('dialog', { name: '恢复默认布局' });
    expect(confirm.textContent).toContain('将恢复为您所在角色的默认卡片布局');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(blade.calls.some((c) => c.name === 'resetUserApplyCardList')).toBe(false);

    fireEvent.click(within(region).getByRole('button', { name: '恢复默认' }));
    confirm = await screen.findByRole('dialog', { name: '恢复默认布局' });
    const yes = within(confirm).getByRole('button', { name: '确定恢复' });
    fireEvent.click(yes);
    // SHELL-09: the confirm button is guarded against a second click.
    expect((yes as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(shownOrder(region)).toEqual(['待办事项', '校园新闻', '常用工具']));
    expect(blade.calls.filter((c) => c.name === 'resetUserApplyCardList')).toHaveLength(1);
    expect(server.layout()).toEqual(['todo', 'news', 'tools']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ends edit mode with 完成, keeping focus on the same button', async () => {
    renderHome();
    const region = await startEditing();
    const done = within(region).getByRole('button', { name: '完成' });
    expect(within(region).getAllByRole('button', { name: /^拖动排序：/ })).toHaveLength(3);
    done.focus();
    fireEvent.click(done);
    expect(document.activeElement?.textContent).toBe('编辑首页');
    expect(within(region).queryByRole('button', { name: /^拖动排序：/ })).toBeNull();
  });
});

describe('drag and drop by keyboard (dnd-kit)', () => {
  it('picks a card up with Space on its handle, moves it with ↓, drops it with Space, announcing each step in Chinese', async () => {
    // jsdom lays nothing out: give each card's list item a place in one column, 300 px apart, as a phone would.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[data-card-id]');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 300;
      return { x: 0, y: top, top, left: 0, right: 500, bottom: top + 280, width: 500, height: 280, toJSON: () => ({}) } as DOMRect;
    });
    const { server } = renderHome();
    const region = await startEditing();
    const handle = within(region).getByRole('button', { name: '拖动排序：待办事项' });
    expect(handle.getAttribute('aria-roledescription')).toBe('可排序的卡片');
    // dnd-kit mounts its hidden instructions after an effect: wait for them rather than read them at once.
    await waitFor(() => {
      const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
      expect(instructions?.textContent).toContain('按空格键或回车键拿起卡片');
    });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('已拿起卡片“待办事项”，当前在第 1 位，共 3 张。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    expect(await screen.findByText('卡片“待办事项”移到了第 2 位。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(server.saves).toEqual([['news', 'todo', 'tools']]));
    expect(shownOrder(region)).toEqual(['校园新闻', '待办事项', '常用工具']);
    expect(await screen.findByText('卡片“待办事项”已放在第 2 位。')).toBeTruthy();
  });
});
