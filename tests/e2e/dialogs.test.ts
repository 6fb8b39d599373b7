import type { Locator, Page } from '@playwright/test';
import { cancelCollect, collect } from '../../src/shared/api/catalogue/directory';
import { acknowledgeNotices, DEMO, expect, nextFrame, signIn, test } from './fixtures';

/**
 * The portal's one Dialog is a native <dialog> shown with showModal() (ADR 021). What jsdom cannot do is checked
 * here, in Chromium: the focus kept inside, the page behind inert, Esc, the top layer, and what must stay usable
 * over a dialog (the toasts, an image viewer opened from one).
 */

/** Whether the element under the centre of `target` is `target` or inside it: nothing is drawn over it. */
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}

/** Whether `target` can take the focus: an inert element (behind a modal dialog) cannot. */
async function canFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    (el as HTMLElement).focus();
    return document.activeElement === el;
  });
}

/** Where the focus is: 'inside' `dialog`, 'browser' (the page has none: the browser's own controls) or 'page'. */
async function focusPlace(page: Page, dialog: Locator): Promise<'inside' | 'browser' | 'page'> {
  const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
  if (inside) return 'inside';
  return page.evaluate(() => (document.activeElement === null || document.activeElement === document.body ? 'browser' : 'page'));
}

test.describe('dialogs in Chromium', () => {
  test('a modal dialog keeps Tab inside, leaves the page inert, shows a toast over it and gives the focus back to its opener', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    await acknowledgeNotices(page);
    await page.goto('/serviceHall?keyword=qj');
    const opener = page.getByRole('button', { name: '查看详情：学生请假申请', exact: true }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: /学生请假申请/ });
    await expect(detail.getByRole('tab', { name: '服务评价' })).toBeVisible();
    expect(await focusPlace(page, detail)).toBe('inside');

    // Tab and Shift+Tab go round the dialog's controls (and the browser's own, between rounds), never the page's.
    const places = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      places.add(await focusPlace(page, detail));
    }
    expect(places.has('page')).toBe(false);
    expect(places.has('inside')).toBe(true);

    // The page behind is inert: it takes no focus and no pointer.
    const search = page.getByRole('combobox', { name: '搜索服务' });
    expect(await canFocus(search)).toBe(false);
    expect(await isOnTop(search)).toBe(false);

    // A toast raised from the dialog is drawn over it and its close button takes a real click (WRAP-13).
    await page.route((url) => url.pathname === collect.path || url.pathname === cancelCollect.path, (route) => route.abort());
    await detail.getByRole('button', { name: /^(取消)?收藏$/ }).click();
    const toast = page.getByRole('alert').filter({ hasText: /收藏失败/ });
    await expect(toast).toBeVisible();
    expect(await isOnTop(toast)).toBe(true);
    await page.screenshot({ path: 'test-results/e2e/dialogs-toast-over-dialog.png' });
    await toast.getByRole('button', { name: '关闭' }).click();
    await expect(toast).toHaveCount(0);
    await expect(detail).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Esc closes it, and the focus is back on the button that opened it.
    await detail.getByRole('tab', { name: '服务评价' }).focus();
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await canFocus(search)).toBe(true);
  });

  test("[SHELL-03] [SHELL-04] the image viewer opened from a notice's dialog stacks over it and is usable", async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.student);
    // MSG-03 '0,1': the sign-in's notices come as one paged dialog; the poster one has a picture.
    const notice = page.getByRole('dialog', { name: '重要通知' });
    await expect(notice).toBeVisible();
    const picture = notice.getByRole('button', { name: /^查看大图：/ });
    for (let i = 0; i < 9 && (await picture.count()) === 0; i += 1) {
      await notice.getByRole('button', { name: '下一条' }).click();
      await nextFrame(page);
    }
    await picture.click();
    const viewer = page.getByRole('dialog', { name: '图片查看器' });
    await expect(viewer.getByText(/^1 \/ 1/)).toBeVisible();
    // Above the notice's dialog, and its own controls take the pointer.
    const zoomIn = viewer.getByRole('button', { name: '放大' });
    expect(await isOnTop(zoomIn)).toBe(true);
    expect(await isOnTop(notice.getByRole('button', { name: '知道了' }))).toBe(false);
    const image = viewer.locator('img');
    const before = await image.evaluate((el) => getComputedStyle(el).transform);
    await zoomIn.click();
    await expect.poll(() => image.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
    await page.screenshot({ path: 'test-results/e2e/dialogs-viewer-over-dialog.png' });

    // Esc closes the viewer only; the notice's dialog is usable again, its picture button focused.
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(notice).toBeVisible();
    await expect(picture).toBeFocused();
    await acknowledgeNotices(page);
    await expect(notice).toHaveCount(0);
  });
});
