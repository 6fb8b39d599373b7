// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { depts, item, leave, page, searchAnswer, transcript } from './page-fixtures';
import { renderDirectory } from './page-harness';

vi.mock('../../../../../src/portal/features/service-detail', async () => ({
  ServiceDetailDialog: (await import('./page-doubles')).ServiceDetailDialogDouble,
}));
vi.mock('../../../../../src/portal/features/favourites', async () => ({
  FavouritesPanel: (await import('./page-doubles')).FavouritesPanelDouble,
}));
vi.mock('../../../../../src/portal/features/guides', async () => ({
  ServiceGuideView: (await import('./page-doubles')).ServiceGuideViewDouble,
}));

// A loaded machine runs these page tests slower than the default five seconds allow.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

type Input = Record<string, unknown>;
const last = (inputs: unknown[]): Input => (inputs[inputs.length - 1] ?? {}) as Input;

async function cardsShown(): Promise<string[]> {
  const list = await screen.findByRole('region', { name: '服务列表' });
  const headings = await within(list).findAllByRole('heading', { level: 3 });
  return headings.map((h) => h.textContent?.replace('NEW', '') ?? '');
}

function searchInput(): HTMLInputElement {
  return within(screen.getByRole('search', { name: '搜索服务' })).getByRole('combobox') as HTMLInputElement;
}

