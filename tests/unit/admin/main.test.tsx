// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as adminModule from '../../../src/admin/main';
import type { AdminModule } from '../../../src/portal/features/config-area/admin-contract';
import { renderPortal, preloadSignedInRoutes } from '../../support/portal-harness';
import { tolerateReactAdminPropWarnings } from '../../support/studio-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

tolerateReactAdminPropWarnings();
afterEach(() => { cleanup(); });

const meta = { 'sh-admin-entry': '/assets/admin.js' };
const handlers = { cardTypeList: () => [{ id: 't1', typeName: '办事服务', sort: 1, cardCount: 2 }], navigationConfigList: () => [] };

describe('the studio in the portal’s configuration area', () => {
  it('[ROUTE-08] /userFrameConfig/homePageConfig shows the studio inside the shell, with the footer hidden', async () => {
    renderPortal('/userFrameConfig/homePageConfig', { signedIn: true, meta, handlers, loadAdmin: async () => adminModule });
    const menu = await screen.findByRole('navigation', { name: '配置菜单' });
    expect(within(menu).getByRole('link', { name: '首页配置' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: '首页配置' })).toBeTruthy();
    expect(await screen.findByText('办事服务')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the home page draft bar over its card types: unpublished edits, and 发布 sends the revision it showed', async () => {
    let published: unknown = null;
    const draft = {
      area: 'homePage', revision: 7, publishedVersion: 2, isDirty: true,
      changes: [{ op: 'replace', path: '/cardTypes/t1/typeName', before: '办事', after: '办事服务' }],
      updatedBy: '系统管理员', updatedAt: '2026-11-22T05:00:00.000Z', body: {},
    };
    const withDraft = {
      ...handlers,
      homePageDraft: () => draft,
      getRoleListClass: () => [],
      homePagePublish: (input: unknown) => { published = input; return { version: 3, changeCount: 1 }; },
    };
    renderPortal('/userFrameConfig/homePageConfig', { signedIn: true, meta, handlers: withDraft, loadAdmin: async () => adminModule });
    expect(await screen.findByText('草稿有 1 处未发布的修改')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(published).toMatchObject({ revision: 7 }));
  });

  it('[ROUTE-08] mounts the studio once for the whole area; its moves and the portal’s stay in step', async () => {
    const mount = vi.fn(adminModule.mount);
    const studio: AdminModule = { mount };
    const app = renderPortal('/userFrameConfig/homePageConfig', { signedIn: true, meta, handlers, loadAdmin: async () => studio });
    await screen.findByText('办事服务');

    fireEvent.click(within(screen.getByRole('navigation', { name: '配置菜单' })).getByRole('link', { name: '导航配置' }));
    await waitFor(() => expect(app.location()).toBe('/userFrameConfig/addNavigation'));
    expect(await screen.findByRole('list', { name: '导航列表' })).toBeTruthy();

    await app.navigate('/userFrameConfig/homePageConfig');
    fireEvent.click(await screen.findByRole('link', { name: '新建' }));
    await waitFor(() => expect(app.location()).toBe('/userFrameConfig/homePageConfig?view=%2FcardTypes%2Fcreate'));
    expect(await screen.findByLabelText(/类型名称/)).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
