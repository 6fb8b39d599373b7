// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import { spreadsheetCallsOf } from '../../../../../src/shared/api/catalogue/spreadsheet-jobs';
import type { ConfigMenuEntry } from '../../../../../src/shared/schema/shell';
import { fakeClients, mountStudioWith, tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const duty = spreadsheetCallsOf('deptDuty');
const entries: ConfigMenuEntry[] = [{ id: 'm1', name: 'deptResponsibilityListConfig', title: '部门职责清单配置', path: '/deptResponsibilityListConfig', sort: 1 }];
const record = (id: string, dutyName: string) => ({
  id, deptId: 'dept-1', deptName: '教务处', dutyCode: `D${id}`, dutyName, dutyType: '' as const, basis: '', content: `${dutyName}的描述`,
  isPublic: true, serviceIds: [], sort: 1,
});

describe('duty list of the studio', () => {
  it('[EXP-02] rows can be checked, and the export of checked rows counts exactly those (choiceDataIds)', async () => {
    const clients = fakeClients({
      ospDeptDutyListConfigPage: () => ({ records: [record('d1', '课程管理'), record('d2', '考试管理'), record('d3', '学籍管理')], total: 3, size: 25, current: 1, pages: 1 }),
      ospDeptDutyListConfigIsDutyTypeMust: () => ({ isDutyTypeMust: false }),
      [duty.exportHeader.name]: () => ({ deptCode: '部门编码', dutyName: '职责名称' }),
      [duty.exportCount.name]: (input) => (input as { choiceDataIds: string[] }).choiceDataIds.length,
    });
    const props: AdminMountProps = {
      entries, currentPath: '/deptResponsibilityListConfig', currentSearch: '', lang: 'zh-CN', navigate: vi.fn<AdminMountProps['navigate']>(), clients,
    };
    mountStudioWith(props);
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    fireEvent.click(within(await row('课程管理')).getByRole('checkbox'));
    fireEvent.click(within(await row('学籍管理')).getByRole('checkbox'));

    // The bulk bar's 导出 (the last one) opens the dialog on the checked rows.
    const exports = await screen.findAllByRole('button', { name: '导出' });
    fireEvent.click(exports[exports.length - 1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '导出' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '勾选数据' }));
    await within(dialog).findByText('共计2条数据');
    await waitFor(() => expect(clients.calls.filter((c) => c.name === duty.exportCount.name).map((c) => c.input)).toContainEqual(
      expect.objectContaining({ dataRange: 3, choiceDataIds: ['d1', 'd3'] }),
    ));
  });
});
