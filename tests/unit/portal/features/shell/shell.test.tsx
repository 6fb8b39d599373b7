// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { DEFAULT_THEME_COLOR } from '../../../../../src/shared/state/defaults';
import { visibleEntries } from '../../../../../src/portal/features/shell/TopNav';
import { isBuiltPath } from '../../../../../src/portal/routes/built-routes';
import { configMenu, renderPortal, SESSION_KEYS, topMenu, preloadSignedInRoutes } from '../../../../support/portal-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); });

describe('signed-in shell', () => {
  it('[ROUTE-07] /home is the shell and shows the home page; the footer is shown', async () => {
    const app = renderPortal('/home', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/homePage'));
    expect(await screen.findByRole('heading', { name: '您好，王建国' })).toBeTruthy();
    expect(screen.getByText('教职工')).toBeTruthy();
    expect(screen.getByText('计算机学院')).toBeTruthy();
    expect(await screen.findByText('© 2026 示范大学')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('[ROUTE-07] hides the footer under /userFrameConfig', async () => {
    renderPortal('/userFrameConfig/homePageConfig', { signedIn: true, meta: { 'sh-admin-entry': '/admin.js' } });
    await screen.findByRole('banner');
    await screen.findByText('配置中心加载失败');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('[STATE-02] paints the top bar in the default theme colour #008cff', async () => {
    renderPortal('/homePage', { signedIn: true });
    const banner = await screen.findByRole('banner');
    expect(DEFAULT_THEME_COLOR).toBe('#008cff');
    expect(banner.style.backgroundColor).toBe('rgb(0, 140, 255)');
    expect(await within(banner).findByText('示范大学')).toBeTruthy();
  });

  it('the skip link moves focus to the main content without a navigation', async () => {
    const app = renderPortal('/homePage', { signedIn: true });
    await screen.findByRole('heading', { name: '您好，王建国' });
    fireEvent.click(screen.getByRole('link', { name: '跳到主要内容' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(app.location()).toBe('/homePage');
  });

  it('shows only top-menu entries whose page is built', async () => {
    renderPortal('/homePage', { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const home = within(nav).getByRole('link', { name: '首页' });
    expect(home.getAttribute('href')).toBe('/homePage');
    // The current page's entry is marked, for the eye (class active) and for screen readers (aria-current).
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.classList.contains('active')).toBe(true);
    expect(within(nav).getByRole('link', { name: '服务大厅' }).getAttribute('href')).toBe('/serviceHall');
    expect(within(nav).getByRole('link', { name: '效能监督' }).getAttribute('href')).toBe('/effectivenessSupervision');
    expect(within(nav).queryByRole('link', { name: '全部服务' })).toBeNull();
    expect(visibleEntries(topMenu, isBuiltPath).map((e) => e.path)).toEqual(['/homePage', '/serviceHall', '/effectivenessSupervision']);
  });

  it('[ROUTE-09] an entry for another site links to the /navIfram host by its id, never by its address', async () => {
    const external = { ...topMenu[0]!, id: 'n-lib', navigationName: '图书馆', path: 'https://lib.example.edu.cn/', sort: 9 };
    renderPortal('/homePage', { signedIn: true, handlers: { getTopMenu: () => [...topMenu, external] } });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '图书馆' }).getAttribute('href')).toBe('/navIfram?id=n-lib');
  });

  it('shows an error with a retry when the navigation fails to load', async () => {
    let fail = true;
    renderPortal('/homePage', {
      signedIn: true,
      handlers: { getTopMenu: () => { if (fail) throw new ApiError(8010, 'interface request timed out, please try again later'); return topMenu; } },
    });
    expect(await screen.findByText('导航加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeTruthy();
  });

  it('[TOKEN-02] 退出登录 calls loginOut, clears the signed-in state and goes to /login?logout=true', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc',
      prepare: (store) => { store.set(SESSION_KEYS.locks, { a: true }); store.set(SESSION_KEYS.chatRecord, [{ id: '30001' }]); },
    });
    fireEvent.click(await screen.findByRole('button', { name: /用户菜单/ }));
    // The user has configuration menus, so the menu offers the configuration area too.
    expect(await screen.findByRole('menuitem', { name: '配置中心' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?logout=true'));
    expect(app.blade.calls.some((c) => c.name === 'loginOut')).toBe(true);
    for (const key of ['access_token', 'refresh_token', 'userInfo', 'configMenu', 'roleId', 'locks', 'chatRecord']) {
      expect(app.store.get(key)).toBeNull();
    }
    expect(app.ticket.value).toBeNull();
    expect(await screen.findByLabelText('账号')).toBeTruthy();
    expect(configMenu.length).toBe(2);
  });

  it('[WRAP-08] a 401 with nobody signed in clears the ticket and goes to /login?logout=true', async () => {
    const app = renderPortal('/generalDetailsTow', { ticket: 'TGT-abc' });
    act(() => { app.services.events.emit('unauthorized', null); });
    await waitFor(() => expect(app.location()).toBe('/login?logout=true'));
    expect(app.ticket.value).toBeNull();
    expect(app.store.get(SESSION_KEYS.accessToken)).toBeNull();
    await screen.findByLabelText('账号');
  });

  it('[WRAP-13] a server msg becomes an error toast with role alert', async () => {
    const app = renderPortal('/homePage', { signedIn: true });
    await screen.findByRole('heading', { name: '您好，王建国' });
    act(() => { app.services.events.emit('errorMessage', { msg: '服务器开小差了，请稍后再试', status: 500 }); });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('服务器开小差了，请稍后再试');
    fireEvent.click(within(toast).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
