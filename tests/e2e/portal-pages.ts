import type { Page } from '@playwright/test';
import { expect, settled } from './fixtures';

/** A portal page the layout and accessibility tests visit, and the heading it shows once its route has rendered. */
export interface PortalPage {
  path: string;
  heading: string | RegExp;
}

/**
 * What a visitor reaches (ROUTE-01): the landing page, the sign-in page, the visitor's service catalogue, and the
 * page of a deleted message.
 */
export const VISITOR_PAGES: readonly PortalPage[] = [
  { path: '/', heading: /华夏理工大学/ },
  { path: '/login', heading: '用户登录' },
  { path: '/allServices', heading: '服务大厅' },
  { path: '/deleteNoPag', heading: '消息已被删除' },
];

/** The seeded notice with HTML content, sent to every demo account. */
const MESSAGE_PATH = '/generalDetailsTow?id=msg-000000-i05';

/** The signed-in shell's main routes (doc1 §2), the message detail page and the 403 / 404 pages. */
export const SIGNED_IN_PAGES: readonly PortalPage[] = [
  { path: '/homePage', heading: /您好/ },
  { path: '/serviceHall', heading: '服务大厅' },
  { path: '/applicationServiceCenter', heading: '应用服务中心' },
  { path: '/processServiceCenter', heading: '流程服务中心' },
  { path: '/threelists', heading: '三张清单' },
  { path: '/effectivenessSupervision', heading: '效能监督' },
  { path: '/PersonalCenter', heading: '个人中心' },
  { path: MESSAGE_PATH, heading: /消防安全/ },
  { path: '/noPower', heading: '暂无权限' },
  { path: '/no-such-page', heading: '页面不存在' },
];

/** Nothing on the page waits for its data: no busy region, spinner line or skeleton. */
function nothingLoading(): boolean {
  return document.querySelector('[aria-busy="true"], .sh-loading, .lp-skeleton__box') === null;
}

/**
 * Opens a page and waits for all of it: its heading, then every block, scrolling down a screen at a time so the
 * blocks that load only near the viewport (the efficiency page's) load too, and back to the top.
 */
export async function openWhole(page: Page, target: PortalPage): Promise<void> {
  await page.goto(target.path);
  await expect(page.getByRole('heading', { level: 1, name: target.heading }).first()).toBeVisible();
  for (;;) {
    await page.waitForFunction(nothingLoading, undefined, { timeout: 60_000 });
    const atBottom = await page.evaluate(() => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 1) return true;
      window.scrollBy(0, window.innerHeight);
      return false;
    });
    if (atBottom) break;
    await settled(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
}
