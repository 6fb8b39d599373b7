import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { mount } from '../../../src/admin/main';
import type { AdminMountHandle, AdminMountProps } from '../../../src/portal/features/config-area/admin-contract';

/**
 * react-admin 5.15 with MUI 9 warns in development that `inputProps`/`InputProps` reached the DOM (see
 * studio-layout.test.tsx); only that warning is let through, any other console.error still fails the test.
 */
export function tolerateReactAdminPropWarnings(): void {
  const reportError = console.error;
  beforeAll(() => {
    console.error = (...args: unknown[]) => {
      const [format, name] = args;
      if (typeof format === 'string' && format.startsWith('React does not recognize the `%s` prop')
        && (name === 'inputProps' || name === 'InputProps')) return;
      reportError(...args);
    };
  });
  afterAll(() => { console.error = reportError; });
}

let mounted: { handle: AdminMountHandle; element: HTMLElement } | null = null;

/** Mounts the studio into a fresh element as the portal does; unmountAfterEach takes it down. */
export function mountStudioWith(props: AdminMountProps): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  let handle: AdminMountHandle | undefined;
  act(() => { handle = mount(element, props); });
  if (!handle) throw new Error('not mounted');
  mounted = { handle, element };
  return element;
}

export function unmountAfterEach(): void {
  afterEach(async () => {
    if (mounted) {
      const { handle, element } = mounted;
      mounted = null;
      await act(async () => { handle.unmount(); await Promise.resolve(); });
      element.remove();
    }
    cleanup();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
}
