import { checkAccessibility } from '../support/axe';
import { acknowledgeNotices, expect, signIn, test } from './fixtures';

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
});
