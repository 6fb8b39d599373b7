// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mountPreLogin, preLoginServer, tolerateReactAdminPropWarnings, unmountAfterEach } from './harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const columnOrder = () => Array.from(document.querySelectorAll<HTMLElement>('li[data-column-key]')).map((li) => li.dataset.columnKey ?? '');

describe('the pre-login page', () => {
  it('shows the draft bar and the columns of the draft in order', async () => {
    mountPreLogin(preLoginServer().handlers);
    expect(await screen.findByRole('region', { name: '草稿与发布' })).toBeTruthy();
    await screen.findByRole('button', { name: '拖动排序：轮播图' });
    expect(columnOrder()).toEqual(['carousel', 'dataOverview', 'serviceSearch', 'serviceColumn', 'messageColumn', 'commonTool', 'thirdParty']);
  });

  it('the 页脚 tab says the school\'s facts are kept once, in 首页配置 › 页脚, and edits no copy of them (ADR 032)', async () => {
    mountPreLogin(preLoginServer().handlers);
    fireEvent.click(await screen.findByRole('tab', { name: '页脚' }));
    const section = await screen.findByRole('region', { name: '页脚' });
    expect(section.textContent).toContain('首页配置 › 页脚');
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('orders the columns by keyboard (dnd-kit) and saves the new order with sorts 1…n to the draft', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[data-column-key]');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 64;
      return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 56, width: 600, height: 56, toJSON: () => ({}) } as DOMRect;
    });
    // dnd-kit's clock is the test's: it runs as time does, and jumps ahead between key presses.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => { vi.useRealTimers(); });
    const server = preLoginServer();
    mountPreLogin(server.handlers);
    const handle = await screen.findByRole('button', { name: '拖动排序：轮播图' });
    expect(handle.getAttribute('aria-roledescription')).toBe('可排序的栏目');
    handle.focus();
    // dnd-kit measures and moves between key presses: each press waits for the one before to settle.
    for (const [code, key] of [['Space', ' '], ['ArrowDown', 'ArrowDown'], ['Space', ' ']] as const) {
      fireEvent.keyDown(handle, { code, key });
      await act(async () => { await vi.advanceTimersByTimeAsync(30); });
    }
    await waitFor(() => expect(columnOrder().slice(0, 2)).toEqual(['dataOverview', 'carousel']));
    expect(await screen.findByText('“轮播图”移到了第 2 位。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存到草稿' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    const saved = server.saves[0]?.input as { columns: Array<{ key: string; sort: number }> };
    expect(saved.columns.map((c) => c.key).slice(0, 2)).toEqual(['dataOverview', 'carousel']);
    expect(saved.columns.map((c) => c.sort)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('says beside the field when two columns share a name (repetitiveName) and does not save', async () => {
    const server = preLoginServer();
    mountPreLogin(server.handlers);
    await screen.findByRole('button', { name: '拖动排序：轮播图' });
    const row = document.querySelector<HTMLElement>('li[data-column-key="dataOverview"]');
    if (!row) throw new Error('no dataOverview row');
    fireEvent.change(within(row).getByLabelText(/栏目名称/), { target: { value: '轮播图' } });
    expect(within(row).getByText('栏目名称重复')).toBeTruthy();
    expect((screen.getByRole('button', { name: '保存到草稿' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.saves).toEqual([]);
  });

  it('checks a tool address with verifyUrl and shows the verdict, and a refused save, beside the field', async () => {
    const server = preLoginServer();
    const { clients } = mountPreLogin(server.handlers);
    fireEvent.click(await screen.findByRole('tab', { name: '常用工具' }));
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-tool-key="t1"]');
      if (!found) throw new Error('no tool row');
      return found;
    });
    const url = within(row).getByLabelText(/工具地址/);
    fireEvent.change(url, { target: { value: 'http://10.0.0.1/admin' } });
    fireEvent.blur(url);
    expect(await within(row).findByText('不能使用内网、本机、链路本地或保留地址')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(clients.calls.filter((c) => c.name === 'commonToolVerifyUrl').map((c) => c.input)).toEqual([{ url: 'http://10.0.0.1/admin' }]);

    fireEvent.change(url, { target: { value: 'https://mail.example.edu.cn/' } });
    fireEvent.blur(url);
    expect((await within(row).findByRole('status')).textContent).toBe('地址可用');

    server.refuseToolsWith('tools.0.url', '地址须为公网地址');
    fireEvent.click(screen.getByRole('button', { name: '保存到草稿' }));
    expect(await within(row).findByText('地址须为公网地址')).toBeTruthy();
  });
});
