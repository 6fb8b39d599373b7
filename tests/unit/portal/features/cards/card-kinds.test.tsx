// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_KINDS, type CardKind } from '../../../../../src/shared/schema/cards';
import { CardContent } from '../../../../../src/portal/features/cards';
import { column, EMPTY_DATA, hoursAgo, news, notice, service, services, todoEntry, tool, view, withRows } from './fixtures';
import { renderCards, spyActions } from './render';

afterEach(() => { cleanup(); });

const EMPTY_TEXTS: Record<CardKind, string> = {
  TODO: '暂无待办事项',
  BUSINESS_EXPRESS: '暂无可直达的业务',
  PERSONAL_MATTERS: '暂无个人事务',
  STAGING_TABLE: '暂无暂存数据',
  MY_FAVORITES: '还没有收藏服务',
  CAMPUS_NEWS: '暂无新闻',
  COMMON_TOOLS: '暂无常用工具',
  RECOMMENDATIONS: '暂无推荐服务',
  COMMON_SERVICES: '暂无常用服务',
  ANNOUNCEMENTS: '暂无重要公告',
};

describe('card kinds', () => {
  it('[CARD-02] each of the ten card types shows its own empty-state text', () => {
    expect(new Set(Object.values(EMPTY_TEXTS)).size).toBe(CARD_KINDS.length);
    for (const kind of CARD_KINDS) {
      const { unmount } = renderCards(<CardContent view={view(kind, [column('k1', '栏目', EMPTY_DATA[kind])])} mode="normal" />);
      expect(screen.getByText(EMPTY_TEXTS[kind])).toBeTruthy();
      unmount();
    }
  });

  it('[CARD-02] a card with no columns shows its empty text too, and English has its own texts', () => {
    renderCards(<CardContent view={view('MY_FAVORITES', [])} mode="normal" />, { lang: 'en' });
    expect(screen.getByText('No favourite services yet')).toBeTruthy();
  });

  it('[CARD-04] icon grids show at most 6/12/18 narrow, 5/10/15 normal, 8/16/24 all', () => {
    const full = column('k1', '直通', { kind: 'services', items: services(30), total: 30 });
    const expected = { narrow: [6, 12, 18], normal: [5, 10, 15], all: [8, 16, 24] } as const;
    for (const kind of ['BUSINESS_EXPRESS', 'MY_FAVORITES'] as const) {
      for (const mode of ['narrow', 'normal', 'all'] as const) {
        for (const rows of [1, 2, 3] as const) {
          const { unmount } = renderCards(<CardContent view={withRows(view(kind, [full]), rows)} mode={mode} />);
          expect(within(screen.getByRole('list', { name: '直通' })).getAllByRole('button')).toHaveLength(expected[mode][rows - 1] ?? -1);
          unmount();
        }
      }
    }
    const tools = column('k1', '工具', { kind: 'tools', items: Array.from({ length: 30 }, (_, i) => tool(i + 1)) });
    renderCards(<CardContent view={withRows(view('COMMON_TOOLS', [tools]), 2)} mode="narrow" />);
    expect(within(screen.getByRole('list', { name: '工具' })).getAllByRole('button')).toHaveLength(12);
  });

  it('[CARD-05] to-do counts show 99+ at 100, the staging count 99+ above 99, visit counts cap at 9999999+', () => {
    const { unmount } = renderCards(<CardContent view={view('TODO', [column('k1', '我的待办', {
      kind: 'todo', items: [{ columnName: '流程审批', todoNum: 100, todoTimeoutNum: 99 }], entries: [todoEntry(1)],
    })])} mode="normal" />);
    const counts = screen.getByRole('list', { name: '待办统计' });
    expect(within(counts).getByText('99+')).toBeTruthy();
    expect(within(counts).getByText('99')).toBeTruthy();
    unmount();

    const staging = (num: number) => view('STAGING_TABLE', [column('k1', '暂存', {
      kind: 'staging', cardMapping: [{ field: 'name', chineseName: '姓名' }], result: [{ name: '张三' }], num,
    })]);
    const second = renderCards(<CardContent view={staging(100)} mode="normal" />);
    expect(screen.getByText('共 99+ 条')).toBeTruthy();
    second.unmount();
    const third = renderCards(<CardContent view={staging(99)} mode="normal" />);
    expect(screen.getByText('共 99 条')).toBeTruthy();
    third.unmount();

    renderCards(<CardContent view={view('COMMON_SERVICES', [column('k1', '常用', {
      kind: 'services', items: [service(1, { visitCount: 10_000_000 }), service(2, { visitCount: 9_999_999 })], total: 2,
    })])} mode="normal" />);
    expect(screen.getByText('9999999+ 次访问')).toBeTruthy();
    expect(screen.getByText('9999999 次访问')).toBeTruthy();
  });

  it('[CARD-05] the column tabs carry the capped to-do and staging counts', () => {
    renderCards(<CardContent view={view('TODO', [
      column('a', '审批', { kind: 'todo', items: [{ columnName: '审批', todoNum: 60, todoTimeoutNum: 0 }, { columnName: '签收', todoNum: 40, todoTimeoutNum: 0 }], entries: [] }),
      column('b', '签收', { kind: 'todo', items: [{ columnName: '签收', todoNum: 3, todoTimeoutNum: 0 }], entries: [] }),
    ])} mode="normal" />);
    expect(screen.getByRole('tab', { name: '审批 99+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '签收 3' })).toBeTruthy();
  });

  it('[CARD-06] the first three recommendations are highlighted with their rank', () => {
    renderCards(<CardContent view={withRows(view('RECOMMENDATIONS', [column('k1', '推荐', { kind: 'services', items: services(6), total: 6 })]), 2)} mode="normal" />);
    const entries = within(screen.getByRole('list', { name: '推荐' })).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    expect(entries.map((li) => li.classList.contains('is-highlighted'))).toEqual([true, true, true, false, false, false]);
    expect(within(entries[0]!).getByTitle('第 1 名').textContent).toBe('1');
  });

  it('[CARD-07] common services: 3 large and the rest as a list, 2 large on the narrow layout', () => {
    const v = withRows(view('COMMON_SERVICES', [column('k1', '常用', { kind: 'services', items: services(8), total: 8 })]), 2);
    const { unmount } = renderCards(<CardContent view={v} mode="normal" />);
    let [large, rest] = screen.getAllByRole('list', { name: '常用' });
    expect(within(large!).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('服务1'), expect.stringContaining('服务2'), expect.stringContaining('服务3'),
    ]);
    expect(within(rest!).getAllByRole('button')).toHaveLength(5);
    unmount();

    renderCards(<CardContent view={v} mode="narrow" />);
    [large, rest] = screen.getAllByRole('list', { name: '常用' });
    expect(within(large!).getAllByRole('button')).toHaveLength(2);
    expect(within(rest!).getAllByRole('button')).toHaveLength(6);
  });

  it('[CARD-08] personal matters in 3 columns on the narrow layout and 5 otherwise; a figure with a url navigates', () => {
    const actions = spyActions();
    const v = view('PERSONAL_MATTERS', [column('k1', '事务', { kind: 'personalMatters', items: [
      { key: 'doing', label: '办理中', value: 3, url: '/PersonalCenter?tab=doing' },
      { key: 'done', label: '已办结', value: 12, url: '' },
    ] })]);
    const { unmount } = renderCards(<CardContent view={v} mode="narrow" />, { actions });
    const grid = screen.getByRole('list', { name: '事务' });
    expect(grid.dataset.columns).toBe('3');
    expect(grid.style.getPropertyValue('--sh-card-matter-columns')).toBe('3');
    fireEvent.click(within(grid).getByRole('button', { name: '3 办理中' }));
    expect(actions.navigate).toHaveBeenCalledWith('/PersonalCenter?tab=doing');
    // Without a url the figure is not a control.
    expect(within(grid).queryByRole('button', { name: /已办结/ })).toBeNull();
    expect(within(grid).getByText('已办结')).toBeTruthy();
    unmount();
    renderCards(<CardContent view={v} mode="normal" />);
    expect(screen.getByRole('list', { name: '事务' }).dataset.columns).toBe('5');
  });

  it('[CARD-09] NEW shows on services released within 24 hours only', () => {
    renderCards(<CardContent view={view('BUSINESS_EXPRESS', [column('k1', '直通', { kind: 'services', items: [
      service(1, { releaseTime: hoursAgo(2) }), service(2, { releaseTime: hoursAgo(25) }), service(3, { releaseTime: hoursAgo(23.5) }),
    ], total: 3 })])} mode="normal" />);
    const list = screen.getByRole('list', { name: '直通' });
    expect(within(list).getByRole('button', { name: '服务1 新上线' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: '服务2' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: '服务3 新上线' })).toBeTruthy();
    expect(within(list).getAllByText('NEW')).toHaveLength(2);
  });

  it('[CARD-10] a to-do column shows 待审批 and 超时 unless it names its own labels; overdue entries say so', () => {
    const actions = spyActions();
    const overdue = todoEntry(2, { overdue: true, dueAt: '2026-03-01T08:00:00.000Z' });
    renderCards(<CardContent view={view('TODO', [column('k1', '待办', { kind: 'todo', items: [
      { columnName: '流程审批', todoNum: 5, todoTimeoutNum: 2 },
      { columnName: '文件签收', todoNum: 1, todoTypeName: '待签收', todoTimeoutName: '已逾期', todoTimeoutNum: 0 },
    ], entries: [todoEntry(1), overdue] })])} mode="normal" />, { actions });
    const [first, second] = within(screen.getByRole('list', { name: '待办统计' })).getAllByRole('listitem');
    expect(first!.textContent).toBe('流程审批 待审批 5 超时 2');
    expect(second!.textContent).toBe('文件签收 待签收 1 已逾期 0');
    // The overdue count stands out (and says 超时 in words, so colour is not the only sign).
    expect(within(first!).getByText('超时').closest('.is-overdue')).not.toBeNull();
    expect(within(second!).getByText('已逾期').closest('.is-overdue')).toBeNull();

    const entries = screen.getByRole('list', { name: '待办 · 待办列表' });
    fireEvent.click(within(entries).getByRole('button', { name: /已超时 请假申请2/ }));
    expect(actions.openTodo).toHaveBeenCalledWith(overdue);
  });

  it('[CARD-10] in English the defaults are English', () => {
    renderCards(<CardContent view={view('TODO', [column('k1', 'To-do', { kind: 'todo', items: [
      { columnName: 'Approvals', todoNum: 5, todoTimeoutNum: 2 },
    ], entries: [] })])} mode="normal" />, { lang: 'en' });
    expect(screen.getByRole('list', { name: 'To-do counts' }).textContent).toBe('Approvals Awaiting approval 5 Overdue 2');
  });

  it('[CARD-11] staging headers longer than 5 characters are cut with an ellipsis, the full name in the title', () => {
    renderCards(<CardContent view={view('STAGING_TABLE', [column('k1', '我的暂存', { kind: 'staging', cardMapping: [
      { field: 'sno', chineseName: '学生学号信息' }, { field: 'name', chineseName: '姓名' }, { field: 'note', chineseName: '备注' },
    ], result: [{ sno: '2026001', name: '张三', note: null }, { sno: '2026002', name: '李四', note: '补交' }], num: 2 })])} mode="normal" />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['学生学号信…', '姓名', '备注']);
    expect(headers[0]!.getAttribute('title')).toBe('学生学号信息');
    expect(within(table).getByRole('columnheader', { name: '学生学号信息' })).toBe(headers[0]);
    expect(headers[1]!.getAttribute('title')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['2026001', '张三', '—'], ['2026002', '李四', '补交'],
    ]);
    expect(screen.getByRole('region', { name: '我的暂存数据表' }).tabIndex).toBe(0);
  });

  it('[CARD-12] news is dated by create_time from the official account, else by releaseTime; fieldSet is its label', () => {
    const actions = spyActions();
    const official = news(1, { dataSource: 'OfficialAccount', fieldSet: '重要' });
    renderCards(<CardContent view={withRows(view('CAMPUS_NEWS', [column('k1', '新闻', { kind: 'news', items: [official, news(2)], total: 2 })]), 2)} mode="normal" />, { actions });
    const [first, second] = within(screen.getByRole('list', { name: '新闻' })).getAllByRole('listitem');
    expect(first!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-02T08:00:00.000Z');
    expect(first!.querySelector('time')?.textContent).toBe('2026/01/02');
    expect(second!.querySelector('time')?.textContent).toBe('2026/03/05');
    expect(within(first!).getByTitle('重要程度：重要').textContent).toBe('重要');
    fireEvent.click(within(first!).getByRole('button', { name: /新闻标题1/ }));
    expect(actions.openNews).toHaveBeenCalledWith(official);
  });
});

describe('card items and their actions', () => {
  it('services, tools and announcements open through the card actions', () => {
    const actions = spyActions();
    const s = service(7);
    const { unmount } = renderCards(<CardContent view={view('MY_FAVORITES', [column('k1', '收藏', { kind: 'services', items: [s], total: 1 })])} mode="normal" />, { actions });
    fireEvent.click(screen.getByRole('button', { name: '服务7' }));
    expect(actions.openService).toHaveBeenCalledWith(s);
    unmount();

    const t = tool(3);
    const second = renderCards(<CardContent view={view('COMMON_TOOLS', [column('k1', '工具', { kind: 'tools', items: [t] })])} mode="normal" />, { actions });
    fireEvent.click(screen.getByRole('button', { name: '工具3' }));
    expect(actions.openTool).toHaveBeenCalledWith(t);
    second.unmount();

    renderCards(<CardContent view={view('ANNOUNCEMENTS', [column('k1', '公告', { kind: 'announcements', items: [
      notice(1, { important: true }), notice(2, { read: true }),
    ], unread: 1 })])} mode="normal" />, { actions });
    const [unread, read] = within(screen.getByRole('list', { name: '公告' })).getAllByRole('button');
    expect(unread!.textContent).toContain('未读');
    expect(unread!.textContent).toContain('重要');
    expect(unread!.textContent).toContain('校长办公室');
    expect(read!.textContent).not.toContain('未读');
    fireEvent.click(read!);
    expect(actions.openMessage).toHaveBeenCalledWith('m2');
  });

  it('news covers open the image viewer at their own index; covers other than https or our files are dropped', () => {
    const actions = spyActions();
    renderCards(<CardContent view={withRows(view('CAMPUS_NEWS', [column('k1', '新闻', { kind: 'news', items: [
      news(1, { coverImage: 'https://img.example.edu.cn/1.jpg' }),
      news(2, { coverImage: 'http://img.example.edu.cn/2.jpg' }),
      news(3, { coverImage: 'javascript:alert(1)' }),
      news(4, { coverImage: '/api/files/cover4' }),
    ], total: 4 })]), 2)} mode="normal" />, { actions });
    const covers = screen.getAllByRole('button', { name: /^查看图片/ });
    expect(covers.map((b) => b.getAttribute('aria-label'))).toEqual(['查看图片：新闻标题1', '查看图片：新闻标题4']);
    expect(document.querySelectorAll('img')).toHaveLength(2);
    fireEvent.click(covers[1]!);
    expect(actions.openImages).toHaveBeenCalledWith([
      { src: 'https://img.example.edu.cn/1.jpg', alt: '新闻标题1' }, { src: '/api/files/cover4', alt: '新闻标题4' },
    ], 1);
  });

  it('an image that fails to load shows its alt text', () => {
    renderCards(<CardContent view={view('CAMPUS_NEWS', [column('k1', '新闻', { kind: 'news', items: [
      news(1, { coverImage: 'https://img.example.edu.cn/missing.jpg' }),
    ], total: 1 })])} mode="normal" />);
    const cover = screen.getByRole('button', { name: '查看图片：新闻标题1' });
    fireEvent.error(within(cover).getByRole('img'));
    expect(within(cover).queryByRole('img')).toBeNull();
    expect(cover.textContent).toBe('新闻标题1');
  });

  it('service icons without an image are a tile with the first character of the name', () => {
    renderCards(<CardContent view={view('BUSINESS_EXPRESS', [column('k1', '直通', { kind: 'services', items: [
      service(1, { serviceName: '成绩单打印', serviceIcon: 'icon-printer.png' }),
      service(2, { serviceName: '校园卡', serviceIcon: 'https://img.example.edu.cn/card.png' }),
    ], total: 2 })])} mode="normal" />);
    const [first, second] = within(screen.getByRole('list', { name: '直通' })).getAllByRole('button');
    expect(first!.querySelector('[aria-hidden="true"]')?.textContent).toBe('成');
    expect(first!.querySelector('img')).toBeNull();
    expect(second!.querySelector('img')?.getAttribute('src')).toBe('https://img.example.edu.cn/card.png');
  });

  it('a column whose data does not fit the card kind says so instead of rendering the wrong thing', () => {
    renderCards(<CardContent view={view('CAMPUS_NEWS', [column('k1', '新闻', { kind: 'tools', items: [tool(1)] })])} mode="normal" />);
    expect(screen.getByText('栏目数据与卡片类型不符，请联系管理员调整配置')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '工具1' })).toBeNull();
  });
});
