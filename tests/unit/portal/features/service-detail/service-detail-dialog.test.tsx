// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { ServiceDetailDialog } from '../../../../../src/portal/features/service-detail';
import { guestDetails, handlers, NOW, rateDetail, renderWithPortal, userDetails, type Handler } from './fixtures';

let open: MockInstance<typeof window.open>;
beforeEach(() => { open = vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

function renderDialog(props: { visitor?: boolean; initialTab?: 'intro' | 'guide' | 'ratings'; collectOnArrival?: boolean } = {}, overrides: Record<string, Handler> = {}) {
  const onClose = vi.fn<() => void>();
  const onCollectedChange = vi.fn<(serviceId: string, collected: boolean) => void>();
  const app = renderWithPortal(
    <ServiceDetailDialog
      serviceId="svc-1"
      visitor={props.visitor ?? false}
      onClose={onClose}
      onCollectedChange={onCollectedChange}
      collectOnArrival={props.collectOnArrival}
      initialTab={props.initialTab}
    />,
    { handlers: overrides },
  );
  return { ...app, onClose, onCollectedChange };
}

async function loadedDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: '在读证明开具' });
}

/** The value of a fact (dt → dd) in the facts list. */
function fact(dialog: HTMLElement, name: string): string {
  const term = within(dialog).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('service detail dialog', () => {
  it('[OPEN-04] a signed-in user gets the details of serverCenter/details', async () => {
    const { callsOf } = renderDialog();
    const dialog = await loadedDialog();
    expect(callsOf('details')).toEqual([{ name: 'details', input: { serviceId: 'svc-1' }, options: { silent: true } }]);
    expect(callsOf('nobodyCustomDetails')).toHaveLength(0);
    expect(fact(dialog, '所属部门')).toBe('教务处');
    expect(fact(dialog, '服务场景')).toBe('学业学籍');
    expect(fact(dialog, '服务类型')).toBe('证明开具');
    expect(fact(dialog, '服务对象')).toBe('学生');
    expect(fact(dialog, '访问量')).toBe('1234 次');
    expect(fact(dialog, '服务评分')).toContain('4.33 分 · 3 条评价');
    expect(within(dialog).getByRole('button', { name: /收藏/ })).toBeTruthy();
  });

  it('[OPEN-04] a visitor gets the guest details of nobody customDetails, and is offered sign-in instead of favourites', async () => {
    const { callsOf, location } = renderDialog({ visitor: true });
    const dialog = await loadedDialog();
    expect(callsOf('nobodyCustomDetails')).toHaveLength(1);
    expect(callsOf('details')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: /收藏/ })).toBeNull();
    // Sign-in returns to this service in the hall, its detail dialog open.
    expect(within(dialog).getByRole('link', { name: '登录后办理' }).getAttribute('href')).toBe('/login?redirect=%2FserviceHall%3Fdetail%3Dsvc-1');
    expect(within(dialog).queryByRole('button', { name: '立即办理' })).toBeNull();
    const login = within(dialog).getByRole('link', { name: '登录后收藏' });
    // 登录后收藏 returns asking for the favourite (collect=1), which the hall's dialog then makes.
    expect(login.getAttribute('href')).toBe('/login?redirect=%2FserviceHall%3Fdetail%3Dsvc-1%26collect%3D1');
    fireEvent.click(login);
    expect(location()).toBe('/login?redirect=%2FserviceHall%3Fdetail%3Dsvc-1%26collect%3D1');
  });

  it('shows the failure with a retry, and the retry loads again', async () => {
    let fail = true;
    renderDialog({}, {
      details: () => {
        if (fail) throw new ApiError(8008, '服务不存在或已下架');
        return userDetails();
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务详情加载失败');
    expect(alert.textContent).toContain('服务不存在或已下架');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await loadedDialog()).toBeTruthy();
  });

  it('[OPEN-05] processType OFFLINE reads 线下办理 and its main action is the guide tab', async () => {
    renderDialog({}, { details: () => userDetails({ processType: 'OFFLINE' }) });
    const dialog = await loadedDialog();
    expect(fact(dialog, '办理方式')).toBe('线下办理');
    expect(within(dialog).queryByRole('button', { name: '立即办理' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '查看办事指南' }));
    const tab = within(dialog).getByRole('tab', { name: '办事指南' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByRole('heading', { level: 3, name: '在读证明开具 办事指南' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(tab));
  });

  it('[OPEN-05] any other processType reads 线上办理, and 立即办理 opens the service by its openWay and logs the click', async () => {
    const { callsOf } = renderDialog();
    const dialog = await loadedDialog();
    expect(fact(dialog, '办理方式')).toBe('线上办理');
    fireEvent.click(within(dialog).getByRole('button', { name: '立即办理' }));
    expect(open).toHaveBeenCalledWith('https://ehall.example.edu.cn/zm', '_blank', 'noopener');
    await waitFor(() => expect(callsOf('clickService')).toHaveLength(1));
  });

  it('[CARD-09] shows NEW beside a release time within 24 hours, and not for an older one', async () => {
    renderDialog({}, { details: () => userDetails({ releaseTime: new Date(NOW - 3 * 3600_000).toISOString() }) });
    let dialog = await loadedDialog();
    expect(fact(dialog, '上线时间')).toContain('NEW');
    expect(within(dialog).getByText('新上线')).toBeTruthy();
    cleanup();

    renderDialog({}, { details: () => userDetails({ releaseTime: new Date(NOW - 25 * 3600_000).toISOString() }) });
    dialog = await loadedDialog();
    expect(fact(dialog, '上线时间')).not.toContain('NEW');
  });

  it('collects optimistically and tells the caller what the server confirmed', async () => {
    let answer: (value: { serviceId: string; collected: boolean }) => void = () => undefined;
    const { onCollectedChange, callsOf } = renderDialog({}, {
      collect: () => new Promise((resolve) => { answer = resolve; }),
    });
    const dialog = await loadedDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '收藏' }));
    // Turned at once, before the server answered.
    expect(within(dialog).getByRole('button', { name: '取消收藏' })).toBeTruthy();
    expect(onCollectedChange).not.toHaveBeenCalled();
    await act(async () => { answer({ serviceId: 'svc-1', collected: true }); });
    expect(onCollectedChange).toHaveBeenCalledWith('svc-1', true);
    expect(callsOf('collect')).toEqual([{ name: 'collect', input: { serviceId: 'svc-1' }, options: { silent: true } }]);
  });

  it('after 登录后收藏 makes the favourite on arrival, once, and leaves one already made alone', async () => {
    const { onCollectedChange, callsOf } = renderDialog({ collectOnArrival: true });
    const dialog = await loadedDialog();
    await waitFor(() => expect(onCollectedChange).toHaveBeenCalledWith('svc-1', true));
    expect(within(dialog).getByRole('button', { name: '取消收藏' })).toBeTruthy();
    expect(callsOf('collect')).toHaveLength(1);
    cleanup();

    const again = renderDialog({ collectOnArrival: true }, { details: () => userDetails({ collected: true }) });
    const collected = await loadedDialog();
    expect(within(collected).getByRole('button', { name: '取消收藏' })).toBeTruthy();
    expect(again.callsOf('collect')).toHaveLength(0);
    expect(again.callsOf('cancelCollect')).toHaveLength(0);
  });

  it('rolls a failed collect back and says why in a toast', async () => {
    const { onCollectedChange } = renderDialog({}, {
      details: () => userDetails({ collected: true }),
      cancelCollect: () => { throw new ApiError(9999, '网络繁忙'); },
    });
    const dialog = await loadedDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消收藏' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('取消收藏失败：网络繁忙');
    expect(within(dialog).getByRole('button', { name: '取消收藏' })).toBeTruthy();
    expect(onCollectedChange).not.toHaveBeenCalled();
  });

  it('tabs are a tab list: arrow keys move between 服务介绍, 办事指南 and 服务评价', async () => {
    renderDialog();
    const dialog = await loadedDialog();
    const list = within(dialog).getByRole('tablist', { name: '服务详情' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['服务介绍', '办事指南', '服务评价']);
    const panel = within(dialog).getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(panel.textContent).toContain('为在校学生开具在读证明。');

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByText('很方便')).toBeTruthy();
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('has no guide tab when the service has no guide; initialTab guide then falls back to the introduction', async () => {
    renderDialog({ initialTab: 'guide' }, { details: () => userDetails({ hasGuide: false }) });
    const dialog = await loadedDialog();
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['服务介绍', '服务评价']);
    expect(within(dialog).getByRole('tab', { name: '服务介绍' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a visitor on the ratings tab reads the ratings and is offered sign-in to rate', async () => {
    const { callsOf } = renderDialog({ visitor: true, initialTab: 'ratings' });
    const dialog = await loadedDialog();
    expect(await within(dialog).findByText('很方便')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '登录后评价' })).toBeTruthy();
    expect(callsOf('canUserRate')).toHaveLength(0);
  });

  it('Esc closes the dialog', async () => {
    const { onClose } = renderDialog();
    const dialog = await loadedDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('after a rating the ratings tab reloads the summary and the header its average', async () => {
    let rated = false;
    const { callsOf } = renderDialog({ initialTab: 'ratings' }, {
      details: () => userDetails(rated ? { ratingAvg: 4.5, ratingCount: 4 } : {}),
      serviceRateDetail: () => rateDetail(rated ? { average: 4.5, averageText: '4.50', count: 4 } : {}),
      rateService: (input) => {
        rated = true;
        const req = input as { serviceId: string; score: number };
        return { ratingId: 'r4', serviceId: req.serviceId, score: req.score, comment: '', labels: [], createdAt: new Date(NOW).toISOString() };
      },
    });
    const dialog = await loadedDialog();
    const rate = await within(dialog).findByRole('button', { name: /评价服务/ });
    await waitFor(() => expect(rate.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(rate);
    const rating = await screen.findByRole('dialog', { name: '评价“在读证明开具”' });
    fireEvent.click(within(rating).getAllByRole('radio')[4]!);
    fireEvent.click(within(rating).getByRole('button', { name: '提交评价' }));
    expect(await within(dialog).findByText('4.50')).toBeTruthy();
    await waitFor(() => expect(fact(dialog, '服务评分')).toContain('4.50 分 · 4 条评价'));
    expect(callsOf('serviceRateDetail')).toHaveLength(2);
    expect(callsOf('details')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: /本次使用已评价/ })).toBeTruthy();
  });

  it('reads in English too', async () => {
    renderWithPortal(<ServiceDetailDialog serviceId="svc-1" visitor onClose={() => undefined} />, { lang: 'en', handlers: handlers({ nobodyCustomDetails: () => guestDetails({ processType: 'OFFLINE' }) }) });
    const dialog = await loadedDialog();
    expect(fact(dialog, 'How to apply')).toBe('In person');
    expect(within(dialog).getByRole('link', { name: 'Sign in to add to favourites' })).toBeTruthy();
  });
});