describe('the three centres', () => {
  it.each([
    ['/applicationServiceCenter', 'APPLICATION', '应用服务中心'],
    ['/processServiceCenter', 'PROCESS', '流程服务中心'],
    ['/serviceHall', '', '服务大厅'],
  ])('[ROUTE-06] %s lists serviceType %j in every call', async (path, serviceType, title) => {
    const app = renderDirectory(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(app.inputs('serverCenterPage')).toHaveLength(1));
    expect(last(app.inputs('serverCenterPage'))).toMatchObject({ serviceType, current: 1, size: 12, sort: 'default' });
    for (const name of ['serviceDept', 'serviceScene', 'serviceTypeListByUser']) {
      await waitFor(() => expect(app.inputs(name)).toEqual([{ serviceType, keyword: '', deptId: '', sceneId: '', typeId: '', processType: '', shelfLabelId: '' }]));
    }
    await waitFor(() => expect(app.inputs('heatService')).toEqual([{ serviceType, size: 5 }]));
    expect(app.inputs('NewlyLaunched')).toEqual([{ serviceType, size: 5 }]);
    // The counts and the side lists come from the second (osp) client.
    expect(app.osp.calls.map((c) => c.name).sort()).toEqual(['NewlyLaunched', 'heatService', 'serviceCount']);

    fireEvent.change(searchInput(), { target: { value: 'qj' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(app.inputs('searchService')).toEqual([{ keyword: 'qj', serviceType, current: 1, size: 12 }]));
  });

  it("shows the centre's counts from serviceCount, and the hall both centres and both ways of handling", async () => {
    renderDirectory('/processServiceCenter');
    const process = await screen.findByText('流程服务');
    expect(process.nextElementSibling?.textContent).toBe('200');
    cleanup();
    renderDirectory('/serviceHall');
    await screen.findByText('您可见的服务');
    const expected: [string, string][] = [['您可见的服务', '320'], ['应用服务', '120'], ['流程服务', '200'], ['线上办理', '290'], ['线下办理', '30']];
    for (const [label, value] of expected) {
      const term = screen.getAllByText(label).find((el) => el.tagName === 'DT');
      expect(term?.nextElementSibling?.textContent, label).toBe(value);
    }
  });
});

describe('search', () => {
  it('searches 250 ms after typing stops, once for a burst of keys, and puts the keyword in the address', async () => {
    // The page's clock is the test's: it runs as time does, and jumps ahead where the test must see time pass.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => { vi.useRealTimers(); });
    const app = renderDirectory('/serviceHall');
    await cardsShown();
    fireEvent.change(searchInput(), { target: { value: 'q' } });
    fireEvent.change(searchInput(), { target: { value: 'qj' } });
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    expect(app.inputs('searchService')).toEqual([]);
    await waitFor(() => expect(app.inputs('searchService')).toEqual([{ keyword: 'qj', serviceType: '', current: 1, size: 12 }]));
    expect(app.current()).toBe('/serviceHall?keyword=qj');
    await waitFor(async () => expect(await cardsShown()).toEqual(['请假申请']));
    // The search answers nothing about favourites: the stars come from myCollect.
    expect(app.inputs('myCollect')).toHaveLength(1);
    expect(screen.getByText('共 1 项')).toBeTruthy();
  });

  it('Enter searches at once; refining a search while typing replaces its history entry', async () => {
    const app = renderDirectory('/serviceHall');
    await cardsShown();
    fireEvent.change(searchInput(), { target: { value: '请假' } });
    fireEvent.submit(screen.getByRole('search'));
    await act(async () => {});
    expect(app.inputs('searchService')).toEqual([{ keyword: '请假', serviceType: '', current: 1, size: 12 }]);
    expect(app.history()).toEqual(['/serviceHall', '/serviceHall?keyword=%E8%AF%B7%E5%81%87']);

    fireEvent.change(searchInput(), { target: { value: '请假条' } });
    await waitFor(() => expect(app.current()).toBe('/serviceHall?keyword=%E8%AF%B7%E5%81%87%E6%9D%A1'));
    expect(app.history()).toHaveLength(2);
  });

  it('[DLG-02] /serviceHall?keyword=请假 opens with that search', async () => {
    const app = renderDirectory(`/serviceHall?keyword=${encodeURIComponent('请假')}`);
    expect(await cardsShown()).toEqual(['请假申请']);
    expect(app.inputs('searchService')).toEqual([{ keyword: '请假', serviceType: '', current: 1, size: 12 }]);
    expect(app.inputs('serverCenterPage')).toEqual([]);
    expect(searchInput().value).toBe('请假');
  });

  it('a hot word searches it; the back button brings the earlier list and the box follows', async () => {
    const app = renderDirectory('/serviceHall');
    await cardsShown();
    const hot = screen.getByRole('list', { name: '热门搜索' });
    fireEvent.click(within(hot).getByRole('button', { name: '成绩单' }));
    await waitFor(() => expect(last(app.inputs('searchService'))).toMatchObject({ keyword: '成绩单' }));
    expect(searchInput().value).toBe('成绩单');
    await app.navigate('/serviceHall');
    await waitFor(() => expect(searchInput().value).toBe(''));
    await waitFor(() => expect(app.inputs('serverCenterPage')).toHaveLength(2));
  });

  it('says which spelling it searched when the answer has a correction', async () => {
    renderDirectory('/serviceHall?keyword=qingjai', {
      blade: { searchService: () => searchAnswer('qingjai', [leave], 'qingjia') },
    });
    expect(await screen.findByText('已为您显示“qingjia”的结果')).toBeTruthy();
    expect(await cardsShown()).toEqual(['请假申请']);
  });

  it('a search without results suggests hot words, and a suggestion searches', async () => {
    const app = renderDirectory('/serviceHall?keyword=xyz', { blade: { searchService: (input) => searchAnswer((input as { keyword: string }).keyword, []) } });
    expect(await screen.findByText('没有找到与“xyz”相关的服务')).toBeTruthy();
    expect(screen.getByText(/qj 可以找到“请假”/)).toBeTruthy();
    const empty = screen.getByText('试试这些热门搜索：').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: '请假' }));
    await waitFor(() => expect(last(app.inputs('searchService'))).toMatchObject({ keyword: '请假' }));
    const again = (await screen.findByText('没有找到与“请假”相关的服务')).parentElement!;
    fireEvent.click(within(again).getByRole('button', { name: '清空搜索' }));
    await waitFor(() => expect(app.current()).toBe('/serviceHall'));
    expect(searchInput().value).toBe('');
  });

  it('a keyword with filters looks in names through serverCenterPage; an empty answer offers to clear the filters', async () => {
    const app = renderDirectory(`/serviceHall?keyword=qj&dept=d-jwc`, { blade: { serverCenterPage: () => page([]) } });
    expect(await screen.findByText('没有找到与“qj”相关的服务')).toBeTruthy();
    expect(last(app.inputs('serverCenterPage'))).toMatchObject({ keyword: 'qj', deptId: 'd-jwc' });
    expect(screen.getByText(/拼音和首字母查找仅在未筛选时可用/)).toBeTruthy();
    const empty = screen.getByText('没有找到与“qj”相关的服务').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(app.current()).toBe('/serviceHall?keyword=qj'));
    await waitFor(() => expect(app.inputs('searchService')).toHaveLength(1));
  });
});

