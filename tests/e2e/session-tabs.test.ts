import { removeSessionValidTime } from '../../src/shared/api/catalogue/session';
import { acknowledgeNotices, expect, expectNotices, signIn, test } from './fixtures';

/** One browser, one signed-in session (ADR 025): new tabs are signed in, a sign-out signs out every tab. */
test.describe('signed in across the tabs of one browser', () => {
  test('a new tab (a bookmark, a middle-clicked link) is signed in; a sign-out in one tab signs out every tab', async ({ newPage, newUser }) => {
    const who = await newUser('student');
    const { context, page } = await newPage();
    await signIn(page, who);
    await acknowledgeNotices(page);

    // A bookmark opened in a new tab: no sign-in page, the page itself.
    const tabB = await context.newPage();
    await tabB.goto('/serviceHall?from=bookmark');
    await expect(tabB).toHaveURL(/\/serviceHall\?from=bookmark$/);
    await expect(tabB.getByRole('button', { name: /用户菜单/ })).toBeVisible();
    // The tab cookie is HttpOnly and the tokens never travel in an address.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'sh_tab')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(tabB.url()).not.toMatch(/token|tgt/i);

    // Tab A signs out: tab B goes to the sign-in page at once, and a reload there stays signed out.
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).or(page.getByRole('button', { name: '退出登录' })).first().click();
    await page.waitForURL(/\/login\?logout=true/);
    await tabB.waitForURL(/\/login/);
    const tabC = await context.newPage();
    await tabC.goto('/serviceHall');
    await tabC.waitForURL(/\/login\?redirect=%2FserviceHall/);
    await expect(tabC.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('a direct visit to a protected page returns there after sign-in, path and query', async ({ newPage, newUser }) => {
    const who = await newUser('teacher');
    const { page } = await newPage();
    await page.goto('/serviceHall?keyword=%E8%AF%81%E6%98%8E');
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('账号').fill(who.account);
    await page.getByLabel('密码').fill(who.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/serviceHall\?keyword=%E8%AF%81%E6%98%8E$/);
  });

  test('a visitor\'s 登录后收藏 signs in, comes back to the service and makes the favourite', async ({ newPage, newUser }) => {
    const who = await newUser('student');
    const { page } = await newPage();
    await page.goto('/allServices?keyword=%E5%AD%A6%E4%BD%8D%E8%AF%81%E6%98%8E%E5%BC%80%E5%85%B7');
    // The service's own card button: a 常见问题 entry naming the service is a button too, and may render first.
    await page.getByRole('button', { name: '查看详情：学位证明开具', exact: true }).click();
    const visitorDialog = page.getByRole('dialog', { name: '学位证明开具' });
    await visitorDialog.getByRole('link', { name: '登录后收藏' }).click();
    await page.waitForURL(/\/login\?redirect=%2FserviceHall%3Fdetail%3D[^&]+%26collect%3D1$/);
    await page.getByLabel('账号').fill(who.account);
    await page.getByLabel('密码').fill(who.password);
    expectNotices(page);
    await page.getByRole('button', { name: '登录' }).click();
    // Back at the service, signed in, and the favourite asked for is made (once: the address forgets the request).
    await page.waitForURL(/\/serviceHall\?detail=[^&]+$/);
    await acknowledgeNotices(page);
    const dialog = page.getByRole('dialog', { name: '学位证明开具' });
    await expect(dialog.getByRole('button', { name: '取消收藏' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '我的收藏' }).click();
    await expect(page.getByRole('dialog', { name: '我的收藏' }).getByText('学位证明开具').first()).toBeVisible();
  });

  test('an open-redirect attempt in ?redirect= lands on the home page of this site', async ({ newPage, newUser, serverUrl }) => {
    // Four sign-ins, each up to half a minute on a loaded machine.
    test.setTimeout(300_000);
    const who = await newUser('student');
    for (const attempt of ['//evil.example/x', '/\t/evil.example', 'https://evil.example/', '/\\evil.example']) {
      const { page } = await newPage();
      await page.goto(`/login?redirect=${encodeURIComponent(attempt)}`);
      await page.getByLabel('账号').fill(who.account);
      await page.getByLabel('密码').fill(who.password);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/\/homePage/);
      expect(new URL(page.url()).origin).toBe(new URL(serverUrl).origin);
    }
  });

  test('a session removed elsewhere lets no new tab in', async ({ newPage, newUser, serverUrl }) => {
    const who = await newUser('student');
    const { context, page } = await newPage();
    await signIn(page, who);
    const ticket = (await context.cookies()).find((c) => c.name === 'serviceHall_tgt')?.value;
    expect(ticket).toBeTruthy();
    const removed = await fetch(`${serverUrl}${removeSessionValidTime.path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ casTicket: decodeURIComponent(ticket ?? '') }),
    });
    expect(removed.status).toBe(200);
    const tabB = await context.newPage();
    await tabB.goto('/serviceHall');
    await tabB.waitForURL(/\/login\?redirect=%2FserviceHall/);
  });
});
