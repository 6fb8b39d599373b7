import type { ConfigMenuEntry } from '../schema/shell';
import { DEFAULT_TABS, PAGE_KEYS } from '../state/defaults';
import { SESSION_KEYS, type SessionStoreLike } from './session-keys';

/** ROUTE-01: routes that render with no signed-in user. */
const PUBLIC_PATHS: readonly string[] = ['/', '/login', '/allServices', '/generalDetailsTow', '/deleteNoPag'];

export const LOGIN_PATH = '/login';
const NO_POWER_PATH = '/noPower';
/** The signed-in home page; where sign-in returns when no `redirect` says otherwise. */
export const HOME_PAGE_PATH = '/homePage';
export const CONFIG_AREA_PATH = '/userFrameConfig';

/** Trailing slashes do not make a different route. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route name is the last path segment, as in the route table of doc1 §2 (e.g. `homePageConfig`). */
function routeNameOf(path: string): string {
  const segments = normalisePath(path).split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(path));
}

/** ROUTE-03: the configuration routes. */
function isConfigPath(path: string): boolean {
  const p = normalisePath(path);
  return p === '/cardBusinessConfig' || p.includes('userFrameConfig');
}

/**
 * ROUTE-03: an entry matches when its path equals the path or its name equals the route name.
 * The bare `/userFrameConfig` has no entry of its own in any menu; it is the area's door, so we let it
 * through when the user holds at least one entry under it (the area then opens that entry).
 */
export function hasConfigAccess(path: string, menu: readonly ConfigMenuEntry[]): boolean {
  const p = normalisePath(path);
  const name = routeNameOf(p);
  if (menu.some((e) => normalisePath(e.path) === p || e.name === name)) return true;
  if (p === CONFIG_AREA_PATH) return menu.some((e) => normalisePath(e.path).startsWith(`${CONFIG_AREA_PATH}/`));
  return false;
}

export interface GuardInput {
  /** Path with optional query, as the user asked for it. */
  path: string;
  isSignedIn: boolean;
  /** The configuration-menu list, or null while it has not been fetched. */
  configMenu: readonly ConfigMenuEntry[] | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** A configuration route while the menu list is unknown: fetch it, then decide again. */
  | { kind: 'needs-config-menu' };

/** Applies ROUTE-01…ROUTE-03 to one navigation. Visitors keep the wanted path in `redirect`. */
export function decideRoute(input: GuardInput): GuardDecision {
  const path = normalisePath(input.path);
  if (isPublicPath(path)) return { kind: 'allow' };
  if (!input.isSignedIn) {
    return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(input.path)}` };
  }
  if (isConfigPath(path)) {
    if (input.configMenu === null) return { kind: 'needs-config-menu' };
    if (!hasConfigAccess(path, input.configMenu)) return { kind: 'redirect', to: NO_POWER_PATH };
  }
  return { kind: 'allow' };
}

/**
 * Only same-site paths are honoured as a sign-in return target, so a crafted link cannot send a user
 * elsewhere after sign-in (`//host` and `/\host` are other origins to a browser).
 */
export function safeRedirectTarget(raw: string | null, fallback = HOME_PAGE_PATH): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // Browsers drop tabs and line breaks inside addresses ('/\t/evil.example' is '//evil.example'): none is ours.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  // Only a path of this origin: resolved against a stand-in origin, it must stay there.
  let resolved: URL;
  try {
    resolved = new URL(raw, 'http://portal.invalid');
  } catch {
    return fallback;
  }
  if (resolved.origin !== 'http://portal.invalid') return fallback;
  if (normalisePath(resolved.pathname) === LOGIN_PATH) return fallback;
  return raw;
}

export type ServiceBusinessType = 'APPLICATION' | 'PROCESS' | '';

/** ROUTE-04: the service type a route lists (ROUTE-06). */
export function serviceTypeOf(path: string): ServiceBusinessType {
  const p = normalisePath(path);
  if (p === '/applicationServiceCenter') return 'APPLICATION';
  if (p === '/processServiceCenter') return 'PROCESS';
  return '';
}

const DEFAULT_PRE_LOGIN_CONFIG_TAB = DEFAULT_TABS.preLoginConfigTab;
const MESSAGE_RELEASE_HOME = PAGE_KEYS.homePage;

/** ROUTE-04: side effects of every navigation. */
export function applyNavigationEffects(path: string, store: SessionStoreLike): void {
  store.set(SESSION_KEYS.serviceBusinessType, serviceTypeOf(path));
  store.set(SESSION_KEYS.preLoginConfigTab, DEFAULT_PRE_LOGIN_CONFIG_TAB);
  store.set(SESSION_KEYS.messageReleaseArea, MESSAGE_RELEASE_HOME);
}