describe('filters, sort and pages', () => {
  it('opens with the state of its address and restores it when the address comes back', async () => {
    const app = renderDirectory('/serviceHall?dept=d-jwc&way=offline&sort=heat&page=2', {
      blade: { serverCenterPage: () => page([transcript], 30, 2) },
    });
    await cardsShown();
    const first = { deptId: 'd-jwc', processType: 'OFFLINE', sort: 'heat', current: 2, size: 12, serviceType: '' };
    expect(last(app.inputs('serverCenterPage'))).toMatchObject(first);
    expect((screen.getByLabelText('部门') as HTMLSelectElement).value).toBe('d-jwc');
    expect((screen.getByRole('radio', { name: '线下办理' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: '最热' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');

    // A new filter starts again at page 1, as a new history entry.
    await waitFor(() => expect(screen.getByLabelText('场景').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('场景'), { target: { value: 'c-life' } });
    expect(app.current()).toBe('/serviceHall?dept=d-jwc&scene=c-life&way=offline&sort=heat');
    await waitFor(() => expect(last(app.inputs('serverCenterPage'))).toMatchObject({ sceneId: 'c-life', current: 1 }));

    // Back: the earlier address, and the earlier request with it.
    await app.navigate(app.history()[0]!);
    await waitFor(() => expect(last(app.inputs('serverCenterPage'))).toMatchObject({ ...first, sceneId: '' }));
    expect((screen.getByLabelText('场景') as HTMLSelectElement).value).toBe('');
  });

  it('shows each option with its count, and the shelf labels in their order as tabs', async () => {
    const app = renderDirectory('/serviceHall');
    await cardsShown();
    const dept = screen.getByLabelText('部门');
    await waitFor(() => expect(within(dept).getByRole('option', { name: '教务处（12）' })).toBeTruthy());
    expect(within(dept).getByRole('option', { name: `${depts[1]!.name}（7）` })).toBeTruthy();
    expect(within(screen.getByLabelText('类型')).getByRole('option', { name: '申请类（5）' })).toBeTruthy();
    const shelf = screen.getByRole('group', { name: '服务分类标签' });
    expect(within(shelf).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '热门推荐', '新生入学']);
    fireEvent.click(within(shelf).getByRole('button', { name: '新生入学' }));
    await waitFor(() => expect(last(app.inputs('serverCenterPage'))).toMatchObject({ shelfLabelId: 'l-new' }));
    expect(within(shelf).getByRole('button', { name: '新生入学' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('[OPEN-05] the way-of-handling filter asks for OFFLINE or ONLINE services', async () => {
    const app = renderDirectory('/serviceHall');
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: '线下办理' }));
    await waitFor(() => expect(last(app.inputs('serverCenterPage'))).toMatchObject({ processType: 'OFFLINE' }));
    expect(app.current()).toBe('/serviceHall?way=offline');
    fireEvent.click(screen.getByRole('radio', { name: '线上办理' }));
    await waitFor(() => expect(last(app.inputs('serverCenterPage'))).toMatchObject({ processType: 'ONLINE' }));
  });

  it('sorts by 最热 / 最新 / 评分 and pages by 12 with 共 N 项', async () => {
    const app = renderDirectory('/serviceHall', { blade: { serverCenterPage: (input) => page([leave], 30, (input as { current: number }).current) } });
    expect(await screen.findByText('共 30 项')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['上一页', '1', '2', '3', '下一页']);
    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(last(app.inputs('serverCenterPage'))).toMatchObject({ current: 2, size: 12 }));
    expect(app.current()).toBe('/serviceHall?page=2');
    for (const [label, sort] of [['评分', 'rating'], ['最新', 'newest'], ['最热', 'heat']] as const) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(last(app.inputs('serverCenterPage'))).toMatchObject({ sort, current: 1 }));
    }
    expect(app.current()).toBe('/serviceHall?sort=heat');
  });

  it('on a phone the filters fold behind 筛选, which counts the filters set', async () => {
    renderDirectory('/serviceHall?dept=d-jwc&way=online');
    await cardsShown();
    const toggle = screen.getByRole('button', { name: '筛选（2）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.classList.contains('sc-filters--open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('sc-filters--open')).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: '完成' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('an old link past the end of the list offers page 1', async () => {
    const app = renderDirectory('/serviceHall?page=9', { blade: { serverCenterPage: () => page([], 5, 9) } });
    expect(await screen.findByText('第 9 页没有服务，共 1 页。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '回到第 1 页' }));
    await waitFor(() => expect(app.current()).toBe('/serviceHall'));
  });
});

describe('loading and failing', () => {
  it('shows skeletons while loading, then the failure with a retry that loads again', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const app = renderDirectory('/serviceHall', {
      blade: {
        serverCenterPage: () => new Promise((resolve, reject) => {
          release = () => (fail ? reject(new ApiError(9999, '服务目录暂时不可用')) : resolve(page([leave])));
        }),
      },
    });
    const region = await screen.findByRole('region', { name: '服务列表' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelectorAll('.sc-ghost').length).toBeGreaterThan(0);
    await waitFor(() => expect(app.inputs('serverCenterPage')).toHaveLength(1));
    await act(async () => { release(); });
    expect(await screen.findByText('服务加载失败')).toBeTruthy();
    expect(screen.getByText('服务目录暂时不可用')).toBeTruthy();
    // The page shows the error itself: the call is silent, so no toast repeats it.
    expect(app.blade.calls.find((c) => c.name === 'serverCenterPage')?.options?.silent).toBe(true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(app.inputs('serverCenterPage')).toHaveLength(2));
    await act(async () => { release(); });
    expect(await cardsShown()).toEqual(['请假申请']);
  });

  it('a centre without services says so', async () => {
    renderDirectory('/applicationServiceCenter', { blade: { serverCenterPage: () => page([]) } });
    expect(await screen.findByText('这里还没有服务')).toBeTruthy();
    expect(screen.getByText('共 0 项')).toBeTruthy();
  });

  it('the side lists show the top five hot and new services, each opening its details', async () => {
    renderDirectory('/serviceHall');
    const hot = await screen.findByRole('region', { name: '热门服务' });
    await waitFor(() => expect(within(hot).getAllByRole('button')).toHaveLength(5));
    expect(within(hot).queryByText('第六名')).toBeNull();
    const fresh = await screen.findByRole('region', { name: '最新上线' });
    const entry = await within(fresh).findByRole('button', { name: /宿舍调换/ });
    // CARD-09 in the side list too: released two hours ago.
    expect(within(entry).getByText('NEW')).toBeTruthy();
    fireEvent.click(entry);
    expect(await screen.findByRole('dialog', { name: '详情 s-new' })).toBeTruthy();
  });

  it('a failed side list shows its own error and retry, and the rest of the page works', async () => {
    let calls = 0;
    renderDirectory('/serviceHall', {
      osp: { heatService: () => { calls += 1; if (calls === 1) throw new ApiError(9999, '统计服务繁忙'); return [item('s-hot', '热门一')]; } },
    });
    const hot = await screen.findByRole('region', { name: '热门服务' });
    expect(await within(hot).findByText('热门服务加载失败')).toBeTruthy();
    expect(await cardsShown()).toHaveLength(3);
    fireEvent.click(within(hot).getByRole('button', { name: '重试' }));
    expect(await within(hot).findByRole('button', { name: /热门一/ })).toBeTruthy();
  });
});
