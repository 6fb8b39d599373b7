import { FILE_URL_PREFIX } from '../../../shared/rules/file-url';

/** Where a message's url leads (MSG-01): another site in a new tab, a page of the portal, or nowhere. */
export type OpenTarget =
  | { kind: 'newTab'; url: string }
  | { kind: 'portal'; path: string }
  | { kind: 'refused' };

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * A path of this site: one leading slash (not `//host` nor `/\host`, which browsers read as another host), no
 * whitespace or backslash; the only kind of address the portal follows inside (messages, news, card links).
 */
export function isPortalPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value);
}

/**
 * http(s) opens in a new tab; a portal path navigates in the app, except our own files, which open in a tab as the
 * download they are; anything else (javascript:, data:, protocol-relative, bare words) is refused.
 */
export function classifyMessageUrl(raw: string): OpenTarget {
  const url = raw.trim();
  if (isPortalPath(url)) return url.startsWith(FILE_URL_PREFIX) ? { kind: 'newTab', url } : { kind: 'portal', path: url };
  if (isWebUrl(url)) return { kind: 'newTab', url };
  return { kind: 'refused' };
}

/** Links inside message content: http(s), mailto and portal paths; everything else loses its href. */
export function isAllowedContentLink(raw: string): boolean {
  const url = raw.trim();
  if (isPortalPath(url) || isWebUrl(url)) return true;
  return /^mailto:[^\s<>"]+$/i.test(url);
}
