import { themeSchema, type Theme } from '../../../shared/schema/home';
import type { SessionStoreLike } from '../../../shared/rules/session-keys';
import { applyThemeToDocument } from './apply-theme';

/** doc2 §3: the theme is kept in the session store under this key. */
export const THEME_STORE_KEY = 'theme';

/** The stored theme, observable, so a pick re-renders every reader (useTheme) at once. */
export interface ThemeStore {
  get(): Theme | null;
  /** Stores the theme (null forgets it), applies it to the page and tells every reader. */
  set(theme: Theme | null): void;
  subscribe(listener: () => void): () => void;
}

function createThemeStore(store: SessionStoreLike): ThemeStore {
  const listeners = new Set<() => void>();
  // A stable snapshot for useSyncExternalStore: a new object only when the stored JSON changes, so a sign-out
  // page that clears the whole store (login ?logout=true) is seen too.
  let lastRaw: string | null = null;
  let last: Theme | null = null;
  return {
    get() {
      const value = store.get(THEME_STORE_KEY);
      const raw = value === null ? null : JSON.stringify(value);
      if (raw !== lastRaw) {
        lastRaw = raw;
        const parsed = themeSchema.safeParse(value);
        last = parsed.success ? parsed.data : null;
      }
      return last;
    },
    set(theme) {
      if (theme) store.set(THEME_STORE_KEY, theme);
      else store.remove(THEME_STORE_KEY);
      applyThemeToDocument(theme);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

const stores = new WeakMap<SessionStoreLike, ThemeStore>();

/** The one theme store of a session store (the page has one; each test has its own). */
export function themeStoreFor(store: SessionStoreLike): ThemeStore {
  let found = stores.get(store);
  if (!found) {
    found = createThemeStore(store);
    stores.set(store, found);
  }
  return found;
}
