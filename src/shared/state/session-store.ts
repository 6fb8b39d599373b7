import { z } from 'zod/mini';
import { createMemoryStorage } from './memory-storage';
import type { StorageLike } from './memory-storage';

export type { StorageLike } from './memory-storage';
export { createMemoryStorage } from './memory-storage';

/** STATE-01: the product key that prefixes every stored name. */
export const SESSION_PREFIX = 'serviceHall';

/** What the store keeps: the four data types of STATE-01 (objects include arrays). */
type SessionValue = string | number | boolean | object;
type SessionDataType = 'string' | 'number' | 'boolean' | 'object';

/** The JSON written under each key: the type, the value and when it was written. */
interface StoredEntry {
  dataType: SessionDataType;
  content: unknown;
  datetime: number;
}

export interface SessionStoreOptions {
  prefix?: string;
  /** Defaults to sessionStorage, or memory where there is none. */
  storage?: StorageLike;
  now?: () => number;
}

export interface SessionStore {
  /** The stored value with its type restored, or null when absent or unreadable. */
  get(key: string): SessionValue | null;
  /** The stored value checked against a schema, or null when absent or not matching it. */
  read<S extends z.core.$ZodType>(key: string, schema: S): z.output<S> | null;
  /** The value and the time it was written (for caches that expire, e.g. DICT-02). */
  getEntry(key: string): { value: SessionValue; datetime: number } | null;
  /** Stores a value; null or undefined removes the key, as there is nothing to restore. */
  set(key: string, value: SessionValue | null | undefined): void;
  remove(key: string): void;
  /** Removes every key under this store's prefix, and nothing else. */
  clear(): void;
}

function defaultStorage(): StorageLike {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Reading sessionStorage throws when the browser blocks storage; the session then lives in memory.
  }
  return createMemoryStorage();
}

function isDataType(value: unknown): value is SessionDataType {
  return value === 'string' || value === 'number' || value === 'boolean' || value === 'object';
}

function restore(entry: StoredEntry): SessionValue | null {
  const { dataType, content } = entry;
  if (dataType === 'string') return typeof content === 'string' ? content : String(content);
  if (dataType === 'number') {
    const n = typeof content === 'number' ? content : Number(content);
    return Number.isFinite(n) ? n : null;
  }
  if (dataType === 'boolean') return content === true || content === 'true';
  return typeof content === 'object' && content !== null ? content : null;
}

function parseEntry(text: string | null): StoredEntry | null {
  if (text === null) return null;
  try {
    const raw = JSON.parse(text) as Partial<StoredEntry> | null;
    if (raw === null || typeof raw !== 'object' || !isDataType(raw.dataType)) return null;
    return { dataType: raw.dataType, content: raw.content, datetime: typeof raw.datetime === 'number' ? raw.datetime : 0 };
  } catch {
    // A value written by something else under our prefix is not ours to interpret.
    return null;
  }
}

/** STATE-01: a typed, timestamped session store under a product prefix, in sessionStorage by default. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const prefix = options.prefix ?? SESSION_PREFIX;
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  const nameOf = (key: string): string => `${prefix}-${key}`;

  function getEntry(key: string): { value: SessionValue; datetime: number } | null {
    const entry = parseEntry(storage.getItem(nameOf(key)));
    if (!entry) return null;
    const value = restore(entry);
    return value === null ? null : { value, datetime: entry.datetime };
  }

  return {
    get: (key) => getEntry(key)?.value ?? null,
    read(key, schema) {
      const value = getEntry(key)?.value;
      if (value === undefined) return null;
      const parsed = z.safeParse(schema, value);
      return parsed.success ? parsed.data : null;
    },
    getEntry,
    set(key, value) {
      if (value === null || value === undefined) {
        storage.removeItem(nameOf(key));
        return;
      }
      // JSON turns NaN and Infinity into null, which would read back as a different number.
      if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`session value ${key} is not finite`);
      const dataType = typeof value;
      // The type allows functions (they are objects), but JSON cannot carry them.
      if (!isDataType(dataType)) throw new TypeError(`session value ${key} cannot be a ${dataType}`);
      const entry: StoredEntry = { dataType, content: value, datetime: now() };
      storage.setItem(nameOf(key), JSON.stringify(entry));
    },
    remove: (key) => storage.removeItem(nameOf(key)),
    clear() {
      const mine: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const name = storage.key(i);
        if (name !== null && name.startsWith(`${prefix}-`)) mine.push(name);
      }
      // Collected first: removing while walking the indexes would skip keys.
      for (const name of mine) storage.removeItem(name);
    },
  };
}
