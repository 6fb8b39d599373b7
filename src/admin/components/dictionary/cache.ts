import type { CallDef } from '../../../shared/api/catalogue/define-call';
import { createMemoryStorage, createSessionStore, SESSION_PREFIX, type StorageLike } from '../../../shared/state/session-store';
import type { AnswerStore } from '../../data-provider/use-call';

/** DICT-02: a dictionary answer is reused for 5 minutes. */
export const DICTIONARY_CACHE_TTL_MS = 300_000;

/** Names of the cache's entries in the session store; under the product prefix, so sign-out's clear() drops them. */
const KEY_PREFIX = 'dict:';

/** What identifies one dictionary answer: the call, its parameters (the search term among them) and the tenant. */
export interface DictionaryCacheKeyParts {
  method: 'GET' | 'POST';
  path: string;
  tenantId: string;
  params: Readonly<Record<string, unknown>>;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` name the same entry. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function sessionStorageOrMemory(): StorageLike {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // A browser that blocks storage throws on the very access; the cache then lasts as long as the page.
  }
  return createMemoryStorage();
}

/** The cache key of one answer (DICT-02: per call, parameters and tenant). */
export function dictionaryCacheKey(parts: DictionaryCacheKeyParts): string {
  return `${parts.method} ${parts.path}|${parts.tenantId}|${stableJson(parts.params)}`;
}

export interface DictionaryCacheOptions {
  /** sessionStorage by default (memory where there is none). */
  storage?: StorageLike;
  now?: () => number;
  ttlMs?: number;
}

export interface DictionaryCache {
  /** The answer stored under `key` while it is younger than the time to live; an expired one is dropped. */
  read(key: string): unknown;
  write(key: string, result: object): void;
  /** Drops every expired entry of the cache (nothing else of the session). */
  prune(): void;
}

/**
 * DICT-02: dictionary answers kept in the session for 5 minutes, each stamped with the time it was written by the
 * session store (STATE-01). Pure apart from the storage and the clock, both injectable.
 */
export function createDictionaryCache(options: DictionaryCacheOptions = {}): DictionaryCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? DICTIONARY_CACHE_TTL_MS;
  const storage = options.storage ?? sessionStorageOrMemory();
  const store = createSessionStore({ storage, now });
  const stored = `${SESSION_PREFIX}-${KEY_PREFIX}`;
  // A clock set back makes an entry look written in the future: it is no longer trustworthy either.
  const isFresh = (datetime: number) => {
    const age = now() - datetime;
    return age >= 0 && age < ttlMs;
  };

  function read(key: string): unknown {
    const entry = store.getEntry(KEY_PREFIX + key);
    if (entry === null) return undefined;
    if (isFresh(entry.datetime)) return entry.value;
    store.remove(KEY_PREFIX + key);
    return undefined;
  }

  return {
    read,
    write(key, result) {
      try {
        store.set(KEY_PREFIX + key, result);
      } catch {
        // A full or blocked storage only costs a repeated request; the select still works.
      }
    },
    prune() {
      const names: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const name = storage.key(i);
        if (name !== null && name.startsWith(stored)) names.push(name);
      }
      // read() drops what has expired; collected first, as removing while walking the indexes would skip keys.
      for (const name of names) read(name.slice(stored.length));
    },
  };
}

/**
 * The cache as the answer store of the dictionary reads (useCallQuery's `store`): keyed by the call, its request and
 * the tenantId the request carries (dictionaryRequest). Only an object or list answer is kept.
 */
export function dictionaryAnswerStore(cache: DictionaryCache): AnswerStore {
  const keyOf = (call: CallDef, input: unknown) => {
    const params = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const tenantId = typeof params.tenantId === 'string' ? params.tenantId : '';
    return dictionaryCacheKey({ method: call.method, path: call.path, tenantId, params });
  };
  return {
    read: (call, input) => cache.read(keyOf(call, input)),
    write: (call, input, answer) => {
      if (typeof answer === 'object' && answer !== null) cache.write(keyOf(call, input), answer);
    },
  };
}
