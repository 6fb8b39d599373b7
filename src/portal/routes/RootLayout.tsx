import { useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, normalisePath } from '../../shared/rules/route-guard';
import { useServices } from '../app/services';
import { signOutAfterUnauthorized } from '../app/sign-out';
import { useToast } from '../components/toast-context';
import { SessionExpiryDialog } from '../features/session/SessionExpiryDialog';
import { SessionWatch } from '../features/session/SessionWatch';
import { RouteGuard } from './RouteGuard';

/** Carries the api clients' callbacks (WRAP-08, WRAP-13) into the router and the toasts. */
function ClientEventsBridge() {
  const s = useServices();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

/** The root of every route: the guard, the signed-in watchers and the session-expiry dialog. */
export function RootLayout() {
  const { auth } = useServices();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  return (
    <>
      <ClientEventsBridge />
      {signedIn ? <SessionWatch /> : null}
      <RouteGuard><Outlet /></RouteGuard>
      <SessionExpiryDialog />
    </>
  );
}
