// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createStudioI18nProvider } from '../../../../src/admin/i18n/i18n-provider';
import { PageSuspense } from '../../../../src/admin/layout/PageSuspense';
import { lazyPage } from '../../../../src/admin/routing/lazy-page';
import { RESOURCES } from '../../../../src/admin/resources';

afterEach(() => { cleanup(); });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

class Above extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) { return { error: error instanceof Error ? error.message : String(error) }; }
  override render() { return this.state.error === null ? this.props.children : <p>above: {this.state.error}</p>; }
}

function frame(at: string, page: ReactNode) {
  return (
    <MemoryRouter>
      <AdminContext i18nProvider={createStudioI18nProvider('zh-CN')}>
        <Above><PageSuspense at={at}>{page}</PageSuspense></Above>
      </AdminContext>
    </MemoryRouter>
  );
}

describe('the studio’s lazy pages', () => {
  it('registers every page of every resource as a page loaded on first use, so none weighs on the entry chunk', () => {
    for (const resource of RESOURCES) {
      for (const page of [resource.list, resource.create, resource.edit]) {
        if (page === undefined) continue;
        expect(typeof (page as { preload?: unknown }).preload, resource.name).toBe('function');
      }
    }
  });

  it('shows a polite loading state in the page’s place until the page’s chunk has come, then the page', async () => {
    const chunk = deferred<{ Hello: () => ReactNode }>();
    const Hello = lazyPage(() => chunk.promise, 'Hello');
    render(frame('/hello', <Hello />));
    expect((await screen.findByRole('status')).textContent).toContain('加载中');
    await act(async () => { chunk.resolve({ Hello: () => <h2>你好</h2> }); await chunk.promise; });
    expect(await screen.findByRole('heading', { name: '你好' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a page whose chunk did not arrive could not be loaded, offers a reload, and clears on a move', async () => {
    const chunk = deferred<{ Broken: () => ReactNode }>();
    const Broken = lazyPage(() => chunk.promise, 'Broken');
    const view = render(frame('/broken', <Broken />));
    const quiet = console.error;
    // React reports the error its boundary caught on the console; that report is the expected one here.
    console.error = () => undefined;
    try {
      await act(async () => {
        chunk.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Broken-abc.js'));
        await chunk.promise.catch(() => undefined);
      });
    } finally {
      console.error = quiet;
    }
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('页面加载失败');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    view.rerender(frame('/elsewhere', <p>另一页</p>));
    expect(await screen.findByText('另一页')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes any other error of a page to the boundary above (react-admin’s error page)', async () => {
    function Faulty(): ReactNode { throw new Error('页面出错'); }
    const quiet = console.error;
    // React reports the caught error on the console; that report is the expected one here.
    console.error = () => undefined;
    try {
      render(frame('/faulty', <Faulty />));
      expect(await screen.findByText('above: 页面出错')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
