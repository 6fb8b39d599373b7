// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../src/admin/main';
import type { AdminMountHandle, AdminMountProps } from '../../../../src/portal/features/config-area/admin-contract';
import type { ConfigMenuEntry } from '../../../../src/shared/schema/shell';
import { fakeClients, tolerateReactAdminPropWarnings } from '../../../support/studio-harness';

const entries: ConfigMenuEntry[] = [
  { id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 },
  { id: 'c2', name: 'addNavigation', title: '新增导航', path: '/userFrameConfig/addNavigation', sort: 2 },
  { id: 'c3', name: 'preLoginConfig', title: '登录前配置', path: '/userFrameConfig/preLoginConfig', sort: 3 },
];

tolerateReactAdminPropWarnings();

let mounted: { handle: AdminMountHandle; element: HTMLElement } | null = null;
afterEach(async () => {
  if (mounted) {
    const { handle, element } = mounted;
    await act(async () => { handle.unmount(); await Promise.resolve(); });
    element.remove();
    mounted = null;
  }
  cleanup();
});

function mountStudio(overrides: Partial<AdminMountProps> = {}) {
  const clients = fakeClients({
    cardTypeList: () => [{ id: 't1', typeName: '办事服务', sort: 1, cardCount: 2 }, { id: 't2', typeName: '校园资讯', sort: 2, cardCount: 0 }],
  });
  const navigate = vi.fn<AdminMountProps['navigate']>();
  let props: AdminMountProps = {
    entries, currentPath: '/userFrameConfig/homePageConfig', currentSearch: '', lang: 'zh-CN', navigate, clients, ...overrides,
  };
  const element = document.createElement('div');
  document.body.appendChild(element);
  let handle: AdminMountHandle | undefined;
  act(() => { handle = mount(element, props); });
  if (!handle) throw new Error('not mounted');
  mounted = { handle, element };
  const update = async (change: Partial<AdminMountProps>) => {
    props = { ...props, ...change };
    await act(async () => { handle?.update(props); });
  };
  return { navigate, update, clients };
}

const menu = () => screen.getByRole('navigation', { name: '配置菜单' });

describe('the studio layout', () => {
  it('lists the entries in menu order, marks the current one and shows its page', async () => {
    mountStudio();
    const links = await within(await screen.findByRole('navigation', { name: '配置菜单' })).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['首页配置', '新增导航', '登录前配置']);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual(['page', null, null]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(entries.map((e) => e.path));
    expect(screen.getByRole('heading', { level: 1, name: '首页配置' })).toBeTruthy();
    // homePageConfig opens on its card types, loaded through the portal's client.
    expect(await screen.findByText('校园资讯')).toBeTruthy();
    expect(screen.getByText('办事服务')).toBeTruthy();
  });

  it('shows an honest empty state for an entry whose page is not built, and follows prop updates without remounting', async () => {
    const { update, clients } = mountStudio();
    await screen.findByText('校园资讯');
    const nav = menu();
    const listCalls = clients.calls.filter((c) => c.name === 'cardTypeList').length;
    // An entry no page is built for, whichever pages the studio has by now.
    const unbuilt: ConfigMenuEntry = { id: 'c9', name: 'notBuiltConfig', title: '待建配置', path: '/userFrameConfig/notBuiltConfig', sort: 9 };
    await update({ entries: [...entries, unbuilt], currentPath: unbuilt.path });
    expect(await screen.findByRole('heading', { level: 2, name: '该配置页尚未开放' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '待建配置' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: '待建配置' }).getAttribute('aria-current')).toBe('page');
    // Still the same studio: the same menu element, and no list call for a page that has no data.
    expect(menu()).toBe(nav);
    expect(clients.calls.filter((c) => c.name === 'cardTypeList')).toHaveLength(listCalls);
    expect(screen.queryByText('校园资讯')).toBeNull();
  });

  it('moves the portal on a click and moves focus with the arrow keys', async () => {
    const { navigate } = mountStudio();
    const links = await within(await screen.findByRole('navigation', { name: '配置菜单' })).findAllByRole('link');
    fireEvent.click(links[2]!);
    expect(navigate).toHaveBeenCalledWith('/userFrameConfig/preLoginConfig');
    // A modified click is left to the browser (a new tab), not taken over.
    fireEvent.click(links[1]!, { ctrlKey: true });
    expect(navigate).toHaveBeenCalledTimes(1);
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
  });

  it('reports a move inside the studio to the portal as the entry plus ?view=, and opens there from the address', async () => {
    const { navigate, update } = mountStudio();
    await screen.findByText('校园资讯');
    fireEvent.click(screen.getByRole('link', { name: '新建' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/userFrameConfig/homePageConfig?view=%2FcardTypes%2Fcreate'));
    await update({ currentSearch: 'view=%2FcardTypes%2Fcreate' });
    expect(await screen.findByLabelText(/类型名称/)).toBeTruthy();
    // The portal's back button: the address loses its view, and the studio returns to the list.
    await update({ currentSearch: '' });
    expect(await screen.findByText('校园资讯')).toBeTruthy();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('speaks the portal’s language, and switches with it', async () => {
    // An entry no page is registered for (managementGuideConfig has its page now); in English its title falls back
    // to the server's.
    const unbuilt: ConfigMenuEntry = { id: 'c8', name: 'notBuiltConfig', title: '待建配置', path: '/userFrameConfig/notBuiltConfig', sort: 8 };
    const { update } = mountStudio({ entries: [...entries, unbuilt], currentPath: unbuilt.path });
    expect(await screen.findByText('该配置页尚未开放')).toBeTruthy();
    await update({ lang: 'en' });
    expect(await screen.findByText('This configuration page is not open yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '待建配置' })).toBeTruthy();
  });
});
