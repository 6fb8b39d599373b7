// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { ServiceItem } from '../../../../../src/shared/schema/cards';
import type { SessionStore } from '../../../../../src/shared/state/session-store';
import { COMB_STR_KEY, ServiceOpenerProvider, useServiceOpener } from '../../../../../src/portal/app/service-opener';
import { renderInPortal, type Handler } from '../../../../support/portal-harness';
import { service } from '../../features/home/fixtures';

function Probe({ items }: { items: ServiceItem[] }) {
  const opener = useServiceOpener();
  return (
    <>
      {items.map((item) => (
        <button key={item.serviceId} type="button" onClick={() => opener.openService(item)}>{`办理${item.serviceName}`}</button>
      ))}
      <button type="button" onClick={() => opener.openLink({ url: '/iframPage?tool=1', openWay: 1002, title: '工具', key: 'tool 1' })}>
        打开工具
      </button>
    </>
  );
}

function renderOpener(items: ServiceItem[], opts: { handlers?: Record<string, Handler>; prepare?: (store: SessionStore) => void } = {}) {
  const { blade, store } = renderInPortal(<ServiceOpenerProvider><Probe items={items} /></ServiceOpenerProvider>, {
    handlers: { clickService: () => null, ...opts.handlers }, ...(opts.prepare ? { prepare: opts.prepare } : {}),
  });
  return { blade, store };
}

let open: MockInstance<typeof window.open>;
beforeEach(() => { open = vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const clicks = (blade: ReturnType<typeof renderOpener>['blade']) => blade.calls.filter((c) => c.name === 'clickService');

describe('opening a service', () => {
  it('[OPEN-01] 1001 opens the service in an in-page dialog with a frame of its address; Esc closes it', async () => {
    renderOpener([service('svc-a', '成绩单打印', { openWay: 1001, serviceUrl: 'https://ehall.example.edu.cn/print' })]);
    fireEvent.click(screen.getByRole('button', { name: '办理成绩单打印' }));
    const dialog = await screen.findByRole('dialog', { name: '成绩单打印' });
    const frame = await within(dialog).findByTitle('成绩单打印（服务页面）');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://ehall.example.edu.cn/print');
    // DLG-03's size is the dialog's frame variant (1200 × 650 in services.css).
    expect(dialog.classList.contains('sh-dialog--frame')).toBe(true);
    expect(open).not.toHaveBeenCalled();
    fireEvent.keyDown(frame, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[OPEN-01] 1002 opens a sized pop-up window of 1200 × 650 named after the service', () => {
    renderOpener([service('svc-b', 'VPN 客户端下载', { openWay: 1002, serviceUrl: 'https://vpn.example.edu.cn/' })]);
    fireEvent.click(screen.getByRole('button', { name: '办理VPN 客户端下载' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe('https://vpn.example.edu.cn/');
    expect(name).toBe('sh_service_svc_b');
    expect(features).toMatch(/^width=1200,height=650,/);
    expect(features).toContain('noopener');
  });

  it('[OPEN-01] 1003 opens a new tab', () => {
    renderOpener([service('svc-c', '校园邮箱', { openWay: 1003, serviceUrl: 'https://mail.example.edu.cn/' })]);
    fireEvent.click(screen.getByRole('button', { name: '办理校园邮箱' }));
    expect(open).toHaveBeenCalledWith('https://mail.example.edu.cn/', '_blank', 'noopener');
  });

  it("[OPEN-01] any other openWay shows the error '返回值没有类型' and opens nothing", async () => {
    const { blade } = renderOpener([service('svc-d', '旧系统', { openWay: 1004 })]);
    fireEvent.click(screen.getByRole('button', { name: '办理旧系统' }));
    expect((await screen.findByRole('alert')).textContent).toContain('返回值没有类型');
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(clicks(blade)).toHaveLength(0);
  });

  it('[OPEN-01] a link that is neither http(s) nor a portal path is never opened', async () => {
    renderOpener([service('svc-e', '危险链接', { openWay: 1001, serviceUrl: 'javascript:alert(1)' })]);
    fireEvent.click(screen.getByRole('button', { name: '办理危险链接' }));
    expect((await screen.findByRole('alert')).textContent).toContain('该服务的地址无法打开');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('[OPEN-01] tools and other links open by the same rules, portal paths included', () => {
    renderOpener([]);
    fireEvent.click(screen.getByRole('button', { name: '打开工具' }));
    expect(open).toHaveBeenCalledWith('/iframPage?tool=1', 'sh_service_tool_1', expect.stringMatching(/^width=1200,height=650,/));
  });

  it("[OPEN-02] accessWay '5' adds combStr from the stored user combination value", () => {
    renderOpener(
      [service('svc-f', '校园卡服务平台', { accessWay: '5', openWay: 1003, serviceUrl: 'https://card.example.edu.cn/home?from=hall' })],
      { prepare: (store) => store.set(COMB_STR_KEY, 'U2026&x') },
    );
    fireEvent.click(screen.getByRole('button', { name: '办理校园卡服务平台' }));
    expect(open).toHaveBeenCalledWith('https://card.example.edu.cn/home?from=hall&combStr=U2026%26x', '_blank', 'noopener');
  });

  it("[OPEN-02] accessWay '5' without a stored value opens the link without combStr", () => {
    renderOpener([service('svc-g', '校园卡服务平台', { accessWay: '5', openWay: 1003, serviceUrl: 'https://card.example.edu.cn/home' })]);
    fireEvent.click(screen.getByRole('button', { name: '办理校园卡服务平台' }));
    expect(open).toHaveBeenCalledWith('https://card.example.edu.cn/home', '_blank', 'noopener');
  });

  it('[OPEN-03] opening a service logs the click, silently, with its serviceId', () => {
    const { blade } = renderOpener([service('svc-h', '图书续借')]);
    fireEvent.click(screen.getByRole('button', { name: '办理图书续借' }));
    expect(clicks(blade)).toEqual([{ name: 'clickService', input: { serviceId: 'svc-h' }, options: { silent: true } }]);
  });

  it('[OPEN-03] a failing or hanging click log never stops the opening and shows no toast', async () => {
    let calls = 0;
    const { blade } = renderOpener(
      [service('svc-i', '网络报修'), service('svc-j', '校车预约')],
      {
        handlers: {
          clickService: () => {
            calls += 1;
            if (calls === 1) throw new ApiError(8008, 'Not Found');
            return new Promise(() => undefined);
          },
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: '办理网络报修' }));
    fireEvent.click(screen.getByRole('button', { name: '办理校车预约' }));
    await act(async () => { await Promise.resolve(); });
    expect(open).toHaveBeenCalledTimes(2);
    expect(clicks(blade)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
