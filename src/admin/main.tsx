import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../portal/lib/i18n-react';
import { createI18n } from '../shared/i18n';
import type { AdminMountProps } from '../portal/features/config-area/admin-contract';
import { ConfigStudio } from './ConfigStudio';
import './admin.css';

/**
 * The studio's entry, loaded by the portal by URL (never imported by it). Renders into `element` and returns
 * the unmount. The portal remounts on every move inside the area, passing fresh props.
 */
export function mount(element: HTMLElement, props: AdminMountProps): () => void {
  const root = createRoot(element);
  const i18n = createI18n(props.lang);
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ConfigStudio {...props} />
      </I18nProvider>
    </StrictMode>,
  );
  // The portal calls this from its own effect clean-up; unmounting a root synchronously while React is
  // committing another is an error, so it waits for the current task to finish.
  return () => { queueMicrotask(() => root.unmount()); };
}
