import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { Redirect } from 'wouter';
import { applyNavigationEffects, decideRoute, isPublicPath } from '../../shared/rules/route-guard';
import { useServices } from '../app/services';
import { LoadError, Loading } from '../components/AsyncStates';
import { useRawUrl } from '../app/raw-url';
import { useNavigationKey } from './PortalRouter';

/**
 * Applies route-guard.ts before any route renders: visitors → /login?redirect=… (ROUTE-02), configuration
 * routes without a matching menu entry → /noPower (ROUTE-03), and the per-navigation effects (ROUTE-04, ROUTE-05).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const s = useServices();
  const { path: pathname, search } = useRawUrl();
  const navigationKey = useNavigationKey();
  const signedIn = useSyncExternalStore(s.auth.subscribe, s.auth.isSignedIn);
  const joining = useSyncExternalStore(s.auth.subscribe, s.auth.isJoining);
  const [menuError, setMenuError] = useState<Error | null>(null);
  const [menuAttempt, setMenuAttempt] = useState(0);
  const [, setMenuLoaded] = useState(0);

  // ROUTE-04, once per navigation and before the page renders, so the page reads this navigation's values.
  // Keyed by the navigation: re-renders of the same navigation must not reset a tab the user has since chosen.
  const appliedFor = useRef<number | null>(null);
  if (appliedFor.current !== navigationKey) {
    appliedFor.current = navigationKey;
    applyNavigationEffects(pathname, s.store);
  }

  // ROUTE-05: fetched once per session; the loader skips the call when the config is cached.
  useEffect(() => { void s.robotConfig.ensure(); }, [navigationKey, s]);

  const decision = decideRoute({
    path: search ? `${pathname}?${search}` : pathname,
    isSignedIn: signedIn,
    configMenu: s.configMenu.cached(),
  });
  const needsMenu = decision.kind === 'needs-config-menu';
  // A sign-out on its way to the sign-in page: go where it is going, not to /login?redirect=here.
  const exitTo = signedIn ? null : s.auth.exitTarget();
  const onPublicPage = isPublicPath(pathname);
  useEffect(() => { if (onPublicPage) s.auth.clearExitTarget(); }, [onPublicPage, navigationKey, s]);

  useEffect(() => {
    if (!needsMenu) return;
    let live = true;
    setMenuError(null);
    s.configMenu.load().then(
      () => { if (live) setMenuLoaded((n) => n + 1); },
      (error: unknown) => { if (live) setMenuError(error instanceof Error ? error : new Error(String(error))); },
    );
    return () => { live = false; };
  }, [needsMenu, menuAttempt, s]);

  // ADR 025: this tab is joining the browser's session; sending it to sign-in now would be wrong in a moment.
  if (decision.kind === 'redirect' && joining && !signedIn) {
    return <main className="sh-standalone" id="main"><Loading /></main>;
  }
  if (decision.kind === 'redirect') {
    const to = exitTo ?? decision.to;
    // Keyed: a redirect that follows another must navigate again, not keep the first one's element.
    return <Redirect key={to} to={to} replace />;
  }
  if (needsMenu) {
    return (
      <main className="sh-standalone" id="main">
        {menuError
          ? <LoadError title={t('configArea.loadFailed')} detail={menuError.message} onRetry={() => setMenuAttempt((n) => n + 1)} />
          : <Loading />}
      </main>
    );
  }
  return children;
}
