import { HOME_PAGE_PATH, safeRedirectTarget } from '../../../shared/rules/route-guard';
import type { SessionStoreLike } from '../../../shared/rules/session-keys';
import { DEFAULT_BACK_PATH, DEFAULT_PERSONAL_CARD, type SESSION_DEFAULTS } from '../../../shared/state/defaults';

/**
 * The personal centre's sections, named as the personal cards of doc2 §2 (STATE-02: PersonalInformation first).
 * The same names travel in `?tab=` and in the stored personal card, so a link and the session agree. 我的办件 and
 * 消息中心 (ADR 026) take our own names in the same style.
 */
export const SECTIONS = [
  'PersonalInformation', 'MyApplications', 'MyMessages', 'RoleSwitching', 'AccountSecurity', 'MyCollection', 'MyEvaluation', 'MyFeedback',
  'ThemeSettings', 'RecentServices',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The session keys STATE-02's defaults are stored under (defaults.ts: SESSION_DEFAULTS). */
export const PERSONAL_CARD_KEY = 'personalCard' satisfies keyof typeof SESSION_DEFAULTS;
export const BACK_PATH_KEY = 'backPath' satisfies keyof typeof SESSION_DEFAULTS;

function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

/** The sections this user sees: role switching only for someone who holds several roles. */
export function visibleSections(roleCount: number): Section[] {
  return SECTIONS.filter((section) => section !== 'RoleSwitching' || roleCount > 1);
}

/**
 * The section to show: the address's `?tab=` first, then the stored personal card, then STATE-02's default.
 * A name this user cannot see (role switching with one role, a stale link) falls back the same way.
 */
export function chooseSection(tab: string | null, storedCard: unknown, visible: readonly Section[]): Section {
  for (const candidate of [tab, storedCard, DEFAULT_PERSONAL_CARD]) {
    if (isSection(candidate) && visible.includes(candidate)) return candidate;
  }
  return 'PersonalInformation';
}

/**
 * Where 返回 goes: the stored back path (a page key such as 'homePage', or a path), STATE-02's homePage when
 * none. Only same-site paths: a stored value must not send the user off the portal.
 */
export function backTarget(stored: unknown): string {
  const raw = typeof stored === 'string' && stored.trim() !== '' ? stored.trim() : DEFAULT_BACK_PATH;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  return safeRedirectTarget(path, HOME_PAGE_PATH);
}

/** The stored personal card, so the centre reopens where the user left it. */
export function rememberSection(store: SessionStoreLike, section: Section): void {
  store.set(PERSONAL_CARD_KEY, section);
}

/** The address of a section, keeping the page's path. */
export function sectionHref(path: string, search: string, section: Section): string {
  const params = new URLSearchParams(search);
  params.set('tab', section);
  return `${path}?${params.toString()}`;
}
