import type { CachedCryptoSession, CryptoSessionCache } from '../../shared/api/crypto/session-cache';

const DB_NAME = 'service-hall';
const STORE = 'crypto-session';
const KEY = 'current';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    // Another tab holding an older version open: give up rather than wait, the sealer just handshakes.
    req.onblocked = () => reject(new Error('IndexedDB blocked'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return request(run(db.transaction(STORE, mode).objectStore(STORE)));
}

/** What the store gave back is checked, not trusted: anything else on the origin could have written there. */
function asSession(value: unknown): CachedCryptoSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<CachedCryptoSession>;
  const keys = v.keys;
  const isKey = (k: unknown): k is CryptoKey => typeof CryptoKey !== 'undefined' && k instanceof CryptoKey && !k.extractable;
  if (typeof v.id !== 'string' || v.id.length > 256 || typeof v.expiresAt !== 'number' || !keys) return null;
  if (!isKey(keys.encKey) || !isKey(keys.macKey)) return null;
  return { id: v.id, expiresAt: v.expiresAt, keys: { encKey: keys.encKey, macKey: keys.macKey } };
}

/**
 * The crypto session in IndexedDB, which (unlike Web Storage) keeps CryptoKeys as they are, non-extractable. Shared
 * by the origin's tabs; any failure (private mode, quota, an old browser) makes the sealer handshake as before.
 */
export function createIndexedDbCryptoSessionCache(): CryptoSessionCache {
  const available = typeof indexedDB !== 'undefined';
  return {
    async load() {
      if (!available) return null;
      return asSession(await withStore('readonly', (store) => store.get(KEY)));
    },
    async save(session) {
      if (!available) return;
      await withStore('readwrite', (store) => store.put(session, KEY));
    },
    async clear() {
      if (!available) return;
      await withStore('readwrite', (store) => store.delete(KEY));
    },
  };
}
