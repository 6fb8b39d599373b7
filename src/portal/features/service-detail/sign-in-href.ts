/** The service hall route a visitor returns to after signing in (ROUTE-06), with the service's detail dialog open. */
const HALL_PATH = '/serviceHall';

/** The hall with `serviceId`'s detail dialog open (ServiceCentrePage reads `detail=`). */
export function hallDetailHref(serviceId: string): string {
  return `${HALL_PATH}?detail=${encodeURIComponent(serviceId)}`;
}

/**
 * Where a visitor goes to handle or collect a service: the sign-in page, told through its `redirect` parameter to
 * return to that service in the hall (LoginPage reads it; safeRedirectTarget keeps it on this site).
 */
export function signInForServiceHref(serviceId: string): string {
  return `/login?redirect=${encodeURIComponent(hallDetailHref(serviceId))}`;
}
