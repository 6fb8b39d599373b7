// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readableChange } from '../../../../../src/admin/components/drafts/format-change';
import { builtIns, entry, navigationServer } from '../../pages/navigation/fake-navigation-server';
import { mountNavigation, shownOrder, tolerateReactAdminPropWarnings, unmountAfterEach } from '../../pages/navigation/harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

/** The draft bar once it has read the draft state (no longer busy). */
const bar = async () => {
  const region = await screen.findByRole('region', { name: '草稿与发布' });
  await waitFor(() => { expect(region.getAttribute('aria-busy')).toBe('false'); });
  return region;
};
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name }) as HTMLButtonElement;

async function renameServerCentre() {
  fireEvent.click(within(await screen.findByRole('list', { name: '导航列表' })).getByRole('button', { name: /^服务中心/ }));
  const form = await screen.findByRole('region', { name: '服务中心' });
  fireEvent.change(within(form).getByLabelText(/导航名称/), { target: { value: '办事中心' } });
  fireEvent.click(within(form).getByRole('button', { name: '保存' }));
}

describe('the draft bar', () => {
  it('while the draft state loads, the bar is there in its loaded shape: it says so, and its buttons wait', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => { answer = resolve; });
    const server = navigationServer(builtIns());
    mountNavigation({ ...server.handlers, navigationDraft: async (body) => { await held; return server.handlers.navigationDraft?.(body); } });
    const region = await screen.findByRole('region', { name: '草稿与发布' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('status').textContent).toBe('正在读取草稿…');
    for (const name of ['发布', '放弃草稿', '预览', '历史版本', '操作日志']) expect(button(region, name).disabled).toBe(true);
    answer();
    expect(await within(region).findByText('与已发布版本 v1 一致')).toBeTruthy();
    expect(button(region, '历史版本').disabled).toBe(false);
  });

  it('a draft equal to the published version says so; publish and discard are off', async () => {
    mountNavigation(navigationServer(builtIns()).handlers);
    const region = await bar();
    expect(await within(region).findByText('与已发布版本 v1 一致')).toBeTruthy();
    expect(button(region, '发布').disabled).toBe(true);
    expect(button(region, '放弃草稿').disabled).toBe(true);
  });

  it('an edit makes the draft differ; 发布 with a note publishes the revision that was shown', async () => {
    const server = navigationServer(builtIns());
    const { clients } = mountNavigation(server.handlers);
    const region = await bar();
    await renameServerCentre();
    expect(await within(region).findByText('草稿有 1 处未发布的修改')).toBeTruthy();
    fireEvent.click(button(region, '发布'));
    const dialog = await screen.findByRole('dialog', { name: '发布草稿' });
    fireEvent.change(within(dialog).getByLabelText('版本说明（可选）'), { target: { value: '改名' } });
    fireEvent.click(button(dialog, '发布'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.publishes).toEqual([{ note: '改名', revision: 2 }]);
    expect(await within(region).findByText('已发布为版本 v2')).toBeTruthy();
    expect(await within(region).findByText('与已发布版本 v2 一致')).toBeTruthy();
    expect(clients.calls.filter((c) => c.name === 'navigationPublish').every((c) => c.options?.silent)).toBe(true);
  });

  it('a 409 at publish is explained and offers the latest draft', async () => {
    const server = navigationServer(builtIns());
    mountNavigation(server.handlers);
    const region = await bar();
    await renameServerCentre();
    await within(region).findByText('草稿有 1 处未发布的修改');
    server.conflictOnNextPublish();
    fireEvent.click(button(region, '发布'));
    const dialog = await screen.findByRole('dialog', { name: '发布草稿' });
    fireEvent.click(button(dialog, '发布'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('草稿已被他人修改，请刷新预览后再发布');
    expect(alert.textContent).toContain('草稿在你打开发布后被其他管理员修改过');
    expect(button(dialog, '发布').disabled).toBe(true);
    fireEvent.click(button(alert, '查看最新草稿'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('放弃草稿 asks, then puts the published navigation back in the list', async () => {
    const server = navigationServer(builtIns());
    mountNavigation(server.handlers);
    const region = await bar();
    await renameServerCentre();
    await within(region).findByText('草稿有 1 处未发布的修改');
    fireEvent.click(button(region, '放弃草稿'));
    const dialog = await screen.findByRole('dialog', { name: '放弃草稿' });
    fireEvent.click(button(dialog, '放弃草稿'));
    expect(await within(region).findByText('与已发布版本 v1 一致')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '导航列表' })).getByText('服务中心')).toBeTruthy());
  });

  it('预览 shows the chosen role’s top navigation from the draft', async () => {
    const server = navigationServer(builtIns().map((e) => ({ ...e, isAuto: 1, roleIds: e.id === 'threeLists' ? ['r-teacher'] : [] })));
    const { clients } = mountNavigation(server.handlers);
    const region = await bar();
    await waitFor(() => expect(button(region, '预览').disabled).toBe(false));
    fireEvent.click(button(region, '预览'));
    const dialog = await screen.findByRole('dialog', { name: '按角色预览' });
    const nav = await within(dialog).findByRole('navigation');
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['首页', '服务中心']);
    expect(clients.calls.find((c) => c.name === 'navigationPreview')?.input).toEqual({ roleId: 'r-student' });
  });

  it('[SHELL-08] 预览 warns when the entries will not fit the portal’s top bar and names those that go into 更多', async () => {
    const long = ['图书馆座位预约', '校医院预约挂号', '后勤报修服务', '校车时刻查询', '就业信息服务网', '心理健康咨询'];
    const many = [
      ...builtIns(), entry('process', '流程服务中心'), entry('apply', '应用服务中心'), entry('efficiency', '效能监督'),
      ...long.map((name, i) => entry(`c${i + 1}`, name, { isBuilt: 2, path: `https://example.edu/${i + 1}` })),
    ].map((e) => ({ ...e, isAuto: 1, roleIds: [] }));
    const { handlers } = navigationServer(many);
    mountNavigation(handlers);
    const region = await bar();
    await waitFor(() => expect(button(region, '预览').disabled).toBe(false));
    fireEvent.click(button(region, '预览'));
    const dialog = await screen.findByRole('dialog', { name: '按角色预览' });
    await within(dialog).findByRole('navigation');
    const warning = within(dialog).getAllByRole('alert').map((a) => a.textContent ?? '');
    // Six built-in entries fill the computer screen's row (as the portal showed at 1,440 and 1,920 px): the six custom
    // ones go into 更多, and the preview says which.
    expect(warning[0]).toBe(`电脑屏幕上顶部导航一行约放得下前 6 项，其余将收入“更多”菜单：${long.join('、')}。可缩短名称或减少启用的导航。`);
    expect(warning[1]).toMatch(/^手机屏幕上约放得下前 3 项，其余收入“更多”：流程服务中心、/);
    // Closed before the next test: an open MUI dialog hides the rest of the page from the accessibility tree, and its
    // exit transition may outlive this test's unmount on a busy machine.
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '按角色预览' })).toBeNull());
  });

  it('历史版本 lists versions, compares draft with published readably, and rolls back after a confirmation', async () => {
    const server = navigationServer(builtIns());
    mountNavigation(server.handlers);
    const region = await bar();
    await renameServerCentre();
    await within(region).findByText('草稿有 1 处未发布的修改');
    fireEvent.click(button(region, '历史版本'));
    const dialog = await screen.findByRole('dialog', { name: '历史版本' });
    const versions = await within(dialog).findByRole('list', { name: '历史版本' });
    expect(within(versions).getByText('v1')).toBeTruthy();
    expect(within(versions).getByText('初始配置')).toBeTruthy();
    fireEvent.click(button(dialog, '比较'));
    const changes = await within(dialog).findByRole('list', { name: '修改内容' });
    // Names, not ids and keys: the entry by its name and the field by its label.
    expect(changes.textContent).toContain('修改');
    expect(changes.textContent).toContain('办事中心 · 导航名称');
    expect(changes.textContent).toContain('服务中心 → 办事中心');

    // v1 is current; publish once so there is an older version to go back to.
    fireEvent.click(button(dialog, '关闭'));
    fireEvent.click(button(region, '发布'));
    fireEvent.click(button(await screen.findByRole('dialog', { name: '发布草稿' }), '发布'));
    await within(region).findByText('与已发布版本 v2 一致');
    fireEvent.click(button(region, '历史版本'));
    const again = await screen.findByRole('dialog', { name: '历史版本' });
    fireEvent.click(await within(again).findByRole('button', { name: '回滚到 v1' }));
    const confirm = await screen.findByRole('dialog', { name: '回滚到 v1' });
    expect(confirm.textContent).toContain('将以 v1 的配置发布一个新版本');
    fireEvent.click(button(confirm, '回滚'));
    await waitFor(() => expect(server.rollbacks).toEqual([{ version: 1 }]));
    expect(await within(region).findByText('已回滚到 v1（新版本 v3）')).toBeTruthy();
    await waitFor(() => expect(shownOrder()).toEqual(['homePage', 'serverCenter', 'threeLists']));
    expect(within(screen.getByRole('list', { name: '导航列表' })).getByText('服务中心')).toBeTruthy();
  });

  it('操作日志 shows who, when and what changed', async () => {
    mountNavigation(navigationServer(builtIns()).handlers);
    const region = await bar();
    fireEvent.click(button(region, '操作日志'));
    const dialog = await screen.findByRole('dialog', { name: '操作日志' });
    const log = await within(dialog).findByRole('list', { name: '操作日志' });
    expect(within(log).getByText('王管理')).toBeTruthy();
    // The action, then the change itself.
    expect(within(log).getAllByText('修改')).toHaveLength(2);
    expect(log.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:30:00.000Z');
    expect(log.textContent).toContain('服务中心 → 办事中心');
  });

  const words = { empty: '（空）', yes: '是', no: '否', item: (n: number) => `第 ${n} 项` };

  it('a move reads as the names in their old and new order', () => {
    const names: Record<string, string> = { a: '首页', b: '服务中心' };
    const row = readableChange({ op: 'move', path: 'entries', before: ['a', 'b'], after: ['b', 'a'] }, {
      nameOf: (id) => names[id], fieldLabel: (key) => (key === 'entries' ? '导航列表' : undefined),
    }, words);
    expect(row).toEqual({ op: 'move', where: '导航列表', before: '首页、服务中心', after: '服务中心、首页', fields: [] });
  });

  it('an added entry reads as its name and its fields, a changed field as before → after', () => {
    const labels = {
      nameOf: (id: string) => ({ n7: '图书馆' } as Record<string, string>)[id],
      fieldLabel: (key: string) => ({ path: '导航地址', navigationName: '导航名称' } as Record<string, string>)[key],
    };
    expect(readableChange({ op: 'add', path: 'entries[id=n7]', after: { id: 'n7', navigationName: '图书馆', path: '/lib' } }, labels, words))
      .toEqual({ op: 'add', where: '图书馆', before: null, after: null, fields: [
        { label: '导航名称', before: null, after: '图书馆' }, { label: '导航地址', before: null, after: '/lib' },
      ] });
    expect(readableChange({ op: 'replace', path: 'entries[id=n7].path', before: '/a', after: '' }, labels, words))
      .toEqual({ op: 'replace', where: '图书馆 · 导航地址', before: '/a', after: '（空）', fields: [] });
  });
});
