// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../../../src/shared/rules/session-keys';
import { ApiError, bindings, renderPersonal, signedInAsStudent } from './harness';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string): string | null => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('pc-field__error'));
  return error?.textContent ?? null;
};

describe('account security: password change', () => {
  it('shows the rule of getPasswordReg and checks the new password against it as the user types', async () => {
    renderPersonal('/PersonalCenter?tab=AccountSecurity');
    expect(await screen.findByText('密码规则：密码长度为 8-32 位，不能包含空格，须同时包含大写字母、小写字母、数字和特殊字符')).toBeTruthy();
    type('新密码', 'weakpass');
    expect(screen.getByText('新密码不符合密码规则')).toBeTruthy();
    type('新密码', 'Str0ng@Pass');
    expect(screen.getByText('新密码符合密码规则')).toBeTruthy();
    type('新密码', 'Str0ng @Pass');
    expect(screen.getByText('新密码不符合密码规则')).toBeTruthy();
  });

  it('refuses in the page what breaks the rule or does not match, without calling the server', async () => {
    const app = renderPersonal('/PersonalCenter?tab=AccountSecurity');
    await screen.findByText(/^密码规则：/);
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(errorOf('原密码')).toBe('请输入原密码');
    expect(errorOf('新密码')).toBe('请输入新密码');
    expect(errorOf('确认新密码')).toBe('请再次输入新密码');
    expect(document.activeElement).toBe(screen.getByLabelText('原密码'));

    type('原密码', 'Assistant@123');
    type('新密码', 'short1A!');
    type('确认新密码', 'short1A?');
    expect(errorOf('确认新密码')).toBe('两次输入的新密码不一致');
    type('新密码', 'nouppercase1!');
    expect(errorOf('新密码')).toBe('新密码不符合密码规则');
    expect(app.inputs('updatePassword')).toEqual([]);
  });

  it("shows the server's refusal beside the field it names, and clears it when the field is edited", async () => {
    const app = renderPersonal('/PersonalCenter?tab=AccountSecurity', {
      handlers: {
        updatePassword: () => { throw new ApiError(400, '原密码错误', [{ field: 'oldPassword', msg: '原密码错误' }]); },
      },
    });
    await screen.findByText(/^密码规则：/);
    type('原密码', 'Wrong@123');
    type('新密码', 'Better@2026');
    type('确认新密码', 'Better@2026');
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(errorOf('原密码')).toBe('原密码错误'));
    expect(screen.getByLabelText('原密码').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('原密码'));
    expect(app.inputs('updatePassword')).toEqual([{ oldPassword: 'Wrong@123', newPassword: 'Better@2026' }]);
    // silent: shown beside the field, not again as a toast.
    expect(app.blade.calls.find((c) => c.name === 'updatePassword')?.options?.silent).toBe(true);
    type('原密码', 'Assistant@123');
    expect(errorOf('原密码')).toBeNull();
  });

  it('shows a refusal of the rule beside the new password, and one naming no field above the button', async () => {
    let answer: ApiError = new ApiError(400, '新密码不符合密码规则：至少 12 位', [{ field: 'newPassword', msg: '新密码不符合密码规则：至少 12 位' }]);
    renderPersonal('/PersonalCenter?tab=AccountSecurity', { handlers: { updatePassword: () => { throw answer; } } });
    await screen.findByText(/^密码规则：/);
    type('原密码', 'Assistant@123');
    type('新密码', 'Better@2026');
    type('确认新密码', 'Better@2026');
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(errorOf('新密码')).toBe('新密码不符合密码规则：至少 12 位'));

    answer = new ApiError(8008, '网络异常，请稍后重试');
    // The guard's 800 ms (SHELL-09) must pass before the button takes another click.
    await waitFor(() => expect((screen.getByRole('button', { name: '修改密码' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 });
    type('新密码', 'Better@2027');
    type('确认新密码', 'Better@2027');
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('修改密码失败：网络异常，请稍后重试');
  });

  it('after a change says that the other sessions were signed out, and empties the form', async () => {
    const app = renderPersonal('/PersonalCenter?tab=AccountSecurity', { handlers: { updatePassword: () => ({ revokedSessions: 2 }) } });
    await screen.findByText(/^密码规则：/);
    type('原密码', 'Assistant@123');
    type('新密码', 'Better@2026');
    type('确认新密码', 'Better@2026');
    const submit = screen.getByRole('button', { name: '修改密码' });
    fireEvent.click(submit);
    // SHELL-09: a second click while the first is guarded sends nothing.
    fireEvent.click(submit);
    expect(await screen.findByText('密码已修改。 您在其他设备或浏览器上的 2 个登录已退出。')).toBeTruthy();
    expect(app.inputs('updatePassword')).toHaveLength(1);
    expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe('');
    // The session making the change stays signed in.
    expect(app.store.get(SESSION_KEYS.accessToken)).toBe(signedInAsStudent.access_token);
  });
});

describe('account security: bindings', () => {
  it('unbinds only after confirming: 取消 keeps it, 确定解除 calls removeBind and reloads the list', async () => {
    let list = bindings.slice();
    const app = renderPersonal('/PersonalCenter?tab=AccountSecurity', {
      handlers: {
        bindList: () => list.slice(),
        removeBind: (input) => { list = list.filter((b) => b.id !== (input as { id: string }).id); return null; },
      },
    });
    const unbind = await screen.findByRole('button', { name: '解除绑定微信账号 陈*' });
    fireEvent.click(unbind);
    let dialog = screen.getByRole('dialog', { name: '解除绑定' });
    expect(within(dialog).getByText('确定解除与微信账号“陈*”的绑定吗？解除后将不能再用该账号登录。')).toBeTruthy();
    // The safe answer is focused first.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '取消' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.inputs('removeBind')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '解除绑定微信账号 陈*' }));
    dialog = screen.getByRole('dialog', { name: '解除绑定' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定解除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.inputs('removeBind')).toEqual([{ id: 'b-wx' }]);
    expect(await screen.findByText('已解除与微信账号的绑定')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '解除绑定微信账号 陈*' })).toBeNull());
    expect(screen.getByRole('button', { name: '解除绑定钉钉账号 思*' })).toBeTruthy();
  });

  it('keeps the dialog open with the reason when removeBind fails', async () => {
    renderPersonal('/PersonalCenter?tab=AccountSecurity', {
      handlers: { removeBind: () => { throw new ApiError(404, '绑定不存在'); } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '解除绑定钉钉账号 思*' }));
    const dialog = screen.getByRole('dialog', { name: '解除绑定' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定解除' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('解除绑定失败：绑定不存在');
  });

  it('says so when no account is bound', async () => {
    renderPersonal('/PersonalCenter?tab=AccountSecurity', { handlers: { bindList: () => [] } });
    expect(await screen.findByText('暂未绑定第三方账号')).toBeTruthy();
  });
});
