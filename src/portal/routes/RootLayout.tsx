import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { LOGIN_PATH, normalisePath } from '../../shared/rules/route-guard';
import { useServices } from '../app/services';
import { sessionLost, signedOutElsewhere } from '../app/sign-out';
import { SESSION_KEYS } from '../../shared/rules/session-keys';
import { casSessionDataSchema } from '../../shared/schema/session';
import { Loading } from '../components/AsyncStates';
import { LazyBoundary } from '../components/LazyBoundary';
import { useToast } from '../components/toast-context';
import { SessionLayer } from './lazy-pages';
import { PortalRoutes } from './PortalRoutes';
import { RouteGuard } from './RouteGuard';

/**
 * Carries the api clients' callbacks (WRAP-08, WRAP-13) into the router and the toasts, and the other tabs' news
 * (ADR 025): a sign-out there signs this tab out; a renewed session closes this tab's warning.
 */
function ClientEventsBridge() {
  const s = useServices();
  const toast = useToast();
  const [pathname, navigate] = useLocation();
  const onLogin = normalisePath(pathname) === LOGIN_PATH;
  useEffect(() => {
    const go = (to: string) => navigate(to, { replace: true });
    const offUnauthorized = s.events.on('unauthorized', () => {
      // Already on the sign-in page: a 401 there must not reload it into a loop.
      void sessionLost(s, onLogin ? null : go);
    });
    const offError = s.events.on('errorMessage', ({ msg }) => toast.error(msg));
    const offTabs = s.tabs.subscribe((message) => {
      if (message.kind === 'signed-out') { void signedOutElsewhere(s, go); return; }
      const cached = casSessionDataSchema.safeParse(s.store.get(SESSION_KEYS.casData));
      if (cached.success) s.store.set(SESSION_KEYS.casData, { ...cached.data, expireTime: message.expireTime });
      s.expiryWarning.hide();
    });
    return () => { offUnauthorized(); offError(); offTabs(); };
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
