// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { favourite, favouritesServer, renderPanel } from './render-panel';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

// The longest walks through the panel render it a dozen times; on a busy 2-core machine that passes 5 s.
const LONG = 20_000;

const three = () => [
  favourite('s-card', '校园卡挂失', { serviceDeptName: '后勤保障处' }),
  favourite('s-score', '成绩单打印', { processType: 'OFFLINE' }),
  favourite('s-leave', '请假申请', { serviceDeptName: '学生工作处' }),
];

async function panel(): Promise<HTMLElement> {
  const region = screen.getByRole('region', { name: '我的收藏' });
  await within(region).findByRole('list');
  return region;
}

/** The services in the order the list shows them. */
function shownOrder(region: HTMLElement): string[] {
  return within(region).getAllByRole('listitem').map((li) => li.dataset.serviceId ?? '');
}

function button(region: HTMLElement, name: string): HTMLButtonElement {
  return within(region).getByRole('button', { name }) as HTMLButtonElement;
}

function liveText(): string {
  return Array.from(document.querySelectorAll('[role="status"]')).map((el) => el.textContent ?? '').join('|');
}

describe('the favourites list', () => {
  it('[OPEN-05] lists the favourites in their order with icon, name, department and 线上 / 线下', async () => {
    const server = favouritesServer(three());
    renderPanel(server.handlers);
    const region = await panel();
    expect(shownOrder(region)).toEqual(['s-card', 's-score', 's-leave']);
    expect(within(region).getByText('共 3 项服务')).toBeTruthy();
    const [card, score] = within(region).getAllByRole('listitem');
    expect(within(card!).getByText('校园卡挂失')).toBeTruthy();
    expect(within(card!).getByText('后勤保障处')).toBeTruthy();
    expect(within(card!).getByText('线上')).toBeTruthy();
    // The icon tile shows the name's first character when there is no image.
    expect(within(card!).getByText('校')).toBeTruthy();
    expect(within(score!).getByText('线下')).toBeTruthy();
    expect(within(score!).queryByText('线上')).toBeNull();
  });

  it('办理 hands the service to the host, 详情 its id', async () => {
    const server = favouritesServer(three());
    const { onOpenService, onShowDetail } = renderPanel(server.handlers);
    const region = await panel();
    fireEvent.click(button(region, '办理：成绩单打印'));
    expect(onOpenService).toHaveBeenCalledTimes(1);
    expect(onOpenService.mock.calls[0]?.[0]).toMatchObject({ serviceId: 's-score', serviceName: '成绩单打印' });
    fireEvent.click(button(region, '查看详情：请假申请'));
    expect(onShowDetail).toHaveBeenCalledWith('s-leave');
  });

  it('shows the empty state with a hint how to collect', async () => {
    renderPanel(favouritesServer([]).handlers);
    const region = screen.getByRole('region', { name: '我的收藏' });
    expect(await within(region).findByText('还没有收藏的服务')).toBeTruthy();
    expect(within(region).getByText(/点击服务旁的“收藏”/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: '调整顺序' })).toBeNull();
  });

  it('shows loading, then a failed load with the reason and a retry that loads again', async () => {
    let attempt = 0;
    const server = favouritesServer(three());
    const { blade } = renderPanel({
      ...server.handlers,
      myCollect: () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(500, '服务暂时不可用');
        return server.handlers.myCollect!(undefined, undefined);
      },
    });
    const region = screen.getByRole('region', { name: '我的收藏' });
    expect(within(region).getByText('正在加载收藏…')).toBeTruthy();
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('收藏加载失败');
    expect(alert.textContent).toContain('服务暂时不可用');
    // The panel shows the failure itself: no toast on top.
    expect(blade.calls[0]?.options).toMatchObject({ silent: true });
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(shownOrder(region)).toEqual(['s-card', 's-score', 's-leave']));
  });

  it('offers no reordering for a single favourite', async () => {
    renderPanel(favouritesServer([favourite('s-one', '图书借阅')]).handlers);
    const region = await panel();
    expect(within(region).queryByRole('button', { name: '调整顺序' })).toBeNull();
  });
});

