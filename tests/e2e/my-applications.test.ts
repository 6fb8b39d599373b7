import { myApplications } from '../../src/shared/api/catalogue/my-applications';
import { signInAs } from '../support/portal-client';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/**
 * 我的办件 (ADR 026): the student's applications from the process records, by tab, searchable and paged, each with
 * its status timeline; the 个人事务 counters open it filtered; the user menu leads there.
 */
test.describe('我的办件', () => {
  test('lists the student\'s applications by tab with a timeline, opened filtered from 个人事务 and from the user menu', async ({ newPage, serverUrl }) => {
    test.setTimeout(180_000);
    const { portal } = await signInAs(serverUrl, DEMO.student.account, DEMO.student.password);
    const counts = (await portal.api.call(myApplications, {})).counts;
    expect(counts.running).toBeGreaterThan(0);

    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);

    // 个人事务's 办理中 opens the list filtered.
    await page.getByRole('button', { name: new RegExp(`^${counts.running} 办理中$`) }).first().click();
    await expect(page).toHaveURL(/tab=MyApplications&status=running/);
    await expect(page.getByRole('button', { name: new RegExp(`^办理中\\s*${counts.running}$`) })).toHaveAttribute('aria-pressed', 'true');
    const list = page.getByRole('list', { name: '办理中' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByText('当前环节：').first()).toBeVisible();

    // A timeline: steps with handler, department and times.
    await list.getByRole('button', { name: /^查看进度/ }).first().click();
    const timeline = page.getByRole('list', { name: /的办理进度$/ });
    await expect(timeline.getByText(/^办理人：/).first()).toBeVisible();
    await expect(timeline.getByText('待办理').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/my-applications-1366.png', fullPage: true });

    // 已办结 and 草稿 (the 暂存表 rows).
    await page.getByRole('button', { name: new RegExp(`^已办结\\s*${counts.done}$`) }).click();
    await expect(page).toHaveURL(/status=done/);
    await expect(page.getByRole('list', { name: '已办结' }).getByText('已办结').first()).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^草稿\\s*${counts.draft}$`) }).click();
    const drafts = page.getByRole('list', { name: '草稿' });
    await expect(drafts.getByRole('heading', { name: '请假申请' }).first()).toBeVisible();

    // Search narrows the list.
    await page.getByRole('searchbox', { name: '搜索办件' }).fill('病假');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(drafts.getByRole('listitem')).toHaveCount(1);

    // The user menu leads to the same page.
    await page.goto('/homePage');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '我的办件' }).click();
    await expect(page).toHaveURL(/tab=MyApplications/);
    await expect(page.getByRole('heading', { name: '我的办件', level: 2 })).toBeVisible();

    await page.setViewportSize({ width: 412, height: 860 });
    await page.getByRole('list', { name: '全部' }).getByRole('button', { name: /^查看进度/ }).first().click();
    await page.screenshot({ path: 'test-results/e2e/my-applications-412.png', fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(412);
  });
});
