import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/axe';
import { acknowledgeNotices, DEMO, expect, expectNotices, nextFrame, settled, signIn, test } from './fixtures';

/** The cards' names in the order the page shows them. */
async function cardNames(page: Page): Promise<string[]> {
  return page.locator('[data-card-id] h2').allInnerTexts();
}

/** Waits until every card has left its skeleton (each card loads on its own). */
async function cardsSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-card-id]').first()).toBeVisible();
  await page.waitForFunction(() => document.querySelectorAll('[data-card-id] [aria-busy="true"]').length === 0);
}

/** Drags the handle of card `from` onto card `to` with the mouse, in steps, as dnd-kit's pointer sensor needs. */
async function dragCard(page: Page, from: string, to: string): Promise<void> {
  const handle = page.getByRole('button', { name: `拖动排序：${from}` });
  const target = page.locator('[data-card-id]').filter({ has: page.getByRole('heading', { name: to, exact: true }) });
  // Measured once the edit mode's handles are in place.
  await expect(handle).toBeVisible();
  await settled(page);
  const a = await handle.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error('card not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // In steps, as a hand would: past the sensor's activation distance the card is picked up, then carried on.
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(a.x + ((b.x + 20 - a.x) * i) / 12, a.y + ((b.y + 20 - a.y) * i) / 12);
    await nextFrame(page);
  }
  await page.mouse.up();
}

test.describe('the signed-in home page in Chromium', () => {
  test('[CARD-02] shows the student the seeded cards of the role default, each with real content', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await cardsSettled(page);
    expect(await cardNames(page)).toEqual(['重要公告', '待办事项', '个人事务', '业务直通车', '暂存表', '校园新闻', '我的收藏', '常用工具']);
    const card = (name: string) => page.locator('[data-card-id]').filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(await card('重要公告').getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(card('暂存表').getByRole('table')).toBeVisible();
    await expect(card('个人事务').getByText('办理中')).toBeVisible();
    expect(await card('校园新闻').getByRole('button', { name: /^查看图片：/ }).count()).toBeGreaterThan(0);
    // The greeting carries the student's real name; the calendar its semester week.
    await expect(page.getByRole('heading', { level: 1, name: /李明轩/ })).toBeVisible();
    await expect(page.getByText(/第\d+周/).first()).toBeVisible();
  });

  test('has no WCAG 2.1 AA violations on /homePage, in view and in edit mode (axe-core)', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await cardsSettled(page);
    expect(await checkAccessibility(page)).toEqual([]);
    await page.getByRole('button', { name: '编辑首页' }).click();
    await expect(page.getByRole('button', { name: /^拖动排序：/ }).first()).toBeVisible();
    expect(await checkAccessibility(page)).toEqual([]);
  });

  test('keeps a card reordered by drag in place after a reload, and reset restores the role default', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.teacher);
    await acknowledgeNotices(page);
    await cardsSettled(page);
    const before = await cardNames(page);
    expect(before.slice(0, 3)).toEqual(['重要公告', '待办事项', '业务直通车']);

    await page.getByRole('button', { name: '编辑首页' }).click();
    await dragCard(page, '业务直通车', '重要公告');
    await page.waitForFunction(() => !document.body.textContent?.includes('正在保存…'));
    const moved = await cardNames(page);
    expect(moved[0]).toBe('业务直通车');
    await page.getByRole('button', { name: '完成' }).click();

    expectNotices(page);
    await page.reload();
    await acknowledgeNotices(page);
    await cardsSettled(page);
    expect(await cardNames(page)).toEqual(moved);

    await page.getByRole('button', { name: '编辑首页' }).click();
    await page.getByRole('button', { name: '恢复默认' }).click();
    await page.getByRole('dialog', { name: '恢复默认布局' }).getByRole('button', { name: '确定恢复' }).click();
    await expect(page.getByText('已恢复默认布局')).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
    expectNotices(page);
    await page.reload();
    await acknowledgeNotices(page);
    await cardsSettled(page);
    expect(await cardNames(page)).toEqual(before);
  });

  test('[SHELL-01] [MSG-01] opens an important notice from the footer toast and counts it read', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    const toast = page.locator('.sh-notice-toast');
    // The notices' answer is decrypted before it renders: the toast and any '0,1' dialogs render in one commit, so
    // once the toast shows, every dialog that will cover it shows too.
    await expect(toast).toBeVisible();
    await acknowledgeNotices(page);
    const countText = await toast.getByText(/^您有\d+条重要通知未读$/).innerText();
    const before = Number(/\d+/.exec(countText)?.[0]);
    expect(before).toBeGreaterThan(0);
    await toast.getByRole('button', { name: '查看', exact: true }).click();
    // A notice with a url opens it; one without opens the detail page (MSG-01).
    const fewer = page.locator('.sh-notice-toast').getByText(`您有${before - 1}条重要通知未读`);
    const opened = async () => (page.url().includes('/generalDetailsTow') ? 'detail page' : (await fewer.isVisible()) ? 'counted' : 'neither yet');
    await expect.poll(opened, { timeout: 10_000 }).not.toBe('neither yet');
    if (page.url().includes('/generalDetailsTow')) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/homePage');
    }
    await expect(fewer).toBeVisible();
  });

  test('[MSG-02] a link to a deleted message lands on /deleteNoPag', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await page.goto('/generalDetailsTow?id=msg-000000-d01');
    await page.waitForURL(/\/deleteNoPag$/);
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });

  test('[SHELL-04] [SHELL-05] the image viewer opens from a news cover and obeys its keys', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await cardsSettled(page);
    await page.getByRole('button', { name: /^查看图片：/ }).first().click();
    const viewer = page.getByRole('dialog');
    const counter = viewer.getByText(/^\d+ \/ \d+/);
    await expect(counter).toBeVisible();
    const total = Number(/\d+ \/ (\d+)/.exec(await counter.innerText())?.[1]);
    expect(total).toBeGreaterThan(1);
    await expect(counter).toHaveText(/^1 \/ /);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(/^2 \/ /);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Wraps around from the first image to the last (SHELL-05).
    await expect(counter).toHaveText(new RegExp(`^${total} \\/ `));
    const image = viewer.locator('img');
    const transformBefore = await image.evaluate((el) => getComputedStyle(el).transform);
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((t) => getComputedStyle(document.querySelector('dialog[open] img')!).transform !== t, transformBefore);
    await page.keyboard.press('Escape');
    await expect(viewer).not.toBeAttached();
  });

  test('holds on a 360 px phone: no sideways scrolling, every card reachable', async ({ newPage, newUser }) => {
    const { page } = await newPage({ viewport: { width: 360, height: 740 } });
    await signIn(page, await newUser('student'));
    await acknowledgeNotices(page);
    await cardsSettled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator('[data-card-id]')).toHaveCount(8);
  });
});
