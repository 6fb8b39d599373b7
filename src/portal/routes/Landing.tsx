import { useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';
import { useServices } from '../app/services';
import { HOME_PAGE_PATH } from './route-table';

/**
 * `/` (advanceLanding). The pre-login landing page is issue 4; until it exists a signed-in user goes to the
 * home page and a visitor to sign-in, rather than to a stand-in page.
 */
export function Landing() {
  const { auth } = useServices();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  return <Navigate to={signedIn ? HOME_PAGE_PATH : '/login'} replace />;
}
