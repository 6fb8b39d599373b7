// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { loginConfig, loginResult, renderPortal, SESSION_KEYS, preloadSignedInRoutes } from '../../../../support/portal-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); vi.useRealTimers(); });

async function fillAndSubmit(account: string, password: string) {
  fireEvent.change(await screen.findByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('login page', () => {
  it('[AUTH-01] shows our own form when isSelfCas is not 1, and signs in', async () => {
    const app = renderPortal('/login?redirect=%2FhomePage');
    await fillAndSubmit(' teacher ', 'Teacher@123');
    await waitFor(() => expect(app.location()).toBe('/homePage'));
    const login = app.blade.calls.find((c) => c.name === 'modelLogin');
    expect(login?.input).toEqual({ tenantId: '000000', username: 'teacher', password: 'Teacher@123' });
    expect(app.store.get(SESSION_KEYS.accessToken)).toBe('A1');
    expect(app.store.get(SESSION_KEYS.refreshToken)).toBe('R1');
    expect(app.store.get(SESSION_KEYS.userInfo)).toMatchObject({ account: 'teacher', nick_name: '王老师' });
    expect(app.ticket.value).toBe('TGT-abc');
    expect(await screen.findByRole('heading', { name: '您好，王建国' })).toBeTruthy();
  });

  it('[AUTH-01] shows a button to the school CAS when isSelfCas is 1, using getAddress', async () => {
    const app = renderPortal('/login', {
      handlers: {
        authInit: () => ({ ...loginConfig, eduSystemManageIdentityAuth: { status: 1, isSelfCas: 1 } }),
        getAddress: () => ({ casLoginUrl: 'https://cas.example.edu.cn/login', casLogoutUrl: '', serviceUrl: 'https://hall.example.edu.cn/' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '前往统一身份认证登录' }));
    await waitFor(() => expect(app.redirectTo).toHaveBeenCalledWith(
      'https://cas.example.edu.cn/login?service=https%3A%2F%2Fhall.example.edu.cn%2F',
    ));
    expect(screen.queryByLabelText('账号')).toBeNull();
  });

  it('[AUTH-02] a failed login config shows "loginConfig 失败，尝试重新登录" with a retry', async () => {
    let fail = true;
    renderPortal('/login', {
      handlers: { authInit: () => { if (fail) throw new ApiError(8008, 'down'); return loginConfig; } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('loginConfig 失败，尝试重新登录');
    expect(screen.queryByLabelText('账号')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('账号')).toBeTruthy();
  });

  it('[AUTH-03] shows the server msg of a failed sign-in, and the throttling notice', async () => {
    const answers = [new ApiError(400, '账号或密码错误'), new ApiError(8008, '登录失败次数过多，请 5 分钟后再试')];
    const app = renderPortal('/login', { handlers: { modelLogin: () => { throw answers.shift(); } } });
    await fillAndSubmit('teacher', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false), { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('登录失败次数过多，请 5 分钟后再试'));
    // silent: the page shows the message itself, so the toast is not asked for.
    expect(app.blade.calls.filter((c) => c.name === 'modelLogin').every((c) => c.options?.silent)).toBe(true);
    expect(app.location()).toBe('/login');
  });

  it('[AUTH-03] a failed getAddress shows the server msg', async () => {
    renderPortal('/login', {
      handlers: {
        authInit: () => ({ ...loginConfig, eduSystemManageIdentityAuth: { status: 1, isSelfCas: 1 } }),
        getAddress: () => { throw new ApiError(9999, '统一认证地址未配置'); },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '前往统一身份认证登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('统一认证地址未配置');
  });

  it('[SHELL-09] disables the submit button for 800 ms after a click, with inline errors for empty fields', async () => {
    const app = renderPortal('/login');
    const button = await screen.findByRole('button', { name: '登录' });
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByLabelText('账号').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('账号'));
    act(() => { vi.advanceTimersByTime(799); });
    expect(button.hasAttribute('disabled')).toBe(true);
    act(() => { vi.advanceTimersByTime(1); });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'teacher' } });
    fireEvent.click(button);
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(app.blade.calls.some((c) => c.name === 'modelLogin')).toBe(false);
  });

  it('[SHELL-09] a second submit (Enter again) while the first is sending is ignored', async () => {
    const app = renderPortal('/login');
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'teacher' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Teacher@123' } });
    const form = screen.getByLabelText('密码').closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(app.location()).toBe('/homePage'));
    expect(app.blade.calls.filter((c) => c.name === 'modelLogin')).toHaveLength(1);
  });

  it('clears leftover tokens on ?logout=true, and says the session ended with isLogin=true', async () => {
    const app = renderPortal('/login?logout=true&isLogin=true', {
      signedIn: true, ticket: 'TGT-old', prepare: (store) => store.set(SESSION_KEYS.casData, { tgt: 'TGT-old', expireTime: 10 }),
    });
    expect(await screen.findByText('登录已失效，请重新登录。')).toBeTruthy();
    await screen.findByLabelText('账号');
    expect(app.store.get(SESSION_KEYS.accessToken)).toBeNull();
    expect(app.store.get(SESSION_KEYS.casData)).toBeNull();
    expect(app.ticket.value).toBeNull();
    expect(app.location()).toBe('/login?logout=true&isLogin=true');
  });

  it('sends a signed-in user who opens /login to the home page', async () => {
    const app = renderPortal('/login', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/homePage'));
    await screen.findByRole('heading', { name: '您好，王建国' });
    expect(loginResult.tgt).toBe('TGT-abc');
  });

  it('switches the language to English and remembers it', async () => {
    const app = renderPortal('/login');
    await screen.findByLabelText('账号');
    fireEvent.change(screen.getByLabelText('语言'), { target: { value: 'en' } });
    expect(await screen.findByLabelText('Account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.services.langStorage?.getItem('serviceHall_lang')).toBe('en');
  });
});
