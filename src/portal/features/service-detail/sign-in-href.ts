/** The service hall route a visitor returns to after signing in (ROUTE-06), with the service's detail dialog open. */
const HALL_PATH = '/serviceHall';

/** What the visitor asked for before signing in: to handle the service, or to collect it (登录后收藏). */
type SignInIntent = 'open' | 'collect';

/**
 * The hall with `serviceId`'s detail dialog open (ServiceCentrePage reads `detail=`); with `collect=1` the dialog
 * makes the favourite the visitor asked for before signing in.
 */
export function hallDetailHref(serviceId: string, intent: SignInIntent = 'open'): string {
  return `${HALL_PATH}?detail=${encodeURIComponent(serviceId)}${intent === 'collect' ? '&collect=1' : ''}`;
}

/**
 * Where a visitor goes to handle or collect a service: the sign-in page, told through its `redirect` parameter to
 * return to that service in the hall (LoginPage reads it; safeRedirectTarget keeps it on this site).
 */
export function signInForServiceHref(serviceId: string, intent: SignInIntent = 'open'): string {
  return `/login?redirect=${encodeURIComponent(hallDetailHref(serviceId, intent))}`;
}
