// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { OpenTarget, ServiceItem } from '../../../../../src/shared/schema/cards';
import type { OpenCheckAnswer } from '../../../../../src/shared/schema/open-check';
import { ServiceOpenerProvider, useServiceOpener } from '../../../../../src/portal/app/service-opener';
import { loginResult, renderInPortal, type Handler } from '../../../../support/portal-harness';
import { service } from '../../features/home/fixtures';

/** ADR 031: the opener asks whether the address answers before it opens a signed-in user's service or to-do. */

const TODO: OpenTarget = { url: 'https://jwc.example.edu.cn/handle/7', openWay: 1001, accessWay: '2', systemName: '教务系统', systemContact: '教务处 88820001' };

function Probe({ items }: { items: ServiceItem[] }) {
  const opener = useServiceOpener();
  return (
    <>
      {items.map((item) => (
        <button key={item.serviceId} type="button" onClick={() => opener.openService(item)}>{`办理${item.serviceName}`}</button>
      ))}
      <button type="button" onClick={() => opener.openTarget(TODO, '成绩更正审批', 'todo_7', { kind: 'todo', id: 'n-7' })}>打开待办</button>
    </>
  );
}

function renderOpener(items: ServiceItem[], check: Handler, signedIn = true) {
  return renderInPortal(<ServiceOpenerProvider><Probe items={items} /></ServiceOpenerProvider>, {
    handlers: { clickService: () => null, checkOpenAddress: check }, ...(signedIn ? { signIn: loginResult } : {}),
  });
}

const answer = (verdict: OpenCheckAnswer['verdict'], systemName = '网上办事演示系统', contact = '网络与信息中心 0731-88822201'): OpenCheckAnswer => ({ verdict, systemName, contact });

/** A blank window as window.open answers it: its opener and where it is sent are recorded. */
function fakeWindow() {
  const replace = vi.fn<(url: string) => void>();
  const close = vi.fn<() => void>();
  return { opener: {} as unknown, location: { replace }, close, replace };
}

