// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { loginConfig, loginResult, renderPortal, SESSION_KEYS, preloadSignedInRoutes } from '../../../../support/portal-harness';

beforeAll(preloadSignedInRoutes, 30_000);
afterEach(cleanup);

const providerMode = {
  authInit: () => ({ ...loginConfig, eduSystemManageIdentityAuth: { status: 1, isSelfCas: 1 } }),
  getAddress: () => ({ casLoginUrl: '/api/sso/000000/start', casLogoutUrl: '/login?logout=true', serviceUrl: '' }),
};

describe('login page with the school identity provider (ADR 022)', () => {
  it('[AUTH-01] the button goes to our start route with where the user was going', async () => {
    const app = renderPortal('/login?redirect=%2FmyCenter', { handlers: providerMode });
    fireEvent.click(await screen.findByRole('button', { name: '前往统一身份认证登录' }));
    await waitFor(() => expect(app.redirectTo).toHaveBeenCalledWith('/api/sso/000000/start?next=%2FmyCenter'));
  });

  it('[AUTH-01] keeps the own form one click away for administrators (break-glass)', async () => {
    renderPortal('/login', { handlers: providerMode });
    const link = await screen.findByRole('link', { name: '管理员登录（本地账号）' });
    expect(link.getAttribute('href')).toBe('/login?local=1');
    cleanup();
    renderPortal('/login?local=1', { handlers: providerMode });
    expect(await screen.findByLabelText('账号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回统一身份认证登录' })).toBeTruthy();
  });

  it('trades the one-time code for the usual sign-in and lands on redirect', async () => {
    const app = renderPortal('/login?ssoCode=abcdefghijklmnopqrstuvwxyz&redirect=%2FhomePage', {
      handlers: { ...providerMode, ssoExchange: () => loginResult },
    });
    await waitFor(() => expect(app.location()).toBe('/homePage'));
    expect(app.blade.calls.filter((c) => c.name === 'ssoExchange')).toHaveLength(1);
    expect(app.blade.calls.find((c) => c.name === 'ssoExchange')?.input).toEqual({ code: 'abcdefghijklmnopqrstuvwxyz' });
    expect(app.store.get(SESSION_KEYS.accessToken)).toBe(loginResult.access_token);
    expect(app.ticket.value).toBe(loginResult.tgt);
  });

  it('[AUTH-03] a spent code shows the server msg', async () => {
    renderPortal('/login?ssoCode=abcdefghijklmnopqrstuvwxyz', {
      handlers: { ...providerMode, ssoExchange: () => { throw new ApiError(400, '登录交接码无效、已过期或已使用，请重新登录。'); } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('登录交接码无效、已过期或已使用');
  });

  it('shows why a provider sign-in failed in Chinese, and names the contact for a refusal', async () => {
    renderPortal('/login?ssoError=ticket_replayed', { handlers: providerMode });
    expect((await screen.findByRole('alert')).textContent).toBe('该登录票据已被使用过，请重新登录。');
    cleanup();
    renderPortal('/login?ssoError=not_provisioned', { handlers: { ...providerMode, ssoNotice: () => ({ contact: '信息化中心 8888' }) } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('请联系：信息化中心 8888'));
    expect(screen.getByRole('alert').textContent).toContain('您的账号尚未在服务大厅开通。');
  });

  it('ignores an unknown error code', async () => {
    renderPortal('/login?ssoError=%3Cscript%3E', { handlers: providerMode });
    expect(await screen.findByRole('button', { name: '前往统一身份认证登录' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
