import { DIRECTORY_SORTS, type DirectorySort } from '../../../shared/schema/directory';

/**
 * The directory page's state as it lives in the address (keyword, filters, sort, page, guide), so that a link or
 * the back button restores what the user saw. Only non-default values are written; anything unreadable in an
 * address falls back to its default instead of failing the page.
 */

/** OPEN-05: '' is both ways of handling, OFFLINE 线下办理, ONLINE 线上办理. */
export type HandlingFilter = '' | 'ONLINE' | 'OFFLINE';

export interface DirectoryUrlState {
  keyword: string;
  deptId: string;
  sceneId: string;
  typeId: string;
  processType: HandlingFilter;
  shelfLabelId: string;
  sort: DirectorySort;
  /** 1-based. */
  page: number;
  /** A service id: the page shows that service's full guide instead of the list. */
  guide: string;
}

export const DEFAULT_DIRECTORY_STATE: DirectoryUrlState = {
  keyword: '', deptId: '', sceneId: '', typeId: '', processType: '', shelfLabelId: '', sort: 'default', page: 1, guide: '',
};

/** The request schemas' limits: a longer value could never be searched, so it is cut (keyword) or dropped (ids). */
export const MAX_KEYWORD_LENGTH = 50;
const MAX_ID_LENGTH = 32;
/** Far beyond any real list; keeps a hand-typed page number from becoming a huge offset. */
const MAX_PAGE = 10_000;

/** Query parameter names; `keyword` is the one DLG-02's workGuide target writes (/serviceHall?keyword=…). */
const PARAM = {
  keyword: 'keyword', deptId: 'dept', sceneId: 'scene', typeId: 'type', processType: 'way', shelfLabelId: 'label',
  sort: 'sort', page: 'page', guide: 'guide',
} as const satisfies Record<keyof DirectoryUrlState, string>;

const WAY_VALUES: Readonly<Record<string, HandlingFilter>> = { online: 'ONLINE', offline: 'OFFLINE' };

/** A keyword as the search takes it: trimmed and at most 50 characters, never ending in half a surrogate pair. */
export function normaliseKeyword(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.length <= MAX_KEYWORD_LENGTH) return trimmed;
  const cut = trimmed.slice(0, MAX_KEYWORD_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

function readId(value: string | null): string {
  const id = value?.trim() ?? '';
  return id.length <= MAX_ID_LENGTH ? id : '';
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readSort(value: string | null): DirectorySort {
  return (DIRECTORY_SORTS as readonly string[]).includes(value ?? '') ? (value as DirectorySort) : 'default';
}

/** The state of a query string (with or without its leading '?'), as the address holds it (percent-encoded). */
export function parseDirectoryQuery(search: string): DirectoryUrlState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return {
    keyword: normaliseKeyword(params.get(PARAM.keyword) ?? ''),
    deptId: readId(params.get(PARAM.deptId)),
    sceneId: readId(params.get(PARAM.sceneId)),
    typeId: readId(params.get(PARAM.typeId)),
    processType: WAY_VALUES[(params.get(PARAM.processType) ?? '').toLowerCase()] ?? '',
    shelfLabelId: readId(params.get(PARAM.shelfLabelId)),
    sort: readSort(params.get(PARAM.sort)),
    page: readPage(params.get(PARAM.page)),
    guide: readId(params.get(PARAM.guide)),
  };
}

/**
 * The query string of a state without '?', in a fixed order, defaults left out ('' for the default state).
 * encodeURIComponent rather than URLSearchParams: a space stays %20, as DLG-02's links write it.
 */
export function formatDirectoryQuery(state: DirectoryUrlState): string {
  const pairs: [string, string][] = [];
  const add = (key: string, value: string): void => { if (value !== '') pairs.push([key, value]); };
  add(PARAM.keyword, state.keyword);
  add(PARAM.deptId, state.deptId);
  add(PARAM.sceneId, state.sceneId);
  add(PARAM.typeId, state.typeId);
  add(PARAM.processType, state.processType.toLowerCase());
  add(PARAM.shelfLabelId, state.shelfLabelId);
  add(PARAM.sort, state.sort === 'default' ? '' : state.sort);
  add(PARAM.page, state.page > 1 ? String(state.page) : '');
  add(PARAM.guide, state.guide);
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** The address of `state` on `path`. */
export function directoryHref(path: string, state: DirectoryUrlState): string {
  const query = formatDirectoryQuery(state);
  return query ? `${path}?${query}` : path;
}

/**
 * The state after a change the user made. A new keyword, filter or sort starts again at page 1 (page 5 of the old
 * list means nothing in the new one); the guide closes unless the change opens one.
 */
export function changeDirectoryState(state: DirectoryUrlState, patch: Partial<DirectoryUrlState>): DirectoryUrlState {
  const next: DirectoryUrlState = { ...state, guide: '', ...patch };
  if (patch.keyword !== undefined) next.keyword = normaliseKeyword(patch.keyword);
  const listChanged = (['keyword', 'deptId', 'sceneId', 'typeId', 'processType', 'shelfLabelId', 'sort'] as const)
    .some((key) => next[key] !== state[key]);
  if (patch.page === undefined && listChanged) next.page = 1;
  return next;
}

/** How many of the filters in the filter panel are set (the phone's 筛选 button shows it). */
export function activeFilterCount(state: DirectoryUrlState): number {
  return [state.deptId, state.sceneId, state.typeId, state.processType].filter((value) => value !== '').length;
}

/** Whether anything narrows the list besides the keyword: a filter, or a shelf label. */
export function hasFilters(state: DirectoryUrlState): boolean {
  return activeFilterCount(state) > 0 || state.shelfLabelId !== '';
}

/** The change that clears every filter and the shelf label, keeping the keyword and the sort. */
export const NO_FILTERS = {
  deptId: '', sceneId: '', typeId: '', processType: '', shelfLabelId: '',
} as const satisfies Partial<DirectoryUrlState>;
