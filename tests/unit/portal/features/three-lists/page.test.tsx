// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { ServiceDetailDialogProps } from '../../../../../src/portal/features/service-detail';
import { config, duties, duty } from './fixtures';
import { renderThreeLists } from './harness';

// The detail dialog has its own tests; here a stand-in shows what the page passed it.
vi.mock('../../../../../src/portal/features/service-detail', () => ({
  ServiceDetailDialog: ({ serviceId, visitor, onClose }: ServiceDetailDialogProps) => (
    <div role="dialog" aria-label={`详情 ${serviceId}`}>
      <p>{visitor ? '访客详情' : '用户详情'}</p>
      <button type="button" onClick={onClose}>关闭详情</button>
    </div>
  ),
}));

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => { cleanup(); });

/** A tree item is named by its content: the department's name, then its spoken counts. */
const itemName = (name: string) => new RegExp(`^${name}(?![\\u4e00-\\u9fa5])`);
const treeitem = (name: string) => screen.getByRole('treeitem', { name: itemName(name) });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('three-lists page: tree and selection', () => {
  it('shows the tree of categories and departments from the answer, with counts, nested departments and a filter', async () => {
    renderThreeLists();
    const tree = await screen.findByRole('tree', { name: '部门分类与部门' });
    expect(within(tree).getAllByRole('treeitem').map((item) => item.querySelector('.tl-node__label')?.textContent))
      .toEqual(['职能部门', '教务处', '学生处', '学院', '计算机学院']);
    const jwc = treeitem('教务处');
    expect(jwc.getAttribute('aria-level')).toBe('2');
    expect(jwc.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('5 项职责，3 项服务')).toBeTruthy();
    // Filtering keeps the way to a match and opens it.
    fireEvent.change(screen.getByLabelText('筛选部门'), { target: { value: '考试' } });
    expect(within(tree).getAllByRole('treeitem').map((i) => i.querySelector('.tl-node__label')?.textContent)).toEqual(['职能部门', '教务处', '考试中心']);
    expect(treeitem('考试中心').getAttribute('aria-level')).toBe('3');
    fireEvent.change(screen.getByLabelText('筛选部门'), { target: { value: '不存在' } });
    expect(screen.getByText('没有名称或编码包含“不存在”的部门')).toBeTruthy();
  });

  it('puts the selected department in the address and lists its own duties; a category and 全部部门 too', async () => {
    const { current, inputs, history } = renderThreeLists('/threelists?list=duty');
    fireEvent.click(await screen.findByRole('treeitem', { name: itemName('学生处') }));
    await waitFor(() => expect(current()).toBe('/threelists?list=duty&dept=d-xsc'));
    expect(await screen.findByRole('heading', { level: 3, name: '学生资助' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: '学籍与成绩管理' })).toBeNull();
    expect(inputs('threeInventoryQueryDuty').at(-1)).toMatchObject({ deptId: 'd-xsc', category: '', current: 1, size: 10 });
    expect(inputs('threeInventoryCount').at(-1)).toEqual({ category: '', deptId: 'd-xsc' });
    expect(treeitem('学生处').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: '学生处' })).toBeTruthy();

    fireEvent.click(treeitem('学院'));
    await waitFor(() => expect(current()).toBe(`/threelists?list=duty&cat=${encodeURIComponent('学院')}`));
    await waitFor(() => expect(inputs('threeInventoryQueryDuty').at(-1)).toMatchObject({ deptId: '', category: '学院' }));
    expect(screen.getByRole('heading', { level: 2, name: '学院（部门分类）' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '全部部门' }));
    await waitFor(() => expect(current()).toBe('/threelists?list=duty'));
    expect(history()).toHaveLength(4);
  });

  it('restores list, department, keyword, type and page from the address, opening the way to the department', async () => {
    const { inputs } = renderThreeLists('/threelists?list=duty&dept=d-kszx&keyword=%E8%80%83%E8%AF%95&type=SERVICE&page=1');
    expect((await screen.findByRole('tab', { name: '职责事项清单' })).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByRole('treeitem', { name: itemName('考试中心') })).getAttribute('aria-selected')).toBe('true');
    expect(treeitem('教务处').getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('搜索职责名称、编码、内容或依据') as HTMLInputElement).value).toBe('考试');
    expect((screen.getByLabelText('职责类型') as HTMLSelectElement).value).toBe('SERVICE');
    await screen.findByRole('heading', { level: 3, name: '考试组织与安排' });
    expect(inputs('threeInventoryQueryDuty').at(-1)).toEqual({
      category: '', deptId: 'd-kszx', keyword: '考试', dutyType: 'SERVICE', current: 1, size: 10,
    });
    // The crumbs name the way there.
    expect(screen.getByText('职能部门 › 教务处')).toBeTruthy();
  });

  it('folds the tree into 选择部门 on a phone; choosing a department closes it', async () => {
    renderThreeLists();
    const toggle = await screen.findByRole('button', { name: '选择部门' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.className).toContain('tl-side--open');
    fireEvent.click(await screen.findByRole('treeitem', { name: itemName('学生处') }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(toggle.textContent).toBe('选择部门：学生处');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('three-lists page: keyboard tree', () => {
  it('moves with the arrows, opens and closes with right and left, jumps with Home and End, selects with Enter', async () => {
    const { current } = renderThreeLists();
    const first = await screen.findByRole('treeitem', { name: itemName('职能部门') });
    // One tab stop: the first row until something is selected.
    expect(screen.getAllByRole('treeitem').filter((i) => i.tabIndex === 0)).toEqual([first]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(treeitem('教务处'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(treeitem('教务处').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(treeitem('考试中心'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(treeitem('教务处'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(treeitem('教务处').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: '考试中心' })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(treeitem('计算机学院'));
    expect(treeitem('计算机学院').tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(treeitem('学院'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(current()).toBe('/threelists?dept=d-cs'));
    expect(treeitem('计算机学院').getAttribute('aria-selected')).toBe('true');
  });
});

describe('three-lists page: configuration', () => {
  it('shows the lists the configuration shows, in its order, with its title and intro; a hidden list falls back', async () => {
    const reordered = {
      ...config,
      pageTitle: '部门职责公开',
      lists: [
        { key: 'dept' as const, title: '部门责任清单', visible: true, sort: 3 },
        { key: 'service' as const, title: '服务清单', visible: false, sort: 1 },
        { key: 'duty' as const, title: '职责清单', visible: true, sort: 2 },
      ],
    };
    const { inputs } = renderThreeLists('/threelists?list=service', { tripleListGetConfig: () => reordered });
    expect(await screen.findByRole('heading', { level: 1, name: '部门职责公开' })).toBeTruthy();
    expect(screen.getByText(config.intro)).toBeTruthy();
    expect(tabNames()).toEqual(['职责清单', '部门责任清单']);
    expect(screen.getByRole('tab', { name: '职责清单' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '职责清单' })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: '学籍与成绩管理' });
    expect(inputs('threeInventoryQueryService')).toEqual([]);
  });

  it('moves between tabs with the arrow keys and writes the list to the address', async () => {
    const { current } = renderThreeLists();
    const first = await screen.findByRole('tab', { name: '部门职责清单' });
    expect(tabNames()).toEqual(['部门职责清单', '公共服务清单', '职责事项清单']);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(current()).toBe('/threelists?list=service'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '公共服务清单' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(current()).toBe('/threelists?list=duty'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(current()).toBe('/threelists'));
  });

  it('shows counts (figures, tree and buttons) only when the configuration says so', async () => {
    const first = renderThreeLists('/threelists?list=duty');
    expect(await screen.findByText('承接职责的服务')).toBeTruthy();
    expect(screen.getByText('职责 5 · 服务 3')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '办理服务（2）' })).toBeTruthy();
    first.unmount();

    const { inputs } = renderThreeLists('/threelists?list=duty', { tripleListGetConfig: () => ({ ...config, showCounts: false }) });
    expect(await screen.findAllByRole('button', { name: '办理服务' })).toHaveLength(3);
    expect(screen.queryByText('承接职责的服务')).toBeNull();
    expect(screen.queryByText('职责 5 · 服务 3')).toBeNull();
    expect(inputs('threeInventoryCount')).toEqual([]);
  });

  it('shows duty types and their filter only while isDutyTypeMust says a type is required', async () => {
    const { current, inputs } = renderThreeLists('/threelists?list=duty');
    await screen.findByRole('heading', { level: 3, name: '考试组织与安排' });
    expect(screen.getAllByText('主要职责').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('职责类型'), { target: { value: 'SERVICE' } });
    await waitFor(() => expect(current()).toBe('/threelists?list=duty&type=SERVICE'));
    await waitFor(() => expect(inputs('threeInventoryQueryDuty').at(-1)).toMatchObject({ dutyType: 'SERVICE' }));
    cleanup();

    const off = renderThreeLists('/threelists?list=duty&type=SERVICE', {
      nobodyIsDutyTypeMust: () => ({ isDutyTypeMust: false, dutyTypes: [] }),
      tripleListGetConfig: () => ({ ...config, dutyTypeRequired: false }),
    });
    await screen.findByRole('heading', { level: 3, name: '学籍与成绩管理' });
    expect(screen.queryByLabelText('职责类型')).toBeNull();
    expect(screen.queryByText('主要职责')).toBeNull();
    // A type in an old link no longer narrows the list.
    expect(off.inputs('threeInventoryQueryDuty').at(-1)).toMatchObject({ dutyType: '' });
  });
});

describe('three-lists page: duties and services', () => {
  it('expands a duty to the services that carry it out; a service opens the detail dialog', async () => {
    const { inputs } = renderThreeLists('/threelists?list=duty');
    await screen.findByRole('heading', { level: 3, name: '学籍与成绩管理' });
    const expand = screen.getByRole('button', { name: '办理服务（2）' });
    fireEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const region = await screen.findByRole('region', { name: '承接“学籍与成绩管理”的服务' });
    await within(region).findByRole('button', { name: /^成绩单打印/ });
    expect(within(region).getByRole('button', { name: /^缓考申请/ })).toBeTruthy();
    expect(inputs('threeInventoryQueryService').at(-1)).toEqual({ dutyId: 'duty-1', current: 1, size: 100 });
    fireEvent.click(within(region).getByRole('button', { name: /^缓考申请/ }));
    const dialog = await screen.findByRole('dialog', { name: '详情 s-hk' });
    expect(within(dialog).getByText('用户详情')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭详情' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('expands a service to the duties it carries out; a duty leads to the duty list at that duty', async () => {
    const { current, inputs } = renderThreeLists('/threelists?list=service');
    const name = await screen.findByRole('button', { name: '缓考申请' });
    fireEvent.click(name);
    expect(await screen.findByRole('dialog', { name: '详情 s-hk' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭详情' }));

    const row = name.closest('article')!;
    fireEvent.click(within(row).getByRole('button', { name: '承接职责（1）' }));
    const region = await screen.findByRole('region', { name: '“缓考申请”承接的职责' });
    const link = await within(region).findByRole('button', { name: '考试组织与安排' });
    expect(within(region).getByText('学籍与成绩管理')).toBeTruthy();
    expect(inputs('getServiceDeptRelation')).toEqual([{ serviceId: 's-hk' }]);
    fireEvent.click(link);
    await waitFor(() => expect(current()).toBe('/threelists?list=duty&dept=d-kszx&keyword=DUTY-2'));
    expect(await screen.findByRole('heading', { level: 3, name: '考试组织与安排' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('[OPEN-05] marks each service online unless its processType is OFFLINE', async () => {
    renderThreeLists('/threelists?list=service');
    const offline = (await screen.findByRole('button', { name: '助学金申请' })).closest('article')!;
    expect(within(offline).getByText('线下办理')).toBeTruthy();
    const online = screen.getByRole('button', { name: '成绩单打印' }).closest('article')!;
    expect(within(online).getByText('线上办理')).toBeTruthy();
  });

  it('lists departments with their duties; the selected department opens with its duties and their services', async () => {
    const { inputs } = renderThreeLists('/threelists?dept=d-jwc');
    // The department and the one under it.
    await screen.findByRole('heading', { level: 3, name: '考试中心' });
    expect(screen.getAllByRole('article').map((a) => within(a).getAllByRole('heading')[0]?.textContent)).toEqual(['教务处', '考试中心']);
    const region = await screen.findByRole('region', { name: '教务处的职责' });
    expect(await within(region).findByRole('heading', { level: 4, name: '学籍与成绩管理' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: /^成绩单打印/ })).toBeTruthy();
    expect(inputs('ospDeptInfoDutyAndService')).toEqual([{ deptId: 'd-jwc' }]);
    const [jwc, kszx] = screen.getAllByRole('article');
    expect(within(jwc!).getByText('张主任')).toBeTruthy();
    expect(within(jwc!).getByText('行政楼 201')).toBeTruthy();
    expect(within(kszx!).getByText('上级部门').nextSibling?.textContent).toBe('教务处');
    fireEvent.click(within(region).getByRole('button', { name: /^成绩单打印/ }));
    expect(await screen.findByRole('dialog', { name: '详情 s-cj' })).toBeTruthy();
  });
});

describe('three-lists page: search, paging, loading and errors', () => {
  it('pages through a long list and a new search starts again at page 1', async () => {
    const many = Array.from({ length: 23 }, (_, i) => duty(`duty-${i + 10}`, `职责${i + 1}`, 'd-jwc'));
    const { current, inputs } = renderThreeLists('/threelists?list=duty', {
      threeInventoryQueryDuty: (input) => {
        const q = input as { current: number; size: number; keyword: string };
        const found = many.filter((d) => !q.keyword || d.dutyName.includes(q.keyword));
        return { records: found.slice((q.current - 1) * q.size, q.current * q.size), total: found.length, current: q.current, size: q.size };
      },
    });
    expect(await screen.findByText('共 23 条')).toBeTruthy();
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(current()).toBe('/threelists?list=duty&page=2'));
    expect(await screen.findByRole('heading', { level: 3, name: '职责11' })).toBeTruthy();
    expect(inputs('threeInventoryQueryDuty').at(-1)).toMatchObject({ current: 2, size: 10 });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('heading', { level: 3, name: '职责21' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('搜索职责名称、编码、内容或依据'), { target: { value: '职责2' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(current()).toBe(`/threelists?list=duty&keyword=${encodeURIComponent('职责2')}`));
    expect(await screen.findByText('共 5 条')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('uses the configured page size, and offers the first page when an old link is past the end', async () => {
    const { current, inputs } = renderThreeLists('/threelists?list=duty&page=7', { tripleListGetConfig: () => ({ ...config, pageSize: 5 }) });
    expect(await screen.findByText('第 7 页已没有内容（共 1 页）')).toBeTruthy();
    expect(inputs('threeInventoryQueryDuty').at(-1)).toMatchObject({ current: 7, size: 5 });
    fireEvent.click(screen.getByRole('button', { name: '回到第一页' }));
    await waitFor(() => expect(current()).toBe('/threelists?list=duty'));
    expect(await screen.findByRole('heading', { level: 3, name: duties[0]!.dutyName })).toBeTruthy();
  });

  it('says when a search finds nothing, and clears it', async () => {
    const { current } = renderThreeLists('/threelists?list=service&keyword=%E6%97%A0');
    expect(await screen.findByText('没有与“无”相符的内容')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '清空搜索' })[1]!);
    await waitFor(() => expect(current()).toBe('/threelists?list=service'));
    expect(await screen.findByRole('button', { name: '成绩单打印' })).toBeTruthy();
  });

  it('shows loading, then the error with a retry, for the page, the tree and a list; errors are not toasted twice', async () => {
    let configFails = true;
    let treeFails = true;
    let dutyFails = true;
    const { blade } = renderThreeLists('/threelists?list=duty', {
      tripleListGetConfig: () => { if (configFails) throw new ApiError(500, '服务器繁忙'); return config; },
      threeInventoryGetTree: () => { if (treeFails) throw new ApiError(500, '部门服务暂不可用'); return []; },
      threeInventoryQueryDuty: () => { if (dutyFails) throw new ApiError(500, '职责服务暂不可用'); return { records: [], total: 0, current: 1, size: 10 }; },
    });
    expect(screen.getByText('正在加载三张清单…')).toBeTruthy();
    expect(await screen.findByText('三张清单加载失败')).toBeTruthy();
    configFails = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('部门加载失败')).toBeTruthy();
    expect(await screen.findByText('清单加载失败')).toBeTruthy();
    treeFails = false;
    dutyFails = false;
    for (const retry of screen.getAllByRole('button', { name: '重试' })) fireEvent.click(retry);
    expect(await screen.findByText('暂无部门')).toBeTruthy();
    expect(await screen.findByText('暂无内容')).toBeTruthy();
    expect(blade.calls.every((c) => c.options?.silent === true)).toBe(true);
  });
});
