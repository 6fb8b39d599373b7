// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { cardHandlers, mountStudio, tolerateMuiPropWarnings, unmountAfterEach } from './harness';

tolerateMuiPropWarnings();
unmountAfterEach();

const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('the card form', () => {
  it('refuses what the shared schema refuses, in its words, without calling the server', async () => {
    const clients = mountStudio(cardHandlers(), '/cards/c1');
    const name = await screen.findByLabelText(/卡片名称/);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('常用服务'));
    fireEvent.change(name, { target: { value: '   ' } });
    save();
    expect(await screen.findByText('请输入卡片名称')).toBeTruthy();
    fireEvent.change(name, { target: { value: '名'.repeat(21) } });
    save();
    expect(await screen.findByText('卡片名称不能超过 20 个字符')).toBeTruthy();
    expect(clients.calls.some((c) => c.name === 'cardSubmit')).toBe(false);
  });

  it('shows the server’s field error beside its field', async () => {
    const clients = mountStudio(cardHandlers({
      cardSubmit: () => { throw new ApiError(400, '参数校验失败', [{ field: 'url', msg: '卡片地址不是网址或框架配置' }]); },
    }), '/cards/c1');
    const url = await screen.findByLabelText(/卡片地址/);
    // An address the form lets through (CARD-13 holds in the form too), which this server refuses.
    fireEvent.change(url, { target: { value: 'https://cards.example.edu/news' } });
    save();
    const message = await screen.findByText('卡片地址不是网址或框架配置');
    // Beside the field: its helper text, which the input names as its description.
    expect(url.getAttribute('aria-describedby')?.split(' ')).toContain(message.closest('p')?.id);
    expect(clients.calls.filter((c) => c.name === 'cardSubmit')).toHaveLength(1);
  });
});
