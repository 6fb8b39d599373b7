import { lazy, useSyncExternalStore } from 'react';
import { Redirect } from 'wouter';
import { useRawUrl } from '../app/raw-url';
import { useServices } from '../app/services';

/** Its own chunk, like the landing page: /login and the landing page do not carry the directory. */
const PublicCataloguePage = lazy(() => import('../features/directory/PublicCataloguePage').then((m) => ({ default: m.PublicCataloguePage })));

/**
 * /allServices (ROUTE-01): the visitor's service catalogue; a signed-in user is taken to the service hall with the
 * same keyword and filters, where they can handle what they find.
 */
export function PublicCatalogue() {
  const { auth } = useServices();
  const { search } = useRawUrl();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  if (signedIn) return <Redirect to={`/serviceHall${search ? `?${search}` : ''}`} replace />;
  return <PublicCataloguePage />;
}
