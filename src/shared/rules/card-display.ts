import type { DisplayRows } from '../schema/cards';

/**
 * The display rules of the home-page cards (doc1 §2 "Card preview dialog", §9): how tall a card is, how many items
 * it shows, how counts are capped, which items stand out. Pure functions, shared by the portal's cards, the
 * studio's preview and the server where it needs the same numbers.
 */

/**
 * Where a card stands: 'narrow' beside the message (announcements) card, 'normal' on a row of its own, 'all' when
 * the card's full list is shown (CARD-04).
 */
export type CardLayoutMode = 'narrow' | 'normal' | 'all';

/** CARD-03: the body heights of 1, 2 and 3 display rows, in px. */
const CARD_HEIGHTS: Readonly<Record<DisplayRows, number>> = { 1: 106, 2: 212, 3: 316 };

/** CARD-04: items per display row, by layout. */
export const ITEMS_PER_ROW: Readonly<Record<CardLayoutMode, number>> = { narrow: 6, normal: 5, all: 8 };

/** displayRows brought into 1–3; a value that is not a number counts as 1 (a card always shows a row). */
export function clampDisplayRows(displayRows: number): DisplayRows {
  if (!Number.isFinite(displayRows) || displayRows <= 1) return 1;
  if (displayRows >= 3) return 3;
  return Math.floor(displayRows) === 2 ? 2 : 1;
}

/** CARD-03: the card body's height in px for displayRows (1 → 106, 2 → 212, 3 → 316; clamped to 1–3). */
export function cardHeight(displayRows: number): number {
  return CARD_HEIGHTS[clampDisplayRows(displayRows)];
}

/** CARD-04: the most items a card shows: 6/12/18 narrow, 5/10/15 normal, 8/16/24 when 'all' is shown. */
export function itemLimit(displayRows: number, mode: CardLayoutMode): number {
  return ITEMS_PER_ROW[mode] * clampDisplayRows(displayRows);
}

/** A count as a whole number ≥ 0; anything else (NaN, negative) is 0. */
function wholeCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** CARD-05: a to-do count; '99+' at 100 or more. */
export function formatTodoCount(n: number): string {
  const count = wholeCount(n);
  return count >= 100 ? '99+' : String(count);
}

/** CARD-05: a staging-table count; '99+' above 99. */
export function formatStagingCount(n: number): string {
  const count = wholeCount(n);
  return count > 99 ? '99+' : String(count);
}

/** CARD-05: the cap of a visit count. */
const VISIT_COUNT_CAP = 9_999_999;

/** CARD-05: a visit count; '9999999+' above 9999999. */
export function formatVisitCount(n: number): string {
  const count = wholeCount(n);
  return count > VISIT_COUNT_CAP ? `${VISIT_COUNT_CAP}+` : String(count);
}

/** CARD-06: how many recommendations at the top get the highlighted styling. */
const HIGHLIGHTED_RECOMMENDATIONS = 3;

/** CARD-06: whether the recommendation at `index` (0-based) is one of the first three. */
export function isHighlightedRecommendation(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < HIGHLIGHTED_RECOMMENDATIONS;
}

/** CARD-07: the common-service card's first items shown large (3, or 2 on the narrow layout), the rest as a list. */
export function commonServiceSplit<T>(items: readonly T[], mode: CardLayoutMode): { large: T[]; rest: T[] } {
  const large = mode === 'narrow' ? 2 : 3;
  return { large: items.slice(0, large), rest: items.slice(large) };
}

/** CARD-08: the personal-matters card's columns: 3 on the narrow layout, 5 otherwise. */
export function personalMattersColumns(mode: CardLayoutMode): 3 | 5 {
  return mode === 'narrow' ? 3 : 5;
}

/** CARD-09: how long an item counts as new. */
const NEW_BADGE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** CARD-09: a release time this far ahead of our clock still counts (the server's clock may run a little ahead). */
const CLOCK_SKEW_MS = 60 * 1000;

/**
 * CARD-09: whether an item released at `releaseTime` (ISO text) shows the 'NEW' badge at `now`: released within
 * the last 24 hours. A time further in the future than a minute of clock skew, or one that does not parse, is not new.
 */
export function isNew(releaseTime: string | null | undefined, now: number | Date): boolean {
  if (!releaseTime) return false;
  const released = Date.parse(releaseTime);
  if (Number.isNaN(released)) return false;
  const age = (typeof now === 'number' ? now : now.getTime()) - released;
  return age >= -CLOCK_SKEW_MS && age <= NEW_BADGE_WINDOW_MS;
}

/** CARD-10: the labels a to-do item falls back to. */
const TODO_LABEL_DEFAULTS = { todoTypeName: '待审批', todoTimeoutName: '超时' } as const;

export interface TodoLabels {
  todoTypeName: string;
  todoTimeoutName: string;
}

/**
 * CARD-10: the labels of a to-do item: its own todoTypeName and todoTimeoutName, or 待审批 and 超时 when they are
 * missing or blank. `defaults` lets the portal pass the same defaults in the reader's language.
 */
export function todoLabels(
  item: { todoTypeName?: string | null; todoTimeoutName?: string | null },
  defaults: TodoLabels = TODO_LABEL_DEFAULTS,
): TodoLabels {
  const pick = (value: string | null | undefined, fallback: string): string => (value?.trim() ? value : fallback);
  return {
    todoTypeName: pick(item.todoTypeName, defaults.todoTypeName),
    todoTimeoutName: pick(item.todoTimeoutName, defaults.todoTimeoutName),
  };
}

/** CARD-11: field labels longer than this are cut. */
const LABEL_MAX_CHARS = 5;

/**
 * CARD-11: a label of more than `max` characters becomes its first `max` and '…'. Characters are Unicode code
 * points, so a character outside the BMP is never split in half.
 */
export function truncateLabel(label: string, max: number = LABEL_MAX_CHARS): string {
  const chars = Array.from(label);
  return chars.length > max ? `${chars.slice(0, Math.max(0, max)).join('')}…` : label;
}

/** CARD-12: the news source whose items are dated by create_time. */
const OFFICIAL_ACCOUNT_SOURCE = 'OfficialAccount';

/**
 * CARD-12: the date a news item shows: create_time when its dataSource is 'OfficialAccount', else releaseTime.
 * When the chosen one is missing the other is shown rather than no date at all; null when neither is set.
 */
export function newsDate(item: { dataSource: string; releaseTime: string | null; create_time: string | null }): string | null {
  const official = item.dataSource === OFFICIAL_ACCOUNT_SOURCE;
  const first = official ? item.create_time : item.releaseTime;
  const second = official ? item.releaseTime : item.create_time;
  return first || second || null;
}
