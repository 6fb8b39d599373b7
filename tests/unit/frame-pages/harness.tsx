import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { createI18n } from '../../../src/shared/i18n';
import { storeSignIn } from '../../../src/shared/rules/sign-in-state';
import type { ServiceDetails } from '../../../src/shared/schema/directory';
import { createMemoryStorage, createSessionStore, type SessionStore } from '../../../src/shared/state/session-store';
import { PortalProviders } from '../../../src/portal/app/App';
import { createPortalEvents } from '../../../src/portal/app/portal-events';
import { createPortalServices } from '../../../src/portal/app/services';
import { PortalRouter } from '../../../src/portal/routes/PortalRouter';
import { withNavigationKey } from '../../../src/portal/routes/portal-location';
import { fakeClient, loginResult, memoryTicket, type Handler } from '../portal/harness';
import { service } from '../home/fixtures';

export interface FrameRenderOptions {
  handlers?: Record<string, Handler>;
  prepare?: (store: SessionStore) => void;
}

/** Renders `ui` signed in, at `path` on a memory location, with fake clients answering by catalogue name. */
export function renderAt(path: string, ui: ReactNode, opts: FrameRenderOptions = {}) {
  const store = createSessionStore({ storage: createMemoryStorage() });
  storeSignIn(store, loginResult, Date.now());
  opts.prepare?.(store);
  const blade = fakeClient('blade', { clickService: () => null, readMessage: () => null, ...opts.handlers });
  const services = createPortalServices({
    blade, osp: fakeClient('osp', {}), store, ticket: memoryTicket(), events: createPortalEvents(),
    loadSessionExpiration: async () => ({ expireTime: 1800, outLogTip: '登录已过期', autoRefresh: true }),
    loadAdmin: async () => { throw new Error('no admin here'); },
    readMeta: () => null,
    redirectTo: vi.fn<(url: string) => void>(),
    langStorage: createMemoryStorage(),
  });
  const memory = memoryLocation({ path, record: true });
  const location = withNavigationKey(memory);
  const view = render(
    <PortalProviders services={services} i18n={createI18n('zh-CN')}>
      <PortalRouter location={location}>{ui}</PortalRouter>
    </PortalProviders>,
  );
  const current = (): string => memory.history[memory.history.length - 1] ?? '';
  const navigate = async (to: string): Promise<void> => { await act(async () => { location.navigate(to); }); };
  return { ...view, blade, store, current, navigate };
}

/** serverCenter/details' answer for a service (OPEN-04, signed in). */
export function serviceDetails(serviceId: string, serviceName: string, extra: Partial<ServiceDetails> = {}): ServiceDetails {
  return {
    ...service(serviceId, serviceName),
    serviceType: 'APPLICATION', description: `${serviceName}的说明`, deptId: 'd1', sceneId: 's1', typeId: 't1', typeName: '证明',
    audience: 'all', ratingAvg: 4.5, ratingCount: 2, collected: false, ...extra,
  };
}

/** The sandboxed frame on screen (there is at most one in these tests). */
export function frameOf(container: ParentNode = document): HTMLIFrameElement | null {
  return container.querySelector('iframe');
}
