import { HOME_PAGE_PATH, LOGIN_PATH, normalisePath } from '../../../shared/rules/route-guard';
import type { PreLoginColumn, PreLoginConfig } from '../../../shared/schema/prelogin';
import { OPEN_WAY, resolveOpenableUrl } from '../../app/service-opener/open-way';

// The palette is shared with the server, which paints the page's first frame before the script runs.
export { landingColorOf, landingPalette } from '../../../shared/rules/landing-palette';

/** The blocks the page shows, in order: visible columns by `sort`; equal sorts keep the config's order. */
export function visibleColumns(columns: readonly PreLoginColumn[]): PreLoginColumn[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.visible)
    .sort((a, b) => a.column.sort - b.column.sort || a.index - b.index)
    .map(({ column }) => column);
}

/** Where a link of the landing page goes: a portal route (client-side), another page in this tab, or a new tab. */
export type LinkTarget =
  | { kind: 'route'; path: string }
  | { kind: 'page'; href: string }
  | { kind: 'tab'; href: string };

/**
 * A navigation entry's target: openWay 1003 a new tab, 1001 (and anything else) in this page. Only http(s) and
 * portal paths qualify (resolveOpenableUrl); null means the entry is not shown.
 */
export function linkTarget(url: string, openWay: number): LinkTarget | null {
  const href = resolveOpenableUrl(url);
  if (href === null) return null;
  if (openWay === OPEN_WAY.newTab) return { kind: 'tab', href };
  return href.startsWith('/') ? { kind: 'route', path: href } : { kind: 'page', href };
}

/**
 * The 登录 button: config.jump.loginPath, or /login. When it is our own sign-in page and the config names another
 * page to land on afterwards (jump.afterLoginPath), the sign-in page is told through its `redirect`.
 */
export function loginTarget(jump: PreLoginConfig['jump'] | undefined): LinkTarget {
  const configured = jump ? resolveOpenableUrl(jump.loginPath) : null;
  if (configured !== null && !configured.startsWith('/')) return { kind: 'page', href: configured };
  const path = configured ?? LOGIN_PATH;
  const after = jump ? resolveOpenableUrl(jump.afterLoginPath) : null;
  const isOwnLogin = normalisePath(path) === LOGIN_PATH && !path.includes('?');
  if (isOwnLogin && after !== null && after.startsWith('/') && normalisePath(after) !== HOME_PAGE_PATH) {
    return { kind: 'route', path: `${LOGIN_PATH}?redirect=${encodeURIComponent(after)}` };
  }
  return { kind: 'route', path };
}
