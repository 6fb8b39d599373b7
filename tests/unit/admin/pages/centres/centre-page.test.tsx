// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { CentreSettings, PinnedService } from '../../../../../src/shared/schema/centre-config';
import type { ConfigMenuEntry } from '../../../../../src/shared/schema/shell';
import { fakeClients, mountStudioWith, tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const entries: ConfigMenuEntry[] = [
  { id: 'c1', name: 'processServiceCenterConfig', title: '流程服务中心配置', path: '/userFrameConfig/processServiceCenterConfig', sort: 1 },
];

function centreServer() {
  let settings: CentreSettings = { title: '', subtitle: '', filters: { dept: true, scene: true, type: true, processType: true }, showShelfTabs: true, defaultSort: 'default' };
  const services: PinnedService[] = [
    { serviceId: 'a', serviceName: '请假申请', deptName: '学生处' },
    { serviceId: 'b', serviceName: '成绩单打印', deptName: '教务处' },
    { serviceId: 'c', serviceName: '宿舍报修', deptName: '后勤处' },
  ];
  let pinned = services.slice(0, 2);
  const submits: unknown[] = [];
  const pins: string[][] = [];
  let revision = 1;
  const handlers: Record<string, (input: unknown) => unknown> = {
    getRoleListClass: () => [{ dictKey: 'c', dictValue: '角色', children: [{ dictKey: 'r-student', dictValue: '学生' }] }],
    processCentreConfigDetail: () => ({ settings, pinned }),
    processCentreConfigSubmit: (input) => {
      submits.push(input);
      settings = input as CentreSettings;
      revision += 1;
      return settings;
    },
    processCentreConfigPinned: (input) => {
      const { ids } = input as { ids: string[] };
      pins.push(ids);
      if (ids.includes('x')) throw new ApiError(400, '置顶服务须为本中心的服务', [{ field: 'ids', msg: '置顶服务须为本中心的服务' }]);
      pinned = ids.flatMap((id) => services.filter((s) => s.serviceId === id));
      revision += 1;
      return pinned;
    },
    processCentreServiceOptions: () => services,
    processCentreDraft: () => ({ area: 'processCentre', revision, publishedVersion: 1, isDirty: revision > 1, changes: [], updatedBy: '管理员', updatedAt: null, body: { ...settings, pinnedServiceIds: pinned.map((p) => p.serviceId) } }),
  };
  return { handlers, submits, pins };
}

function mountCentre(handlers: Record<string, (input: unknown) => unknown>) {
  const props: AdminMountProps = {
    entries, currentPath: '/userFrameConfig/processServiceCenterConfig', currentSearch: '', lang: 'zh-CN', navigate: vi.fn(), clients: fakeClients(handlers),
  };
  mountStudioWith(props);
}

const shownPinned = () => Array.from(document.querySelectorAll<HTMLElement>('li[data-pinned-id]')).map((li) => li.dataset.pinnedId ?? '');

describe('a service centre’s configuration page', () => {
  it('shows the draft’s settings and pinned services and saves the settings to the draft', async () => {
    const server = centreServer();
    mountCentre(server.handlers);
    expect(await screen.findByRole('heading', { name: '流程服务中心配置' })).toBeTruthy();
    await waitFor(() => { expect(shownPinned()).toEqual(['a', 'b']); });
    const form = screen.getByRole('region', { name: '页面设置' });
    fireEvent.change(within(form).getByLabelText('页面标题'), { target: { value: '办事服务中心' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: '场景' }));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.submits).toHaveLength(1));
    expect(server.submits[0]).toMatchObject({ title: '办事服务中心', filters: { scene: false, dept: true } });
  });

  it('refuses a too long title in the shared schema’s words beside the field', async () => {
    mountCentre(centreServer().handlers);
    const form = await screen.findByRole('region', { name: '页面设置' });
    fireEvent.change(within(form).getByLabelText('页面标题'), { target: { value: '一'.repeat(21) } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('页面标题不能超过 20 个字符')).toBeTruthy();
  });

  it('orders pinned services by keyboard with announcements and unpins one', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[data-pinned-id]');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 56;
      return { x: 0, y: top, top, left: 0, right: 320, bottom: top + 48, width: 320, height: 48, toJSON: () => ({}) } as DOMRect;
    });
    const server = centreServer();
    mountCentre(server.handlers);
    const handle = await screen.findByRole('button', { name: '拖动调整顺序：请假申请' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('已拿起“请假申请”，位于第 1 位，共 2 位。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(server.pins).toEqual([['b', 'a']]));
    expect(shownPinned()).toEqual(['b', 'a']);
    fireEvent.click(screen.getByRole('button', { name: '取消置顶 成绩单打印' }));
    await waitFor(() => expect(server.pins.at(-1)).toEqual(['a']));
  });
});
