import type { SessionKeys } from './keys';

/** A crypto session as the sealer keeps it: its id, its keys, and its end on the client's own clock. */
export interface CachedCryptoSession {
  id: string;
  keys: SessionKeys;
  expiresAt: number;
}

/**
 * Where the sealer keeps its crypto session between page loads, so a reload skips the public-key fetch and the
 * handshake (two round trips before any wrapped call; on a phone the better part of a second). The browser's store
 * holds the keys as non-extractable CryptoKeys: a script on the page could use them while it runs, as it could
 * use the page's access token, but cannot read them out. Every method may fail; the sealer then just handshakes.
 */
export interface CryptoSessionCache {
  load(): Promise<CachedCryptoSession | null>;
  save(session: CachedCryptoSession): Promise<void>;
  clear(): Promise<void>;
}

/** A cache in memory: for tests and for clients (Node) that have nowhere better. */
export function createMemoryCryptoSessionCache(): CryptoSessionCache & { peek(): CachedCryptoSession | null } {
  let kept: CachedCryptoSession | null = null;
  return {
    load: () => Promise.resolve(kept),
    save: (session) => {
      kept = session;
      return Promise.resolve();
    },
    clear: () => {
      kept = null;
      return Promise.resolve();
    },
    peek: () => kept,
  };
}
