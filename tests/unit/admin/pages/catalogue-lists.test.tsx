// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMountProps } from '../../../../src/portal/features/config-area/admin-contract';
import { servicePage, userPage } from '../../../../src/shared/api/catalogue/catalogue-lists';
import { spreadsheetCallsOf } from '../../../../src/shared/api/catalogue/spreadsheet-jobs';
import { getDeptTree, getRoleListClass } from '../../../../src/shared/api/catalogue/studio-lists';
import type { ServiceRow, UserRow } from '../../../../src/shared/schema/catalogue-lists';
import type { ConfigMenuEntry } from '../../../../src/shared/schema/shell';
import { fakeClients, mountStudioWith, tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../support/studio-harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const service = (serviceCode: string, serviceName: string, over: Partial<ServiceRow> = {}): ServiceRow => ({
  serviceCode, serviceName, serviceType: 'PROCESS', deptId: 'dept-JWC', deptName: '教务处', accessWay: '1', openWay: 1001, status: 1, sort: 1,
  visitCount: 0, releasedAt: '2024-01-01T00:00:00.000Z', ...over,
});
const user = (userId: string, account: string, realName: string, over: Partial<UserRow> = {}): UserRow => ({
  userId, account, realName, nickName: realName, roleName: '教师', roleType: 'teacher', deptName: '教务处', locked: false,
  createdAt: '2024-01-01T00:00:00.000Z', ...over,
});
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 25 });

function mount(entry: ConfigMenuEntry, view: string, handlers: Parameters<typeof fakeClients>[0]) {
  const clients = fakeClients(handlers);
  const props: AdminMountProps = {
    entries: [entry], currentPath: entry.path, currentSearch: `?view=${encodeURIComponent(view)}`, lang: 'zh-CN',
    navigate: vi.fn<AdminMountProps['navigate']>(), clients,
  };
  mountStudioWith(props);
  return clients;
}

const hall: ConfigMenuEntry = { id: 'm1', name: 'serviceHallConfig', title: '服务大厅配置', path: '/serviceHallConfig', sort: 1 };
const duties: ConfigMenuEntry = { id: 'm2', name: 'deptResponsibilityListConfig', title: '部门职责清单配置', path: '/deptResponsibilityListConfig', sort: 2 };

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the studio service catalogue (服务目录)', () => {
  it('[EXP-02] lists services with kind and status, filters on the server, and exports the same search and the checked rows in its order', async () => {
    const svc = spreadsheetCallsOf('service');
    const clients = mount(hall, '/serviceCatalogue', {
      [servicePage.name]: (input) => ((input as { status: string }).status === '0'
        ? page([service('S2', '旧成绩单打印', { status: 0, serviceType: 'APPLICATION' })])
        : page([service('S1', '学生请假申请'), service('S2', '旧成绩单打印', { status: 0, serviceType: 'APPLICATION' })])),
      [getDeptTree.name]: () => [],
      [svc.exportHeader.name]: () => ({ serviceCode: '服务编码', serviceName: '服务名称' }),
      [svc.exportCount.name]: (input) => {
        const { dataRange, choiceDataIds } = input as { dataRange: number; choiceDataIds: string[] };
        return dataRange === 3 ? choiceDataIds.length : dataRange === 2 ? 1 : 2;
      },
    });
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await row('学生请假申请')).getByText('流程')).toBeTruthy();
    expect(within(await row('学生请假申请')).getByText('上架')).toBeTruthy();
    expect(within(await row('旧成绩单打印')).getByText('应用')).toBeTruthy();
    expect(within(await row('旧成绩单打印')).getByText('下架')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '服务目录', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();

    await choose('状态', '下架');
    await waitFor(() => expect(screen.queryByText('学生请假申请')).toBeNull());
    expect(clients.calls.filter((c) => c.name === servicePage.name).at(-1)?.input).toMatchObject({ status: '0', keyword: '', current: 1 });

    // Range 2 sends the page's filter values as the export's search form.
    // The toolbar's 导出 comes first; the bulk bar's follows it.
    fireEvent.click(screen.getAllByRole('button', { name: '导出' })[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: '导出' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '当前查询数据' }));
    await within(dialog).findByText('共计1条数据');
    expect(clients.calls.filter((c) => c.name === svc.exportCount.name).map((c) => c.input)).toContainEqual(
      expect.objectContaining({ dataRange: 2, formInline: expect.objectContaining({ status: '0' }) as unknown }),
    );
    // Every range carries the list's order (EXP-02: rows as the list shows them); range 1 nothing of its search.
    expect(clients.calls.filter((c) => c.name === svc.exportCount.name).map((c) => c.input)).toContainEqual(
      expect.objectContaining({ dataRange: 1, formInline: { sort: 'sort', order: 'ASC' } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Range 3 from the bulk bar: the checked rows by service code.
    fireEvent.click(within(await row('旧成绩单打印')).getByRole('checkbox'));
    const exports = await screen.findAllByRole('button', { name: '导出' });
    fireEvent.click(exports[exports.length - 1] as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: '导出' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '勾选数据' }));
    await waitFor(() => expect(clients.calls.filter((c) => c.name === svc.exportCount.name).map((c) => c.input)).toContainEqual(
      expect.objectContaining({ dataRange: 3, choiceDataIds: ['S2'] }),
    ));
  });
});

describe('the studio user list (用户)', () => {
  it('lists users with role, department and sign-in state, and filters by role class', async () => {
    const clients = mount(duties, '/studioUsers', {
      [userPage.name]: (input) => ((input as { roleType: string }).roleType === 'student'
        ? page([user('u3', 'student', '学生甲', { roleName: '学生', roleType: 'student' })])
        : page([user('u1', 'teacher', '王老师'), user('u2', 'locked1', '李老师', { locked: true })])),
      [getRoleListClass.name]: () => [
        { dictKey: 'teacher', dictValue: '教师', children: [] }, { dictKey: 'student', dictValue: '学生', children: [] },
      ],
    });
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await row('王老师')).getByText('正常')).toBeTruthy();
    expect(within(await row('李老师')).getByText('已锁定')).toBeTruthy();
    expect(within(await row('李老师')).getByText('教务处')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '用户', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();

    await choose('角色类别', '学生');
    await screen.findByText('学生甲');
    expect(clients.calls.filter((c) => c.name === userPage.name).at(-1)?.input).toMatchObject({ roleType: 'student' });
    expect(screen.queryByText('王老师')).toBeNull();
  });
});
