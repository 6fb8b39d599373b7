// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardView } from '../../../../../src/shared/schema/cards';
import { cardHandlers, mountStudio, serviceView, tolerateMuiPropWarnings, unmountAfterEach } from './harness';

tolerateMuiPropWarnings();
unmountAfterEach();

const preview = () => screen.getByRole('region', { name: '实时预览' });
const cardTitles = () => within(preview()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the card editor’s live preview', () => {
  it('[CARD-01] draws the portal card at 1, 2 and 3 rows with the server’s data, then follows the unsaved name', async () => {
    const clients = mountStudio(cardHandlers(), '/cards/c1');
    await waitFor(() => expect(cardTitles()).toEqual(['常用服务', '常用服务', '常用服务']));
    // The titles come from the form at once; the rows arrive with the preview call's answer.
    expect((await within(preview()).findAllByText('成绩单打印')).length).toBeGreaterThan(0);
    expect(within(preview()).getByText(/1 行 · 当前/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/卡片名称/), { target: { value: '迎新服务' } });
    // Debounced: the card keeps its content while the next answer loads, then shows the new name everywhere.
    await waitFor(() => expect(cardTitles()).toEqual(['迎新服务', '迎新服务', '迎新服务']));
    // The titles follow the form at once, the call only after the debounce: wait for the call itself.
    const lastPreview = () => clients.calls.filter((c) => c.name === 'cardPreview').at(-1)?.input;
    await waitFor(() => expect(lastPreview()).toEqual({ id: 'c1', draft: { basicConfig: { cardName: '迎新服务', cardIntroduction: '', displayRows: 1 } } }));
    // Nothing was saved: the preview used the unsaved values.
    expect(clients.calls.some((c) => c.name === 'cardSubmit')).toBe(false);
  });

  it('[CARD-03] shows 106/212/316 px cards, marks the current display rows and switches between the narrow and the wide card', async () => {
    mountStudio(cardHandlers(), '/cards/c1');
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    // Each card at its CARD-03 height: its body follows the heading's header.
    const heights = within(preview()).getAllByRole('heading', { level: 3 })
      .map((h) => (h.closest('section')?.lastElementChild as HTMLElement | null)?.style.height);
    expect(heights).toEqual(['106px', '212px', '316px']);
    const box = screen.getByTestId('card-live-preview');
    expect(box.getAttribute('data-mode')).toBe('narrow');
    fireEvent.click(within(preview()).getByRole('switch', { name: /宽卡片/ }));
    expect(box.getAttribute('data-mode')).toBe('normal');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /显示行数/ }));
    fireEvent.click(await screen.findByRole('option', { name: '3' }));
    await waitFor(() => expect(within(preview()).getByText(/3 行 · 当前/)).toBeTruthy());
  });

  it('[CARD-01] opens the portal’s preview dialog with the same unsaved card', async () => {
    mountStudio(cardHandlers(), '/cards/c1');
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    fireEvent.click(within(preview()).getByRole('button', { name: '弹窗预览' }));
    expect(await screen.findByRole('dialog', { name: '常用服务-预览' })).toBeTruthy();
  });

  it('keeps the card’s content on screen while newer preview data loads (no flicker)', async () => {
    let release: (view: CardView) => void = () => undefined;
    let asked = false;
    mountStudio(cardHandlers({
      cardPreview: (input) => {
        if (JSON.stringify(input).includes('迎新服务')) {
          asked = true;
          return new Promise<CardView>((resolve) => { release = resolve; });
        }
        return serviceView('常用服务');
      },
    }), '/cards/c1');
    await waitFor(() => expect(within(preview()).getAllByText('成绩单打印').length).toBeGreaterThan(0));
    const before = within(preview()).getAllByText('成绩单打印').length;
    fireEvent.change(screen.getByLabelText(/卡片名称/), { target: { value: '迎新服务' } });
    await waitFor(() => expect(asked).toBe(true));
    // The answer is still on its way: the new name shows at once over the previous data, with no skeleton.
    expect(cardTitles()).toEqual(['迎新服务', '迎新服务', '迎新服务']);
    expect(within(preview()).getAllByText('成绩单打印')).toHaveLength(before);
    release(serviceView('迎新服务', '新生报到'));
    await waitFor(() => expect(within(preview()).getAllByText('新生报到')).toHaveLength(before));
  });
});
