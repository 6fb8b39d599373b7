// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardView } from '../../../../../src/shared/schema/cards';
import { CardPreviewDialog } from '../../../../../src/portal/features/cards';
import { column, services, view } from './fixtures';
import { renderCards } from './render';
import { isShownModal } from '../../../../support/dialog-shim';

afterEach(() => { cleanup(); });

const previewView = (): CardView => view('BUSINESS_EXPRESS', [column('k1', '直通', { kind: 'services', items: services(30), total: 30 })]);

/** The studio's use: a button opens the preview, the dialog's close hides it. */
function Opener({ load }: { load: () => Promise<CardView> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>预览</button>
      <CardPreviewDialog open={open} onClose={() => setOpen(false)} cardName="业务直通车" load={load} />
    </>
  );
}

/** The icon buttons each preview card shows, in order. */
function itemCounts(dialog: HTMLElement): number[] {
  return within(dialog).getAllByRole('list', { name: '直通' }).map((list) => within(list).getAllByRole('button').length);
}

describe('CardPreviewDialog', () => {
  it('[CARD-01] is titled {card name}-预览 with the tabs 与消息卡片同页 and 不与消息卡片同页', async () => {
    const load = vi.fn(async () => previewView());
    renderCards(<CardPreviewDialog open onClose={() => undefined} cardName="业务直通车" load={load} />);
    const dialog = screen.getByRole('dialog', { name: '业务直通车-预览' });
    expect(isShownModal(dialog)).toBe(true);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('业务直通车-预览');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['与消息卡片同页', '不与消息卡片同页']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await within(dialog).findAllByRole('list', { name: '直通' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('[CARD-01] each tab shows the card at 1, 2 and 3 rows: narrow beside the message card, then full width', async () => {
    renderCards(<CardPreviewDialog open onClose={() => undefined} cardName="业务直通车" load={async () => previewView()} />);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findAllByRole('list', { name: '直通' });
    const cards = within(dialog).getAllByRole('region', { name: /业务直通车$/ });
    expect(cards.map((card) => card.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')))
      .toEqual(['显示 1 行 高度 106 px 业务直通车', '显示 2 行 高度 212 px 业务直通车', '显示 3 行 高度 316 px 业务直通车']);
    expect(cards.map((card) => card.querySelector<HTMLElement>('[aria-busy]')?.style.height)).toEqual(['106px', '212px', '316px']);
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent))
      .toEqual(['显示 1 行 高度 106 px', '显示 2 行 高度 212 px', '显示 3 行 高度 316 px']);
    // Same page as the message card: the narrow layout (6 per row) with the message card's place beside it.
    expect(itemCounts(dialog)).toEqual([6, 12, 18]);
    expect(within(dialog).getAllByText('消息卡片位置')).toHaveLength(3);

    fireEvent.click(within(dialog).getByRole('tab', { name: '不与消息卡片同页' }));
    expect(itemCounts(dialog)).toEqual([5, 10, 15]);
    expect(within(dialog).queryByText('消息卡片位置')).toBeNull();
  });

  it('[CARD-01] shows a failed preview load with a retry', async () => {
    let fail = true;
    renderCards(<CardPreviewDialog open onClose={() => undefined} cardName="业务直通车" load={async () => {
      if (fail) throw new Error('预览接口不可用');
      return previewView();
    }} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('预览数据加载失败');
    expect(alert.textContent).toContain('预览接口不可用');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findAllByRole('list', { name: '直通' })).toHaveLength(3);
  });

  // Keeping Tab inside and the page behind inert are the browser's (a modal <dialog>): tests/e2e/dialogs.test.ts.
  it('[CARD-01] is modal: focus moves in, Esc closes, focus returns to the opener', async () => {
    const load = vi.fn(async () => previewView());
    renderCards(<Opener load={load} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    const opener = screen.getByRole('button', { name: '预览' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '业务直通车-预览' });
    await within(dialog).findAllByRole('list', { name: '直通' });
    const close = within(dialog).getByRole('button', { name: '关闭预览' });
    expect(document.activeElement).toBe(close);
    expect(isShownModal(dialog)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    renderCards(<CardPreviewDialog open onClose={onClose} cardName="业务直通车" load={async () => previewView()} />);
    await screen.findAllByRole('list', { name: '直通' });
    fireEvent.click(screen.getByRole('button', { name: '关闭预览' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks English in English', async () => {
    renderCards(<CardPreviewDialog open onClose={() => undefined} cardName="Express" load={async () => previewView()} />, { lang: 'en' });
    expect(screen.getByRole('dialog', { name: 'Express - preview' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Same page as the message card', 'Not on the message card’s page']);
    await screen.findAllByRole('list', { name: '直通' });
  });
});