describe('调整顺序 with the 上移 / 下移 buttons', () => {
  it('[SHELL-09] moves by buttons, keeps focus on the control, then 保存 sends exactly the new order', async () => {
    const server = favouritesServer(three());
    const { onChanged } = renderPanel(server.handlers);
    const region = await panel();
    expect(within(region).queryByRole('button', { name: /^上移：/ })).toBeNull();
    fireEvent.click(button(region, '调整顺序'));
    // Focus goes to the instructions, so a screen reader reads how reordering works.
    expect(document.activeElement?.textContent).toContain('使用“上移”“下移”按钮调整顺序');
    expect(within(region).queryByRole('button', { name: /^办理：/ })).toBeNull();
    expect(button(region, '上移：校园卡挂失').disabled).toBe(true);
    expect(button(region, '下移：请假申请').disabled).toBe(true);

    const up = button(region, '上移：请假申请');
    up.focus();
    fireEvent.click(up);
    expect(shownOrder(region)).toEqual(['s-card', 's-leave', 's-score']);
    expect(document.activeElement).toBe(button(region, '上移：请假申请'));
    expect(liveText()).toContain('已将“请假申请”移到第 2 位');
    fireEvent.click(button(region, '上移：请假申请'));
    // At the top 上移 is off, so focus moves to its twin rather than falling to the page.
    expect(document.activeElement).toBe(button(region, '下移：请假申请'));
    fireEvent.click(button(region, '下移：校园卡挂失'));
    expect(shownOrder(region)).toEqual(['s-leave', 's-score', 's-card']);
    // Nothing is sent before 保存.
    expect(server.orders).toEqual([]);

    const save = button(region, '保存');
    fireEvent.click(save);
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    await waitFor(() => expect(within(region).getByRole('button', { name: '调整顺序' })).toBeTruthy());
    expect(server.orders).toEqual([['s-leave', 's-score', 's-card']]);
    expect(server.ids()).toEqual(['s-leave', 's-score', 's-card']);
    expect(shownOrder(region)).toEqual(['s-leave', 's-score', 's-card']);
    expect(document.activeElement).toBe(button(region, '调整顺序'));
    expect(liveText()).toContain('新的顺序已保存');
    expect(onChanged).toHaveBeenCalledTimes(1);
  }, LONG);

  it('取消 restores the saved order and sends nothing', async () => {
    const server = favouritesServer(three());
    const { blade } = renderPanel(server.handlers);
    const region = await panel();
    fireEvent.click(button(region, '调整顺序'));
    fireEvent.click(button(region, '下移：校园卡挂失'));
    fireEvent.click(button(region, '下移：校园卡挂失'));
    expect(shownOrder(region)).toEqual(['s-score', 's-leave', 's-card']);
    fireEvent.click(button(region, '取消'));
    expect(shownOrder(region)).toEqual(['s-card', 's-score', 's-leave']);
    expect(within(region).queryByRole('button', { name: /^上移：/ })).toBeNull();
    expect(document.activeElement).toBe(button(region, '调整顺序'));
    expect(liveText()).toContain('已取消调整');
    expect(blade.calls.map((c) => c.name)).toEqual(['myCollect']);
    // A second round starts from the saved order, not from the abandoned draft.
    fireEvent.click(button(region, '调整顺序'));
    expect(shownOrder(region)).toEqual(['s-card', 's-score', 's-leave']);
  });

  it('保存 without a change sends nothing and ends reordering', async () => {
    const server = favouritesServer(three());
    renderPanel(server.handlers);
    const region = await panel();
    fireEvent.click(button(region, '调整顺序'));
    fireEvent.click(button(region, '保存'));
    await waitFor(() => expect(within(region).getByRole('button', { name: '调整顺序' })).toBeTruthy());
    expect(server.orders).toEqual([]);
  });

  it('a refused save restores the last accepted order and says why, with a way to reload', async () => {
    const server = favouritesServer(three());
    const { onChanged, blade } = renderPanel(server.handlers);
    const region = await panel();
    // Another tab collected a service meanwhile: the panel's list no longer matches the server's.
    server.replace([...three(), favourite('s-new', '宿舍报修')]);
    fireEvent.click(button(region, '调整顺序'));
    fireEvent.click(button(region, '上移：请假申请'));
    fireEvent.click(button(region, '保存'));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('顺序未保存，已恢复为上次保存的顺序');
    expect(alert.textContent).toContain('排序列表与当前收藏不一致，请刷新后重试');
    expect(server.orders).toEqual([['s-card', 's-leave', 's-score']]);
    expect(shownOrder(region)).toEqual(['s-card', 's-score', 's-leave']);
    expect(within(region).getByRole('button', { name: '调整顺序' })).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
    // Shown beside the list, not as a toast as well.
    expect(blade.calls.find((c) => c.name === 'changeOrder')?.options).toMatchObject({ silent: true });

    fireEvent.click(within(alert).getByRole('button', { name: '重新加载收藏' }));
    await waitFor(() => expect(shownOrder(screen.getByRole('region', { name: '我的收藏' }))).toEqual(['s-card', 's-score', 's-leave', 's-new']));
    expect(screen.queryByRole('alert')).toBeNull();
  }, LONG);
});

