// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { STATUS_TIMEOUT } from '../../../../../src/shared/api/wrap-messages';
import { renderPortal, SESSION_KEYS, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { isShownModal } from '../../../../support/dialog-shim';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); });

const TIP = '您已长时间未操作，登录已失效，请重新登录';
const expiration = async () => ({ expireTime: 1800, outLogTip: TIP, autoRefresh: true });

describe('session-expiry dialog', () => {
  it('[SESS-05] a session ended elsewhere says why, and a 401 meanwhile leaves the dialog where it is', async () => {
    const app = renderPortal('/homePage?tab=2', {
      signedIn: true, ticket: 'TGT-abc', sessionExpiration: expiration,
      handlers: { getSessionValidTime: () => ({ tgt: 'TGT-abc', expireTime: 0, endReason: 'disabled' }) },
    });
    const dialog = await screen.findByRole('dialog', { name: '登录提示' });
    expect(dialog.textContent).toContain('您的账号已被停用');
    act(() => { app.services.events.emit('unauthorized', null); });
    // Still there, still signed in underneath: only 重新登录 moves on.
    expect(screen.getByRole('dialog', { name: '登录提示' })).toBe(dialog);
    expect(app.location()).toBe('/homePage?tab=2');
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?logout=true&isLogin=true&redirect=%2FhomePage%3Ftab%3D2'));
  });

  it('[SESS-05] [SESS-07] a 401 on a signed-in page opens the re-login dialog with the reason instead of leaving', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc',
      handlers: { getSessionValidTime: () => ({ tgt: 'TGT-abc', expireTime: 0, endReason: 'logout' }) },
    });
    await screen.findByRole('heading', { name: '您好，王建国' });
    act(() => { app.services.events.emit('unauthorized', null); });
    const dialog = await screen.findByRole('dialog', { name: '登录提示' });
    expect(dialog.textContent).toContain('您已在其他页面或设备上退出登录');
    expect(app.location()).toBe('/homePage');
    expect(app.ticket.value).toBe('TGT-abc');
  });

  it('[SESS-05] a reason question that timed out (a device waking from sleep) is asked once more', async () => {
    let asked = 0;
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc',
      handlers: {
        getSessionValidTime: () => {
          asked += 1;
          // The session check's first question finds the session alive; the 401's first question times out.
          if (asked === 1) return { tgt: 'TGT-abc', expireTime: 1790 };
          if (asked === 2) throw new ApiError(STATUS_TIMEOUT, 'interface request timed out, please try again later');
          return { tgt: 'TGT-abc', expireTime: 0, endReason: 'removed' };
        },
      },
    });
    await waitFor(() => expect(app.store.get(SESSION_KEYS.casData)).toEqual({ tgt: 'TGT-abc', expireTime: 1790 }));
    act(() => { app.services.events.emit('unauthorized', null); });
    const dialog = await screen.findByRole('dialog', { name: '登录提示' });
    expect(dialog.textContent).toContain('您的登录已被管理员或其他系统结束');
    expect(asked).toBe(3);
  });

  it('[SHELL-02] [SESS-05] shows the server outLogTip in a modal with a single 重新登录 button, focused', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc', sessionExpiration: expiration,
      prepare: (store) => store.set(SESSION_KEYS.casData, { tgt: 'TGT-abc', expireTime: 0 }),
    });
    const dialog = await screen.findByRole('dialog', { name: '登录提示' });
    expect(isShownModal(dialog)).toBe(true);
    expect(dialog.textContent).toContain(TIP);
    const buttons = dialog.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.textContent).toBe('重新登录');
    await waitFor(() => expect(document.activeElement).toBe(buttons[0]));
    expect(app.store.get(SESSION_KEYS.sessionExpiryDialog)).toBe(true);
  });

  it('[SESS-02] a ticket whose remaining time answers non-200 shows the abnormal-login text', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc', sessionExpiration: expiration,
      handlers: { getSessionValidTime: () => { throw new ApiError(9999, 'ticket unknown'); } },
    });
    const dialog = await screen.findByRole('dialog', { name: '登录提示' });
    expect(dialog.textContent).toContain('当前登录信息异常，继续使用系统可能出现问题，请重新登录');
    const call = app.blade.calls.find((c) => c.name === 'getSessionValidTime');
    expect(call?.input).toEqual({ casTicket: 'TGT-abc' });
  });

  it('[SESS-01] a sound ticket caches its remaining time and shows no dialog', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc', sessionExpiration: expiration,
      handlers: { getSessionValidTime: () => ({ tgt: 'TGT-abc', expireTime: 1790 }) },
    });
    await waitFor(() => expect(app.store.get(SESSION_KEYS.casData)).toEqual({ tgt: 'TGT-abc', expireTime: 1790 }));
    await screen.findByRole('heading', { name: '您好，王建国' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SESS-07] 重新登录 clears the ticket data, closes the panels, logs out and replaces the route', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc', sessionExpiration: expiration,
      prepare: (store) => {
        store.set(SESSION_KEYS.casData, { tgt: 'TGT-abc', expireTime: -1 });
        store.set(SESSION_KEYS.panels, { service: true, directory: true, allEvaluate: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '重新登录' }));
    // SESS-07's address, with where sign-in returns (ADR 025).
    await waitFor(() => expect(app.location()).toBe('/login?logout=true&isLogin=true&redirect=%2FhomePage'));
    // Replaced: /homePage is no longer in the history, and no entry was added.
    expect(app.history()).toEqual(['/login?logout=true&isLogin=true&redirect=%2FhomePage']);
    expect(app.ticket.value).toBeNull();
    expect(app.store.get(SESSION_KEYS.casData)).toBeNull();
    expect(app.store.get(SESSION_KEYS.accessToken)).toBeNull();
    expect(app.blade.calls.some((c) => c.name === 'loginOut')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('登录已失效，请重新登录。')).toBeTruthy();
    expect(await screen.findByLabelText('账号')).toBeTruthy();
  });

  it('[SESS-07] closes the service, directory and all-evaluate panels in the panel registry', async () => {
    let panelsAtLogout: unknown = null;
    const app = renderPortal('/homePage', {
      signedIn: true, ticket: 'TGT-abc', sessionExpiration: expiration,
      prepare: (store) => {
        store.set(SESSION_KEYS.casData, { tgt: 'TGT-abc', expireTime: 0 });
        store.set(SESSION_KEYS.panels, { service: true, directory: true, allEvaluate: true });
      },
      // The login page clears the whole session store on arrival; record the registry when loginOut runs.
      handlers: { loginOut: () => { panelsAtLogout = app.store.get(SESSION_KEYS.panels); return null; } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?logout=true&isLogin=true&redirect=%2FhomePage'));
    expect(panelsAtLogout).toEqual({ service: false, directory: false, allEvaluate: false });
    await screen.findByLabelText('账号');
  });
});
