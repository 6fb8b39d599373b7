import { sendNotice } from '../../src/shared/api/catalogue/chat';
import { signInAs } from '../support/portal-client';
import { expect, openContext, signIn, test } from './fixtures';

/**
 * Important notices (ADR 026): several unread '0,1' notices come as ONE paged dialog; 知道了 and 全部已读 read them
 * on the server, so they are read on every device at once and never pop up again; the notification centre lists
 * them with read state, search and archive.
 */
test.describe('notices and the notification centre', () => {
  test('[MSG-03] [SHELL-01] three unread notices come as one paged dialog; what is read is read on every device and stays read', async ({ browser, newPage, newUser, serverUrl, adminApi }) => {
    test.setTimeout(180_000);
    const who = await newUser('student');
    const { login } = await signInAs(serverUrl, who.account, who.password);
    const tag = `E2E${Date.now().toString(36)}`;
    for (const n of [1, 2, 3]) {
      await adminApi.api.call(sendNotice, {
        title: `${tag} 通知${n}`, content: `${tag} 第${n}条强提醒通知`, openWindow: '0,1', fromUserName: '教务处',
        audience: { kind: 'users', userIds: [login.user_id] },
      });
    }

    const { page } = await newPage();
    await signIn(page, who);
    const dialog = page.getByRole('dialog', { name: '重要通知' });
    await expect(dialog).toBeVisible();
    // One dialog, not a stack; paged newest first.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await expect(dialog.getByText(`${tag} 第3条强提醒通知`)).toBeVisible();
    await dialog.getByRole('button', { name: '下一条' }).click();
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    await dialog.getByRole('button', { name: '上一条' }).click();
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/notices-paged-dialog-1366.png' });

    // 知道了 reads the one shown; the dialog goes on with the other two.
    await dialog.getByRole('button', { name: '知道了' }).click();
    await expect(dialog.getByText('1 / 2')).toBeVisible();
    await expect(dialog.getByText(`${tag} 第2条强提醒通知`)).toBeVisible();

    // Another device: the two still unread, in one dialog.
    const phone = await openContext(browser, serverUrl, { viewport: { width: 412, height: 860 } });
    try {
      const other = await phone.newPage();
      await signIn(other, who);
      const otherDialog = other.getByRole('dialog', { name: '重要通知' });
      await expect(otherDialog.getByText('1 / 2')).toBeVisible();
      await other.screenshot({ path: 'test-results/e2e/notices-paged-dialog-412.png' });

      // 全部已读 here: the dialog closes here, and on the other device at once.
      await dialog.getByRole('button', { name: '全部已读' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(otherDialog).toHaveCount(0, { timeout: 20_000 });
    } finally {
      await phone.close();
    }

    // Not again: a reload and a new sign-in show no dialog, and the toast has nothing unread.
    await page.reload();
    await expect(page.locator('#main')).toBeVisible();
    await page.goto('/PersonalCenter?tab=MyMessages&filter=unread');
    await expect(page.getByText('没有未读消息')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '重要通知' })).toHaveCount(0);
  });

  test('the notification centre lists every message with read state, searches, and archives (hidden, kept)', async ({ newPage, newUser, serverUrl, adminApi }) => {
    test.setTimeout(180_000);
    const who = await newUser('student');
    const { login } = await signInAs(serverUrl, who.account, who.password);
    const tag = `E2E${Date.now().toString(36)}`;
    for (const title of ['宿舍检查安排', '奖学金评审结果']) {
      await adminApi.api.call(sendNotice, {
        title: `${tag} ${title}`, content: `${tag} ${title}的详细说明`, openWindow: '1', fromUserName: '学生工作处',
        audience: { kind: 'users', userIds: [login.user_id] },
      });
    }
    const { page } = await newPage();
    await signIn(page, who);
    // The top bar's bell leads to the centre with the unread count.
    const bell = page.getByRole('link', { name: '消息中心，2条未读' });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/tab=MyMessages/);
    const list = page.getByRole('list', { name: '全部' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('未读', { exact: true })).toHaveCount(2);
    await page.screenshot({ path: 'test-results/e2e/notification-centre-1366.png', fullPage: true });

    // Search.
    await page.getByRole('searchbox', { name: '搜索消息' }).fill('宿舍');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: '清除' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Read one: the bell follows.
    await page.getByRole('button', { name: new RegExp(`^标为已读\\s*${tag} 宿舍检查安排$`) }).click();
    await expect(page.getByRole('link', { name: '消息中心，1条未读' })).toBeVisible();

    // Archive: gone from 全部, kept under 已归档.
    await page.getByRole('button', { name: new RegExp(`^归档\\s*${tag} 奖学金评审结果$`) }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: /^已归档/ }).click();
    const archived = page.getByRole('list', { name: '已归档' });
    await expect(archived.getByRole('button', { name: `${tag} 奖学金评审结果`, exact: true })).toBeVisible();
    // Archiving read it too: nothing unread is left.
    await expect(page.getByRole('link', { name: '消息中心', exact: true })).toBeVisible();

    await page.setViewportSize({ width: 412, height: 860 });
    await page.getByRole('button', { name: '全部', exact: true }).click();
    await page.screenshot({ path: 'test-results/e2e/notification-centre-412.png', fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(412);
  });
});
