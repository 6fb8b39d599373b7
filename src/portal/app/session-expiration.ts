import { fetchStaticJson } from '../../shared/api/client';
import { SESSION_EXPIRATION_PATH, sessionExpirationSchema } from '../../shared/api/catalogue/session';
import type { SessionExpiration } from '../../shared/schema/session';

/** GET /static/session-expiration.json (SESS-01, SESS-05); only the session watch reads it. */
export function loadSessionExpiration(fetchImpl: typeof fetch): Promise<SessionExpiration> {
  return fetchStaticJson('', SESSION_EXPIRATION_PATH, sessionExpirationSchema, fetchImpl);
}
