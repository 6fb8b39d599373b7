// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { item, leave, page, transcript, wifi } from './page-fixtures';
import { renderDirectory } from './page-harness';

vi.mock('../../../../../src/portal/features/service-detail', async () => ({
  ServiceDetailDialog: (await import('./page-doubles')).ServiceDetailDialogDouble,
}));
vi.mock('../../../../../src/portal/features/favourites', async () => ({
  FavouritesPanel: (await import('./page-doubles')).FavouritesPanelDouble,
}));
vi.mock('../../../../../src/portal/features/guides', async () => ({
  ServiceGuideView: (await import('./page-doubles')).ServiceGuideViewDouble,
}));

// A loaded machine runs these page tests slower than the default five seconds allow.
vi.setConfig({ testTimeout: 20_000 });

let open: MockInstance<typeof window.open>;
beforeEach(() => { open = vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

/** The card (article) of a service, found by its name. */
async function card(name: string): Promise<HTMLElement> {
  const nameButton = await screen.findByRole('button', { name: `查看详情：${name}` });
  return nameButton.closest('article')!;
}

function star(cardElement: HTMLElement): HTMLElement {
  return within(cardElement).getByRole('button', { name: /^(收藏|取消收藏)：/ });
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('service cards', () => {
  it('show the icon tile, name, department, rating with its count and visits', async () => {
    renderDirectory('/serviceHall');
    const leaveCard = await card('请假申请');
    expect(within(leaveCard).getByRole('heading', { level: 3 }).textContent).toBe('请假申请');
    expect(within(leaveCard).getByText('学生工作部')).toBeTruthy();
    expect(within(leaveCard).getByRole('img', { name: '评分 4.5 分（满分 5 分），12 人评价' })).toBeTruthy();
    expect(within(leaveCard).getByText('访问 120')).toBeTruthy();
    expect(within(leaveCard).getByText('请').getAttribute('aria-hidden')).toBe('true');
    expect(within(await card('成绩单打印')).getByText('暂无评分')).toBeTruthy();
  });

  it('[OPEN-05] tag OFFLINE services 线下办理 and every other one 线上办理', async () => {
    renderDirectory('/serviceHall', {
      blade: { serverCenterPage: () => page([transcript, leave, item('s-x', '未标注', { processType: '' })]) },
    });
    expect(within(await card('成绩单打印')).getByText('线下办理')).toBeTruthy();
    expect(within(await card('请假申请')).getByText('线上办理')).toBeTruthy();
    expect(within(await card('未标注')).getByText('线上办理')).toBeTruthy();
  });

  it("[CARD-09] shows 'NEW' on a service released within the last 24 hours only", async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    renderDirectory('/serviceHall', {
      blade: {
        serverCenterPage: () => page([
          item('s-fresh', '新上线服务', { releaseTime: hoursAgo(3) }),
          item('s-day', '昨天上线服务', { releaseTime: hoursAgo(23.5) }),
          item('s-old', '早先上线服务', { releaseTime: hoursAgo(25) }),
        ]),
      },
    });
    expect(within(await card('新上线服务')).getByText('NEW')).toBeTruthy();
    expect(within(await card('昨天上线服务')).getByText('NEW')).toBeTruthy();
    expect(within(await card('早先上线服务')).queryByText('NEW')).toBeNull();
  });

  it('[OPEN-01] 办理 opens the service by its openWay and logs the click (OPEN-03)', async () => {
    const app = renderDirectory('/serviceHall', {
      blade: {
        serverCenterPage: () => page([
          item('s-tab', '新标签服务', { openWay: 1003, serviceUrl: 'https://ehall.example.edu.cn/tab' }),
          item('s-frame', '页内服务', { openWay: 1001, serviceUrl: 'https://ehall.example.edu.cn/frame' }),
        ]),
      },
    });
    fireEvent.click(within(await card('新标签服务')).getByRole('button', { name: '办理：新标签服务' }));
    expect(open).toHaveBeenCalledWith('https://ehall.example.edu.cn/tab', '_blank', 'noopener');
    await waitFor(() => expect(app.inputs('clickService')).toEqual([{ serviceId: 's-tab' }]));
    // 办理 does not open the details as well.
    expect(screen.queryByRole('dialog', { name: '详情 s-tab' })).toBeNull();

    fireEvent.click(within(await card('页内服务')).getByRole('button', { name: '办理：页内服务' }));
    const dialog = await screen.findByRole('dialog', { name: '页内服务' });
    expect((await within(dialog).findByTitle('页内服务（服务页面）')).getAttribute('src')).toBe('https://ehall.example.edu.cn/frame');
  });

  it('[SHELL-09] a second click on 办理 within 800 ms opens nothing more', async () => {
    renderDirectory('/serviceHall');
    const button = within(await card('请假申请')).getByRole('button', { name: '办理：请假申请' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it("a click on the card or its name opens the details; the card's own buttons do not", async () => {
    renderDirectory('/serviceHall');
    const leaveCard = await card('请假申请');
    fireEvent.click(within(leaveCard).getByText('学生工作部'));
    const dialog = await screen.findByRole('dialog', { name: '详情 s-leave' });
    expect(within(dialog).getByText('用户详情')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭详情' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const nameButton = within(leaveCard).getByRole('button', { name: '查看详情：请假申请' });
    nameButton.focus();
    fireEvent.click(nameButton);
    expect(await screen.findByRole('dialog', { name: '详情 s-leave' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭详情' }));

    fireEvent.click(star(leaveCard));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('favourites', () => {
  it('collects at once and keeps it when the server agrees', async () => {
    const answer = deferred<{ serviceId: string; collected: boolean }>();
    const app = renderDirectory('/serviceHall', { blade: { collect: () => answer.promise } });
    const leaveCard = await card('请假申请');
    expect(star(leaveCard).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star(leaveCard));
    // Optimistic: the star is on before the server answers.
    expect(star(leaveCard).getAttribute('aria-pressed')).toBe('true');
    expect(star(leaveCard).getAttribute('aria-label')).toBe('取消收藏：请假申请');
    expect(app.inputs('collect')).toEqual([{ serviceId: 's-leave' }]);
    await act(async () => { answer.resolve({ serviceId: 's-leave', collected: true }); });
    expect(star(leaveCard).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the star back and says why when the server refuses', async () => {
    const answer = deferred<never>();
    const app = renderDirectory('/serviceHall', { blade: { cancelCollect: () => answer.promise } });
    const wifiCard = await card(wifi.serviceName);
    expect(star(wifiCard).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star(wifiCard));
    expect(star(wifiCard).getAttribute('aria-pressed')).toBe('false');
    await act(async () => { answer.reject(new ApiError(9999, '收藏服务暂时不可用')); });
    expect(star(wifiCard).getAttribute('aria-pressed')).toBe('true');
    const toast = await screen.findByText('取消收藏失败：收藏服务暂时不可用', { selector: '.sh-toast__text' });
    expect(toast.closest('[role="alert"]')).toBeTruthy();
    // Silent call: one toast, the page's own, not the client's as well.
    expect(app.blade.calls.find((c) => c.name === 'cancelCollect')?.options?.silent).toBe(true);
  });

  it('search results take their stars from the favourites, and a change carries over to later lists', async () => {
    const app = renderDirectory('/serviceHall?keyword=wifi', {
      blade: { searchService: () => ({ records: [wifi, leave], total: 2, keyword: 'wifi' }) },
    });
    expect(star(await card(wifi.serviceName)).getAttribute('aria-pressed')).toBe('true');
    expect(star(await card('请假申请')).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star(await card('请假申请')));
    await waitFor(() => expect(app.inputs('collect')).toHaveLength(1));
    // The same service in the plain list, loaded before the change reached it, shows the change.
    await app.navigate('/serviceHall');
    await waitFor(() => expect(app.inputs('serverCenterPage')).toHaveLength(1));
    await waitFor(async () => expect(star(await card('请假申请')).getAttribute('aria-pressed')).toBe('true'));
  });

  it('我的收藏 shows the favourites panel; a change there updates the stars of the list', async () => {
    let favourites = [wifi];
    const app = renderDirectory('/serviceHall', { blade: { myCollect: () => favourites } });
    const wifiCard = await card(wifi.serviceName);
    expect(star(wifiCard).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '我的收藏' }));
    const dialog = await screen.findByRole('dialog', { name: '我的收藏' });
    favourites = [leave];
    fireEvent.click(within(dialog).getByRole('button', { name: '收藏已改变' }));
    await waitFor(() => expect(star(wifiCard).getAttribute('aria-pressed')).toBe('false'));
    expect(star(await card('请假申请')).getAttribute('aria-pressed')).toBe('true');

    // 办理 from the panel opens the service like a card does.
    fireEvent.click(within(dialog).getByRole('button', { name: '收藏办理' }));
    expect(open).toHaveBeenCalledWith(leave.serviceUrl, '_blank', 'noopener');
    await waitFor(() => expect(app.inputs('clickService')).toEqual([{ serviceId: 's-leave' }]));
  });

  it("the details' star updates the card", async () => {
    renderDirectory('/serviceHall');
    const leaveCard = await card('请假申请');
    fireEvent.click(within(leaveCard).getByRole('button', { name: '查看详情：请假申请' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '详情 s-leave' })).getByRole('button', { name: '在详情中收藏' }));
    expect(star(leaveCard).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('guide page', () => {
  it('a card with a guide links to its guide page, which keeps the list state for 返回', async () => {
    const app = renderDirectory('/serviceHall?sort=heat&page=2', { blade: { serverCenterPage: () => page([leave, transcript], 30, 2) } });
    const leaveCard = await card('请假申请');
    expect(within(await card('成绩单打印')).queryByRole('link', { name: /办事指南/ })).toBeNull();
    fireEvent.click(within(leaveCard).getByRole('link', { name: '办事指南：请假申请' }));
    expect(app.current()).toBe('/serviceHall?sort=heat&page=2&guide=s-leave');
    expect(await screen.findByText('指南 s-leave 用户 h2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '办事指南' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '服务列表' })).toBeNull();

    const back = screen.getByRole('link', { name: '返回服务列表' });
    expect(back.getAttribute('href')).toBe('/serviceHall?sort=heat&page=2');
    fireEvent.click(back);
    expect(app.current()).toBe('/serviceHall?sort=heat&page=2');
    expect(await card('请假申请')).toBeTruthy();
  });

  it('opens straight from an address with guide=', async () => {
    const app = renderDirectory('/processServiceCenter?guide=s-transcript');
    expect(await screen.findByText('指南 s-transcript 用户 h2')).toBeTruthy();
    expect(app.inputs('serverCenterPage')).toEqual([]);
    expect(screen.getByRole('link', { name: '返回服务列表' }).getAttribute('href')).toBe('/processServiceCenter');
  });
});
