// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { PreLoginConfig } from '../../../../../src/shared/schema/prelogin';
import { renderPortal, type Handler, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { column, landingConfig, landingHandlers, service } from './fixtures';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

// The landing page is a lazy chunk; loading it once up front keeps the first test inside the default wait.
beforeAll(async () => { await import('../../../../../src/portal/features/landing/LandingPage'); }, 30_000);

beforeEach(() => { vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

function renderLanding(overrides: Record<string, Handler> = {}, config: PreLoginConfig = landingConfig()) {
  return renderPortal('/', { handlers: landingHandlers(overrides, config) });
}

/** The page's blocks (named sections inside main), in the order shown. */
async function blockNames(): Promise<string[]> {
  const main = await screen.findByRole('main');
  await within(main).findAllByRole('region');
  return within(main).getAllByRole('region').map((r) => r.getAttribute('aria-label') ?? document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
}

describe('landing page: first paint and blocks', () => {
  it('[ROUTE-01] shows a visitor the landing page from one first call: header, blocks in order, footer, page title', async () => {
    const app = renderLanding({}, landingConfig({ pageTitle: '示范大学办事大厅' }));
    expect(await screen.findByRole('heading', { level: 1, name: /华夏理工大学/ })).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(await blockNames()).toEqual(['轮播图（轮播）', '数据概览', '服务搜索', '服务事项', '通知公告', '常用工具', '第三方平台']);
    await waitFor(() => expect(document.title).toBe('示范大学办事大厅'));
    // Large figures are compact, so eight digits fit half a phone's width; the exact one is in the title.
    const visits = await within(screen.getByRole('region', { name: '数据概览' })).findByText('3312.5万');
    expect(visits.getAttribute('title')).toBe('33,125,128');
    expect(app.blade.calls.filter((c) => c.name === 'getPreLoginIndex')).toHaveLength(1);
    // Fetched once, beside the first call, and taken by the carousel rather than asked for again.
    expect(app.blade.calls.filter((c) => c.name === 'carouselImgList')).toHaveLength(1);
    // Every block's call is silent: a block shows its own error instead of a toast.
    expect(app.blade.calls.every((c) => c.options?.silent === true)).toBe(true);
    expect(screen.getByRole('contentinfo').textContent).toContain('京ICP备00000000号');
    expect(screen.getByRole('link', { name: '图书馆（在新标签页中打开）' }).getAttribute('target')).toBe('_blank');
  });

  it('follows the config: columns by sort, hidden ones neither shown nor fetched, the carousel off by its switch', async () => {
    const config = landingConfig({
      columns: [
        column('thirdParty', '合作平台', 2),
        column('dataOverview', '数据概览', 1, false),
        column('serviceSearch', '找服务', 0),
        column('carousel', '轮播图', 3),
        column('messageColumn', '最新公告', 1),
      ],
      carousel: { enabled: false, intervalMs: 5000 },
    });
    const app = renderLanding({}, config);
    await screen.findByRole('link', { name: /学信网/ });
    expect(await blockNames()).toEqual(['找服务', '最新公告', '合作平台']);
    const called = app.blade.calls.map((c) => c.name);
    expect(called).not.toContain('dataOverview');
    // The carousel's list is fetched beside the first call, before the config is known (its largest paint); the
    // switched-off carousel just never shows it.
    expect(called.filter((name) => name === 'carouselImgList')).toHaveLength(1);
    expect(called).not.toContain('queryAllServiceByType');
  });

  it('[STATE-02] applies the landing colour #087EEB when the config says so, and falls back to it for a bad colour', async () => {
    renderLanding();
    const page = (await screen.findByRole('main')).parentElement;
    await waitFor(() => expect(page?.style.getPropertyValue('--lp-color')).toBe('#087eeb'));
    // Small white text sits on the dark shade, never on #087EEB itself (4.0:1).
    expect(page?.style.getPropertyValue('--sh-theme-dark')).not.toBe('#087eeb');
    cleanup();

    renderLanding({}, landingConfig({ landingColor: 'not-a-colour' }));
    const fallback = (await screen.findByRole('main')).parentElement;
    await screen.findByRole('heading', { level: 1, name: /华夏理工大学/ });
    expect(fallback?.style.getPropertyValue('--lp-color')).toBe('#087eeb');
    cleanup();

    renderLanding({}, landingConfig({ landingColor: '#C0392B' }));
    await screen.findByRole('heading', { level: 1, name: /华夏理工大学/ });
    expect((await screen.findByRole('main')).parentElement?.style.getPropertyValue('--lp-color')).toBe('#c0392b');
  });

  it('a failing block shows its own error and retry while the others render', async () => {
    let failing = true;
    const app = renderLanding({
      dataOverview: () => {
        if (failing) throw new ApiError(9999, '统计服务暂不可用');
        return [{ key: 'servicesOnline', label: '在线服务', value: 1280 }];
      },
    });
    const block = await screen.findByRole('region', { name: '数据概览' });
    expect(await within(block).findByText('“数据概览”加载失败')).toBeTruthy();
    expect(within(block).getByText('统计服务暂不可用')).toBeTruthy();
    // The rest of the page is there.
    expect(await screen.findByRole('link', { name: /关于寒假放假安排的通知/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /校园VPN/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /学信网/ })).toBeTruthy();
    failing = false;
    fireEvent.click(within(block).getByRole('button', { name: '重试' }));
    expect(await within(block).findByText('1,280')).toBeTruthy();
    expect(within(block).getByText('在线服务')).toBeTruthy();
    expect(app.blade.calls.filter((c) => c.name === 'dataOverview')).toHaveLength(2);
  });

  it('when the first call fails, still offers sign-in and a retry', async () => {
    let failing = true;
    const config = landingConfig();
    renderLanding({
      getPreLoginIndex: () => {
        if (failing) throw new ApiError(8010, '接口请求超时，请稍后重试');
        return { school: { schoolName: '华夏理工大学', logo: '', landingColor: '#087EEB' }, config, footer: { copyright: '', address: '', phone: '', email: '', icp: '', links: [] } };
      },
    });
    expect(await screen.findByText('首页加载失败')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: /华夏理工大学/ })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '服务事项' })).toBeTruthy();
  });

  it('[ROUTE-01] a signed-in user visiting / is redirected to /homePage without loading the landing page', async () => {
    const app = renderPortal('/', { signedIn: true, handlers: landingHandlers() });
    await waitFor(() => expect(app.location()).toBe('/homePage'));
    await screen.findByRole('heading', { name: '您好，王建国' });
    expect(app.blade.calls.some((c) => c.name === 'getPreLoginIndex')).toBe(false);
  });
});

