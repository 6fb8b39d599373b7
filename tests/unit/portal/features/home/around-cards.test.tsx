// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { CardView, NewsItem, TodoEntry } from '../../../../../src/shared/schema/cards';
import { renderPortal, type Handler, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { calendarAnswer, cardsById, holidayAnswer, homeServer, toolCardView, tool } from './fixtures';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

beforeAll(async () => { await import('../../../../../src/portal/routes/deferred'); }, 30_000);

let open: MockInstance<typeof window.open>;
beforeEach(() => { open = vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

function renderHome(overrides: Record<string, Handler> = {}) {
  const server = homeServer(overrides);
  return renderPortal('/homePage', { signedIn: true, handlers: server.handlers });
}

describe('holiday and school calendar', () => {
  it("shows today, '第N周' of the semester, the next holiday with the days until it, and this month's events", async () => {
    renderHome();
    const widget = await screen.findByRole('region', { name: '校历与节假日' });
    expect(await within(widget).findByText('第2周')).toBeTruthy();
    expect(within(widget).getByText('共 18 周')).toBeTruthy();
    expect(within(widget).getByText('2025-2026学年春季学期')).toBeTruthy();
    expect(within(widget).getByText(/2026年3月9日/).closest('time')?.getAttribute('dateTime')).toBe('2026-03-09');
    expect(within(widget).getByText('清明节')).toBeTruthy();
    expect(within(widget).getByText('还有 26 天')).toBeTruthy();
    expect(within(widget).getByText('4月4日 – 4月6日 · 放假 3 天')).toBeTruthy();

    const events = () => within(widget).getAllByRole('listitem').map((li) => li.textContent);
    expect(events()).toEqual(['3月2日 – 3月3日开学报到学期', '3月9日 – 3月13日选课活动']);
    expect(within(widget).getByRole('button', { name: '本月' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(widget).getByRole('button', { name: '本学期' }));
    expect(events().map((text) => text?.replace(/^.*日/, ''))).toEqual(['开学报到学期', '选课活动', '清明节放假假期', '期中教学检查考试', '期末考试周考试']);
  });

  it('shows a holiday in progress, the time before the semester, and says so when no holiday is coming', async () => {
    renderHome({
      getHoliday: () => ({ ...holidayAnswer, today: '2026-02-23', current: { name: '春节', startDate: '2026-02-15', endDate: '2026-02-23', days: 9 }, next: null }),
      getSchoolCalendar: () => ({ ...calendarAnswer, currentWeek: 0 }),
    });
    const widget = await screen.findByRole('region', { name: '校历与节假日' });
    expect(await within(widget).findByText('正在放假：春节')).toBeTruthy();
    expect(await within(widget).findByText('尚未开学')).toBeTruthy();
    expect(within(widget).getByText('距开学还有 7 天')).toBeTruthy();
    expect(within(widget).getByText('本月暂无校历事件')).toBeTruthy();
  });

  it('keeps the calendar when the holiday call fails, with a retry for the holidays', async () => {
    let fail = true;
    renderHome({
      getHoliday: () => {
        if (fail) throw new ApiError(8010, 'interface request timed out, please try again later');
        return { ...holidayAnswer, next: null, current: null };
      },
    });
    const widget = await screen.findByRole('region', { name: '校历与节假日' });
    expect(await within(widget).findByText('节假日加载失败')).toBeTruthy();
    expect(await within(widget).findByText('第2周')).toBeTruthy();
    fail = false;
    fireEvent.click(within(widget).getByRole('button', { name: '重试' }));
    expect(await within(widget).findByText('近期暂无节假日')).toBeTruthy();
  });
});

describe('quick navigation and service specials', () => {
  it('[OPEN-01] quick-navigation entries open by their openWay, with their icons', async () => {
    renderHome();
    const nav = await screen.findByRole('region', { name: '快捷导航' });
    const mail = await within(nav).findByRole('button', { name: '邮箱' });
    // An icon file name has no asset yet: a letter tile; an https icon is shown as an image.
    expect(mail.querySelector('img')).toBeNull();
    expect(within(nav).getByRole('button', { name: '图书馆' }).querySelector('img')?.getAttribute('src')).toBe('https://lib.example.edu.cn/logo.png');
    fireEvent.click(mail);
    expect(open).toHaveBeenLastCalledWith('https://mail.example.edu.cn/', '_blank', 'noopener');
    fireEvent.click(within(nav).getByRole('button', { name: '图书馆' }));
    expect(open).toHaveBeenLastCalledWith('https://lib.example.edu.cn/', 'sh_service_q_lib', expect.stringMatching(/^width=1200,height=650,/));
  });

  it('[OPEN-03] a special lists its services in a dialog; 办理 opens one and logs the click', async () => {
    const app = renderHome();
    const specials = await screen.findByRole('region', { name: '服务专题' });
    expect(await within(specials).findByText('新生入学一站办')).toBeTruthy();
    expect(within(specials).getByText('共 2 项服务')).toBeTruthy();
    fireEvent.click(within(specials).getByRole('button', { name: '查看服务：迎新专题' }));
    const dialog = await screen.findByRole('dialog', { name: '迎新专题' });
    expect(await within(dialog).findByText('宿舍入住登记')).toBeTruthy();
    expect(within(dialog).getByText('后勤保障处 · 线下办理')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '办理：校园卡办理' }));
    const frame = await screen.findByRole('dialog', { name: '校园卡办理' });
    // The frame says 正在连接… until the address probe answers (ADR 031); the iframe follows.
    expect((await within(frame).findByTitle('校园卡办理（服务页面）')).getAttribute('src')).toBe('/iframPage?service=card');
    const logged = app.blade.calls.filter((c) => c.name === 'clickService');
    expect(logged.map((c) => c.input)).toEqual([{ serviceId: 'svc-card' }]);
    expect(app.blade.calls.find((c) => c.name === 'getServiceSpecialList')?.input).toEqual({ specialId: 'sp-new' });
  });
});

const todoEntry: TodoEntry = {
  id: 'step-1', title: '张三的请假申请', serviceName: '学生请假', nodeName: '辅导员审批', applicantName: '张三',
  startedAt: '2026-03-08T02:00:00Z', dueAt: null, overdue: true,
};
const newsItem = (id: string, title: string, url: string): NewsItem => ({
  id, title, summary: '', dataSource: 'Website', releaseTime: '2026-03-08T02:00:00Z', create_time: null, fieldSet: '', coverImage: '', url,
});

function viewWith(cardId: string, data: CardView['columns'][number]['data'], kind: CardView['cardKind']): CardView {
  return { ...toolCardView(cardsById[cardId]!, []), cardKind: kind, columns: [{ columnId: `${cardId}-col`, columnName: '全部', data, error: null }] };
}

describe('card actions', () => {
  function renderWithCardData() {
    return renderHome({
      getUserApplyCardList: () => ({
        cards: [
          { ...cardsById.todo!, cardKind: 'TODO' as const },
          { ...cardsById.news!, cardKind: 'CAMPUS_NEWS' as const },
          cardsById.tools!,
        ],
        customised: false,
      }),
      getCardData: (input) => {
        const id = (input as { cardId: string }).cardId;
        if (id === 'todo') return viewWith('todo', { kind: 'todo', items: [], entries: [todoEntry] }, 'TODO');
        if (id === 'news') {
          return viewWith('news', {
            kind: 'news', total: 2,
            items: [newsItem('n1', '学校召开春季学期工作会议', 'https://news.example.edu.cn/1'), newsItem('n2', '旧站新闻', 'http://old.example.edu.cn/2')],
          }, 'CAMPUS_NEWS');
        }
        return toolCardView(cardsById.tools!, [tool('t-vpn', 'VPN', 1002), tool('t-print', '打印', 1001, '/iframPage?tool=print'), tool('t-odd', '旧系统', 1009)]);
      },
    });
  }

  it('[OPEN-01] tools open by their openWay; an unknown one says 返回值没有类型', async () => {
    renderWithCardData();
    const tools = await screen.findByRole('region', { name: '常用工具' });
    fireEvent.click(await within(tools).findByRole('button', { name: 'VPN' }));
    expect(open).toHaveBeenLastCalledWith('https://tools.example.edu.cn/t-vpn', 'sh_service_tool_t_vpn', expect.stringMatching(/^width=1200,/));
    fireEvent.click(within(tools).getByRole('button', { name: '打印' }));
    const frame = await screen.findByRole('dialog', { name: '打印' });
    expect((await within(frame).findByTitle('打印（服务页面）')).getAttribute('src')).toBe('/iframPage?tool=print');
    fireEvent.click(within(frame).getByRole('button', { name: '关闭' }));
    fireEvent.click(within(tools).getByRole('button', { name: '旧系统' }));
    expect((await screen.findByRole('alert')).textContent).toContain('返回值没有类型');
  });

  it('opens https news in a new tab and leaves other links alone; a to-do shows its facts', async () => {
    renderWithCardData();
    const news = await screen.findByRole('region', { name: '校园新闻' });
    fireEvent.click(await within(news).findByRole('button', { name: /学校召开春季学期工作会议/ }));
    expect(open).toHaveBeenCalledWith('https://news.example.edu.cn/1', '_blank', 'noopener');
    open.mockClear();
    fireEvent.click(within(news).getByRole('button', { name: /旧站新闻/ }));
    expect(open).not.toHaveBeenCalled();

    const todo = screen.getByRole('region', { name: '待办事项' });
    fireEvent.click(await within(todo).findByRole('button', { name: /张三的请假申请/ }));
    const dialog = await screen.findByRole('dialog', { name: '张三的请假申请' });
    expect(within(dialog).getByText('辅导员审批')).toBeTruthy();
    expect(within(dialog).getByText('已超时')).toBeTruthy();
    expect(within(dialog).getByText('不限')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('welcome strip', () => {
  it("greets the user over the theme's banner image when the theme has one", async () => {
    renderHome({
      themeDetail: () => ({
        themeId: 'th-red', themeName: '中国红', themeColor: '#c8102e', themeImg: '/api/files/banner-red',
        themeImgBorderColor: '', WaitingForMeToHandleBCImg: '',
      }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: '您好，王建国' });
    const strip = heading.closest('section')!;
    await waitFor(() => expect(strip.querySelector('img')?.getAttribute('src')).toBe('/api/files/banner-red'));
    expect(strip.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(strip).getByText('计算机学院')).toBeTruthy();
  });

  it("carries the theme's to-do background and banner border to the page, and drops an image from elsewhere", async () => {
    renderHome({
      themeDetail: () => ({
        themeId: 'th-green', themeName: '青葱绿', themeColor: '#1f8a4c', themeImg: '',
        themeImgBorderColor: '#7fd3a0', WaitingForMeToHandleBCImg: '/api/files/todo-green',
      }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: '您好，王建国' });
    const page = heading.closest('.hp') as HTMLElement;
    await waitFor(() => expect(page.style.getPropertyValue('--sh-todo-bg')).toBe('url("/api/files/todo-green")'));
    expect(page.style.getPropertyValue('--hp-banner-border')).toBe('#7fd3a0');
  });

  it('never puts a theme image that is not https or our own file into a style', async () => {
    renderHome({
      themeDetail: () => ({
        themeId: 'th-x', themeName: 'x', themeColor: '#1f8a4c', themeImg: '',
        themeImgBorderColor: 'red;background:url(http://evil)', WaitingForMeToHandleBCImg: 'http://evil.example/x.png',
      }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: '您好，王建国' });
    const page = heading.closest('.hp') as HTMLElement;
    // The theme has arrived (its colour is applied) before the absence of its images means anything.
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--sh-theme')).toBe('#1f8a4c'));
    expect(page.style.getPropertyValue('--sh-todo-bg')).toBe('');
    expect(page.style.getPropertyValue('--hp-banner-border')).toBe('');
  });
});

describe('languages', () => {
  it('the home page reads in English after a language switch', async () => {
    const app = renderHome();
    expect(await screen.findByRole('button', { name: '编辑首页' })).toBeTruthy();
    await act(async () => { await app.i18n.changeLanguage('en'); });
    expect(await screen.findByRole('button', { name: 'Edit home page' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My cards' })).toBeTruthy();
    const widget = screen.getByRole('region', { name: 'Calendar and holidays' });
    expect(await within(widget).findByText('Week 2')).toBeTruthy();
    expect(within(widget).getByText('in 26 days')).toBeTruthy();
    expect(within(widget).getByText(/Apr 4 – Apr 6/)).toBeTruthy();
  });
});
