// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import { DEFAULT_DIRECTORY_SYNC, type SyncRun } from '../../../../../src/shared/schema/directory-sync';
import type { ConfigMenuEntry } from '../../../../../src/shared/schema/shell';
import { fakeClients, mountStudioWith, tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const entries: ConfigMenuEntry[] = [{ id: 'm1', name: 'deptResponsibilityListConfig', title: '部门职责清单配置', path: '/deptResponsibilityListConfig', sort: 1 }];
const view = {
  ...DEFAULT_DIRECTORY_SYNC, url: 'ldaps://ldap.school.example:636', bindDn: 'cn=portal-sync,dc=school,dc=example', bindPasswordId: 'opaque-id',
  peopleBase: 'ou=people,dc=school,dc=example', departmentsBase: 'ou=departments,dc=school,dc=example', defaultRoleId: 'r-student', hasBindPassword: true,
};
const row = (account: string, name: string, detail: string) => ({ account, name, detail });
const finished: SyncRun = {
  jobId: 'j1', state: 'succeeded', startedBy: '系统管理员', trigger: 'manual', createdAt: '2026-11-26T08:00:00.000Z', startedAt: '2026-11-26T08:00:00.000Z',
  finishedAt: '2026-11-26T08:00:09.000Z', errorMsg: '',
  report: {
    phase: 'done', departments: { read: 12, added: 0, changed: 1 }, peopleRead: 300, unchanged: 296,
    added: { count: 1, rows: [row('s2000301', '王明', '文学院')] }, changed: { count: 1, rows: [row('s2000001', '欧阳明月', '姓名')] },
    disabled: { count: 1, rows: [row('s2000004', '张伟', '目录中已无此人')] }, refused: { count: 1, rows: [row('x1', '', '部门编码 D99 不存在')] },
  },
};
const failed: SyncRun = { ...finished, jobId: 'j0', state: 'failed', errorMsg: '绑定失败：绑定 DN 或密码错误', report: null, createdAt: '2026-11-25T08:00:00.000Z', startedAt: null };

function mount(extra: Record<string, (input: unknown) => unknown> = {}, lang: AdminMountProps['lang'] = 'zh-CN') {
  const clients = fakeClients({
    directorySyncDetail: () => structuredClone(view),
    directorySyncDraft: () => ({ area: 'directorySync', revision: 0, publishedVersion: 1, isDirty: false, changes: [], updatedBy: '', updatedAt: null, body: view }),
    getRoleListClass: () => [{ dictKey: 'student', dictValue: '学生', children: [{ dictKey: 'r-student', dictValue: '学生', roleType: 'student' }] }],
    directorySyncRuns: () => ({ runs: [finished, failed] }),
    ...extra,
  });
  const props: AdminMountProps = {
    entries, currentPath: '/deptResponsibilityListConfig', currentSearch: 'view=%2FdirectorySync', lang, navigate: vi.fn<AdminMountProps['navigate']>(), clients,
  };
  mountStudioWith(props);
  return clients;
}

describe('the studio directory sync page (目录同步)', () => {
  it('shows the settings with the password write-only, and the runs with their counts and reasons', async () => {
    const clients = mount();
    const url = await screen.findByLabelText(/目录服务器地址/);
    expect((url as HTMLInputElement).value).toBe('ldaps://ldap.school.example:636');
    expect(((await screen.findByLabelText(/绑定密码/)) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('已保存密码；留空则不修改')).toBeTruthy();
    const runs = await screen.findByRole('region', { name: '同步记录' });
    expect(within(runs).getByText('成功')).toBeTruthy();
    expect(within(runs).getByText('部门：读取 12，新增 0，更新 1')).toBeTruthy();
    expect(within(runs).getByText('绑定失败：绑定 DN 或密码错误')).toBeTruthy();
    fireEvent.click(within(runs).getByText('查看明细'));
    expect(await within(runs).findByText('部门编码 D99 不存在')).toBeTruthy();
    expect(within(runs).getByText('目录中已无此人')).toBeTruthy();
    expect(clients.calls.some((c) => c.name === 'directorySyncSubmit')).toBe(false);
  });

  it('tests the connection with the form values and shows the Chinese answer', async () => {
    const clients = mount({ directorySyncTest: () => ({ ok: false, message: '绑定失败：绑定 DN 或密码错误', sampleDn: '', elapsedMs: 12 }) });
    const bindDn = await screen.findByLabelText(/绑定 DN/);
    fireEvent.change(bindDn, { target: { value: 'cn=other,dc=school,dc=example' } });
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => (s.textContent ?? '').includes('绑定失败：绑定 DN 或密码错误') && s.closest('form'))).toBe(true));
    expect(clients.calls.find((c) => c.name === 'directorySyncTest')?.input).toEqual({
      url: view.url, bindDn: 'cn=other,dc=school,dc=example', bindPassword: '', peopleBase: view.peopleBase, departmentsBase: view.departmentsBase, timeoutSeconds: 10,
    });
  });

  it('says beside the field when the address is not ldap:// or ldaps://, and does not save', async () => {
    const clients = mount({ directorySyncSubmit: (input) => ({ ...view, ...(input as object) }) });
    const url = await screen.findByLabelText(/目录服务器地址/);
    fireEvent.change(url, { target: { value: 'http://ldap.school.example' } });
    fireEvent.blur(url);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/地址须以 ldap:\/\/ 或 ldaps:\/\/ 开头/)).toBeTruthy();
    expect(clients.calls.some((c) => c.name === 'directorySyncSubmit')).toBe(false);
  });

  it('starts a sync with 立即同步 and shows its progress while it runs', async () => {
    let runs: SyncRun[] = [finished];
    const clients = mount({
      directorySyncRuns: () => ({ runs }),
      directorySyncStart: () => {
        runs = [{ ...finished, jobId: 'j2', state: 'running', finishedAt: null, report: { ...finished.report!, phase: 'people', peopleRead: 150 } }, finished];
        return { jobId: 'j2', created: true };
      },
    });
    const runsRegion = await screen.findByRole('region', { name: '同步记录' });
    await within(runsRegion).findByText('成功');
    fireEvent.click(within(runsRegion).getByRole('button', { name: '立即同步' }));
    expect(await within(runsRegion).findByText('读取人员 · 已读取 150 人')).toBeTruthy();
    expect(within(runsRegion).getByRole('progressbar', { name: '已读取 150 人' }).getAttribute('aria-valuenow')).toBe('50');
    await waitFor(() => expect((within(runsRegion).getByRole('button', { name: '立即同步' }) as HTMLButtonElement).disabled).toBe(true));
    expect(clients.calls.filter((c) => c.name === 'directorySyncStart')).toHaveLength(1);
  });

  it('reads in English when the portal is in English: labels, run counts, sampled rows and the audit log\'s field names', async () => {
    const sampled: SyncRun = { ...finished, report: { ...finished.report!, refused: { count: 250, rows: [row('x1', '', 'Department code D99 does not exist')] } } };
    mount({
      directorySyncRuns: () => ({ runs: [sampled] }),
      directorySyncAudit: () => ({
        records: [{
          id: 3, action: 'draft.update', objectId: '', objectName: '', summary: 'directorySync/submit',
          changes: [{ op: 'replace', path: 'mapping.account', before: 'uid', after: 'sAMAccountName' }],
          version: null, userId: 'u-admin', userName: 'Admin', createdAt: '2026-11-20T09:30:00.000Z',
        }],
        total: 1, current: 1, size: 20, names: {},
      }),
    }, 'en');
    expect(await screen.findByLabelText(/Directory server URL/)).toBeTruthy();
    expect(screen.getByText('A password is stored; leave empty to keep it')).toBeTruthy();
    const runs = await screen.findByRole('region', { name: 'Sync runs' });
    expect(await within(runs).findByText('Succeeded')).toBeTruthy();
    expect(within(runs).getByText('Departments: 12 read, 0 added, 1 changed')).toBeTruthy();
    fireEvent.click(within(runs).getByText('Details'));
    expect(await within(runs).findByText('First 1 of 250')).toBeTruthy();
    expect(screen.queryByText('同步记录')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Audit log' }));
    const audit = await screen.findByRole('dialog', { name: 'Audit log' });
    expect(await within(audit).findByText('mapping · Account attribute')).toBeTruthy();
  }, 45_000); // the studio's first mount is slow on a busy machine; each wait keeps its own budget
});
