import { createContext, useContext } from 'react';
import type { PortalLocation } from '../routes/portal-location';

/** The portal's location, provided by PortalRouter; features read the address through useRawUrl, not the router. */
export const LocationContext = createContext<PortalLocation | null>(null);

export function usePortalLocation(): PortalLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('the portal location needs a PortalRouter');
  return location;
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
