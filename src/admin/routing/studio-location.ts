import type { ConfigMenuEntry } from '../../shared/schema/shell';
import type { StudioPage } from '../pages/registry';

/**
 * The two-way map between the portal's address (an entry's route, plus `?view=` for a page deeper inside it) and
 * the location of the studio's in-memory router. The portal routes only the entries themselves, so everything
 * below an entry travels in the query.
 */

/** Inner path of an entry that has no built page yet. */
export const PENDING_PREFIX = '/pending/';
/** Inner path shown when the portal's route is not one of the user's entries. */
export const NOT_IN_MENU_PATH = '/not-in-menu';
const VIEW_PARAM = 'view';
/** Studio pages that belong to no one entry (the jobs page): shown under whichever entry is open. */
const SHARED_VIEWS = ['jobs'] as const;
const isShared = (resource: string) => (SHARED_VIEWS as readonly string[]).includes(resource);

export interface PortalPlace {
  currentPath: string;
  /** The raw query, without `?`. */
  currentSearch: string;
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/';
  return norm(a) === norm(b);
}

/** The user's entry whose route is `path`, if any. */
export function entryAt(entries: readonly ConfigMenuEntry[], path: string): ConfigMenuEntry | undefined {
  return entries.find((entry) => samePath(entry.path, path));
}

function resourceOf(inner: string): string {
  return inner.split(/[/?#]/).find((segment) => segment !== '') ?? '';
}

function readView(search: string): string | null {
  try {
    return new URLSearchParams(search).get(VIEW_PARAM);
  } catch {
    return null;
  }
}

/** Where the studio's router should be for the portal's address. */
export function innerPathFor(place: PortalPlace, entries: readonly ConfigMenuEntry[], pages: readonly StudioPage[]): string {
  const entry = entryAt(entries, place.currentPath);
  if (!entry) return NOT_IN_MENU_PATH;
  const page = pages.find((p) => p.entry === entry.name);
  if (!page) return `${PENDING_PREFIX}${encodeURIComponent(entry.name)}`;
  const view = readView(place.currentSearch);
  // Only a path of one of the entry's own resources: the query is anyone's to edit.
  if (view !== null && view.startsWith('/') && !view.startsWith('//') && (page.resources.includes(resourceOf(view)) || isShared(resourceOf(view)))) return view;
  return page.home;
}

/**
 * The portal address for a studio location, or null when the location belongs to no entry of the user (the
 * portal then stays where it is).
 */
export function portalPathFor(inner: string, entries: readonly ConfigMenuEntry[], pages: readonly StudioPage[], currentPath = ''): string | null {
  if (inner.startsWith(PENDING_PREFIX)) {
    const name = decodeURIComponent(inner.slice(PENDING_PREFIX.length));
    return entries.find((entry) => entry.name === name)?.path ?? null;
  }
  const resource = resourceOf(inner);
  if (isShared(resource)) {
    const open = entryAt(entries, currentPath);
    return open ? `${open.path}?${new URLSearchParams({ [VIEW_PARAM]: inner }).toString()}` : null;
  }
  const page = pages.find((p) => p.resources.includes(resource));
  const entry = page ? entries.find((e) => e.name === page.entry) : undefined;
  if (!page || !entry) return null;
  if (inner === page.home) return entry.path;
  return `${entry.path}?${new URLSearchParams({ [VIEW_PARAM]: inner }).toString()}`;
}

/** The portal address as one string, to compare with portalPathFor's answer. */
export function portalAddress(place: PortalPlace): string {
  return place.currentSearch === '' ? place.currentPath : `${place.currentPath}?${place.currentSearch}`;
}
