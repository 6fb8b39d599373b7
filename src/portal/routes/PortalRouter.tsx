import { useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'wouter';
import { LocationContext, usePortalLocation } from '../app/raw-url';
import type { PortalLocation } from './portal-location';

/** wouter's router on the given location (the browser's history, or memory in tests). */
export function PortalRouter({ location, children }: { location: PortalLocation; children: ReactNode }) {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LocationContext value={location}>{children}</LocationContext>
    </Router>
  );
}

/** A value that changes on every navigation, even to the same URL (see PortalLocation). */
export function useNavigationKey(): number {
  const location = usePortalLocation();
  return useSyncExternalStore(location.subscribeNavigations, location.navigationKey);
}
