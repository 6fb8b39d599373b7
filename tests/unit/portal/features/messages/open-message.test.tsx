// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { MESSAGE_DELETED_MSG } from '../../../../../src/shared/schema/messages';
import { useOpenMessage } from '../../../../../src/portal/features/messages/use-open-message';
import { classifyMessageUrl } from '../../../../../src/portal/features/messages/open-target';
import { messageDetail } from './fixtures';
import { renderInMessages } from './render';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

function Opener() {
  const open = useOpenMessage();
  return <button type="button" onClick={() => { void open('m1'); }}>打开消息</button>;
}

function setup(detail: () => unknown) {
  const steps: string[] = [];
  const app = renderInMessages(<Opener />, {
    handlers: {
      messageHistoryDetail: () => { steps.push('detail'); return detail(); },
      readMessage: () => { steps.push('read'); return null; },
    },
  });
  const opened = { opener: {} as unknown };
  const open = vi.spyOn(window, 'open').mockImplementation(() => { steps.push('open'); return opened as unknown as Window; });
  fireEvent.click(screen.getByRole('button', { name: '打开消息' }));
  return { app, steps, open, opened };
}

describe('opening a message', () => {
  it('[MSG-01] status 1000 with an http(s) url: marks it read (own user id), then opens the url in a new tab', async () => {
    const { app, steps, open, opened } = setup(() => messageDetail({ url: 'https://jwc.example.edu.cn/notice/1' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://jwc.example.edu.cn/notice/1', '_blank'));
    expect(steps).toEqual(['detail', 'read', 'open']);
    expect(app.blade.calls.find((c) => c.name === 'messageHistoryDetail')).toMatchObject({ input: { id: 'm1' }, options: { silent: true } });
    expect(app.blade.calls.find((c) => c.name === 'readMessage')?.input).toEqual({ messageId: 'm1', userId: 'u-teacher' });
    // The new tab cannot reach back into the portal.
    expect(opened.opener).toBeNull();
    expect(app.here()).toBe('/homePage');
  });

  it('[MSG-01] an http(s) url whose system does not answer (ADR 031): read, not opened, and the toast says whom to ask', async () => {
    const steps: string[] = [];
    const app = renderInMessages(<Opener />, {
      handlers: {
        messageHistoryDetail: () => messageDetail({ title: '年度考核通知', url: 'https://ehall.example.edu.cn/flow/start' }),
        readMessage: () => { steps.push('read'); return null; },
        checkOpenAddress: () => ({ verdict: 'unreachable', systemName: '人事处', contact: '88821501' }),
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: '打开消息' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('暂时无法打开“年度考核通知”：人事处没有响应');
    expect(alert.textContent).toContain('88821501');
    expect(steps).toEqual(['read']);
    expect(open).not.toHaveBeenCalled();
    expect(app.blade.calls.find((c) => c.name === 'checkOpenAddress')?.input).toEqual({ kind: 'message', id: 'm1' });
  });

  it('[MSG-01] a url that is a portal path is marked read and opened in the app', async () => {
    const { app, steps, open } = setup(() => messageDetail({ url: '/serviceHall' }));
    await waitFor(() => expect(app.here()).toBe('/serviceHall'));
    expect(steps).toEqual(['detail', 'read']);
    expect(open).not.toHaveBeenCalled();
  });

  it('[MSG-01] status 1000 without a url: the detail page /generalDetailsTow, nothing marked', async () => {
    const { app, steps } = setup(() => messageDetail({ url: '' }));
    await waitFor(() => expect(app.here()).toBe('/generalDetailsTow?id=m1'));
    expect(steps).toEqual(['detail']);
  });

  it("[MSG-02] '消息已被删除' goes to /deleteNoPag", async () => {
    const { app } = setup(() => { throw new ApiError(8008, MESSAGE_DELETED_MSG); });
    await waitFor(() => expect(app.here()).toBe('/deleteNoPag'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[MSG-02] any other failure shows the server message as an error toast', async () => {
    const { app, steps } = setup(() => { throw new ApiError(8008, '没有查看该消息的权限'); });
    expect((await screen.findByRole('alert')).textContent).toContain('没有查看该消息的权限');
    expect(app.here()).toBe('/homePage');
    expect(steps).toEqual(['detail']);
  });

  it('refuses a url that is neither http(s) nor a portal path, and says so', async () => {
    const { app, steps, open } = setup(() => messageDetail({ url: 'javascript:alert(1)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('该消息的链接地址无法安全打开，已阻止');
    expect(steps).toEqual(['detail']);
    expect(open).not.toHaveBeenCalled();
    expect(app.here()).toBe('/homePage');
  });

  it('classifies message urls', () => {
    expect(classifyMessageUrl('http://a.example/x')).toEqual({ kind: 'newTab', url: 'http://a.example/x' });
    expect(classifyMessageUrl(' /homePage ')).toEqual({ kind: 'portal', path: '/homePage' });
    expect(classifyMessageUrl('/api/files/abc')).toEqual({ kind: 'newTab', url: '/api/files/abc' });
    for (const bad of ['//evil.example/x', '/\\evil.example', 'data:text/html,x', 'javascript:alert(1)', 'homePage', 'https://u:p@a.example/']) {
      expect(classifyMessageUrl(bad)).toEqual({ kind: 'refused' });
    }
  });
});
