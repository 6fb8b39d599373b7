import { z } from 'zod/mini';
import { defineCall } from '../../../shared/api/catalogue/define-call';
import type { ApiClient } from '../../../shared/api/client-types';

/**
 * OPEN-03: opening a service logs a click visit (doc1 §7). The catalogue has no entry for it yet (its server route
 * belongs to a later issue), so the call is declared here, next to its only user; it moves to the catalogue when
 * the server implements it. A `nobody` path: never wrapped (WRAP-04), and it works for a visitor too.
 */
export const clickService = defineCall({
  name: 'clickService', method: 'POST', path: '/api/blade-platform/nobody/userClickVisitLog/clickService',
  request: z.object({ serviceId: z.string().check(z.minLength(1), z.maxLength(32)) }),
  // The visit log's answer is not used; whatever the server says is accepted.
  response: z.unknown(),
});

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
