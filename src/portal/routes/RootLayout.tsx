import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { LOGIN_PATH, normalisePath } from '../../shared/rules/route-guard';
import { useServices } from '../app/services';
import { signOutAfterUnauthorized } from '../app/sign-out';
import { Loading } from '../components/AsyncStates';
import { LazyBoundary } from '../components/LazyBoundary';
import { useToast } from '../components/toast-context';
import { SessionLayer } from './lazy-pages';
import { PortalRoutes } from './PortalRoutes';
import { RouteGuard } from './RouteGuard';

/** Carries the api clients' callbacks (WRAP-08, WRAP-13) into the router and the toasts. */
function ClientEventsBridge() {
  const s = useServices();
  const toast = useToast();
  const [pathname, navigate] = useLocation();
  const onLogin = normalisePath(pathname) === LOGIN_PATH;
  useEffect(() => {
    const offUnauthorized = s.events.on('unauthorized', () => {
      // Already on the sign-in page: a 401 there must not reload it into a loop.
      void signOutAfterUnauthorized(s, onLogin ? null : (to) => navigate(to, { replace: true }));
    });
    const offError = s.events.on('errorMessage', ({ msg }) => toast.error(msg));
    return () => { offUnauthorized(); offError(); };
  }, [s, toast, navigate, onLogin]);
  return null;
}

/** The root of every route: the guard, then the route; the signed-in watchers and the session-expiry dialog. */
export function RootLayout() {
  const { auth, expiryDialog } = useServices();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  const dialogOpen = useSyncExternalStore(expiryDialog.subscribe, () => expiryDialog.get().open);
  return (
    <>
      <ClientEventsBridge />
      <RouteGuard>
        <LazyBoundary fallback={<main className="sh-standalone" id="main"><Loading /></main>}>
          <PortalRoutes />
        </LazyBoundary>
      </RouteGuard>
      {signedIn || dialogOpen ? <LazyBoundary fallback={null}><SessionLayer watch={signedIn} /></LazyBoundary> : null}
    </>
  );
}
