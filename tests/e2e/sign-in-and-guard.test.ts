import { schoolSignInDetail, schoolSignInStudio, schoolSignInSubmit } from '../../src/shared/api/catalogue/school-sign-in-config';
import type { SchoolSignInView } from '../../src/shared/schema/school-sign-in-config';
import type { TestPortal } from '../support/portal-client';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** Publishes the sign-in settings as they are, with another 忘记密码 address (the studio's 找回密码地址). */
async function publishResetAddress(adminApi: TestPortal, view: SchoolSignInView, passwordResetUrl: string): Promise<void> {
  const { addresses: _addresses, oidc: { clientSecretSet: _set, ...oidc }, ...rest } = view;
  await adminApi.api.call(schoolSignInSubmit, { ...rest, oidc, passwordResetUrl });
  await adminApi.api.call(schoolSignInStudio.publish, { note: 'e2e: 找回密码地址' });
}

test.describe('sign-in, the guard and the shell in Chromium', () => {
  test('[ROUTE-02] sends a visitor from /homePage to /login', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/homePage');
    await page.waitForURL(/\/login/);
    // The form appears once the login configuration has loaded (AUTH-01): wait for it, do not sample it.
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('the login page leads back to the landing page, and 忘记密码 to the school\'s configured reset address', async ({ newPage, adminApi }) => {
    const view = await adminApi.api.call(schoolSignInDetail, {});
    const { page } = await newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    // No address configured: no link that leads nowhere.
    await expect(page.getByRole('link', { name: '忘记密码' })).toHaveCount(0);
    try {
      await publishResetAddress(adminApi, view, 'https://ids.example.edu.cn/reset');
      await page.reload();
      const reset = page.getByRole('link', { name: '忘记密码' });
      await expect(reset).toHaveAttribute('href', 'https://ids.example.edu.cn/reset');
      await expect(reset).toHaveAttribute('rel', /noopener/);
    } finally {
      await publishResetAddress(adminApi, view, view.passwordResetUrl);
    }
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: /华夏理工大学/ })).toBeVisible();
  });

  test('[AUTH-03] shows the server message for a wrong password and keeps what was typed', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('账号').fill('student');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('账号或密码错误').first()).toBeVisible();
    expect(await page.getByLabel('账号').inputValue()).toBe('student');
    expect(page.url()).toContain('/login');
  });

  test('[ROUTE-07] lets the student sign in and reach the shell with the home page', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    const student = await newUser('student');
    await signIn(page, student);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByText(student.realName).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a reload reuses the crypto session kept in IndexedDB: its wrapped calls go out with no key fetch or handshake', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    const student = await newUser('student');
    await signIn(page, student);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    const handshakes: string[] = [];
    const wrapped: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/crypto/')) handshakes.push(url.pathname);
      else if (request.headers()['x-crypto-session'] !== undefined) wrapped.push(url.pathname);
    });
    await page.reload();
    await expect(page.getByText(student.realName).first()).toBeVisible();
    // The name may be painted before the first wrapped call leaves (the shell keeps the profile): wait for one.
    await expect.poll(() => wrapped.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(handshakes).toEqual([]);
  });

  test('[ROUTE-03] sends the student from a configuration page to /noPower', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    await signIn(page, await newUser('student'));
    await page.goto('/userFrameConfig/homePageConfig');
    await page.waitForURL(/\/noPower/);
    await expect(page.getByText('暂无权限').first()).toBeVisible();
  });

  test('[ROUTE-03] lets the admin into the configuration area, without the footer', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/userFrameConfig/homePageConfig');
    await expect(page.getByText('首页配置').first()).toBeVisible();
    expect(page.url()).toContain('/userFrameConfig/homePageConfig');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('[TOKEN-02] signs out from the user menu; the pages and the old token are closed', async ({ newPage, newUser, serverUrl }) => {
    const { page } = await newPage();
    await signIn(page, await newUser('teacher'));
    const token = await page.evaluate(() => {
      for (let i = 0; i < sessionStorage.length; i += 1) {
        const key = sessionStorage.key(i) ?? '';
        if (key.endsWith('access_token')) return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { content?: string }).content ?? null;
      }
      return null;
    });
    expect(token).toBeTruthy();
    // The sign-in's '0,1' notices ask to be acknowledged first: they are modal (MSG-03).
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).or(page.getByRole('button', { name: '退出登录' })).first().click();
    await page.waitForURL(/\/login\?logout=true/);
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.endsWith('access_token')).length);
    expect(stored).toBe(0);
    await page.goto('/homePage');
    await page.waitForURL(/\/login/);
    const res = await fetch(`${serverUrl}/api/blade-user/user/getUserInfo?time=1`, { headers: { 'Blade-Auth': `bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  test('[SESS-05] [SESS-07] shows the expiry dialog when the server ends the session; Esc leaves it, 重新登录 goes to the login page', async ({ newPage, serverUrl }) => {
    const { page, context } = await newPage();
    await page.clock.install();
    // The watch starts checking after its settings load; its first remaining-time call (SESS-02) says it runs.
    const watching = page.waitForResponse((r) => r.url().includes('/nobody/cas/getSessionValidTime'));
    await signIn(page, DEMO.teacher);
    await watching;
    // The home page's own calls must have answered first: one still in flight when the session ends gets a 401,
    // which rightly signs out at once (WRAP-08) instead of showing the expiry dialog this test is about.
    await expect(page.locator('[data-card-id]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const ticket = (await context.cookies()).find((c) => c.name === 'serviceHall_tgt')?.value;
    expect(ticket).toBeTruthy();
    // From here on the user is idle: only the session watch may reach the server. Any other call (notice or unread
    // polling as the clock jumps) would get the 401 of the ended session and sign out at once (WRAP-08, tested on its
    // own), racing the check this test is about; those calls are held unanswered instead.
    await page.route('**/api/**', async (route) => {
      if (route.request().url().includes('/nobody/cas/getSessionValidTime')) await route.continue();
    });
    const ended = await fetch(`${serverUrl}/api/blade-workbench/nobody/cas/removeSessionValidTime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ casTicket: ticket }),
    });
    expect(ended.status).toBe(200);
    // SESS-01: the next check comes within 30 s. Jump the page's clock (fastForward fires each due timer once; runFor
    // would replay every animation frame of the half minute) and wait for the check's answer. A tick that falls due
    // while a check is still on its way is skipped, so jump again until the dialog shows.
    // Ended by the server, not by idleness: the dialog says so (ADR 025).
    const dialog = page.getByRole('dialog').filter({ hasText: '您的登录已被管理员或其他系统结束，请重新登录' });
    for (let jump = 0; jump < 5 && (await dialog.count()) === 0; jump += 1) {
      const answered = page.waitForResponse((r) => r.url().includes('/nobody/cas/getSessionValidTime'), { timeout: 10_000 });
      await page.clock.fastForward(31_000);
      await answered.catch(() => undefined);
      await expect(dialog).toBeVisible({ timeout: 3_000 }).catch(() => undefined);
    }
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    // The user acts again: the sign-out that 重新登录 starts must reach the server.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // The expiry dialog is the only dialog left: the notices give way to it (SESS-07).
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByRole('button')).toHaveCount(1);
    // Esc does not dismiss it, not even pressed again with no click between (when Chromium no longer lets a
    // dialog refuse its cancel event); the page behind stays inert.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await page.locator('body').evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/login\?logout=true&isLogin=true/);
  });
});
