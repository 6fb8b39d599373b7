// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { CardView } from '../../../../../src/shared/schema/cards';
import { HomeCard } from '../../../../../src/portal/features/cards';
import { column, layoutCard, service, services, view } from './fixtures';
import { renderCards, spyActions } from './render';

afterEach(() => { cleanup(); });

const expressView = (): CardView => view('BUSINESS_EXPRESS', [column('k1', '直通', { kind: 'services', items: services(3), total: 3 })]);

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('HomeCard', () => {
  it('[CARD-13] offers the card\'s own page from its url: a frame config or a micro-app URL, nothing for none', async () => {
    const actions = spyActions();
    const frame = '{"type":"iframe","url":"https://news.hxlg.edu.cn/list"}';
    const { unmount } = renderCards(
      <HomeCard entry={layoutCard({ url: frame })} load={async () => expressView()} mode="normal" />, { actions },
    );
    fireEvent.click(await screen.findByRole('button', { name: '更多：业务直通车' }));
    expect(actions.openCardUrl).toHaveBeenCalledWith({ kind: 'frame', type: 'iframe', url: 'https://news.hxlg.edu.cn/list' }, '业务直通车');
    unmount();

    renderCards(<HomeCard entry={layoutCard({ url: 'https://apps.hxlg.edu.cn/todo/' })} load={async () => expressView()} mode="normal" />, { actions });
    fireEvent.click(await screen.findByRole('button', { name: '更多：业务直通车' }));
    expect(actions.openCardUrl).toHaveBeenLastCalledWith({ kind: 'microApp', url: 'https://apps.hxlg.edu.cn/todo/' }, '业务直通车');
    cleanup();

    for (const url of ['', 'javascript:alert(1)']) {
      const { unmount: done } = renderCards(<HomeCard entry={layoutCard({ url })} load={async () => expressView()} mode="normal" />, { actions });
      await screen.findByRole('list', { name: '直通' });
      expect(screen.queryByRole('button', { name: /^更多/ })).toBeNull();
      done();
    }
  });

  it('[CARD-03] the card body is 106, 212 or 316 px tall for 1, 2 or 3 display rows', async () => {
    for (const displayRows of [1, 2, 3] as const) {
      const { unmount } = renderCards(<HomeCard entry={layoutCard({ displayRows })} load={async () => expressView()} mode="normal" />);
      const card = screen.getByRole('region', { name: '业务直通车' });
      await within(card).findByRole('list', { name: '直通' });
      const body = card.querySelector<HTMLElement>('[aria-busy]');
      expect(body?.style.height).toBe(`${[106, 212, 316][displayRows - 1]}px`);
      unmount();
    }
  });

  it('shows its name as a heading, the page\'s header controls, a skeleton while loading, then its content', async () => {
    const gate = deferred<CardView>();
    renderCards(
      <HomeCard entry={layoutCard()} load={() => gate.promise} mode="normal" headerExtra={<button type="button">移除</button>} />,
    );
    const card = screen.getByRole('region', { name: '业务直通车' });
    expect(within(card).getByRole('heading', { level: 2, name: '业务直通车' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '移除' })).toBeTruthy();
    const body = card.querySelector<HTMLElement>('[aria-busy]')!;
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(within(body).getByRole('status').textContent).toBe('卡片加载中…');
    await act(async () => { gate.resolve(expressView()); });
    expect(within(card).getAllByRole('button', { name: /服务/ })).toHaveLength(3);
    expect(body.getAttribute('aria-busy')).toBe('false');
    expect(within(body).queryByRole('status')).toBeNull();
  });

  it('shows the error with a retry, and the retry loads again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new ApiError(8010, 'interface request timed out, please try again later');
      return expressView();
    });
    renderCards(<HomeCard entry={layoutCard()} load={load} mode="normal" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('卡片加载失败');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '直通' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a slow card never holds up another: each loads on its own', async () => {
    const never = new Promise<CardView>(() => undefined);
    renderCards(
      <>
        <HomeCard entry={layoutCard({ cardId: 'slow', cardName: '慢卡片' })} load={() => never} mode="normal" />
        <HomeCard entry={layoutCard({ cardId: 'fast', cardName: '快卡片' })} load={async () => expressView()} mode="normal" />
      </>,
    );
    const fast = screen.getByRole('region', { name: '快卡片' });
    expect(await within(fast).findByRole('list', { name: '直通' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '慢卡片' })).getByRole('status')).toBeTruthy();
  });

  it('a failing column shows its error in its own tab beside a working one; arrow keys move between tabs', async () => {
    const actions = spyActions();
    const v = view('BUSINESS_EXPRESS', [
      column('ok', '校内业务', { kind: 'services', items: [service(1)], total: 1 }),
      column('bad', '外部系统', null, 'external API timed out'),
    ]);
    renderCards(<HomeCard entry={layoutCard()} load={async () => v} mode="normal" />, { actions });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['校内业务', '外部系统']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    fireEvent.click(within(panel).getByRole('button', { name: '服务1' }));
    expect(actions.openService).toHaveBeenCalledTimes(1);

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    const failed = screen.getByRole('tabpanel');
    expect(failed.textContent).toContain('栏目数据加载失败');
    expect(failed.textContent).toContain('external API timed out');
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('loads again when reloadKey changes, not when the page passes a new load function', async () => {
    const load = vi.fn(async () => expressView());
    const entry = layoutCard();
    const { rerender } = renderCards(<HomeCard entry={entry} load={() => load()} mode="normal" />);
    await screen.findByRole('list', { name: '直通' });
    rerender(<HomeCard entry={entry} load={() => load()} mode="narrow" />);
    await screen.findByRole('list', { name: '直通' });
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<HomeCard entry={entry} load={() => load()} mode="narrow" reloadKey={1} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('list', { name: '直通' })).toBeTruthy();
  });
});
