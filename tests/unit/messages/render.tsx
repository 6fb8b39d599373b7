import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createI18n } from '../../../src/shared/i18n';
import { storeSignIn } from '../../../src/shared/rules/sign-in-state';
import { createMemoryStorage, createSessionStore } from '../../../src/shared/state/session-store';
import { PortalProviders } from '../../../src/portal/app/App';
import { createPortalEvents } from '../../../src/portal/app/portal-events';
import { createPortalServices } from '../../../src/portal/app/services';
import { ImageViewerProvider } from '../../../src/portal/components/image-viewer';
import { PortalRouter } from '../../../src/portal/routes/PortalRouter';
import { withNavigationKey } from '../../../src/portal/routes/portal-location';
import { fakeClient, loginResult, memoryTicket, type Handler } from '../portal/harness';

/**
 * A component of the messages feature with everything it needs around it (services with fake clients, i18n,
 * toasts, a memory router, the image viewer), without the rest of the portal.
 */
export function renderInPortal(ui: ReactNode, opts: { handlers?: Record<string, Handler>; signedIn?: boolean; path?: string } = {}) {
  const store = createSessionStore({ storage: createMemoryStorage() });
  if (opts.signedIn ?? true) storeSignIn(store, loginResult, Date.now());
  const blade = fakeClient('blade', opts.handlers ?? {});
  const events = createPortalEvents();
  const services = createPortalServices({
    blade, osp: fakeClient('osp', {}), store, ticket: memoryTicket(), events,
    loadSessionExpiration: async () => ({ expireTime: 1800, outLogTip: '', autoRefresh: true }),
    loadAdmin: async () => { throw new Error('no admin'); },
    readMeta: () => null,
    redirectTo: vi.fn(),
    langStorage: createMemoryStorage(),
  });
  const memory = memoryLocation({ path: opts.path ?? '/homePage', record: true });
  const location = withNavigationKey(memory);
  const view = render(
    <PortalProviders services={services} i18n={createI18n('zh-CN')}>
      <PortalRouter location={location}>
        <ImageViewerProvider>{ui}</ImageViewerProvider>
      </PortalRouter>
    </PortalProviders>,
  );
  const here = (): string => memory.history[memory.history.length - 1] ?? '';
  return { ...view, services, store, blade, here, history: () => [...memory.history] };
}
