// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardHandlers, mountStudio, tolerateMuiPropWarnings, unmountAfterEach } from './harness';

tolerateMuiPropWarnings();
unmountAfterEach();

const roleClasses = [{ dictKey: 'class-staff', dictValue: '教职工', children: [
  { dictKey: 'r-teacher', dictValue: '教师', roleType: 'staff' },
  { dictKey: 'r-admin', dictValue: '管理员', roleType: 'staff' },
] }];

describe('the card’s roles', () => {
  it('shows each role by name; a mandatory card is also addable and in the default layout, saved through authConfig', async () => {
    const clients = mountStudio(cardHandlers({
      getRoleListClass: () => roleClasses,
      cardGetAuthConfig: () => ({ cardId: 'c1', roles: [{ roleId: 'r-teacher', visible: false, inDefault: false, mandatory: false, defaultSort: 2 }] }),
      cardAuthConfig: () => null,
    }), '/cards/c1');
    const panel = await screen.findByRole('region', { name: '角色可见与必选' });
    await waitFor(() => expect((within(panel).getByRole('combobox', { name: '角色' }) as HTMLInputElement).value).toBe('教师'));

    fireEvent.click(within(panel).getByRole('checkbox', { name: '必选' }));
    expect((within(panel).getByRole('checkbox', { name: '可添加' }) as HTMLInputElement).checked).toBe(true);
    expect((within(panel).getByRole('checkbox', { name: '默认布局' }) as HTMLInputElement).checked).toBe(true);
    // Implied by 必选, so they cannot be switched off while it holds.
    expect((within(panel).getByRole('checkbox', { name: '可添加' }) as HTMLInputElement).disabled).toBe(true);

    // A row added without a role is left out of the save rather than refused.
    fireEvent.click(within(panel).getByRole('button', { name: '添加角色' }));
    fireEvent.click(within(panel).getByRole('button', { name: '保存角色配置' }));
    await waitFor(() => expect(clients.calls.filter((c) => c.name === 'cardAuthConfig').map((c) => c.input)).toEqual([
      { cardId: 'c1', roles: [{ roleId: 'r-teacher', visible: true, inDefault: true, mandatory: true, defaultSort: 2 }] },
    ]));
    expect(await screen.findByText('角色配置已保存')).toBeTruthy();
  });
});
