import type { Page } from '@playwright/test';
import { cancelCollect, myCollect, serverCenterPage } from '../../src/shared/api/catalogue/directory';
import type { DirectoryItem } from '../../src/shared/schema/directory';
import { signInAs, type TestPortal } from '../support/portal-client';
import { checkAccessibility } from '../support/axe';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** The card of a service in the hall's list. */
function card(page: Page, name: string) {
  return page.locator('article.sc-card').filter({ has: page.getByRole('button', { name: `查看详情：${name}`, exact: true }) });
}

/** Services the student sees, by how they open (OPEN-01), found through the API as the page would list them. */
async function serviceOfEachOpenWay(portal: TestPortal): Promise<Record<1001 | 1002 | 1003, DirectoryItem>> {
  const found: Partial<Record<number, DirectoryItem>> = {};
  for (let current = 1; current <= 10 && Object.keys(found).length < 3; current += 1) {
    const page = await portal.api.call(serverCenterPage, { current, size: 100, processType: 'ONLINE' });
    for (const item of page.records) if (!found[item.openWay]) found[item.openWay] = item;
  }
  const pick = (way: number) => {
    const item = found[way];
    if (!item) throw new Error(`no service with openWay ${way} for the student`);
    return item;
  };
  return { 1001: pick(1001), 1002: pick(1002), 1003: pick(1003) };
}

