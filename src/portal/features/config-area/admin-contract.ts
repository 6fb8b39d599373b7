import type { Lang } from '../../../shared/i18n';
import type { ConfigMenuEntry } from '../../../shared/schema/shell';

/**
 * The contract between the portal's configuration area and the studio bundle (src/admin), which the portal
 * loads by URL (`<meta name="sh-admin-entry">`) and never imports. The studio imports these types.
 */
export interface AdminMountProps {
  /** The signed-in user's configuration-menu entries (getBusinessConfigMenu), in menu order. */
  entries: readonly ConfigMenuEntry[];
  /** The configuration route being shown, e.g. `/userFrameConfig/homePageConfig`. */
  currentPath: string;
  /** The portal's current language; the studio renders in the same one. */
  lang: Lang;
  /** Moves the portal's router (the studio never touches history itself, so the guard sees every move). */
  navigate(path: string): void;
}

/** What the studio's entry module exports. `mount` renders into `element` and returns its unmount. */
export interface AdminModule {
  mount(element: HTMLElement, props: AdminMountProps): () => void;
}

export function isAdminModule(value: unknown): value is AdminModule {
  return typeof value === 'object' && value !== null && 'mount' in value
    && typeof (value as { mount: unknown }).mount === 'function';
}

/** Names of the meta tags the build writes into index.html (see vite.config.ts). */
export const ADMIN_ENTRY_META = 'sh-admin-entry';
export const ADMIN_CSS_META = 'sh-admin-css';
