import { useSyncExternalStore } from 'react';
import { Redirect } from 'wouter';
import { HOME_PAGE_PATH } from '../../shared/rules/route-guard';
import { useServices } from '../app/services';

/**
 * `/` (advanceLanding). The pre-login landing page is issue 4; until it exists a signed-in user goes to the
 * home page and a visitor to sign-in, rather than to a stand-in page.
 */
export function Landing() {
  const { auth } = useServices();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  return <Redirect to={signedIn ? HOME_PAGE_PATH : '/login'} replace />;
}
