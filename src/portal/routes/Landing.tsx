import { lazy, useSyncExternalStore } from 'react';
import { Redirect } from 'wouter';
import { HOME_PAGE_PATH } from '../../shared/rules/route-guard';
import { useServices } from '../app/services';

/**
 * The landing page is a chunk of its own: neither /login nor the signed-in shell carries it, and a visitor on `/`
 * downloads only it beside the entry. RootLayout's boundary shows the loading state while it arrives.
 */
const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));

/** `/` (advanceLanding): the pre-login landing page for a visitor; a signed-in user goes to the home page. */
export function Landing() {
  const { auth } = useServices();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  if (signedIn) return <Redirect to={HOME_PAGE_PATH} replace />;
  return <LandingPage />;
}