let open: MockInstance<typeof window.open>;
beforeEach(() => { open = vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('the reachability check before opening (ADR 031)', () => {
  it('[OPEN-01] 1001: 正在连接 while the server checks, then the frame of the address; the check names the service, not the address', async () => {
    let settle: (value: OpenCheckAnswer) => void = () => undefined;
    const { blade } = renderOpener([service('svc-a', '成绩单打印', { openWay: 1001, serviceUrl: 'https://ehall.example.edu.cn/print' })],
      () => new Promise<OpenCheckAnswer>((resolve) => { settle = resolve; }));
    fireEvent.click(screen.getByRole('button', { name: '办理成绩单打印' }));
    const dialog = await screen.findByRole('dialog', { name: '成绩单打印' });
    expect(within(dialog).getByRole('status').textContent).toBe('正在连接“成绩单打印”…');
    expect(within(dialog).queryByTitle('成绩单打印（服务页面）')).toBeNull();
    settle(answer('reachable'));
    expect((await within(dialog).findByTitle('成绩单打印（服务页面）')).getAttribute('src')).toBe('https://ehall.example.edu.cn/print');
    expect(blade.calls.find((c) => c.name === 'checkOpenAddress')).toMatchObject({ input: { kind: 'service', id: 'svc-a' }, options: { silent: true } });
  });

  it('[OPEN-01] 1001 unreachable: the dialog says which system does not answer and whom to contact, with no frame; the click still counts (OPEN-03)', async () => {
    const { blade } = renderOpener([service('svc-b', '奖学金申请', { openWay: 1001 })], () => answer('unreachable'));
    fireEvent.click(screen.getByRole('button', { name: '办理奖学金申请' }));
    const dialog = await screen.findByRole('dialog', { name: '奖学金申请' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('暂时无法打开“奖学金申请”');
    expect(alert.textContent).toContain('网上办事演示系统没有响应');
    expect(alert.textContent).toContain('如一直无法打开，请联系：网络与信息中心 0731-88822201');
    expect(within(dialog).queryByTitle('奖学金申请（服务页面）')).toBeNull();
    expect(blade.calls.filter((c) => c.name === 'clickService')).toHaveLength(1);
  });

  it('[OPEN-01] 1003: a blank tab opens inside the click, cut from the portal, and is sent to the address once it answers', async () => {
    const blank = fakeWindow();
    open.mockReturnValue(blank as unknown as Window);
    renderOpener([service('svc-c', '校园邮箱', { openWay: 1003, serviceUrl: 'https://mail.example.edu.cn/' })], () => answer('reachable'));
    fireEvent.click(screen.getByRole('button', { name: '办理校园邮箱' }));
    // Synchronously, in the click: pop-up blockers allow nothing later.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', '');
    expect(blank.opener).toBeNull();
    await waitFor(() => expect(blank.replace).toHaveBeenCalledWith('https://mail.example.edu.cn/'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('[OPEN-01] 1002 unreachable: the blank pop-up closes and the portal shows the message', async () => {
    const blank = fakeWindow();
    open.mockReturnValue(blank as unknown as Window);
    renderOpener([service('svc-d', 'VPN 客户端下载', { openWay: 1002, serviceUrl: 'https://vpn.example.edu.cn/' })], () => answer('unreachable', '网络中心', ''));
    fireEvent.click(screen.getByRole('button', { name: '办理VPN 客户端下载' }));
    expect(open.mock.calls[0]?.[2]).toMatch(/^width=1200,height=650,/);
    expect(open.mock.calls[0]?.[2]).not.toContain('noopener');
    const alert = await within(await screen.findByRole('dialog', { name: 'VPN 客户端下载' })).findByRole('alert');
    expect(alert.textContent).toContain('网络中心没有响应');
    expect(alert.textContent).toContain('请联系该系统的管理员');
    expect(blank.close).toHaveBeenCalled();
    expect(blank.replace).not.toHaveBeenCalled();
  });

  it('[OPEN-01] a check that fails, or answers unknown, opens as before; a blocked blank tab opens the address itself', async () => {
    renderOpener([service('svc-e', '图书续借', { openWay: 1003, serviceUrl: 'https://lib.example.edu.cn/' }), service('svc-f', '网络报修', { openWay: 1003, serviceUrl: 'https://net.example.edu.cn/' })],
      (input) => {
        if ((input as { id: string }).id === 'svc-e') throw new Error('down');
        return answer('unknown');
      });
    fireEvent.click(screen.getByRole('button', { name: '办理图书续借' }));
    fireEvent.click(screen.getByRole('button', { name: '办理网络报修' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://lib.example.edu.cn/', '_blank', 'noopener'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://net.example.edu.cn/', '_blank', 'noopener'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[OPEN-01] a visitor is not checked: the service opens at once', () => {
    const { blade } = renderOpener([service('svc-g', '校车时刻', { openWay: 1003, serviceUrl: 'https://bus.example.edu.cn/' })], () => answer('unreachable'), false);
    fireEvent.click(screen.getByRole('button', { name: '办理校车时刻' }));
    expect(open).toHaveBeenCalledWith('https://bus.example.edu.cn/', '_blank', 'noopener');
    expect(blade.calls.some((c) => c.name === 'checkOpenAddress')).toBe(false);
  });

  it('[OPEN-01] a to-do whose system does not answer names that system and its contact', async () => {
    const { blade } = renderOpener([], () => answer('unreachable', '教务系统', '教务处 88820001'));
    fireEvent.click(screen.getByRole('button', { name: '打开待办' }));
    const alert = await within(await screen.findByRole('dialog', { name: '成绩更正审批' })).findByRole('alert');
    expect(alert.textContent).toContain('教务系统没有响应');
    expect(alert.textContent).toContain('教务处 88820001');
    expect(blade.calls.find((c) => c.name === 'checkOpenAddress')?.input).toEqual({ kind: 'todo', id: 'n-7' });
  });
});