describe('drag and drop by keyboard (dnd-kit)', () => {
  it('picks a favourite up with Space on its handle, moves it with ↓, drops it with Space, announcing in Chinese', async () => {
    // jsdom lays nothing out: give each row a place in one column, 80 px apart.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[data-service-id]');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 80;
      return { x: 0, y: top, top, left: 0, right: 360, bottom: top + 72, width: 360, height: 72, toJSON: () => ({}) } as DOMRect;
    });
    const server = favouritesServer(three());
    renderPanel(server.handlers);
    const region = await panel();
    fireEvent.click(button(region, '调整顺序'));
    const handle = button(region, '拖动排序：校园卡挂失');
    expect(handle.getAttribute('aria-roledescription')).toBe('可排序的收藏');
    // dnd-kit mounts its hidden instructions after an effect: wait for them rather than read them at once.
    await waitFor(() => {
      const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
      expect(instructions?.textContent).toContain('按空格键或回车键拿起服务');
    });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('已拿起“校园卡挂失”，当前在第 1 位，共 3 项。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    expect(await screen.findByText('“校园卡挂失”移到了第 2 位。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(shownOrder(region)).toEqual(['s-score', 's-card', 's-leave']));
    expect(await screen.findByText('“校园卡挂失”已放在第 2 位，点击“保存”后生效。')).toBeTruthy();
    expect(server.orders).toEqual([]);
    fireEvent.click(button(region, '保存'));
    await waitFor(() => expect(server.orders).toEqual([['s-score', 's-card', 's-leave']]));
  }, LONG);
});

describe('取消收藏', () => {
  it('asks first; confirmed, it calls cancelCollect, removes the row, moves focus on and calls onChanged', async () => {
    const server = favouritesServer(three());
    const { onChanged, blade } = renderPanel(server.handlers);
    const region = await panel();
    fireEvent.click(button(region, '取消收藏：成绩单打印'));
    const dialog = screen.getByRole('dialog', { name: '取消收藏' });
    expect(within(dialog).getByText('确定将“成绩单打印”从我的收藏中移除吗？之后可以在服务大厅再次收藏。')).toBeTruthy();
    // The safe answer has focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '保留收藏' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消收藏' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(blade.calls.filter((c) => c.name === 'cancelCollect').map((c) => c.input)).toEqual([{ serviceId: 's-score' }]);
    expect(shownOrder(region)).toEqual(['s-card', 's-leave']);
    expect(within(region).getByText('共 2 项服务')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(liveText()).toContain('已取消收藏“成绩单打印”');
    // The next favourite took its place, and focus with it.
    expect(document.activeElement).toBe(button(region, '办理：请假申请'));
  });

  it('保留收藏 keeps it and calls nothing', async () => {
    const server = favouritesServer(three());
    const { onChanged, blade } = renderPanel(server.handlers);
    const region = await panel();
    fireEvent.click(button(region, '取消收藏：校园卡挂失'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保留收藏' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownOrder(region)).toEqual(['s-card', 's-score', 's-leave']);
    expect(blade.calls.map((c) => c.name)).toEqual(['myCollect']);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('a refused cancelCollect keeps the favourite and says why in the dialog', async () => {
    const server = favouritesServer(three());
    const { onChanged } = renderPanel({
      ...server.handlers,
      cancelCollect: () => { throw new ApiError(500, '网络异常，请稍后重试'); },
    });
    const region = await panel();
    fireEvent.click(button(region, '取消收藏：校园卡挂失'));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消收藏' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('取消收藏失败：网络异常，请稍后重试');
    expect(shownOrder(region)).toEqual(['s-card', 's-score', 's-leave']);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('removing the last favourite leaves the empty state', async () => {
    const server = favouritesServer([favourite('s-one', '图书借阅')]);
    const { onChanged } = renderPanel(server.handlers);
    const region = await panel();
    fireEvent.click(button(region, '取消收藏：图书借阅'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定取消收藏' }));
    expect(await within(region).findByText('还没有收藏的服务')).toBeTruthy();
    expect(within(region).queryByRole('list')).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(server.ids()).toEqual([]);
  });
});

describe('English', () => {
  it('shows the panel in English when that is the language', async () => {
    renderPanel(favouritesServer(three()).handlers, { lang: 'en' });
    const region = screen.getByRole('region', { name: 'My favourites' });
    await within(region).findByRole('list');
    expect(within(region).getByRole('button', { name: 'Reorder' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Open: 校园卡挂失' })).toBeTruthy();
    expect(within(region).getAllByText('In person')).toHaveLength(1);
  });
});
