// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { MessageDetail } from '../../../../../src/shared/schema/messages';
import type { NavigationEntry } from '../../../../../src/shared/schema/shell';
import { COMMON_TOOLS_URL } from '../../../../../src/shared/state/dialogs';
import { FRAME_SLOW_MS, FramePage, type FrameKind } from '../../../../../src/portal/features/frame-pages';
import { COMB_STR_KEY } from '../../../../../src/portal/app/service-opener';
import { FRAME_SANDBOX } from '../../../../../src/portal/app/service-opener/ServiceOpenerProvider';
import { layoutCard, tool, toolCardView } from '../home/fixtures';
import { frameOf, renderAt, serviceDetails, type FrameRenderOptions } from './harness';

afterEach(() => { cleanup(); vi.useRealTimers(); });

function renderFrame(kind: FrameKind, path: string, opts: FrameRenderOptions = {}) {
  return renderAt(path, <FramePage kind={kind} />, opts);
}

/** Waits for the host to have resolved its id: a frame, or the page's heading. */
async function heading(): Promise<string> {
  return (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
}

const notFound = () => { throw new ApiError(8008, '服务不存在或已下架', [], 404); };

const nav = (id: string, navigationName: string, path: string, isAuto = 1): NavigationEntry => ({
  id, navigationName, navigationType: 'ADD', isBuilt: 2, isAuto, path, configPath: '', sort: 1,
});

function message(id: string, url: string, extra: Partial<MessageDetail> = {}): MessageDetail {
  return {
    id, title: '教务系统通知', content: '请查看', contentType: 'text', url, fromUserName: '教务处',
    createTime: '2026-03-09T08:00:00Z', important: false, read: false, files: [], ...extra,
  };
}

describe('/serviceIframPage', () => {
  it('[ROUTE-09] frames the configured address of the service id in a sandboxed frame, with its name, 在新标签页打开 and 返回', async () => {
    const { blade } = renderFrame('serviceIframPage', '/serviceIframPage?serviceId=svc-1', {
      handlers: { details: () => serviceDetails('svc-1', '成绩单打印', { serviceUrl: 'https://ehall.example.edu.cn/print' }) },
    });
    expect(await heading()).toBe('成绩单打印');
    const frame = frameOf();
    expect(frame?.getAttribute('src')).toBe('https://ehall.example.edu.cn/print');
    expect(frame?.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(frame?.getAttribute('title')).toBe('成绩单打印（内嵌页面）');
    expect(screen.getByRole('link', { name: '在新标签页打开' }).getAttribute('href')).toBe('https://ehall.example.edu.cn/print');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(blade.calls.find((c) => c.name === 'details')?.input).toEqual({ serviceId: 'svc-1' });
  });

  it('[OPEN-03] logs the click once when the service page shows', async () => {
    const { blade } = renderFrame('serviceIframPage', '/serviceIframPage?serviceId=svc-1', {
      handlers: { details: () => serviceDetails('svc-1', '成绩单打印') },
    });
    await heading();
    await waitFor(() => expect(blade.calls.filter((c) => c.name === 'clickService')).toHaveLength(1));
    expect(blade.calls.find((c) => c.name === 'clickService')?.input).toEqual({ serviceId: 'svc-1' });
  });

  it("[OPEN-02] accessWay '5' frames the address with combStr from the stored combination value", async () => {
    renderFrame('serviceIframPage', '/serviceIframPage?serviceId=svc-5', {
      handlers: {
        details: () => serviceDetails('svc-5', '校园卡服务平台', { accessWay: '5', serviceUrl: 'https://card.example.edu.cn/home?from=hall' }),
      },
      prepare: (store) => store.set(COMB_STR_KEY, 'U2026&x'),
    });
    await heading();
    expect(frameOf()?.getAttribute('src')).toBe('https://card.example.edu.cn/home?from=hall&combStr=U2026%26x');
  });

  it("[OPEN-02] another accessWay frames the address without combStr", async () => {
    renderFrame('serviceIframPage', '/serviceIframPage?serviceId=svc-2', {
      handlers: { details: () => serviceDetails('svc-2', '校园邮箱', { accessWay: '2', serviceUrl: 'https://mail.example.edu.cn/' }) },
      prepare: (store) => store.set(COMB_STR_KEY, 'U2026'),
    });
    await heading();
    expect(frameOf()?.getAttribute('src')).toBe('https://mail.example.edu.cn/');
  });

  it('[ROUTE-09] an unknown service id shows 页面不存在或无权访问, no frame and no click log', async () => {
    const { blade } = renderFrame('serviceIframPage', '/serviceIframPage?serviceId=nope', { handlers: { details: notFound } });
    expect(await heading()).toBe('页面不存在或无权访问');
    expect(frameOf()).toBeNull();
    expect(blade.calls.some((c) => c.name === 'clickService')).toBe(false);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['protocol-relative //host', '//evil.example.com/phish'],
    ['credentials in the URL', 'https://user:pw@evil.example.com/'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
  ])('[ROUTE-09] refuses an unsafe configured address (%s) with a message', async (_name, serviceUrl) => {
    const { blade } = renderFrame('serviceIframPage', '/serviceIframPage?serviceId=svc-x', {
      handlers: { details: () => serviceDetails('svc-x', '危险服务', { serviceUrl }) },
    });
    expect(await heading()).toBe('危险服务');
    expect(screen.getByRole('alert').textContent).toContain('该页面的地址不安全，已拒绝打开');
    expect(frameOf()).toBeNull();
    expect(screen.queryByRole('link', { name: '在新标签页打开' })).toBeNull();
    expect(blade.calls.some((c) => c.name === 'clickService')).toBe(false);
  });

  it('[ROUTE-09] a failed load shows the failure with a retry that loads again', async () => {
    let calls = 0;
    renderFrame('serviceIframPage', '/serviceIframPage?serviceId=svc-1', {
      handlers: {
        details: () => {
          calls += 1;
          if (calls === 1) throw new ApiError(8008, '网络连接失败');
          return serviceDetails('svc-1', '成绩单打印');
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('页面信息加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await heading()).toBe('成绩单打印');
    expect(frameOf()).not.toBeNull();
  });
});

describe('/navIfram', () => {
  const menu = [
    nav('n-lib', '图书馆', 'https://lib.example.edu.cn/'),
    nav('n-home', '首页', '/homePage'),
    nav('n-off', '旧系统', 'https://old.example.edu.cn/', 0),
    nav('n-bad', '钓鱼', '//evil.example.com/'),
    nav('n-js', '脚本', 'javascript:alert(1)'),
    nav('n-cred', '凭据', 'https://admin:secret@evil.example.com/'),
  ];

  it('[ROUTE-09] frames the http(s) path of the top-navigation entry of that id', async () => {
    const { blade } = renderFrame('navIfram', '/navIfram?id=n-lib', { handlers: { getTopMenu: () => menu } });
    expect(await heading()).toBe('图书馆');
    expect(frameOf()?.getAttribute('src')).toBe('https://lib.example.edu.cn/');
    expect(blade.calls.filter((c) => c.name === 'getTopMenu')).toHaveLength(1);
  });

  it('[ROUTE-09] an unknown or disabled entry is not found', async () => {
    renderFrame('navIfram', '/navIfram?id=n-none', { handlers: { getTopMenu: () => menu } });
    expect(await heading()).toBe('页面不存在或无权访问');
    cleanup();
    renderFrame('navIfram', '/navIfram?id=n-off', { handlers: { getTopMenu: () => menu } });
    expect(await heading()).toBe('页面不存在或无权访问');
    expect(frameOf()).toBeNull();
  });

  it.each([['n-bad'], ['n-js'], ['n-cred'], ['n-home']])('[ROUTE-09] entry %s whose path is no http(s) address of another site is refused', async (id) => {
    renderFrame('navIfram', `/navIfram?id=${id}`, { handlers: { getTopMenu: () => menu } });
    await heading();
    expect(screen.getByRole('alert').textContent).toContain('该页面的地址不安全，已拒绝打开');
    expect(frameOf()).toBeNull();
  });
});

describe('/messageIfrm', () => {
  it("[ROUTE-09] frames the message's url and marks the message read (MSG-01)", async () => {
    const { blade } = renderFrame('messageIfrm', '/messageIfrm?id=m1', {
      handlers: { messageHistoryDetail: () => message('m1', 'https://jwc.example.edu.cn/notice/1') },
    });
    expect(await heading()).toBe('教务系统通知');
    expect(frameOf()?.getAttribute('src')).toBe('https://jwc.example.edu.cn/notice/1');
    expect(blade.calls.find((c) => c.name === 'messageHistoryDetail')?.input).toEqual({ id: 'm1' });
    await waitFor(() => expect(blade.calls.find((c) => c.name === 'readMessage')?.input).toEqual({ messageId: 'm1', userId: 'u-teacher' }));
  });

  it('[ROUTE-09] a message without a url goes to its detail page; a deleted one to /deleteNoPag (MSG-02)', async () => {
    const first = renderFrame('messageIfrm', '/messageIfrm?id=m2', { handlers: { messageHistoryDetail: () => message('m2', '') } });
    await waitFor(() => expect(first.current()).toBe('/generalDetailsTow?id=m2'));
    cleanup();
    const second = renderFrame('messageIfrm', '/messageIfrm?id=m3', {
      handlers: { messageHistoryDetail: () => { throw new ApiError(8008, '消息已被删除', [], 410); } },
    });
    await waitFor(() => expect(second.current()).toBe('/deleteNoPag'));
  });

  it('[ROUTE-09] an unknown message is not found; an unsafe url is refused', async () => {
    renderFrame('messageIfrm', '/messageIfrm?id=m404', {
      handlers: { messageHistoryDetail: () => { throw new ApiError(8008, '消息不存在', [], 404); } },
    });
    expect(await heading()).toBe('页面不存在或无权访问');
    cleanup();
    renderFrame('messageIfrm', '/messageIfrm?id=m4', { handlers: { messageHistoryDetail: () => message('m4', 'javascript:alert(1)') } });
    await heading();
    expect(screen.getByRole('alert').textContent).toContain('该页面的地址不安全，已拒绝打开');
    expect(frameOf()).toBeNull();
  });
});

describe('/iframPage', () => {
  const toolsCard = layoutCard('c-tools', '常用工具');
  const frameCard = { ...layoutCard('c-frame', '迎新系统', false, 'BUSINESS_EXPRESS'), url: JSON.stringify({ type: 'iframe', url: 'https://yx.example.edu.cn/' }) };
  const appCard = { ...layoutCard('c-app', '科研助手', false, 'BUSINESS_EXPRESS'), url: 'https://ky.example.edu.cn/app/' };
  const badCard = { ...layoutCard('c-bad', '坏卡片', false, 'BUSINESS_EXPRESS'), url: JSON.stringify({ type: 'iframe', url: 'javascript:alert(1)' }) };
  const handlers = {
    getUserApplyCardList: () => ({ cards: [toolsCard, frameCard, appCard, badCard], customised: true }),
    getCardData: (input: unknown) => {
      if ((input as { cardId: string }).cardId !== 'c-tools') throw new ApiError(8008, '卡片不存在', [], 404);
      return toolCardView(toolsCard, [tool('t-vpn', 'VPN', 1001, 'https://vpn.example.edu.cn/'), tool('t-bad', '坏工具', 1001, '//evil.example.com/')]);
    },
  };

  it("[ROUTE-09] cardId frames the url of the user's card: a frame config or a micro-app URL (CARD-13)", async () => {
    renderFrame('iframPage', '/iframPage?cardId=c-frame', { handlers });
    expect(await heading()).toBe('迎新系统');
    expect(frameOf()?.getAttribute('src')).toBe('https://yx.example.edu.cn/');
    cleanup();
    renderFrame('iframPage', '/iframPage?cardId=c-app', { handlers });
    expect(await heading()).toBe('科研助手');
    expect(frameOf()?.getAttribute('src')).toBe('https://ky.example.edu.cn/app/');
  });

  it('[ROUTE-09] a card the user does not have is not found; a card with an unsafe url is refused', async () => {
    renderFrame('iframPage', '/iframPage?cardId=c-other', { handlers });
    expect(await heading()).toBe('页面不存在或无权访问');
    cleanup();
    renderFrame('iframPage', '/iframPage?cardId=c-bad', { handlers });
    expect(await heading()).toBe('坏卡片');
    expect(screen.getByRole('alert').textContent).toContain('该页面的地址不安全，已拒绝打开');
    expect(frameOf()).toBeNull();
  });

  it("[ROUTE-09] toolId frames the url of one of the user's common tools", async () => {
    const { blade } = renderFrame('iframPage', '/iframPage?toolId=t-vpn', { handlers });
    expect(await heading()).toBe('VPN');
    expect(frameOf()?.getAttribute('src')).toBe('https://vpn.example.edu.cn/');
    // Only the common-tools cards are asked for their tools.
    expect(blade.calls.filter((c) => c.name === 'getCardData').map((c) => c.input)).toEqual([{ cardId: 'c-tools' }]);
  });

  it('[ROUTE-09] an unknown tool is not found; a tool with an unsafe url is refused', async () => {
    renderFrame('iframPage', '/iframPage?toolId=t-none', { handlers });
    expect(await heading()).toBe('页面不存在或无权访问');
    cleanup();
    renderFrame('iframPage', '/iframPage?toolId=t-bad', { handlers });
    expect(await heading()).toBe('坏工具');
    expect(frameOf()).toBeNull();
  });

  it('[ROUTE-09] app=commonTools frames the common tools app', async () => {
    renderFrame('iframPage', '/iframPage?app=commonTools');
    expect(await heading()).toBe('常用工具');
    expect(frameOf()?.getAttribute('src')).toBe(COMMON_TOOLS_URL);
  });

  it('[ROUTE-09] a url= query parameter is never framed: alone it is not found, beside an id it is ignored', async () => {
    renderFrame('iframPage', '/iframPage?url=https%3A%2F%2Fevil.example.com%2F');
    expect(await heading()).toBe('页面不存在或无权访问');
    expect(frameOf()).toBeNull();
    expect(document.body.innerHTML).not.toContain('evil.example.com');
    cleanup();
    renderFrame('iframPage', '/iframPage?cardId=c-frame&url=https%3A%2F%2Fevil.example.com%2F', { handlers });
    expect(await heading()).toBe('迎新系统');
    expect(frameOf()?.getAttribute('src')).toBe('https://yx.example.edu.cn/');
    cleanup();
    renderFrame('navIfram', '/navIfram?url=https%3A%2F%2Fevil.example.com%2F', { handlers: { getTopMenu: () => [] } });
    expect(await heading()).toBe('页面不存在或无权访问');
    cleanup();
    renderFrame('iframPage', '/iframPage?app=https%3A%2F%2Fevil.example.com%2F');
    expect(await heading()).toBe('页面不存在或无权访问');
    expect(frameOf()).toBeNull();
  });

  it('[ROUTE-09] 返回 goes back home when the page was opened on its own', async () => {
    const { current } = renderFrame('iframPage', '/iframPage?app=commonTools');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(current()).toBe('/homePage'));
  });
});

describe('the frame itself', () => {
  it('[ROUTE-09] shows loading until the frame loads, and a hint with reload and a new tab when it never does', async () => {
    // shouldAdvanceTime: the queries' own polling needs the clock to move.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFrame('iframPage', '/iframPage?app=commonTools');
    await heading();
    expect(screen.getByRole('status').textContent).toContain('页面加载中');
    // The frame's effects (its timer) run after the heading shows.
    await act(async () => { await Promise.resolve(); });
    await act(async () => { vi.advanceTimersByTime(FRAME_SLOW_MS - 2_000); });
    expect(screen.getByRole('status').textContent).toContain('页面加载中');
    await act(async () => { vi.advanceTimersByTime(2_000); });
    const hint = screen.getByRole('status');
    expect(hint.textContent).toContain('页面长时间未加载完成');
    const first = frameOf();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    // A reload is a new frame of the same address.
    expect(frameOf()).not.toBe(first);
    expect(frameOf()?.getAttribute('src')).toBe(COMMON_TOOLS_URL);
    const frame = frameOf();
    if (frame) fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
