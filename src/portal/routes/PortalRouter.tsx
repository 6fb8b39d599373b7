import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'wouter';
import type { PortalLocation } from './portal-location';

const LocationContext = createContext<PortalLocation | null>(null);

/** wouter's router on the given location (the browser's history, or memory in tests). */
export function PortalRouter({ location, children }: { location: PortalLocation; children: ReactNode }) {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LocationContext value={location}>{children}</LocationContext>
    </Router>
  );
}

function usePortalLocation(): PortalLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('the portal location needs a PortalRouter');
  return location;
}

/** A value that changes on every navigation, even to the same URL (see PortalLocation). */
export function useNavigationKey(): number {
  const location = usePortalLocation();
  return useSyncExternalStore(location.subscribeNavigations, location.navigationKey);
}

/**
 * The current path and query (without `?`) as the address has them. wouter's useLocation and useSearch decode
 * them (decodeURI): a query passed on in `redirect=` would then lose a level of encoding (`%2526` → `&`).
 */
export function useRawUrl(): { path: string; search: string } {
  const { hook: useRawPath, searchHook: useRawSearch } = usePortalLocation();
  const [path] = useRawPath();
  const search = useRawSearch();
  return { path, search: search.startsWith('?') ? search.slice(1) : search };
}
