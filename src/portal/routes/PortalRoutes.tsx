import { Route, Switch } from 'wouter';
import { LoginPage } from '../features/auth/LoginPage';
import { Landing } from './Landing';
import { PublicCatalogue } from './PublicCatalogue';
import { DeletedMessagePage, MessageDetailRoute, SignedInRoutes } from './lazy-pages';

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
      <Route path="/allServices"><PublicCatalogue /></Route>
      <Route><SignedInRoutes /></Route>
    </Switch>
  );
}
