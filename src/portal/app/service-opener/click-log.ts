import { clickService } from '../../../shared/api/catalogue/directory';
import type { ApiClient } from '../../../shared/api/client-types';

/** OPEN-03: the call is the catalogue's (the directory's server implements it); re-exported for the portal's users. */
export { clickService };

/**
 * Sends the click log and forgets it: a log that fails (the route may not exist yet, the network may drop) must
 * never stop the service from opening, and must not bother the user with a toast (silent).
 */
export function logServiceClick(client: ApiClient, serviceId: string): void {
  try {
    client.call(clickService, { serviceId }, { silent: true }).catch(() => undefined);
  } catch {
    // A client that throws before returning its promise is as harmless here as one that rejects.
  }
}
