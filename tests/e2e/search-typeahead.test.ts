import { checkAccessibility } from '../support/axe';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

const SHOTS = process.env.SCREENSHOT_DIR;

test.describe('the search typeahead in Chromium', () => {
  test('suggestions under the box in groups, moved through with the arrows, opened with Enter, closed with Esc', async ({ newPage }) => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 412, height: 900 }]) {
      const { page } = await newPage({ viewport });
      await page.goto('/allServices');
      const box = page.getByRole('combobox', { name: '搜索服务' });
      await box.fill('校园卡');
      const list = page.getByRole('listbox', { name: '搜索建议' });
      await expect(list).toBeVisible({ timeout: 30_000 });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('group', { name: '服务' })).toBeVisible({ timeout: 30_000 });
      await expect(list.getByRole('group', { name: '常见问题' })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/typeahead-${viewport.width}.png` });
      expect(await checkAccessibility(page)).toEqual([]);

      await box.press('ArrowDown');
      const first = list.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      await box.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveValue('校园卡');

      await box.press('ArrowDown');
      await expect(list).toBeVisible();
      // The suggestions are there before the next key picks the first (they may load again on a busy machine).
      const option = list.getByRole('option').first();
      await expect(option).toBeVisible({ timeout: 30_000 });
      await box.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      const name = await option.locator('.sc-suggest__label').innerText();
      await box.press('Enter');
      await expect(page.getByRole('dialog', { name })).toBeVisible({ timeout: 30_000 });
    }
  });

  test('the visitor\'s hot words each find something', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/allServices');
    const chips = page.getByRole('list', { name: '热门搜索' }).getByRole('button');
    await expect(chips.first()).toBeVisible({ timeout: 30_000 });
    const word = await chips.first().innerText();
    await chips.first().click();
    await expect(page.locator('article.sc-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`没有找到与“${word}”相关的服务`)).toHaveCount(0);
  });

  test('the hall finds what people type: homophone typos, common words by synonym, pinyin of a synonym, and names before descriptions', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.teacher);
    await acknowledgeNotices(page);
    const search = async (keyword: string) => {
      await page.goto(`/serviceHall?keyword=${encodeURIComponent(keyword)}`);
      await expect(page.getByText(/^共 \d+ 项$/)).toBeVisible();
    };
    const firstCard = page.locator('article.sc-card').first();

    // 请价: typed characters read like 请假.
    await search('请价');
    await expect(page.getByText('已为您显示“请假”的结果')).toBeVisible();
    await expect(firstCard).toContainText('请假');
    // 出差: a seeded synonym of 差旅费.
    await search('出差');
    await expect(page.locator('article.sc-card', { hasText: '差旅费报销' })).toBeVisible();
    // yinzhang is the pinyin of 印章 (synonym of 用印), not a typo of 银行.
    await search('yinzhang');
    await expect(page.locator('article.sc-card', { hasText: '用印申请' })).toBeVisible();
    await expect(page.getByText(/已为您显示“银行/)).toHaveCount(0);
    // 校园卡: the services named so come first; a guide that lists the card as a material does not make a match.
    await search('校园卡');
    await expect(firstCard).toContainText('校园卡');
    const total = Number(/\d+/.exec(await page.getByText(/^共 \d+ 项$/).innerText())?.[0]);
    expect(total).toBeLessThan(60);
  });
});
