// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { I18nProvider } from '../../../../src/portal/lib/i18n-react';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../src/shared/i18n';
import { LazyBoundary } from '../../../../src/portal/components/LazyBoundary';
import { isActivePath } from '../../../../src/portal/features/shell/NavLink';
import { withNavigationKey } from '../../../../src/portal/routes/portal-location';

afterEach(() => { cleanup(); });

describe('navigation key', () => {
  it('changes on every navigation, the same address and back/forward included', () => {
    const memory = memoryLocation({ path: '/homePage', record: true });
    const history = new EventTarget();
    const location = withNavigationKey(memory, history);
    const seen: number[] = [];
    const off = location.subscribeNavigations(() => seen.push(location.navigationKey()));
    location.navigate('/serviceHall');
    location.navigate('/serviceHall');
    history.dispatchEvent(new Event('popstate'));
    location.navigate('/login?logout=true', { replace: true });
    off();
    location.navigate('/homePage');
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(location.navigationKey()).toBe(5);
    // The replace took the place of the last entry.
    expect(memory.history).toEqual(['/homePage', '/serviceHall', '/login?logout=true', '/homePage']);
  });
});

describe('active navigation links', () => {
  it('marks the current page and its sub-pages, whatever the case or a trailing slash', () => {
    expect(isActivePath('/homePage', '/homePage')).toBe(true);
    expect(isActivePath('/homepage/', '/homePage')).toBe(true);
    expect(isActivePath('/serviceHall/detail', '/serviceHall')).toBe(true);
    expect(isActivePath('/homePageX', '/homePage')).toBe(false);
    expect(isActivePath('/homePage', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});

describe('lazily loaded code', () => {
  const renderIn = (node: React.ReactNode) => render(<I18nProvider i18n={createI18n('zh-CN')}>{node}</I18nProvider>);

  it('announces the loading while its chunk downloads', () => {
    const Pending = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    renderIn(<LazyBoundary><Pending /></LazyBoundary>);
    expect(screen.getByRole('status').textContent).toContain('加载中…');
  });

  it('shows an error with a retry when its chunk cannot be downloaded', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
      const onRetry = vi.fn();
      renderIn(<LazyBoundary onRetry={onRetry}><Broken /></LazyBoundary>);
      expect((await screen.findByRole('alert')).textContent).toContain('页面加载失败');
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    } finally {
      // React reports the caught error on the console; that one is expected here.
      errors.mockReset();
    }
  });
});
