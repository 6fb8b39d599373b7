import { describe, expect, it } from 'vitest';
import {
  landingColorOf, landingPalette, linkTarget, loginTarget, visibleColumns,
} from '../../../../../src/portal/features/landing/landing-config';
import { contrastOnWhite } from '../../../../../src/shared/rules/theme-colors';
import { column } from './fixtures';

describe('landing config rules', () => {
  it('shows the visible columns only, by sort, keeping the config order for equal sorts', () => {
    const columns = [
      column('thirdParty', '第三方平台', 3),
      column('carousel', '轮播图', 1, false),
      column('messageColumn', '通知公告', 2),
      column('commonTool', '常用工具', 2),
      column('serviceSearch', '服务搜索', 0),
    ];
    expect(visibleColumns(columns).map((c) => c.key)).toEqual(['serviceSearch', 'messageColumn', 'commonTool', 'thirdParty']);
  });

  it('[STATE-02] the landing colour defaults to #087EEB when the config has none or a bad one', () => {
    expect(landingColorOf(undefined)).toBe('#087EEB');
    expect(landingColorOf('')).toBe('#087EEB');
    expect(landingColorOf('red; background:url(x)')).toBe('#087EEB');
    expect(landingColorOf('#C0392B')).toBe('#C0392B');
    expect(landingPalette('')['--lp-color']).toBe('#087eeb');
  });

  it('keeps AA contrast: small text uses a shade of 4.5:1, large text a colour of at least 3:1', () => {
    for (const colour of ['#087EEB', '#FFD400', '#00C853', '#1F2329']) {
      const palette = landingPalette(colour);
      expect(contrastOnWhite(palette['--sh-theme-dark'] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastOnWhite(palette['--lp-strong'] ?? '')).toBeGreaterThanOrEqual(3);
    }
    // White small text on the default landing colour is under 4.5:1: the reason for the dark shade.
    expect(contrastOnWhite('#087EEB')).toBeLessThan(4.5);
    expect(landingPalette('#087EEB')['--lp-strong']).toBe('#087eeb');
  });

  it('opens navigation by openWay: 1003 a new tab, 1001 in the page; unsafe addresses are dropped', () => {
    expect(linkTarget('/allServices', 1001)).toEqual({ kind: 'route', path: '/allServices' });
    expect(linkTarget('https://www.example.edu.cn', 1001)).toEqual({ kind: 'page', href: 'https://www.example.edu.cn/' });
    expect(linkTarget('https://www.example.edu.cn', 1003)).toEqual({ kind: 'tab', href: 'https://www.example.edu.cn/' });
    expect(linkTarget('javascript:alert(1)', 1001)).toBeNull();
    expect(linkTarget('//evil.example.com', 1001)).toBeNull();
  });

  it('sends 登录 to jump.loginPath, or /login, with the after-sign-in page as its redirect', () => {
    expect(loginTarget(undefined)).toEqual({ kind: 'route', path: '/login' });
    expect(loginTarget({ loginPath: '', afterLoginPath: '' })).toEqual({ kind: 'route', path: '/login' });
    expect(loginTarget({ loginPath: '/login', afterLoginPath: '/homePage' })).toEqual({ kind: 'route', path: '/login' });
    expect(loginTarget({ loginPath: '/login', afterLoginPath: '/serviceHall' }))
      .toEqual({ kind: 'route', path: '/login?redirect=%2FserviceHall' });
    expect(loginTarget({ loginPath: 'https://cas.example.edu.cn/login', afterLoginPath: '/serviceHall' }))
      .toEqual({ kind: 'page', href: 'https://cas.example.edu.cn/login' });
  });
});
