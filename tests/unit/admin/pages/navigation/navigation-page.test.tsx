// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { builtIns, customs, navigationServer } from './fake-navigation-server';
import { mountNavigation, shownOrder, tolerateReactAdminPropWarnings, unmountAfterEach } from './harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const list = async () => screen.findByRole('list', { name: '导航列表' });

describe('the navigation page', () => {
  it('[SHELL-07] lists the entries in order with 已启用 on the auto-enabled one; choosing one shows its form', async () => {
    const server = navigationServer(builtIns());
    mountNavigation(server.handlers);
    const left = await list();
    expect(shownOrder()).toEqual(['homePage', 'serverCenter', 'threeLists']);
    const rows = within(left).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('已启用')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('已启用')).toBeNull();
    expect(screen.getByRole('button', { name: '新增导航' })).toBeTruthy();

    fireEvent.click(within(left).getByRole('button', { name: /^服务中心/ }));
    const form = await screen.findByRole('region', { name: '服务中心' });
    expect((within(form).getByLabelText(/导航名称/) as HTMLInputElement).value).toBe('服务中心');
    expect((within(form).getByLabelText(/导航地址/) as HTMLInputElement).disabled).toBe(true);
    // Built-in entries can only be switched off; removal is not offered.
    expect(within(form).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('[SHELL-07] + opens an empty form; the shared schema and the server’s field errors show beside the fields', async () => {
    const server = navigationServer(builtIns());
    const { clients } = mountNavigation(server.handlers);
    await list();
    fireEvent.click(screen.getByRole('button', { name: '新增导航' }));
    const form = await screen.findByRole('region', { name: '新导航' });
    fireEvent.change(within(form).getByLabelText(/导航地址/), { target: { value: 'ftp://x' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('导航名称不能为空')).toBeTruthy();
    expect(within(form).getByText('导航地址须以 / 开头（站内页面），或以 http:// 或 https:// 开头')).toBeTruthy();
    expect(clients.calls.some((c) => c.name === 'navigationConfigSubmit')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/导航名称/), { target: { value: '首页' } });
    fireEvent.change(within(form).getByLabelText(/导航地址/), { target: { value: 'https://lib.example.edu' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('导航名称“首页”已存在')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/导航名称/), { target: { value: '图书馆' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownOrder()).toEqual(['homePage', 'serverCenter', 'threeLists', 'n4']));
    expect(clients.calls.filter((c) => c.name === 'navigationConfigSubmit').at(-1)?.input).toMatchObject({ navigationName: '图书馆', path: 'https://lib.example.edu', isAuto: 1 });
    expect(await screen.findByRole('region', { name: '图书馆' })).toBeTruthy();
  });

  it('[SHELL-08] with six custom navigations + is off, and says 最多新增6个自定义导航', async () => {
    const server = navigationServer([...builtIns(), ...customs(6)]);
    mountNavigation(server.handlers);
    await list();
    const add = screen.getByRole('button', { name: '新增导航' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const reason = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('最多新增6个自定义导航');
  });

  it('[SHELL-08] the sixth custom navigation is added, and + turns off at once', async () => {
    const server = navigationServer([...builtIns(), ...customs(5)]);
    mountNavigation(server.handlers);
    await list();
    fireEvent.click(screen.getByRole('button', { name: '新增导航' }));
    const form = await screen.findByRole('region', { name: '新导航' });
    fireEvent.change(within(form).getByLabelText(/导航名称/), { target: { value: '第六个' } });
    fireEvent.change(within(form).getByLabelText(/导航地址/), { target: { value: '/sixth' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect((screen.getByRole('button', { name: '新增导航' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('最多新增6个自定义导航')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '第六个' })).toBeTruthy();
  });

  it('[SHELL-08] the server refusing an add shows its message, not a field error', async () => {
    const server = navigationServer([...builtIns(), ...customs(5)]);
    mountNavigation(server.handlers);
    await list();
    fireEvent.click(screen.getByRole('button', { name: '新增导航' }));
    // Someone else took the sixth place after this page read the list.
    server.handlers.navigationConfigSubmit?.({ navigationName: '别人加的', path: '/x' });
    const form = await screen.findByRole('region', { name: '新导航' });
    fireEvent.change(within(form).getByLabelText(/导航名称/), { target: { value: '第七个' } });
    fireEvent.change(within(form).getByLabelText(/导航地址/), { target: { value: '/seventh' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('最多新增6个自定义导航');
  });

  it('a custom navigation can be removed after a confirmation', async () => {
    const server = navigationServer([...builtIns(), ...customs(1)]);
    const { clients } = mountNavigation(server.handlers);
    const left = await list();
    fireEvent.click(within(left).getByRole('button', { name: /^自定义1/ }));
    const form = await screen.findByRole('region', { name: '自定义1' });
    fireEvent.click(within(form).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除“自定义1”' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(shownOrder()).toEqual(['homePage', 'serverCenter', 'threeLists']));
    expect(clients.calls.find((c) => c.name === 'navigationConfigRemove')?.input).toEqual({ id: 'c1' });
  });
});

describe('ordering by keyboard (dnd-kit)', () => {
  it('picks an entry up with Space, moves it with ↓, drops it with Space, announces it in Chinese and saves the order', async () => {
    // jsdom lays nothing out: give each row a place in one column, 56 px apart.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[data-navigation-id]');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 56;
      return { x: 0, y: top, top, left: 0, right: 320, bottom: top + 48, width: 320, height: 48, toJSON: () => ({}) } as DOMRect;
    });
    const server = navigationServer(builtIns());
    mountNavigation(server.handlers);
    await list();
    const handle = screen.getByRole('button', { name: '拖动排序：首页' });
    expect(handle.getAttribute('aria-roledescription')).toBe('可排序的导航');
    // dnd-kit mounts its hidden instructions after an effect: wait for them rather than read them at once.
    await waitFor(() => {
      const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
      expect(instructions?.textContent).toContain('按空格键或回车键拿起导航');
    });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('已拿起“首页”，当前在第 1 位，共 3 项。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    expect(await screen.findByText('“首页”移到了第 2 位。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('“首页”已放在第 2 位。')).toBeTruthy();
    await waitFor(() => expect(server.orders).toEqual([['serverCenter', 'homePage', 'threeLists']]));
    expect(shownOrder()).toEqual(['serverCenter', 'homePage', 'threeLists']);
  });

  it('announces in English when the portal is in English', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[data-navigation-id]');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 56;
      return { x: 0, y: top, top, left: 0, right: 320, bottom: top + 48, width: 320, height: 48, toJSON: () => ({}) } as DOMRect;
    });
    const server = navigationServer(builtIns());
    mountNavigation(server.handlers, 'en');
    await screen.findByRole('list', { name: 'Navigation entries' });
    const handle = screen.getByRole('button', { name: 'Drag to reorder: 首页' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('Picked up “首页”, at position 1 of 3.')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    expect(await screen.findByText('Move cancelled; “首页” stays at position 1.')).toBeTruthy();
    expect(server.orders).toEqual([]);
  });
});
