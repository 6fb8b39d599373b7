import { StrictMode, startTransition, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { AdminMountHandle, AdminMountProps } from '../portal/features/config-area/admin-contract';
import { STUDIO_PAGES } from './pages/registry';
import { preloadPageAt } from './routing/preload-page';
import { innerPathFor } from './routing/studio-location';
import { StudioApp } from './StudioApp';
import { createPropsStore, type PropsStore } from './studio-props';

function StudioRoot({ store }: { store: PropsStore }) {
  const props = useSyncExternalStore(store.subscribe, store.get);
  return <StudioApp props={props} />;
}

/**
 * The studio's entry, loaded by the portal by URL (never imported by it). Renders into `element` once per visit
 * of the configuration area; the portal passes each later move as an update of the props.
 */
export function mount(element: HTMLElement, props: AdminMountProps): AdminMountHandle {
  // The first page's chunk starts now, beside react-admin's first render rather than after it (ADR 034).
  preloadPageAt(innerPathFor(props, props.entries, STUDIO_PAGES));
  const root = createRoot(element);
  const store = createPropsStore(props);
  // As the portal's own first render (src/portal/main.tsx): a transition renders in slices that yield to the
  // browser, so mounting react-admin's layout, menu and first list is many short tasks rather than one long one that
  // holds every click and key (Lighthouse's total blocking time, ADR 034).
  startTransition(() => {
    root.render(
      <StrictMode>
        <StudioRoot store={store} />
      </StrictMode>,
    );
  });
  return {
    update: (next) => store.set(next),
    // The portal calls this from its own effect clean-up; unmounting a root synchronously while React is
    // committing another is an error, so it waits for the current task to finish.
    unmount: () => { queueMicrotask(() => root.unmount()); },
  };
}
