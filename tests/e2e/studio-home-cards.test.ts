import type { Page } from '@playwright/test';
import { homePageStudio } from '../../src/shared/api/catalogue/cards-admin';
import { acknowledgeNotices, DEMO, expect, nextFrame, type NewPage, settled, signIn, test } from './fixtures';

const CARD = '自助打印服务';

/** The card titles of a student's home page, in order. */
async function studentCards(newPage: NewPage): Promise<string[]> {
  const { page, context } = await newPage();
  await signIn(page, DEMO.student);
  await acknowledgeNotices(page);
  await expect(page.locator('[data-card-id]').first()).toBeVisible();
  const titles = await page.locator('[data-card-id] h2').allInnerTexts();
  await context.close();
  return titles.map((t) => t.trim());
}

/** Chooses an option of a react-admin select (MUI) by its label and the option's text (or the first option). */
async function choose(page: Page, label: string | RegExp, option?: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  // Without a name: the first option that has one (a select may start with an empty choice).
  const target = option === undefined ? listbox.locator('[role="option"]:not([data-value=""])').first() : listbox.getByRole('option', { name: option });
  await expect(target).toBeVisible();
  // By keyboard, as a person without a mouse would: MUI's menu keeps settling while its choices load, which a
  // pointer click waits on.
  await target.focus();
  await page.keyboard.press('Enter');
  await expect(listbox).not.toBeAttached();
}

/** The studio's card list (首页配置 › 卡片), once its type filter is there. */
async function openCards(page: Page): Promise<void> {
  await page.goto('/userFrameConfig/homePageConfig');
  await page.getByRole('tab', { name: '卡片', exact: true }).click();
  await expect(page.getByText('先在上方选择卡片类型，即可拖动调整该类型下卡片的顺序。')).toBeVisible();
}

test.describe('the home page cards in the studio, in Chromium', () => {
  test('builds a card with a column from a data source, orders it by keyboard, previews, publishes for students and rolls back', async ({ newPage }) => {
    // Several sign-ins and a dozen studio steps: about a minute beside a CPU hog, where the default two minutes leave
    // too little room.
    test.setTimeout(240_000);
    const before = await studentCards(newPage);
    expect(before).not.toContain(CARD);

    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
    await openCards(page);
    await page.getByRole('link', { name: '新建' }).click();
    await expect(page.getByRole('combobox', { name: /卡片种类/ })).toBeVisible();

    // The card: a common-services card of the seeded type 办事服务, one row.
    await choose(page, /卡片类型/, '办事服务');
    await choose(page, /卡片种类/, '常用服务');
    // The live preview follows the form as it is typed.
    const preview = page.getByRole('region', { name: '实时预览' });
    await page.getByLabel(/卡片名称/).fill(`${CARD}（预览）`);
    await expect(preview.getByText(`${CARD}（预览）`).first()).toBeVisible();
    await page.getByLabel(/卡片名称/).fill(CARD);
    await expect(preview.getByText(CARD, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('region', { name: '栏目' })).toBeVisible();

    // A column from a built-in data source.
    await page.getByRole('region', { name: '栏目' }).getByRole('link', { name: '新增栏目' }).click();
    await page.getByLabel(/栏目名称/).fill('热门服务');
    await choose(page, /数据来源类型/, '内置数据源');
    await choose(page, /内置数据源/);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('实时预览').first()).toBeVisible();

    // Students get it in their default layout.
    await openCards(page);
    await page.getByRole('row', { name: new RegExp(CARD) }).getByRole('link', { name: '编辑' }).click();
    const auth = page.getByRole('region', { name: '角色可见与必选' });
    // A new card lists every role, unticked, in role order (管理员, 教师, 学生): students may add it and get it by default.
    const studentRow = 2;
    await auth.getByRole('checkbox', { name: '可添加' }).nth(studentRow).check();
    await auth.getByRole('checkbox', { name: '默认布局' }).nth(studentRow).check();
    await auth.getByRole('button', { name: '保存角色配置' }).click();
    await expect(page.getByText('角色配置已保存')).toBeVisible();

    // Order by keyboard: the new card (sort 0, so first of its type) moves down one place.
    await openCards(page);
    await choose(page, /卡片类型/, '办事服务');
    const handle = page.getByRole('button', { name: `拖动 ${CARD}` });
    // The rows of the chosen type are in and still: the pick-up measures where each row is.
    await expect(page.getByRole('row', { name: new RegExp(CARD) })).toBeVisible();
    await settled(page);
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up, as the handle says for as long as it is held. (Its first words, 已拿起, are replaced by the next
    // ones as soon as dnd-kit measures again, so they are not what to wait for.)
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // dnd-kit's keyboard sensor listens for arrows from the tick after the pick-up.
    await nextFrame(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(new RegExp(`^${CARD} 移到第 2/`))).toBeAttached();
    // The sorted list animates into place; the drop measures from where the rows have settled.
    await settled(page);
    await page.keyboard.press('Space');
    await expect(page.getByText('顺序已保存')).toBeVisible();

    // Nothing reaches students before the publish.
    expect(await studentCards(newPage)).toEqual(before);
    // The order was saved by its own call, not a react-admin save: the page is opened again so the bar reads the
    // draft's latest revision (a publish of an older one is refused as a conflict, rightly).
    await openCards(page);
    const bar = page.getByRole('region', { name: '草稿与发布' });
    await expect(bar.getByText(/草稿有 \d+ 处未发布的修改/)).toBeVisible();
    await bar.getByRole('button', { name: '发布' }).click();
    await page.getByRole('dialog', { name: '发布草稿' }).getByRole('button', { name: '发布' }).click();
    await expect(bar.getByText(/^已发布为版本 v\d+$/)).toBeVisible();
    expect(await studentCards(newPage)).toContain(CARD);

    // Roll back to the version before: the students' home page is as it was.
    await bar.getByRole('button', { name: '历史版本' }).click();
    const versions = page.getByRole('dialog', { name: '历史版本' }).getByRole('list', { name: '历史版本' });
    const rollback = versions.getByRole('button', { name: /^回滚到 v\d+$/ }).first();
    const label = await rollback.innerText();
    await rollback.click();
    await page.getByRole('dialog', { name: label }).getByRole('button', { name: '回滚' }).click();
    await expect(bar.getByText(/^已回滚到 v\d+（新版本 v\d+）$/)).toBeVisible();
    expect(await studentCards(newPage)).toEqual(before);
  });

  test('while the page loads, its draft bar and tabs keep their place: a click aimed at a tab lands on it', async ({ newPage }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
    // The draft's state is held until the tabs show, as a busy server may answer it last.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route((url) => url.pathname === homePageStudio.draft.path, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/userFrameConfig/homePageConfig');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: '卡片', exact: true })).toBeVisible();
    const before = await tabs.boundingBox();
    release();
    await expect(page.getByRole('region', { name: '草稿与发布' }).getByRole('button', { name: '历史版本' })).toBeEnabled();
    // The list's own title (react-admin's title slot, above the bar) is in by now too.
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await settled(page);
    expect(await tabs.boundingBox()).toEqual(before);
  });
});
