import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { mount } from '../../src/admin/main';
import { RESOURCES } from '../../src/admin/resources';
import type { AdminClients, AdminMountHandle, AdminMountProps } from '../../src/portal/features/config-area/admin-contract';
import type { CallDef, CallRequest, CallResult, ClientKind } from '../../src/shared/api/catalogue/define-call';
import { ApiError, type ApiClient, type CallOptions } from '../../src/shared/api/client-types';

/**
 * The studio's unit-test harness: both page clients as fakes answering by call name (every call recorded), and the
 * studio mounted into a fresh element as the portal mounts it.
 */

export interface RecordedCall {
  client: ClientKind;
  name: string;
  input: unknown;
  options: CallOptions | undefined;
}

type Handler = (input: unknown) => unknown;

/** Both page clients as fakes answering by call name; every call is recorded with the client it went through. */
export function fakeClients(handlers: Record<string, Handler>): AdminClients & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const client = (kind: ClientKind): ApiClient => ({
    kind,
    async call<C extends CallDef>(def: C, input: CallRequest<C>, options?: CallOptions): Promise<CallResult<C>> {
      calls.push({ client: kind, name: def.name, input, options });
      const handler = handlers[def.name];
      if (!handler) throw new ApiError(8008, `no fake for ${def.name}`);
      return (await handler(input)) as CallResult<C>;
    },
  });
  return { blade: client('blade'), osp: client('osp'), calls };
}

/**
 * react-admin 5.15 hands MUI 5's `inputProps`/`InputProps` to inputs and checkboxes alongside the `slotProps` that
 * MUI 9 reads; MUI 9 no longer takes the old props, so React warns in development that they reached the DOM. The
 * slotProps do the work. Only that warning is let through; any other console.error still fails the test.
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

/**
 * Every module the studio loads on first use (ADR 034), imported before a file's tests as the studio's own bundle
 * once was: under Vitest a page's first import transforms its whole module graph, which on a loaded machine
 * outlasts the DOM waits of the test that happens to open it first.
 */
async function preloadStudioModules(): Promise<void> {
  const pages = RESOURCES.flatMap((r) => [r.list, r.create, r.edit]);
  await Promise.all([
    ...pages.map((page) => (page !== undefined && 'preload' in page ? page.preload() : undefined)),
    import('../../src/admin/pages/jobs/JobsPage'),
    import('../../src/admin/pages/home/HomeDraftBar'),
    import('../../src/admin/pages/home/HomeRolePreview'),
    import('../../src/admin/components/drafts/PublishDialog'),
    import('../../src/admin/components/drafts/PreviewDialog'),
    import('../../src/admin/components/drafts/HistoryDialog'),
    import('../../src/admin/layout/ra-fallbacks'),
  ]);
}
beforeAll(preloadStudioModules, 120_000);

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

/** Passes new props to the mounted studio, as the portal does after a move or a language switch. */
export function updateStudio(props: AdminMountProps): void {
  if (!mounted) throw new Error('not mounted');
  const { handle } = mounted;
  act(() => { handle.update(props); });
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
