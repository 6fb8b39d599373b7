// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import type { SchoolSignInView } from '../../../../../src/shared/schema/school-sign-in-config';
import { fakeClients, mountStudioWith, tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const view: SchoolSignInView = {
  mode: 'oidc', siteUrl: 'https://hall.example.edu.cn', cas: { serverUrl: '' },
  oidc: { issuer: 'https://idp.example.edu.cn', clientId: 'service-hall', scopes: 'openid profile email', clientSecretSet: true },
  mapping: { account: 'preferred_username', name: 'name', mail: 'email', deptCode: 'department', affiliation: 'groups' },
  roleRules: [{ value: 'staff', roleId: 'r-teacher' }], defaultRoleId: '', provisioning: { allowed: true, contact: '信息化中心' },
  logout: 'idp', timeoutSeconds: 5, passwordResetUrl: 'https://id.example.edu.cn/reset',
  addresses: {
    casService: 'https://hall.example.edu.cn/api/sso/000000/cas/callback', oidcRedirect: 'https://hall.example.edu.cn/api/sso/000000/oidc/callback',
    oidcPostLogout: 'https://hall.example.edu.cn/login?logout=true', oidcBackChannelLogout: 'https://hall.example.edu.cn/api/sso/000000/oidc/backchannel-logout',
  },
};

function mount(lang: AdminMountProps['lang'] = 'zh-CN', extra: Record<string, (input: unknown) => unknown> = {}) {
  const saves: unknown[] = [];
  const tests: unknown[] = [];
  const { addresses: _a, oidc: { clientSecretSet: _s, ...oidc }, ...rest } = view;
  const clients = fakeClients({
    schoolSignInDetail: () => view,
    schoolSignInDraft: () => ({ area: 'schoolSignIn', revision: saves.length, publishedVersion: 1, isDirty: false, changes: [], updatedBy: '', updatedAt: null, body: { ...rest, oidc: { ...oidc, clientSecretRef: 'ref1' } } }),
    getRoleListClass: () => [{ dictKey: 'teacher', dictValue: '教师', children: [{ dictKey: 'r-teacher', dictValue: '教师', roleType: 'teacher' }] }],
    schoolSignInSubmit: (input) => { saves.push(input); return view; },
    schoolSignInTest: (input) => { tests.push(input); return { ok: false, message: '读取 https://idp.example.edu.cn/.well-known/openid-configuration 失败：无法连接（超时或地址不可达）。' }; },
    ...extra,
  });
  const props: AdminMountProps = {
    entries: [{ id: 'c12', name: 'identityAuthConfig', title: '统一身份认证', path: '/userFrameConfig/identityAuthConfig', sort: 12 }],
    currentPath: '/userFrameConfig/identityAuthConfig', currentSearch: '', lang, navigate: vi.fn(), clients,
  };
  mountStudioWith(props);
  return { saves, tests };
}

describe('the 统一身份认证 page', () => {
  it('shows that a client secret is set without showing it, and the addresses to register', async () => {
    mount();
    const secret = await screen.findByLabelText('客户端密钥');
    expect((secret as HTMLInputElement).value).toBe('');
    expect(screen.getByText('已设置（留空则保持不变）')).toBeTruthy();
    expect(screen.getByText(/回调地址（redirect_uri）：https:\/\/hall\.example\.edu\.cn\/api\/sso\/000000\/oidc\/callback/)).toBeTruthy();
  });

  it('测试连接 sends the form as it stands and says what is wrong in Chinese', async () => {
    const { tests } = mount();
    fireEvent.click(await screen.findByRole('button', { name: '测试连接' }));
    expect(await screen.findByText(/无法连接（超时或地址不可达）/)).toBeTruthy();
    expect(tests[0]).toMatchObject({ mode: 'oidc', oidc: { issuer: 'https://idp.example.edu.cn' } });
  });

  it('saves to the draft, keeping the secret when none was typed and sending a new one when typed', async () => {
    const { saves } = mount();
    await screen.findByLabelText('客户端密钥');
    fireEvent.change(screen.getByLabelText('被拒绝时显示的联系方式'), { target: { value: '信息化中心 8888' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0] as HTMLElement);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ provisioning: { allowed: true, contact: '信息化中心 8888' } });
    expect((saves[0] as { oidc: { clientSecret?: string } }).oidc.clientSecret).toBeUndefined();
    // A save remounts the form from the draft (whose contact this fake server keeps as it was): fields are found again.
    await waitFor(() => expect((screen.getByLabelText('被拒绝时显示的联系方式') as HTMLInputElement).value).toBe('信息化中心'));
    fireEvent.change(screen.getByLabelText('客户端密钥'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0] as HTMLElement);
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ oidc: { clientSecret: 'new-secret' }, roleRules: [{ value: 'staff', roleId: 'r-teacher' }] });
  });

  it('reads in English when the portal is in English, the audit log naming the fields it changed', async () => {
    mount('en', {
      schoolSignInAudit: () => ({
        records: [{
          id: 5, action: 'draft.update', objectId: '', objectName: '', summary: 'schoolSignIn/submit',
          changes: [{ op: 'replace', path: 'provisioning.contact', before: 'IT centre', after: 'IT centre 8888' }],
          version: null, userId: 'u-admin', userName: 'Admin', createdAt: '2026-11-20T09:30:00.000Z',
        }],
        total: 1, current: 1, size: 20, names: {},
      }),
    });
    expect(await screen.findByLabelText('Client secret')).toBeTruthy();
    expect(screen.getByText('Set (leave empty to keep it)')).toBeTruthy();
    expect(screen.getByText(/Redirect URI：https:\/\/hall\.example\.edu\.cn\/api\/sso\/000000\/oidc\/callback/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeTruthy();
    expect(screen.queryByText('客户端密钥')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Audit log' }));
    const audit = await screen.findByRole('dialog', { name: 'Audit log' });
    expect(await within(audit).findByText('provisioning · Contact shown when refused')).toBeTruthy();
  }, 45_000); // the studio's first mount is slow on a busy machine; each wait keeps its own budget
});