test.describe('the service directory in Chromium', () => {
  let api: TestPortal;
  test.beforeAll(async ({ serverUrl }) => {
    api = (await signInAs(serverUrl, 'student', 'Student@123')).portal;
  });
  test('[OPEN-04] a visitor searches on the landing page by pinyin and opens the guest details of a service', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 375, height: 800 } });
    const guestDetails = page.waitForResponse((r) => r.url().includes('/nobody/serverCenter/customDetails'));
    const answer = await page.goto('/');
    // The server's first frame (ADR 012) is in the page as it arrives, and gone once the page's own picture shows.
    expect(await answer?.text()).toContain('id="sh-prepaint"');
    await page.locator('.lp-slide.is-current img').evaluate((img: HTMLImageElement) => img.decode());
    await expect(page.locator('#sh-prepaint')).not.toBeAttached();
    await page.getByRole('searchbox', { name: '搜索服务' }).fill('zhaosheng');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^共找到 \d+ 项服务$/)).toBeVisible();
    await page.getByRole('button', { name: /招生录取查询/ }).first().click();
    expect((await guestDetails).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: /招生录取查询/ });
    // A visitor is asked to sign in before handling or collecting, and comes back to this service (ADR 025, ADR 027).
    await expect(dialog.getByRole('link', { name: '登录后办理' })).toBeVisible();
    expect(await dialog.getByRole('link', { name: '登录后收藏' }).getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(await checkAccessibility(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).not.toBeAttached();
    expect(await checkAccessibility(page)).toEqual([]);
  });

  test('[OPEN-03] a student finds 请假 by its initials, favourites it, moves it up, uses it and rates it', async ({ newPage }) => {
    const { page, context } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await page.goto('/serviceHall');
    await expect(page.getByRole('heading', { level: 1, name: '服务大厅' })).toBeVisible();

    // Pinyin initials: qj finds 学生请假申请 (the search engine, signed in as a student).
    await page.getByRole('combobox', { name: '搜索服务' }).fill('qj');
    await page.keyboard.press('Enter');
    const leave = card(page, '学生请假申请');
    await expect(leave).toBeVisible();

    // Favourite it: it goes to the end of the favourites. (The seed has it among the student's favourites.)
    const seeded = (await api.api.call(myCollect, {})).find((s) => s.serviceName === '学生请假申请');
    if (seeded) await api.api.call(cancelCollect, { serviceId: seeded.serviceId });
    await page.reload();
    await expect(leave).toBeVisible();
    const before = await api.api.call(myCollect, {});
    await leave.getByRole('button', { name: '收藏：学生请假申请', exact: true }).click();
    await expect(leave.getByRole('button', { name: '取消收藏：学生请假申请', exact: true })).toBeVisible();
    const after = await api.api.call(myCollect, {});
    expect(after.map((s) => s.serviceName)).toEqual([...before.map((s) => s.serviceName), '学生请假申请']);

    // Reorder in the favourites panel by the keyboard-friendly buttons, then save.
    await page.getByRole('button', { name: '我的收藏' }).click();
    const dialog = page.getByRole('dialog', { name: '我的收藏' });
    await dialog.getByRole('button', { name: '调整顺序' }).click();
    await dialog.getByRole('button', { name: '上移：学生请假申请' }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('新的顺序已保存')).toBeVisible();
    const reordered = (await api.api.call(myCollect, {})).map((s) => s.serviceName);
    expect(reordered.indexOf('学生请假申请')).toBe(reordered.length - 2);
    await page.keyboard.press('Escape');

    // Before using it, rating is refused; opening it logs a use (OPEN-03), after which it can be rated once.
    await leave.getByRole('button', { name: '查看详情：学生请假申请' }).click();
    const detail = page.getByRole('dialog', { name: /学生请假申请/ });
    await detail.getByRole('tab', { name: '服务评价' }).click();
    await expect(detail.getByRole('button', { name: '请先使用该服务' })).toBeVisible();
    await page.keyboard.press('Escape');
    // It opens by its openWay (OPEN-01): in a page of its own, or framed in a dialog — or, since this server runs
    // without the sample system, a dialog saying its system does not answer (ADR 031); a page of its own that the
    // portal closes again (the check found the address down) leaves that dialog. Whatever comes is closed.
    const popup = context.waitForEvent('page').catch(() => null);
    const shown = page.getByRole('dialog').filter({ has: page.locator('iframe').or(page.getByRole('alert')) }).first();
    const framed = shown.waitFor().then(() => null, () => null);
    await leave.getByRole('button', { name: '办理：学生请假申请' }).click();
    const opened = await Promise.race([popup, framed]);
    const wentOn = opened ? await opened.waitForURL((url) => url.href !== 'about:blank').then(() => true, () => false) : false;
    if (opened && wentOn) await opened.close();
    else {
      await shown.waitFor();
      await page.keyboard.press('Escape');
    }

    await leave.getByRole('button', { name: '查看详情：学生请假申请' }).click();
    await detail.getByRole('tab', { name: '服务评价' }).click();
    await detail.getByRole('button', { name: '评价服务' }).click();
    const rate = page.getByRole('dialog', { name: '评价“学生请假申请”' });
    await rate.getByRole('radio', { name: /^4 星/ }).click();
    await rate.getByLabel('评价内容（选填）').fill('流程清楚，审批很快');
    await rate.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByText('评价成功')).toBeVisible();
    await expect(detail.getByRole('button', { name: '本次使用已评价' })).toBeVisible();
    await expect(detail.getByText('流程清楚，审批很快')).toBeVisible();
  });

  test('[ROUTE-09] /serviceIframPage frames the configured address of the service, never a url= parameter', async ({ newPage }) => {
    const ways = await serviceOfEachOpenWay(api);
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    const item = ways[1001];
    await page.goto(`/serviceIframPage?serviceId=${item.serviceId}&url=${encodeURIComponent('https://evil.example/')}`);
    const frame = page.locator('iframe');
    await expect(frame).toBeVisible();
    // The configured address, its own parameters kept; an accessWay 5 service adds the user's combStr (OPEN-02).
    const src = new URL((await frame.getAttribute('src')) ?? '');
    const configured = new URL(item.serviceUrl);
    expect(src.origin + src.pathname).toBe(configured.origin + configured.pathname);
    for (const [key, value] of configured.searchParams) expect(src.searchParams.get(key)).toBe(value);
    expect([...src.searchParams.keys()].filter((key) => !configured.searchParams.has(key))).toEqual(item.accessWay === '5' ? ['combStr'] : []);
    await page.goto('/serviceIframPage?serviceId=no-such-service');
    await expect(page.getByText('页面不存在或无权访问')).toBeVisible();
  });

  test('has no WCAG 2.1 AA violations on /serviceHall and in the service detail dialog (axe-core)', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await page.goto('/serviceHall');
    await expect(page.locator('article.sc-card').first()).toBeVisible();
    expect(await checkAccessibility(page)).toEqual([]);
    await page.locator('article.sc-card h3 button, article.sc-card h3 a').first().click();
    await expect(page.getByRole('tab', { name: '服务介绍' })).toBeVisible();
    expect(await checkAccessibility(page)).toEqual([]);
  });
});
