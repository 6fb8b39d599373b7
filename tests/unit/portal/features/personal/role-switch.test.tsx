// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../../../src/shared/rules/session-keys';
import { readSessionUser } from '../../../../../src/shared/rules/sign-in-state';
import { ApiError, renderPersonal, switchedToTeacher } from './harness';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('personal centre: role switching', () => {
  it('asks first, then stores the new session as sign-in does and reloads on the home page', async () => {
    const app = renderPersonal('/PersonalCenter?tab=RoleSwitching', {
      handlers: { switchRole: () => switchedToTeacher },
      // Left by the old role: must not survive into the new one.
      prepare: (store) => {
        store.set(SESSION_KEYS.configMenu, [{ id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/x', sort: 1 }]);
        store.set(SESSION_KEYS.casData, { tgt: 'TGT-old', expireTime: 1 });
      },
    });
    expect(await screen.findByText('当前角色')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '切换为教师' }));
    const dialog = screen.getByRole('dialog', { name: '切换角色' });
    expect(within(dialog).getByText('确定切换为“教师”吗？切换后当前登录将结束，以新角色重新进入首页。')).toBeTruthy();
    expect(app.inputs('switchRole')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: '确定切换' }));
    await waitFor(() => expect(app.redirectTo).toHaveBeenCalledWith('/homePage'));
    expect(app.inputs('switchRole')).toEqual([{ roleId: 'r-teacher' }]);
    expect(app.store.get(SESSION_KEYS.accessToken)).toBe('A-teacher');
    expect(app.store.get(SESSION_KEYS.refreshToken)).toBe('R-teacher');
    expect(app.store.get(SESSION_KEYS.roleId)).toBe('r-teacher');
    expect(app.store.get(SESSION_KEYS.roleType)).toBe('teacher');
    expect(readSessionUser(app.store)?.account).toBe('assistant');
    expect(app.ticket.value).toBe('TGT-new');
    expect(app.store.get(SESSION_KEYS.configMenu)).toBeNull();
    expect(app.store.get(SESSION_KEYS.casData)).toBeNull();
  });

  it('keeps the session and shows the reason when the switch is refused', async () => {
    const app = renderPersonal('/PersonalCenter?tab=RoleSwitching', {
      handlers: { switchRole: () => { throw new ApiError(403, '您没有该角色'); } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '切换为教师' }));
    const dialog = screen.getByRole('dialog', { name: '切换角色' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定切换' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('切换角色失败：您没有该角色');
    expect(app.store.get(SESSION_KEYS.accessToken)).toBe('A-student');
    expect(app.ticket.value).toBe('TGT-old');
    expect(app.redirectTo).not.toHaveBeenCalled();
  });

  it('closes the question with 取消 without switching', async () => {
    const app = renderPersonal('/PersonalCenter?tab=RoleSwitching', { handlers: { switchRole: () => switchedToTeacher } });
    fireEvent.click(await screen.findByRole('button', { name: '切换为教师' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: '切换角色' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.inputs('switchRole')).toEqual([]);
  });
});
