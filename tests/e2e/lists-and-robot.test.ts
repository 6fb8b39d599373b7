import type { Locator } from '@playwright/test';
import { checkAccessibility } from '../support/axe';
import { acknowledgeNotices, expect, expectNotices, signIn, test } from './fixtures';

/** The counts of a filter's options, in the order shown ('教务处（12）' → 12); the 全部 option has none. */
async function optionCounts(select: Locator): Promise<number[]> {
  const texts = await select.getByRole('option').allInnerTexts();
  return texts.flatMap((text) => {
    const count = /（(\d+)）$/.exec(text)?.[1];
    return count === undefined ? [] : [Number(count)];
  });
}

test.describe('three lists, the help robot and the personal centre in Chromium', () => {
  test('a student goes from a department to one of its duties and on to a service that carries it out', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    await signIn(page, await newUser('student'));
    await acknowledgeNotices(page);
    await page.goto('/threelists');
    const tree = page.getByRole('tree', { name: '部门分类与部门' });
    await tree.getByRole('treeitem', { name: /教务处/ }).first().click();
    // The department's entry opens on its duties, each with the services that carry it out.
    const duties = page.getByRole('region', { name: '教务处的职责' });
    await expect(duties.or(page.getByRole('button', { name: /^查看职责/ }).first()).first()).toBeVisible();
    if (!(await duties.count())) await page.getByRole('button', { name: /^查看职责/ }).first().click();
    const firstDuty = duties.locator('.tl-duty').filter({ has: page.locator('.tl-chip') }).first();
    const dutyName = await firstDuty.locator('h4').innerText();
    const service = firstDuty.locator('.tl-chip').first();
    expect(dutyName.length).toBeGreaterThan(1);
    expect(await checkAccessibility(page)).toEqual([]);
    await service.click();
    await expect(page.getByRole('tab', { name: '服务介绍' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即办理' }).or(page.getByRole('button', { name: '查看办事指南' })).first()).toBeVisible();
  });

  test('[SHELL-10] asks the robot by pinyin, marks the answer unsolved, and the feedback shows in the personal centre', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    await signIn(page, await newUser('student'));
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: /咨询问题/ }).click();
    // The panel is named after the robot, and after the form while the feedback form is open.
    const panel = page.getByRole('dialog', { name: /小华|提交反馈/ });
    await panel.getByLabel('输入您的问题').fill('xiaoyuanka diule');
    await panel.getByRole('button', { name: '发送' }).click();
    await expect(panel.getByText(/校园卡挂失/).first()).toBeVisible();
    await panel.getByRole('button', { name: '未解决' }).last().click();
    await panel.getByRole('button', { name: '提交反馈' }).last().click();
    // A sensitive word in the description is refused, and nothing typed is lost.
    await panel.getByLabel(/问题描述/).fill('补办窗口的人态度很差，简直是白痴');
    await panel.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText(/包含敏感词/).first()).toBeVisible();
    await page.getByRole('button', { name: '返回修改' }).click();
    expect(await panel.getByLabel(/问题描述/).inputValue()).toContain('补办窗口');
    await panel.getByLabel(/问题描述/).fill('补办后原卡余额没有转入新卡');
    await panel.getByRole('button', { name: '提交' }).click();
    await expect(panel.getByText(/反馈已提交/)).toBeVisible();

    await page.goto('/PersonalCenter?tab=MyFeedback');
    await expect(page.getByText(/xiaoyuanka diule|校园卡/).first()).toBeVisible();
  });

  test('the robot\'s conversation stays through a reload and a move to another page, and is gone after sign-out (TOKEN-02)', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    const who = await newUser('student');
    await signIn(page, who);
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: /咨询问题/ }).click();
    const panel = page.getByRole('dialog', { name: /小华/ });
    await panel.getByLabel('输入您的问题').fill('校园卡丢了怎么办');
    await panel.getByRole('button', { name: '发送' }).click();
    await expect(panel.getByText(/校园卡挂失/).first()).toBeVisible();
    await panel.getByRole('button', { name: '已解决' }).last().click();
    await expect(panel.getByRole('button', { name: '已解决', pressed: true })).toBeDisabled();

    // The tab's session store keeps it (doc2 §3): the question, the answer and what the user said of it.
    expectNotices(page);
    await page.reload();
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: /咨询问题/ }).click();
    await expect(panel.getByText('校园卡丢了怎么办', { exact: true })).toBeVisible();
    await expect(panel.getByText(/校园卡挂失/).first()).toBeVisible();
    await expect(panel.getByRole('button', { name: '已解决', pressed: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.goto('/serviceHall');
    await page.getByRole('button', { name: /咨询问题/ }).click();
    await expect(panel.getByText('校园卡丢了怎么办', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // Logout clears the chat record: the next person at this tab starts afresh.
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    await signIn(page, who);
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: /咨询问题/ }).click();
    await expect(panel.getByLabel('输入您的问题')).toBeVisible();
    await expect(panel.getByText('校园卡丢了怎么办', { exact: true })).toHaveCount(0);
  });

  test('in the service hall each filter\'s counts narrow with the others: a department chosen, the types count only its services', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    await signIn(page, await newUser('student'));
    await acknowledgeNotices(page);
    await page.goto('/serviceHall');
    const dept = page.getByRole('combobox', { name: '部门', exact: true });
    const type = page.getByRole('combobox', { name: '类型', exact: true });
    await expect(type.getByRole('option').nth(1)).toHaveText(/（\d+）$/);
    const typesBefore = await optionCounts(type);
    const everyType = typesBefore.reduce((a, b) => a + b, 0);

    // The department with the most services, yet fewer than the whole hall.
    const depts = await optionCounts(dept);
    const largest = Math.max(...depts);
    const name = (await dept.getByRole('option').nth(depts.indexOf(largest) + 1).innerText()).replace(/（\d+）$/, '');
    await dept.selectOption({ label: `${name}（${largest}）` });
    await expect(page.getByText(`共 ${largest} 项`)).toBeVisible();
    // Each service has one type: the type counts now add up to the department's count, not the hall's.
    await expect.poll(async () => (await optionCounts(type)).reduce((a, b) => a + b, 0)).toBe(largest);
    expect(largest).toBeLessThan(everyType);
    // And the departments count within the type chosen.
    const types = await optionCounts(type);
    const firstType = (await type.getByRole('option').nth(1).innerText());
    await type.selectOption({ label: firstType });
    await expect.poll(async () => Math.max(...(await optionCounts(dept)))).toBeLessThanOrEqual(types[0] ?? 0);
  });

  test('a service guide has its 办理 button, which opens the service as the list\'s card does', async ({ newPage, newUser }) => {
    const { page } = await newPage();
    await signIn(page, await newUser('student'));
    await acknowledgeNotices(page);
    // 学生请假申请 opens in the page (openWay 1001).
    await page.goto('/serviceHall?keyword=%E5%AD%A6%E7%94%9F%E8%AF%B7%E5%81%87%E7%94%B3%E8%AF%B7');
    const cardOpen = page.getByRole('button', { name: '办理：学生请假申请' }).first();
    await cardOpen.click();
    const frame = page.getByRole('dialog', { name: '学生请假申请' }).locator('iframe');
    const address = await frame.getAttribute('src');
    expect(address).toMatch(/^https?:\/\//);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: /^办事指南：学生请假申请/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '办事指南' })).toBeVisible();
    await page.getByRole('button', { name: '办理：学生请假申请' }).click();
    await expect(frame).toHaveAttribute('src', address ?? '');
  });

  test('[OPEN-02] an accessWay 5 service opens with the user\'s combStr', async ({ newPage, newUser, serverUrl }) => {
    // A sign-in, a search and a window opened: 90 s on a loaded machine, measured.
    test.setTimeout(240_000);
    const { page, context } = await newPage();
    // The school's own systems are not reachable from here: answer for every address off this site.
    await context.route((url) => url.origin !== new URL(serverUrl).origin, (route) => route.fulfill({
      contentType: 'text/html', body: '<!doctype html><title>service</title><h1>service</h1>',
    }));
    await signIn(page, await newUser('student'));
    await acknowledgeNotices(page);
    // 计算机学院GPU 计算平台 is an application for everyone with accessWay 5, opened in a window (openWay 1002 or 1003).
    await page.goto('/serviceHall?keyword=GPU%20%E8%AE%A1%E7%AE%97%E5%B9%B3%E5%8F%B0');
    // The combination value is fetched after sign-in (CombStrKeeper); the opener reads it from the session store.
    await page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.endsWith('combStr')));
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: /^办理：.*GPU 计算平台$/ }).first().click();
    const service = await opened;
    // The window opens blank within the click and goes to the address once the portal has checked it answers
    // (ADR 031), so the address is waited for.
    await service.waitForURL((url) => url.searchParams.has('combStr'));
    expect(new URL(service.url()).searchParams.get('combStr')).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  });
});
