// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { renderPortal, preloadSignedInRoutes } from '../../../../support/portal-harness';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); });

async function openShell() {
  const app = renderPortal('/homePage', { signedIn: true });
  await screen.findByRole('heading', { name: '您好，王建国' });
  const button = await screen.findByRole('button', { name: /用户菜单/ });
  // The configuration entry appears once the menu list has loaded.
  await waitFor(() => expect(app.blade.calls.some((c) => c.name === 'getBusinessConfigMenu')).toBe(true));
  return { app, button };
}

describe('user menu by keyboard', () => {
  it('opens on ↓ at the first item, moves with ↑/↓/Home/End, and Esc returns to the button', async () => {
    const { button } = await openShell();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // 个人中心, 我的办件 and 消息中心 first (ADR 026), then 配置中心, 主题设置 and 退出登录.
    const order = ['个人中心', '我的办件', '消息中心', '配置中心', '主题设置', '退出登录'].map((name) => screen.getByRole('menuitem', { name }));
    const first = order[0];
    const last = order.at(-1);
    await waitFor(() => expect(document.activeElement).toBe(first));
    for (const item of order.slice(1)) {
      fireEvent.keyDown(menu, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(item);
    }
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens on ↑ at the last item; Enter on an item follows it', async () => {
    const { app, button } = await openShell();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '退出登录' })));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '主题设置' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    const config = screen.getByRole('menuitem', { name: '配置中心' });
    expect(document.activeElement).toBe(config);
    fireEvent.click(config);
    await waitFor(() => expect(app.location()).toBe('/userFrameConfig/homePageConfig'));
  });

  it('closes when focus leaves it', async () => {
    const { button } = await openShell();
    fireEvent.click(button);
    await screen.findByRole('menu');
    fireEvent.blur(screen.getByRole('menuitem', { name: '配置中心' }), { relatedTarget: document.body });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
