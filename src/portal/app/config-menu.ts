import { z } from 'zod/mini';
import type { ApiClient } from '../../shared/api/client-types';
import { getBusinessConfigMenu } from '../../shared/api/catalogue/shell';
import { SESSION_KEYS, type SessionStoreLike } from '../../shared/rules/session-keys';
import { configMenuEntrySchema, type ConfigMenuEntry } from '../../shared/schema/shell';

const menuSchema = z.array(configMenuEntrySchema);

/** The user's configuration-menu list (ROUTE-03): fetched once after sign-in and cached in the session store. */
export interface ConfigMenuSource {
  /** The cached list, or null while it has not been fetched. */
  cached(): ConfigMenuEntry[] | null;
  /** The cached list, or one fetch of it shared by everyone who asks meanwhile. */
  load(): Promise<ConfigMenuEntry[]>;
}

export function createConfigMenuSource(store: SessionStoreLike, blade: ApiClient): ConfigMenuSource {
  let inFlight: Promise<ConfigMenuEntry[]> | null = null;
  const cached = (): ConfigMenuEntry[] | null => {
    const parsed = menuSchema.safeParse(store.get(SESSION_KEYS.configMenu));
    return parsed.success ? [...parsed.data].sort((a, b) => a.sort - b.sort) : null;
  };
  return {
    cached,
    load() {
      const hit = cached();
      if (hit) return Promise.resolve(hit);
      if (!inFlight) {
        // silent: the guard shows its own error with a retry, a toast would say the same twice.
        inFlight = blade.call(getBusinessConfigMenu, {}, { silent: true })
          .then((list) => {
            store.set(SESSION_KEYS.configMenu, list);
            return cached() ?? [];
          })
          .finally(() => { inFlight = null; });
      }
      return inFlight;
    },
  };
}
