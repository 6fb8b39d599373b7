// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { configMenu, renderPortal, SESSION_KEYS, preloadSignedInRoutes } from '../../../support/portal-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); });

describe('route guard in the app', () => {
  it('[ROUTE-01] a visitor can open the public deleted-message page', async () => {
    const app = renderPortal('/deleteNoPag');
    expect(await screen.findByRole('heading', { name: '消息已被删除' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(app.location()).toBe('/deleteNoPag');
  });

  it('[ROUTE-01] the landing route shows a visitor the landing page and sends a signed-in user to /homePage', async () => {
    const visitor = renderPortal('/');
    // The landing page (a lazy chunk) offers sign-in, even with no answer to its own calls here.
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(visitor.location()).toBe('/');
    cleanup();
    const user = renderPortal('/', { signedIn: true });
    await waitFor(() => expect(user.location()).toBe('/homePage'));
    await screen.findByRole('heading', { name: '您好，王建国' });
  });

  it('[ROUTE-02] a visitor on a signed-in route goes to /login and returns there after sign-in', async () => {
    const app = renderPortal('/noPower');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2FnoPower'));
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'teacher' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Teacher@123' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.location()).toBe('/noPower'));
    expect(await screen.findByRole('heading', { name: '暂无权限' })).toBeTruthy();
  });

  it('[ROUTE-02] keeps a query with encoded characters intact through the sign-in redirect', async () => {
    const wanted = '/serviceHall?kw=R%26D&dept=%E8%AE%A1%E7%AE%97%E6%9C%BA';
    const app = renderPortal(wanted);
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(wanted)}`));
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'teacher' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Teacher@123' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.location()).toBe(wanted));
  });

  it('[ROUTE-03] a configuration route outside the user menu goes to /noPower; the menu is fetched once', async () => {
    const app = renderPortal('/userFrameConfig/preLoginConfig', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/noPower'));
    expect(await screen.findByRole('heading', { name: '暂无权限' })).toBeTruthy();
    expect(app.store.get(SESSION_KEYS.configMenu)).toEqual(configMenu);
    await app.navigate('/cardBusinessConfig');
    await waitFor(() => expect(app.location()).toBe('/noPower'));
    expect(app.blade.calls.filter((c) => c.name === 'getBusinessConfigMenu')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(app.location()).toBe('/homePage'));
    await screen.findByRole('heading', { name: '您好，王建国' });
  });

  it('[ROUTE-03] a configuration route in the user menu opens', async () => {
    const app = renderPortal('/userFrameConfig/homePageConfig', { signedIn: true, meta: { 'sh-admin-entry': '/a.js' } });
    await screen.findByText('配置中心加载失败');
    expect(app.location()).toBe('/userFrameConfig/homePageConfig');
  });

  it('[ROUTE-04] each navigation stores the service type, resets the pre-login tab and marks the message area', async () => {
    const app = renderPortal('/applicationServiceCenter', {
      signedIn: true, prepare: (store) => store.set(SESSION_KEYS.preLoginConfigTab, 'other'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '应用服务中心' })).toBeTruthy();
    expect(app.store.get(SESSION_KEYS.serviceBusinessType)).toBe('APPLICATION');
    expect(app.store.get(SESSION_KEYS.preLoginConfigTab)).toBe('preLoginConfigGlobalConfig');
    expect(app.store.get(SESSION_KEYS.messageReleaseArea)).toBe('homePage');
    await app.navigate('/processServiceCenter');
    await waitFor(() => expect(app.store.get(SESSION_KEYS.serviceBusinessType)).toBe('PROCESS'));
    await app.navigate('/serviceHall');
    await waitFor(() => expect(app.store.get(SESSION_KEYS.serviceBusinessType)).toBe(''));
  });

  it('[ROUTE-04] applies again on a navigation to the same address, not on a re-render', async () => {
    const app = renderPortal('/serviceHall', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: '服务大厅' })).toBeTruthy();
    app.store.set(SESSION_KEYS.preLoginConfigTab, 'chosenByTheUser');
    // A re-render of the same navigation (here: the language changes) keeps what the user chose.
    await act(async () => { await app.i18n.changeLanguage('en'); });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Hall' })).toBeTruthy();
    expect(app.store.get(SESSION_KEYS.preLoginConfigTab)).toBe('chosenByTheUser');
    await app.navigate('/serviceHall');
    expect(app.store.get(SESSION_KEYS.preLoginConfigTab)).toBe('preLoginConfigGlobalConfig');
    expect(app.history()).toEqual(['/serviceHall', '/serviceHall']);
  });

  it('[ROUTE-05] the robot question config is fetched once and cached in session', async () => {
    const app = renderPortal('/login');
    await screen.findByLabelText('账号');
    await waitFor(() => expect(app.store.get(SESSION_KEYS.questionBasciConfig)).toMatchObject({ robotName: '小服' }));
    await app.navigate('/deleteNoPag');
    await screen.findByRole('heading', { name: '消息已被删除' });
    expect(app.blade.calls.filter((c) => c.name === 'indexIndex')).toHaveLength(1);
  });

  // Its menu entry is left out of the top navigation too (shell.test.tsx).
  it('an address that is no route shows a not-found page with a link home', async () => {
    renderPortal('/noSuchPage', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/homePage');
  });
});
