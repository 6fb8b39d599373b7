import { ApiError } from '../../../shared/api/client-types';
import { getSessionValidTime } from '../../../shared/api/catalogue/session';
import { oauthToken } from '../../../shared/api/catalogue/auth';
import { STATUS_TIMEOUT } from '../../../shared/api/wrap-messages';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import type { SessionCheckDeps, SessionTimeAnswer } from '../../../shared/rules/session-check';
import type { RefreshInput } from '../../../shared/rules/token-refresh';
import { casSessionDataSchema, type CasSessionData } from '../../../shared/schema/session';
import type { TokenSet } from '../../../shared/schema/auth';
import type { PortalServices } from '../../app/services';

/**
 * The session-time call as the checker wants it: `{ code, data }`. The client resolves only on success and
 * rejects with the answer's status otherwise; a time-out is "could not reach the server" (a failure that
 * SESS-04 counts), any other rejection is the server's non-200 answer (SESS-02 on the first check).
 */
export async function fetchRemaining(s: PortalServices, casTicket: string): Promise<SessionTimeAnswer> {
  try {
    const data = await s.blade.call(getSessionValidTime, { casTicket }, { silent: true });
    return { code: 200, data };
  } catch (error) {
    if (error instanceof ApiError && error.status !== STATUS_TIMEOUT) return { code: error.status, data: null };
    throw error;
  }
}

/** The CAS session data cached between checks (SESS-02…SESS-06). */
export function casCache(s: PortalServices): Pick<SessionCheckDeps, 'readCache' | 'writeCache'> {
  return {
    readCache: (): CasSessionData | null => {
      const parsed = casSessionDataSchema.safeParse(s.store.get(SESSION_KEYS.casData));
      return parsed.success ? parsed.data : null;
    },
    writeCache: (data) => s.store.set(SESSION_KEYS.casData, data),
  };
}

/** TOKEN-01: oauth/token with its parameters in the query and the tenant in a header. */
export function refreshTokens(s: PortalServices, input: RefreshInput): Promise<TokenSet> {
  return s.blade.call(oauthToken, input, { asQuery: true, headers: { 'Tenant-Id': input.tenantId }, silent: true });
}
