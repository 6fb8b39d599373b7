// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD, cardHandlers, mountStudio, tolerateMuiPropWarnings, unmountAfterEach } from './harness';

tolerateMuiPropWarnings();
unmountAfterEach();

/** jsdom lays nothing out: each sortable row gets a place in one column, 60 px apart. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li[data-row-id]');
    const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, right: 360, bottom: top + 52, width: 360, height: 52, toJSON: () => ({}) } as DOMRect;
  });
}

/** Space, ↓, Space on the handle, each step waiting for what dnd-kit says before the next key. */
async function moveDownByKeyboard(handle: HTMLElement, name: string, total: number) {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  expect(await screen.findByText(`已拿起 ${name}，当前位置 1/${total}`)).toBeTruthy();
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  expect(await screen.findByText(`${name} 移到第 2/${total} 位`)).toBeTruthy();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
}

const column = (id: string, columnName: string, sort: number) => ({
  id, cardId: 'c1', columnName, sort, dataSource: { kind: 'builtin' as const, source: 'services' as const, params: {} },
});

describe('ordering by keyboard (dnd-kit)', () => {
  it('moves a column down with Space, ↓, Space, announces each step in Chinese and saves through adjustOrder', async () => {
    layOutRows();
    let columns = [column('a', '热门', 1), column('b', '最新', 2)];
    const clients = mountStudio(cardHandlers({
      columnList: () => columns,
      columnAdjustOrder: (input) => {
        const { ids } = input as { ids: string[] };
        columns = ids.map((id, index) => ({ ...columns.find((c) => c.id === id)!, sort: index + 1 }));
        return null;
      },
    }), '/cards/c1');
    const panel = await screen.findByRole('region', { name: '栏目' });
    const handle = await within(panel).findByRole('button', { name: '拖动 热门' });
    await moveDownByKeyboard(handle, '热门', 2);
    expect(await screen.findByText('热门 放在第 2/2 位')).toBeTruthy();
    await waitFor(() => expect(clients.calls.filter((c) => c.name === 'columnAdjustOrder').map((c) => c.input))
      .toEqual([{ cardId: 'c1', ids: ['b', 'a'] }]));
    await waitFor(() => expect(within(within(panel).getByRole('list')).getAllByRole('link').map((a) => a.textContent)).toEqual(['最新', '热门']));
  });

  it('orders the cards of the chosen type by keyboard, saved in one submitCard call', async () => {
    layOutRows();
    const second = { ...CARD, id: 'c2', cardName: '校园新闻', cardKind: 'CAMPUS_NEWS' as const, sort: 2 };
    const clients = mountStudio(cardHandlers({ cardList: () => [CARD, second], cardTypeSubmitCard: () => null }), '/cards');
    expect(await screen.findByText('先在上方选择卡片类型，即可拖动调整该类型下卡片的顺序。')).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /卡片类型/ }));
    fireEvent.click(await screen.findByRole('option', { name: '办事服务' }));
    await moveDownByKeyboard(await screen.findByRole('button', { name: '拖动 常用服务' }), '常用服务', 2);
    await waitFor(() => expect(clients.calls.filter((c) => c.name === 'cardTypeSubmitCard').map((c) => c.input))
      .toEqual([{ typeId: 't1', cardIds: ['c2', 'c1'] }]));
  });
});
