import type { ReactNode } from 'react';
import { ImageViewerProvider } from '../../../../../src/portal/components/image-viewer';
import { loginResult, renderInPortal, type Handler } from '../../../../support/portal-harness';

/**
 * A component of the messages feature with everything it needs around it (services with fake clients, i18n,
 * toasts, a memory router, the image viewer), without the rest of the portal.
 */
export function renderInMessages(ui: ReactNode, opts: { handlers?: Record<string, Handler>; signedIn?: boolean; path?: string } = {}) {
  const view = renderInPortal(<ImageViewerProvider>{ui}</ImageViewerProvider>, {
    handlers: opts.handlers ?? {}, path: opts.path ?? '/homePage', ...((opts.signedIn ?? true) ? { signIn: loginResult } : {}),
  });
  return { ...view, here: view.current };
}
