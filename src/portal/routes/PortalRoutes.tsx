import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { LoginPage } from '../features/auth/LoginPage';
import { Landing } from './Landing';
import { DeletedMessagePage, MessageDetailRoute, NotFoundPage, SignedInRoutes } from './lazy-pages';

function Standalone({ children }: { children: ReactNode }) {
  return <main className="sh-standalone" id="main">{children}</main>;
}

/**
 * The routes of doc1 §2. The public ones (ROUTE-01) are here; every other path is the /home shell's (ROUTE-07),
 * loaded with its pages after sign-in. Matching ignores case and a trailing slash.
 */
export function PortalRoutes() {
  return (
    <Switch>
      <Route path="/"><Landing /></Route>
      <Route path="/login"><LoginPage /></Route>
      <Route path="/deleteNoPag"><DeletedMessagePage /></Route>
      <Route path="/generalDetailsTow"><MessageDetailRoute /></Route>
      <Route path="/allServices"><Standalone><NotFoundPage /></Standalone></Route>
      <Route><SignedInRoutes /></Route>
    </Switch>
  );
}
