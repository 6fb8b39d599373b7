// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPortal, preloadSignedInRoutes, SESSION_KEYS, type Handler } from '../../../support/portal-harness';

beforeAll(preloadSignedInRoutes, 30_000);
afterEach(cleanup);

async function signOut(handlers: Record<string, Handler>) {
  const app = renderPortal('/homePage', { signedIn: true, handlers });
  await screen.findByRole('heading', { name: '您好，王建国' });
  fireEvent.click(await screen.findByRole('button', { name: /用户菜单/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
  return app;
}

describe('sign-out through the school identity provider (ADR 022)', () => {
  it('asks for the provider logout before ending our session, ends it, then sends the browser to the provider', async () => {
    const app = await signOut({ ssoLogoutAddress: () => ({ url: 'https://idp.example.edu.cn/logout?service=x' }) });
    await waitFor(() => expect(app.redirectTo).toHaveBeenCalledWith('https://idp.example.edu.cn/logout?service=x'));
    const names = app.blade.calls.map((c) => c.name);
    expect(names.indexOf('ssoLogoutAddress')).toBeLessThan(names.indexOf('loginOut'));
    expect(app.store.get(SESSION_KEYS.accessToken)).toBeFalsy();
  });

  it('[TOKEN-02] without a provider session (or when the question fails) it goes to our sign-in page as before', async () => {
    const app = await signOut({ ssoLogoutAddress: () => { throw new Error('down'); } });
    await waitFor(() => expect(app.location()).toBe('/login?logout=true'));
    expect(app.redirectTo).not.toHaveBeenCalled();
    expect(app.blade.calls.some((c) => c.name === 'loginOut')).toBe(true);
  });
});