describe('landing page: header', () => {
  it('lists the navigation by openWay (1003 a new tab, 1001 in the page), drops unsafe links, and signs in', async () => {
    renderLanding({}, landingConfig({ jump: { loginPath: '/login', afterLoginPath: '/serviceHall' } }));
    const nav = await screen.findByRole('navigation', { name: '网站导航' });
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '服务大厅' }).getAttribute('href')).toBe('/allServices');
    const site = within(nav).getByRole('link', { name: '学校官网（在新标签页中打开）' });
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(within(nav).queryByRole('link', { name: /坏链接/ })).toBeNull();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login?redirect=%2FserviceHall');
  });

  it('folds the navigation behind a menu button that Esc closes, returning focus to the button', async () => {
    renderLanding();
    const toggle = await screen.findByRole('button', { name: '打开导航菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('关闭导航菜单');
    const link = screen.getByRole('link', { name: '服务大厅' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('landing page: search', () => {
  it('searches as a visitor and says when the results are for the corrected spelling', async () => {
    const app = renderLanding({
      searchServiceNobody: (input) => {
        const { keyword } = input as { keyword: string };
        return { records: [service('s-leave', '学生请假')], total: 1, keyword, corrected: 'qingjia' };
      },
    });
    const box = await screen.findByRole('searchbox', { name: '搜索服务' });
    fireEvent.change(box, { target: { value: '  qingjai ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('已为您显示“qingjia”的结果')).toBeTruthy();
    expect(screen.getByText('共找到 1 项服务')).toBeTruthy();
    expect(screen.getByRole('button', { name: /学生请假/ })).toBeTruthy();
    const call = app.blade.calls.find((c) => c.name === 'searchServiceNobody');
    expect(call?.input).toEqual({ keyword: 'qingjai', serviceType: '', current: 1, size: 10 });
    expect(app.blade.calls.some((c) => c.name === 'searchService')).toBe(false);
  });

  it('refuses an empty keyword, searches a hot word in one click, and says when nothing matched', async () => {
    const app = renderLanding({
      searchServiceNobody: (input) => ({ records: [], total: 0, keyword: (input as { keyword: string }).keyword }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '请输入搜索关键词');
    expect(screen.getByRole('searchbox', { name: '搜索服务' }).getAttribute('aria-invalid')).toBe('true');
    expect(app.blade.calls.some((c) => c.name === 'searchServiceNobody')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: '成绩单' }));
    expect(await screen.findByText('未找到与“成绩单”相关的服务，换个关键词试试。')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: '搜索服务' }) as HTMLInputElement).value).toBe('成绩单');
    expect(app.blade.calls.find((c) => c.name === 'searchHeatWordNobody')?.input).toEqual({ size: 8 });
  });

  it('pages through results with 加载更多', async () => {
    const app = renderLanding({
      searchServiceNobody: (input) => {
        const { keyword, current } = input as { keyword: string; current: number };
        const page = Array.from({ length: current === 1 ? 10 : 2 }, (_, i) => service(`r${current}-${i}`, `结果${current}-${i}`));
        return { records: page, total: 12, keyword };
      },
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: '搜索服务' }), { target: { value: '证明' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('button', { name: /结果2-1/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(app.blade.calls.filter((c) => c.name === 'searchServiceNobody').map((c) => (c.input as { current: number }).current)).toEqual([1, 2]);
  });
});

describe('landing page: carousel', () => {
  function currentSlide(): string {
    const carousel = screen.getByRole('region', { name: '轮播图（轮播）' });
    // Slides not shown are hidden from assistive technology: the one group left is the current slide.
    return within(carousel).getByRole('group').getAttribute('aria-label') ?? '';
  }

  it('moves with ←/→, prev/next and the dots, wrapping around', async () => {
    renderLanding();
    const carousel = await screen.findByRole('region', { name: '轮播图（轮播）' });
    await within(carousel).findByRole('button', { name: '下一张' });
    expect(currentSlide()).toBe('第 1 张，共 3 张：欢迎使用网上服务大厅');
    const next = within(carousel).getByRole('button', { name: '下一张' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('第 2 张，共 3 张：新生入学服务专区');
    fireEvent.click(next);
    expect(currentSlide()).toBe('第 3 张，共 3 张：网络安全宣传周');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentSlide()).toMatch(/^第 1 张/);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(currentSlide()).toMatch(/^第 3 张/);
    fireEvent.click(within(carousel).getByRole('button', { name: '上一张' }));
    expect(currentSlide()).toMatch(/^第 2 张/);
    const dot = within(carousel).getByRole('button', { name: '显示第 1 张' });
    fireEvent.click(dot);
    expect(currentSlide()).toMatch(/^第 1 张/);
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('shows only safe images, links a slide by its linkUrl, and loads slides after the first lazily', async () => {
    renderLanding();
    const carousel = await screen.findByRole('region', { name: '轮播图（轮播）' });
    await within(carousel).findByRole('button', { name: '下一张' });
    const images = carousel.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(['/api/files/c1', '/api/files/c2']);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
    expect(within(carousel).getByRole('link', { name: '欢迎使用网上服务大厅' }).getAttribute('href')).toBe('/allServices');
  });

  it('advances on its own at the configured interval and pauses while the pointer is over it', async () => {
    // The carousel's clock is the test's: it runs as time does, and jumps ahead where the test must see time pass.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => { vi.useRealTimers(); });
    renderLanding({}, landingConfig({ carousel: { enabled: true, intervalMs: 40 } }));
    const carousel = await screen.findByRole('region', { name: '轮播图（轮播）' });
    await within(carousel).findByRole('button', { name: '暂停轮播' });
    await waitFor(() => expect(currentSlide()).toMatch(/^第 2 张/));
    fireEvent.mouseEnter(carousel.firstElementChild ?? carousel);
    const paused = currentSlide();
    await act(async () => { await vi.advanceTimersByTimeAsync(150); });
    expect(currentSlide()).toBe(paused);
    fireEvent.click(within(carousel).getByRole('button', { name: '暂停轮播' }));
    expect(within(carousel).getByRole('button', { name: '继续轮播' })).toBeTruthy();
  });

  it('does not move on its own when the reader prefers reduced motion', async () => {
    // jsdom has no matchMedia: this reader's system asks for reduced motion.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('prefers-reduced-motion'), media: query,
        addEventListener: () => undefined, removeEventListener: () => undefined,
      }),
    });
    onTestFinished(() => { Reflect.deleteProperty(window, 'matchMedia'); });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => { vi.useRealTimers(); });
    renderLanding({}, landingConfig({ carousel: { enabled: true, intervalMs: 40 } }));
    const carousel = await screen.findByRole('region', { name: '轮播图（轮播）' });
    expect(await within(carousel).findByRole('button', { name: '继续轮播' })).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(150); });
    expect(currentSlide()).toMatch(/^第 1 张/);
  });
});

describe('landing page: services, messages, tools and platforms', () => {
  it('shows the service groups as tabs operable by arrow keys', async () => {
    renderLanding();
    const tablist = await screen.findByRole('tablist', { name: '服务分组' });
    const first = within(tablist).getByRole('tab', { name: '学生事务（30 项）' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('学生服务1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = within(tablist).getByRole('tab', { name: '后勤服务（1 项）' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(first.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel').textContent).toContain('宿舍报修');
    fireEvent.keyDown(second, { key: 'Home' });
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('“查看全部 N 项” pages through the group with queryServiceByType', async () => {
    const app = renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: '查看全部 30 项（学生事务）' }));
    expect(await screen.findByText('已显示 24 / 30 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已显示 30 / 30 项')).toBeTruthy();
    // Focus lands on the first service of the new page.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('学生服务25'));
    const pages = app.blade.calls.filter((c) => c.name === 'queryServiceByType').map((c) => c.input);
    expect(pages).toEqual([{ groupId: 'g1', current: 1, size: 24 }, { groupId: 'g1', current: 2, size: 24 }]);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.getByRole('button', { name: '查看全部 30 项（学生事务）' })).toBeTruthy();
  });

  it('links each public message to its detail page', async () => {
    renderLanding();
    const link = await screen.findByRole('link', { name: /关于寒假放假安排的通知/ });
    expect(link.getAttribute('href')).toBe('/generalDetailsTow?id=m%201');
    expect(link.textContent).toContain('发布：校长办公室');
  });

  it('[OPEN-01] opens a tool by its openWay, and platforms in a new tab without an opener', async () => {
    renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: /校园VPN/ }));
    expect(window.open).toHaveBeenCalledWith('https://vpn.example.edu.cn/', '_blank', 'noopener');
    const platforms = await screen.findByRole('region', { name: '第三方平台' });
    const link = within(platforms).getByRole('link', { name: /学信网/ });
    expect(link.getAttribute('href')).toBe('https://www.chsi.com.cn/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(within(platforms).queryByText('坏平台')).toBeNull();
  });
});

describe('landing page: service details for a visitor', () => {
  const details = {
    ...service('g2-1', '宿舍报修'),
    serviceType: 'APPLICATION', description: '宿舍设施损坏时在线报修。', deptId: 'd1', sceneId: 'sc1', typeId: 't1',
    typeName: '后勤', audience: 'all', ratingAvg: 4.5, ratingCount: 2,
  };

  it('[OPEN-04] clicking a service as a visitor asks for the guest details (nobodyCustomDetails)', async () => {
    const app = renderLanding({ nobodyCustomDetails: () => details });
    const tablist = await screen.findByRole('tablist', { name: '服务分组' });
    fireEvent.click(within(tablist).getByRole('tab', { name: '后勤服务（1 项）' }));
    fireEvent.click(screen.getByRole('button', { name: /宿舍报修/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(app.blade.calls.find((c) => c.name === 'nobodyCustomDetails')?.input).toEqual({ serviceId: 'g2-1' }));
    expect(app.blade.calls.some((c) => c.name === 'details')).toBe(false);
    expect(await within(dialog).findByRole('heading', { name: '宿舍报修' })).toBeTruthy();
  });

  it('[OPEN-04] a search result opens the same guest details', async () => {
    const app = renderLanding({ nobodyCustomDetails: () => ({ ...details, serviceId: 's-leave', serviceName: '学生请假' }) });
    fireEvent.change(await screen.findByRole('searchbox', { name: '搜索服务' }), { target: { value: '请假' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    fireEvent.click(await screen.findByRole('button', { name: /学生请假/ }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(app.blade.calls.find((c) => c.name === 'nobodyCustomDetails')?.input).toEqual({ serviceId: 's-leave' }));
  });
});

describe('landing page: carousel retry', () => {
  it('a failed early carousel list is fetched again on retry', async () => {
    let failing = true;
    const app = renderLanding({
      carouselImgList: () => {
        if (failing) throw new ApiError(9999, '轮播图服务暂不可用');
        return [{ id: 's1', title: '欢迎', imgUrl: '/api/files/c1', linkUrl: '' }];
      },
    });
    const carousel = await screen.findByRole('region', { name: '轮播图（轮播）' });
    expect(await within(carousel).findByText('轮播图服务暂不可用')).toBeTruthy();
    failing = false;
    fireEvent.click(within(carousel).getByRole('button', { name: '重试' }));
    expect(await within(carousel).findByRole('group', { name: '第 1 张，共 1 张：欢迎' })).toBeTruthy();
    expect(app.blade.calls.filter((c) => c.name === 'carouselImgList')).toHaveLength(2);
  });
});
