import { DUTY_TYPES, THREE_LIST_KEYS, type DutyType, type ThreeListKey } from '../../../shared/schema/three-lists';

/**
 * The three-lists page's selection as it lives in the address (list, category or department, keyword, duty type,
 * page), so a link or the back button shows what the user saw. The same approach as the directory's url-state:
 * only non-default values are written, and anything unreadable falls back to its default.
 */
export interface ThreeListsUrlState {
  /** '' = the first list the configuration shows. */
  list: ThreeListKey | '';
  /** A selected department id; wins over `category`. */
  deptId: string;
  /** A selected department category (its tree node). */
  category: string;
  keyword: string;
  /** The duty list's type filter; '' for every type. */
  dutyType: DutyType | '';
  /** 1-based. */
  page: number;
}

export const DEFAULT_THREE_LISTS_STATE: ThreeListsUrlState = { list: '', deptId: '', category: '', keyword: '', dutyType: '', page: 1 };

/** The request schemas' limits (shared/schema/three-lists.ts): longer values could never be asked for. */
const MAX_KEYWORD_LENGTH = 50;
const MAX_ID_LENGTH = 32;
/** Far beyond any real list; keeps a hand-typed page number from becoming a huge offset. */
const MAX_PAGE = 10_000;

const PARAM = {
  list: 'list', deptId: 'dept', category: 'cat', keyword: 'keyword', dutyType: 'type', page: 'page',
} as const satisfies Record<keyof ThreeListsUrlState, string>;

/** A keyword as the lists take it: trimmed, at most 50 characters, never ending in half a surrogate pair. */
function normaliseKeyword(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.length <= MAX_KEYWORD_LENGTH) return trimmed;
  const cut = trimmed.slice(0, MAX_KEYWORD_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

function readShort(value: string | null): string {
  const text = value?.trim() ?? '';
  return text.length <= MAX_ID_LENGTH ? text : '';
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readOne<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** The state of a raw (percent-encoded) query string, with or without its leading '?'. */
export function parseThreeListsQuery(search: string): ThreeListsUrlState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const deptId = readShort(params.get(PARAM.deptId));
  return {
    list: readOne(THREE_LIST_KEYS, params.get(PARAM.list)),
    deptId,
    // One selection at a time: a department is more precise than its category.
    category: deptId === '' ? readShort(params.get(PARAM.category)) : '',
    keyword: normaliseKeyword(params.get(PARAM.keyword) ?? ''),
    dutyType: readOne(DUTY_TYPES, params.get(PARAM.dutyType)),
    page: readPage(params.get(PARAM.page)),
  };
}

/** The query string of a state without '?', in a fixed order, defaults left out. A space stays %20. */
export function formatThreeListsQuery(state: ThreeListsUrlState): string {
  const pairs: [string, string][] = [];
  const add = (key: string, value: string): void => { if (value !== '') pairs.push([key, value]); };
  add(PARAM.list, state.list);
  add(PARAM.deptId, state.deptId);
  add(PARAM.category, state.deptId === '' ? state.category : '');
  add(PARAM.keyword, state.keyword);
  add(PARAM.dutyType, state.dutyType);
  add(PARAM.page, state.page > 1 ? String(state.page) : '');
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

export function threeListsHref(path: string, state: ThreeListsUrlState): string {
  const query = formatThreeListsQuery(state);
  return query ? `${path}?${query}` : path;
}

/**
 * The state after a change the user made. Another list starts without the old keyword and type (a department's
 * name means nothing as a duty search); any change of what is listed starts again at page 1.
 */
export function changeThreeListsState(state: ThreeListsUrlState, patch: Partial<ThreeListsUrlState>): ThreeListsUrlState {
  const next: ThreeListsUrlState = { ...state, ...patch };
  if (patch.keyword !== undefined) next.keyword = normaliseKeyword(patch.keyword);
  if (patch.deptId !== undefined && patch.deptId !== '' && patch.category === undefined) next.category = '';
  if (patch.category !== undefined && patch.category !== '' && patch.deptId === undefined) next.deptId = '';
  if (patch.list !== undefined && patch.list !== state.list) {
    if (patch.keyword === undefined) next.keyword = '';
    if (patch.dutyType === undefined) next.dutyType = '';
  }
  const listChanged = (['list', 'deptId', 'category', 'keyword', 'dutyType'] as const).some((key) => next[key] !== state[key]);
  if (patch.page === undefined && listChanged) next.page = 1;
  return next;
}
