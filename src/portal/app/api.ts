import { createApiClient } from '../../shared/api/client';
import type { AuthSource } from '../../shared/api/client-types';
import { createWebCryptoSealer } from '../../shared/api/crypto/web-crypto-sealer';
import { SESSION_KEYS } from '../../shared/rules/session-keys';
import { readAccessToken, readSessionUser } from '../../shared/rules/sign-in-state';
import { DEFAULT_TENANT_ID } from '../../shared/schema/auth';
import { createSessionStore } from '../../shared/state/session-store';
import { createIndexedDbCryptoSessionCache } from './crypto-session-idb';
import { createPortalEvents } from './portal-events';

/**
 * The page's one session store, one event bus, and ONE client of each kind (blade, osp) sharing ONE sealer,
 * so both clients use the same crypto session (one handshake per page, not one per client).
 */
export const sessionStore = createSessionStore();
export const portalEvents = createPortalEvents();

const browserFetch: typeof fetch = window.fetch.bind(window);

const auth: AuthSource = {
  getAccessToken: () => readAccessToken(sessionStore),
  getUser: () => {
    const user = readSessionUser(sessionStore);
    return user ? { account: user.account, nick_name: user.nick_name } : null;
  },
  getTenantId: () => {
    const id = sessionStore.get(SESSION_KEYS.tenantId);
    return typeof id === 'string' && id !== '' ? id : DEFAULT_TENANT_ID;
  },
};

// The crypto session outlives the page, so a reload's first wrapped call needs no handshake.
const sealer = createWebCryptoSealer({ baseUrl: '', fetch: browserFetch, cache: createIndexedDbCryptoSessionCache() });

const shared = {
  baseUrl: '',
  fetch: browserFetch,
  auth,
  sealer,
  onUnauthorized: () => portalEvents.emit('unauthorized', null),
  onErrorMessage: (msg: string, status: number) => portalEvents.emit('errorMessage', { msg, status }),
};

export const bladeClient = createApiClient({ kind: 'blade', ...shared });
export const ospClient = createApiClient({ kind: 'osp', ...shared });
