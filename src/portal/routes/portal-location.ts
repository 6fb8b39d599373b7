import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { navigate as browserNavigate, useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';

interface PortalNavigateOptions {
  replace?: boolean;
}

/** A location as wouter's `<Router hook searchHook>` takes it, with its navigate reachable outside React. */
export interface LocationBase {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
  navigate(to: string, options?: PortalNavigateOptions): void;
}

/**
 * The portal's location: wouter's hooks plus a navigation key that changes on every navigation — to the same URL,
 * and back or forward, included — as React Router's `location.key` did. The guard runs ROUTE-04 once per key.
 */
export interface PortalLocation extends LocationBase {
  navigationKey(): number;
  subscribeNavigations(listener: () => void): () => void;
}

/** Wraps a location so each navigate (and each popstate of `history`, in a browser) gives a new navigation key. */
export function withNavigationKey(base: LocationBase, history?: Pick<EventTarget, 'addEventListener'>): PortalLocation {
  let key = 0;
  const listeners = new Set<() => void>();
  const bump = (): void => {
    key += 1;
    for (const listener of [...listeners]) listener();
  };
  // Back and forward do not pass through navigate. The listener lives as long as the page.
  history?.addEventListener('popstate', bump);
  // wouter's Link passes its own props as the options; only `replace` means something here.
  const navigate = (to: string, options?: PortalNavigateOptions): void => {
    base.navigate(to, { replace: options?.replace === true });
    bump();
  };
  const useBaseLocation = base.hook;
  const usePortalLocation = (): [string, typeof navigate] => [useBaseLocation()[0], navigate];
  return {
    hook: usePortalLocation,
    searchHook: base.searchHook,
    navigate,
    navigationKey: () => key,
    subscribeNavigations(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** The browser's history (pushState/replaceState), as the running portal uses it. */
export function browserLocation(win: Window): PortalLocation {
  return withNavigationKey({ hook: useBrowserLocation, searchHook: useBrowserSearch, navigate: browserNavigate }, win);
}
