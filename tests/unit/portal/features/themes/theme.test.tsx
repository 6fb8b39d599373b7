// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { Theme } from '../../../../../src/shared/schema/home';
import { applyThemeToDocument } from '../../../../../src/portal/features/themes/apply-theme';
import { contrastOnTint, contrastOnWhite, isHexColor, themeVariables } from '../../../../../src/shared/rules/theme-colors';
import { THEME_STORE_KEY } from '../../../../../src/portal/features/themes/theme-store';
import { renderPortal, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { isShownModal } from '../../../../support/dialog-shim';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); document.documentElement.removeAttribute('style'); });

const theme = (over: Partial<Theme>): Theme => ({
  themeId: 't1', themeName: '经典蓝', themeColor: '#008cff', themeImg: '', themeImgBorderColor: '', WaitingForMeToHandleBCImg: '',
  ...over,
});
const classic = theme({});
const green = theme({ themeId: 't2', themeName: '翡翠绿', themeColor: '#0F9D58', themeImg: '/api/files/banner2' });
const red = theme({ themeId: 't3', themeName: '中国红', themeColor: '#c8102e', themeImg: 'http://plain.example/x.png' });

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);
const slow = { timeout: 5000 };

describe('theme colours', () => {
  it('accepts only #RRGGBB', () => {
    expect(isHexColor('#0f9D58')).toBe(true);
    for (const bad of ['#fff', 'red', '#0f9d5', '#0f9d588', 'url(x)', '#0f9d58;background:url(x)']) expect(isHexColor(bad)).toBe(false);
  });

  it('[STATE-02] derives the dark and soft variants; the default gives the stylesheet’s own values', () => {
    expect(themeVariables('#008cff')).toEqual({
      '--sh-theme': '#008cff',
      '--sh-theme-dark': '#0069bf',
      '--sh-theme-soft': 'rgba(0, 140, 255, 0.1)',
      '--sh-focus': '0 0 0 3px rgba(0, 140, 255, 0.45)',
    });
  });

  it('darkens a light colour until text in its dark variant reaches 4.5:1 on white', () => {
    for (const colour of ['#ffd400', '#7fffd4', '#ffffff', '#00c853']) {
      expect(contrastOnWhite(themeVariables(colour)['--sh-theme-dark'])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens the dark variant until text in it reaches 4.5:1 on the soft tint too (a selected row, a badge)', () => {
    for (const colour of ['#008cff', '#087eeb', '#ffd400', '#00c853', '#e53935']) {
      const vars = themeVariables(colour);
      expect(contrastOnTint(vars['--sh-theme-dark'], colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sets the variables on the root, and removes them for null or a colour that is not #RRGGBB', () => {
    applyThemeToDocument(green);
    expect(rootVar('--sh-theme')).toBe('#0f9d58');
    expect(rootVar('--sh-theme-soft')).toBe('rgba(15, 157, 88, 0.1)');
    applyThemeToDocument(null);
    expect(rootVar('--sh-theme')).toBe('');
    applyThemeToDocument(theme({ themeColor: 'red' }));
    expect(rootVar('--sh-theme')).toBe('');
  });
});

describe('theme picker', () => {
  function setup(extra: Record<string, (input: unknown) => unknown> = {}) {
    return renderPortal('/homePage', {
      signedIn: true,
      handlers: {
        themeDetail: () => classic,
        getThemeManageList: () => [classic, green, red],
        userThemeSubmit: (input) => [classic, green, red].find((t) => t.themeId === (input as { themeId: string }).themeId),
        ...extra,
      },
    });
  }

  async function openPicker() {
    const button = await screen.findByRole('button', { name: /用户菜单/ }, slow);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: '主题设置' }));
    const dialog = await screen.findByRole('dialog', { name: '主题设置' });
    await within(dialog).findByRole('button', { name: /翡翠绿/ });
    return { dialog, button };
  }

  it('lists the themes with a colour swatch and the banner preview (https or own files only)', async () => {
    setup();
    const { dialog } = await openPicker();
    expect(isShownModal(dialog)).toBe(true);
    const greenOption = within(dialog).getByRole('button', { name: /翡翠绿/ });
    expect(greenOption.querySelector('img')?.getAttribute('src')).toBe('/api/files/banner2');
    expect(within(greenOption).getByRole('img', { name: '“翡翠绿”主题的横幅预览' })).toBeTruthy();
    expect((greenOption.querySelector('.sh-theme-option__swatch') as HTMLElement).style.backgroundColor).toBe('rgb(15, 157, 88)');
    // An http banner is never shown.
    const redOption = within(dialog).getByRole('button', { name: /中国红/ });
    expect(redOption.querySelector('img')).toBeNull();
    // The current theme is marked.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /经典蓝/ }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('choosing a theme saves it with userThemeSubmit, stores it, and applies it to the CSS variables and the top bar at once', async () => {
    const app = setup();
    const { dialog } = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: /翡翠绿/ }));
    expect(within(dialog).getByRole('button', { name: /翡翠绿/ }).hasAttribute('disabled')).toBe(true);
    expect(await within(dialog).findByText('已应用“翡翠绿”主题')).toBeTruthy();
    expect(app.blade.calls.find((c) => c.name === 'userThemeSubmit')?.input).toEqual({ themeId: 't2' });
    expect(rootVar('--sh-theme')).toBe('#0f9d58');
    expect(rootVar('--sh-theme-dark')).toBe(themeVariables('#0F9D58')['--sh-theme-dark']);
    expect(rootVar('--sh-theme-soft')).toBe('rgba(15, 157, 88, 0.1)');
    expect(app.store.get(THEME_STORE_KEY)).toEqual(green);
    expect((document.querySelector('.sh-topbar') as HTMLElement).style.backgroundColor).toBe('rgb(15, 157, 88)');
    expect(within(dialog).getByRole('button', { name: /翡翠绿/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a failed save says why in the dialog and changes nothing', async () => {
    const app = setup({ userThemeSubmit: () => { throw new ApiError(8008, '主题不存在'); } });
    const { dialog } = await openPicker();
    await waitFor(() => expect(rootVar('--sh-theme')).toBe('#008cff'));
    fireEvent.click(within(dialog).getByRole('button', { name: /中国红/ }));
    expect(await within(dialog).findByText('主题设置失败：主题不存在')).toBeTruthy();
    expect(rootVar('--sh-theme')).toBe('#008cff');
    expect(app.store.get(THEME_STORE_KEY)).toEqual(classic);
  });

  it('Esc closes the picker and the focus goes back to the user menu button', async () => {
    setup();
    const { dialog, button } = await openPicker();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '主题设置' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('the user theme across sessions', () => {
  it('themeDetail is fetched once on the first shell render and applied (a pick made on another device follows)', async () => {
    const app = renderPortal('/homePage', { signedIn: true, handlers: { themeDetail: () => green, publicMessageDetail: () => { throw new ApiError(8008, '消息不存在'); } } });
    await waitFor(() => expect(rootVar('--sh-theme')).toBe('#0f9d58'), slow);
    const banner = document.querySelector('.sh-topbar') as HTMLElement;
    await waitFor(() => expect(banner.style.backgroundColor).toBe('rgb(15, 157, 88)'));
    expect(app.store.get(THEME_STORE_KEY)).toEqual(green);
    // Another page, and the message page with its own shell: no second fetch.
    await app.navigate('/noPower');
    await app.navigate('/generalDetailsTow?id=m1');
    await screen.findByRole('heading', { level: 1, name: '消息不存在' }, slow);
    expect(app.blade.calls.filter((c) => c.name === 'themeDetail')).toHaveLength(1);
  });

  it('a theme stored in this session applies before the server answers (no flash of the default)', async () => {
    renderPortal('/homePage', {
      signedIn: true,
      handlers: { themeDetail: () => new Promise(() => undefined) },
      prepare: (store) => store.set(THEME_STORE_KEY, red),
    });
    const banner = await screen.findByRole('banner', undefined, slow);
    expect(banner.style.backgroundColor).toBe('rgb(200, 16, 46)');
    await waitFor(() => expect(rootVar('--sh-theme')).toBe('#c8102e'));
  });

  it('sign-out forgets the theme: the login page is back to the default colour', async () => {
    const app = renderPortal('/homePage', { signedIn: true, handlers: { themeDetail: () => green } });
    await waitFor(() => expect(rootVar('--sh-theme')).toBe('#0f9d58'), slow);
    fireEvent.click(await screen.findByRole('button', { name: /用户菜单/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?logout=true'));
    expect(rootVar('--sh-theme')).toBe('');
    expect(app.store.get(THEME_STORE_KEY)).toBeNull();
  });
});
