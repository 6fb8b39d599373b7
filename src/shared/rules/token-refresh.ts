import { ApiError } from '../api/client-types';
import type { TokenSet } from '../schema/auth';
import { DEFAULT_TENANT_ID } from '../schema/auth';
import { SESSION_KEYS, type SessionStoreLike } from './session-keys';
import type { IntervalTimers } from './timers';
import { defaultTimers } from './timers';

/** TOKEN-01 */
const TOKEN_CHECK_INTERVAL_MS = 10_000;
/** TOKEN-01: access tokens live 3600 s; refreshing at 3000 s leaves ten minutes of slack. */
const TOKEN_REFRESH_AGE_S = 3000;

/** The refresh call's input (oauth/token, parameters in the query, TOKEN-01). */
export interface RefreshInput {
  tenantId: string;
  refresh_token: string;
  grant_type: 'refresh_token';
  scope: 'all';
}

/** Where the refresher reads and writes the tokens and the time they were issued. */
export interface TokenStoreView {
  /** Epoch ms when the current access token was issued, or null when signed out. */
  getIssuedAt(): number | null;
  getRefreshToken(): string | null;
  getTenantId(): string;
  save(tokens: TokenSet, issuedAt: number): void;
}

/** The token view over the session store, with the key names of SESSION_KEYS. */
export function sessionTokenStore(store: SessionStoreLike): TokenStoreView {
  const str = (key: string): string | null => {
    const v = store.get(key);
    return typeof v === 'string' && v !== '' ? v : null;
  };
  return {
    getIssuedAt: () => {
      const v = store.get(SESSION_KEYS.tokenIssuedAt);
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    },
    getRefreshToken: () => str(SESSION_KEYS.refreshToken),
    getTenantId: () => str(SESSION_KEYS.tenantId) ?? DEFAULT_TENANT_ID,
    save: (tokens, issuedAt) => {
      store.set(SESSION_KEYS.accessToken, tokens.access_token);
      store.set(SESSION_KEYS.refreshToken, tokens.refresh_token);
      store.set(SESSION_KEYS.tenantId, tokens.tenant_id);
      store.set(SESSION_KEYS.tokenIssuedAt, issuedAt);
    },
  };
}

export interface TokenRefreshDeps {
  tokens: TokenStoreView;
  /** Sends oauth/token with the Tenant-Id header; resolves with the new token set. */
  refresh(input: RefreshInput): Promise<TokenSet>;
  /** A refresh refused with 401: the session is over. */
  onSignOut(): void;
  now?: () => number;
  timers?: IntervalTimers;
}

export interface TokenRefresher {
  start(): void;
  stop(): void;
  /** One check, as the timer runs it. Resolves when any refresh it started has ended. */
  check(): Promise<void>;
  isRefreshing(): boolean;
}

/**
 * TOKEN-01: every 10 s the stored token age is checked; at ≥ 3000 s with no refresh running, it is refreshed,
 * and the new tokens and their issue time are stored. A refresh that fails otherwise is tried again at the
 * next check, since the access token still has time left.
 */
export function createTokenRefresher(deps: TokenRefreshDeps): TokenRefresher {
  const timers = deps.timers ?? defaultTimers;
  const now = deps.now ?? (() => Date.now());
  let handle: unknown = null;
  let running = false;

  async function check(): Promise<void> {
    if (running) return;
    const issuedAt = deps.tokens.getIssuedAt();
    const refreshToken = deps.tokens.getRefreshToken();
    if (issuedAt === null || refreshToken === null) return;
    if ((now() - issuedAt) / 1000 < TOKEN_REFRESH_AGE_S) return;
    running = true;
    try {
      const tokens = await deps.refresh({
        tenantId: deps.tokens.getTenantId(), refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all',
      });
      deps.tokens.save(tokens, now());
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        stop();
        deps.onSignOut();
      }
    } finally {
      running = false;
    }
  }

  function start(): void {
    if (handle !== null) return;
    handle = timers.setInterval(() => { void check(); }, TOKEN_CHECK_INTERVAL_MS);
  }

  function stop(): void {
    if (handle === null) return;
    timers.clearInterval(handle);
    handle = null;
  }

  return { start, stop, check, isRefreshing: () => running };
}
