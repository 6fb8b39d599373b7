// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import * as adminModule from '../../../../../src/admin/main';
import { isAdminModule } from '../../../../../src/portal/features/config-area/admin-contract';
import { renderPortal, preloadSignedInRoutes } from '../../../../support/portal-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); });

const meta = { 'sh-admin-entry': '/assets/admin-abc.js', 'sh-admin-css': '/assets/admin-abc.css' };

describe('configuration area', () => {
  it('loads the studio from the sh-admin-entry URL and shows the menu with the current entry', async () => {
    const loadAdmin = vi.fn(async () => adminModule);
    const app = renderPortal('/userFrameConfig/homePageConfig', { signedIn: true, meta, loadAdmin });
    // The first test of the file loads the config area's chunk cold, which takes more than a second on 2 busy cores.
    const menu = await screen.findByRole('navigation', { name: '配置菜单' });
    expect(loadAdmin).toHaveBeenCalledWith('/assets/admin-abc.js');
    expect(isAdminModule(adminModule)).toBe(true);
    const current = within(menu).getByRole('link', { name: '首页配置' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '导航配置' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '首页配置' })).toBeTruthy();
    expect(screen.getByText('配置登录后首页的卡片类型、卡片内容及其展示顺序。')).toBeTruthy();
    expect(document.querySelector('link[rel="stylesheet"][href="/assets/admin-abc.css"]')).not.toBeNull();

    fireEvent.click(within(menu).getByRole('link', { name: '导航配置' }));
    await waitFor(() => expect(app.location()).toBe('/userFrameConfig/addNavigation'));
    expect(await screen.findByRole('heading', { level: 1, name: '导航配置' })).toBeTruthy();
    expect(loadAdmin).toHaveBeenCalledTimes(1);
  });

  it('opens the first entry of the area for the bare /userFrameConfig', async () => {
    const app = renderPortal('/userFrameConfig', { signedIn: true, meta, loadAdmin: async () => adminModule });
    await waitFor(() => expect(app.location()).toBe('/userFrameConfig/homePageConfig'));
    expect(await screen.findByRole('heading', { level: 1, name: '首页配置' })).toBeTruthy();
  });

  it('shows an error with a retry when the studio bundle cannot be loaded', async () => {
    let fail = true;
    renderPortal('/userFrameConfig/homePageConfig', {
      signedIn: true, meta,
      loadAdmin: async () => { if (fail) throw new Error('chunk failed'); return adminModule; },
    });
    expect(await screen.findByText('配置中心加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('navigation', { name: '配置菜单' })).toBeTruthy();
  });
});
