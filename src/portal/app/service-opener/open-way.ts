import type { SessionStoreLike } from '../../../shared/rules/session-keys';

/**
 * OPEN-01 … OPEN-02 as pure functions: how a service item or a link opens, which addresses may be opened at all,
 * and the combStr parameter. The React side (ServiceOpenerProvider) only carries out what these decide.
 */

/** OPEN-01: the openWay values of a service item, a tool or a quick-navigation entry. */
export const OPEN_WAY = { dialog: 1001, popup: 1002, newTab: 1003 } as const;

export type Opening = 'dialog' | 'popup' | 'tab';

/** OPEN-01: 1001 in-page dialog, 1002 sized pop-up window, 1003 new tab; anything else has no opening (null). */
export function openingFor(openWay: number): Opening | null {
  if (openWay === OPEN_WAY.dialog) return 'dialog';
  if (openWay === OPEN_WAY.popup) return 'popup';
  if (openWay === OPEN_WAY.newTab) return 'tab';
  return null;
}

/** DLG-03: the default size of an embedded frame, used by the in-page dialog and the pop-up window alike. */
export const SERVICE_FRAME_SIZE = { width: 1200, height: 650 } as const;

/**
 * The address to open, or null when it must not be opened. Only http(s) addresses and portal-relative paths
 * ('/…', not the protocol-relative '//host') qualify: a configured `javascript:` or `data:` URL never runs, and
 * credentials in a URL (`https://user:pw@host`) are refused as a phishing pattern.
 */
export function resolveOpenableUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (value.startsWith('/')) {
    // '//host' and '/\host' leave the portal in browsers; a portal path has a plain second character.
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    return value;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}

/** accessWay '5' (OPEN-02): the service's link carries the user's combination value. */
const COMB_STR_ACCESS_WAY = '5';

/**
 * Session key of the user's combination value (OPEN-02). It is what the combined sign-in to the micro service
 * (POST /api/blade-workbench/nobody/weixin/combLoginToMicroService, doc1 §7) hands back for the user, stored by
 * that sign-in under this key. A school that does not use the combined sign-in never has it: then the parameter
 * is left out and the service asks the user to sign in itself, which is better than sending an empty value.
 */
export const COMB_STR_KEY = 'combStr';

/** The stored combination value, or null when absent or not a non-empty string. */
export function readCombStr(store: Pick<SessionStoreLike, 'get'>): string | null {
  const value = store.get(COMB_STR_KEY);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Adds (or replaces) the combStr query parameter, keeping the path, the rest of the query and the fragment.
 * `url` is an openable one (resolveOpenableUrl): absolute http(s) or a portal path.
 */
export function withCombStr(url: string, combStr: string): string {
  if (url.startsWith('/')) {
    // A fixed base only to reuse URL's query handling; it never leaves this function.
    const parsed = new URL(url, 'http://portal.invalid');
    parsed.searchParams.set('combStr', combStr);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  const parsed = new URL(url);
  parsed.searchParams.set('combStr', combStr);
  return parsed.href;
}

/** OPEN-02: the address a service item opens, with combStr for accessWay '5' when the user has one. */
export function serviceAddress(item: { serviceUrl: string; accessWay: string }, combStr: string | null): string | null {
  const url = resolveOpenableUrl(item.serviceUrl);
  if (url === null) return null;
  return item.accessWay === COMB_STR_ACCESS_WAY && combStr !== null ? withCombStr(url, combStr) : url;
}

/** Screen room for a pop-up window (window.screen's available size). */
export interface ScreenRoom { availWidth: number; availHeight: number }

/**
 * OPEN-01 1002: the features of the sized pop-up window — DLG-03's 1200 × 650, smaller when the screen is, and
 * centred. noopener: the service page must not reach back into the portal through window.opener.
 */
export function popupFeatures(screen: ScreenRoom): string {
  // A screen that reports no size (0, as some embedded browsers do) gets the default size at the corner.
  const room = (available: number, wanted: number) => (available > 0 ? Math.max(320, Math.min(wanted, available)) : wanted);
  const width = room(screen.availWidth, SERVICE_FRAME_SIZE.width);
  const height = room(screen.availHeight, SERVICE_FRAME_SIZE.height);
  const left = Math.max(0, Math.round((screen.availWidth - width) / 2));
  const top = Math.max(0, Math.round((screen.availHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes,noopener`;
}

/** The pop-up window's name (window.open's second argument): one per service, limited to safe characters. */
export function popupName(key: string): string {
  return `sh_service_${key.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 48)}`;
}
