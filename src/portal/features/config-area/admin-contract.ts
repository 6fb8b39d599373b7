import type { ClientKind } from '../../../shared/api/catalogue/define-call';
import type { ApiClient } from '../../../shared/api/client-types';
import type { Lang } from '../../../shared/i18n';
import type { ConfigMenuEntry } from '../../../shared/schema/shell';

/**
 * The page's wrapped clients, one per kind: the studio sends every call through them, so it shares the portal's
 * crypto session, tokens, 401 handling and time-outs instead of building a second client of its own.
 */
export type AdminClients = Readonly<Record<ClientKind, ApiClient>>;

/**
 * The contract between the portal's configuration area and the studio bundle (src/admin), which the portal
 * loads by URL (`<meta name="sh-admin-entry">`) and never imports. The studio imports these types.
 */
export interface AdminMountProps {
  /** The signed-in user's configuration-menu entries (getBusinessConfigMenu), in menu order. */
  entries: readonly ConfigMenuEntry[];
  /** The configuration route being shown, e.g. `/userFrameConfig/homePageConfig`. */
  currentPath: string;
  /**
   * The address's raw query without `?` (e.g. `view=%2FcardTypes%2Fcreate`): where the studio keeps the page it
   * shows inside an entry, so reloads and the back button work although the portal routes only the entry itself.
   */
  currentSearch: string;
  /** The portal's current language; the studio renders in the same one. */
  lang: Lang;
  /** Moves the portal's router (the studio never touches history itself, so the guard sees every move). */
  navigate(path: string, options?: { replace?: boolean }): void;
  clients: AdminClients;
}

/** A mounted studio: it stays mounted for the whole visit of the area and takes new props as the portal moves. */
export interface AdminMountHandle {
  update(props: AdminMountProps): void;
  unmount(): void;
}

/** What the studio's entry module exports. `mount` renders into `element` once per visit of the area. */
export interface AdminModule {
  mount(element: HTMLElement, props: AdminMountProps): AdminMountHandle;
}

export function isAdminModule(value: unknown): value is AdminModule {
  return typeof value === 'object' && value !== null && 'mount' in value
    && typeof (value as { mount: unknown }).mount === 'function';
}

/** Names of the meta tags the build writes into index.html (see vite.config.ts). */
export const ADMIN_ENTRY_META = 'sh-admin-entry';
export const ADMIN_CSS_META = 'sh-admin-css';
