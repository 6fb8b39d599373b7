import { HOME_PAGE_PATH, LOGIN_PATH, normalisePath } from '../../../shared/rules/route-guard';
import { DEFAULT_LANDING_COLOR, type PreLoginColumn, type PreLoginConfig } from '../../../shared/schema/prelogin';
import { OPEN_WAY, resolveOpenableUrl } from '../services/open-way';
import { contrastOnWhite, isHexColor, themeVariables } from '../themes/theme-colors';

/** The blocks the page shows, in order: visible columns by `sort`; equal sorts keep the config's order. */
export function visibleColumns(columns: readonly PreLoginColumn[]): PreLoginColumn[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.visible)
    .sort((a, b) => a.column.sort - b.column.sort || a.index - b.index)
    .map(({ column }) => column);
}

/** STATE-02: the configured landing colour when it is a #RRGGBB colour, else the landing default #087EEB. */
export function landingColorOf(configured: string | undefined): string {
  return configured !== undefined && isHexColor(configured) ? configured : DEFAULT_LANDING_COLOR;
}

/** AA for large text (24 px, or 18.7 px bold): what white headings on a coloured band need. */
const LARGE_TEXT_CONTRAST = 3;

/**
 * The page's colour variables from the landing colour. The colour itself (--lp-color) is for accents only:
 * white small text on #087EEB is 4.0:1, under AA. --lp-strong is the colour where white large text still reaches
 * 3:1 (else its dark shade), and --sh-theme-dark (themeVariables) reaches 4.5:1 for small text on white and
 * white small text on it; the shared buttons and links read the --sh-theme variables, so they follow too.
 */
export function landingPalette(color: string): Record<string, string> {
  const hex = landingColorOf(color).toLowerCase();
  const vars = themeVariables(hex);
  return {
    ...vars,
    '--lp-color': hex,
    '--lp-strong': contrastOnWhite(hex) >= LARGE_TEXT_CONTRAST ? hex : vars['--sh-theme-dark'],
  };
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
