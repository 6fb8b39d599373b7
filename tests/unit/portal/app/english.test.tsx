// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import * as adminModule from '../../../../src/admin/main';
import { ApiError } from '../../../../src/shared/api/client-types';
import { renderPortal, preloadSignedInRoutes } from '../../../support/portal-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); });

describe('the portal in English', () => {
  it('[AUTH-03] shows a known server msg in English and follows a switch back to Chinese', async () => {
    const app = renderPortal('/login', { handlers: { modelLogin: () => { throw new ApiError(400, '账号或密码错误'); } } });
    await screen.findByLabelText('账号');
    await act(async () => { await app.i18n.changeLanguage('en'); });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'teacher' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect account or password.');
    await act(async () => { await app.i18n.changeLanguage('zh-CN'); });
    expect(screen.getByRole('alert').textContent).toBe('账号或密码错误');
  });

  it('[SESS-05] shows the server default expiry tip in English', async () => {
    const app = renderPortal('/homePage', { signedIn: true });
    await screen.findByRole('heading', { name: '您好，王建国' });
    await act(async () => { await app.i18n.changeLanguage('en'); });
    act(() => { app.services.expiryDialog.open('expired', '您长时间未操作，登录已失效，请重新登录'); });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/inactive for a long time/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('names the configuration entries in English, keeping the server title for unknown ones', async () => {
    const app = renderPortal('/userFrameConfig/homePageConfig', {
      signedIn: true, meta: { 'sh-admin-entry': '/a.js' }, loadAdmin: async () => adminModule,
      handlers: {
        getBusinessConfigMenu: () => [
          { id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 },
          { id: 'c9', name: 'schoolOnlyConfig', title: '校本配置', path: '/userFrameConfig/schoolOnlyConfig', sort: 9 },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '首页配置' })).toBeTruthy();
    await act(async () => { await app.i18n.changeLanguage('en'); });
    const menu = await screen.findByRole('navigation', { name: 'Configuration menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Home page' })).toBeTruthy());
    expect(within(menu).getByRole('link', { name: '校本配置' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeTruthy();
  });
});
