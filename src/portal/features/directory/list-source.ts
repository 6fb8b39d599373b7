import type { ServiceItem } from '../../../shared/schema/cards';
import type { DirectoryPage, DirectoryPageRequest, DirectoryServiceType } from '../../../shared/schema/directory';
import type { SearchServiceRequest, SearchServiceResult } from '../../../shared/schema/search';
import { hasFilters, type DirectoryUrlState } from './url-state';

/** ROUTE-06: the page's centre; '' is the whole service hall. */
export type CentreType = DirectoryServiceType;

/** A page of the list shows 12 services: four rows of three on a desktop. */
export const PAGE_SIZE = 12;

/**
 * Where a list comes from.
 * - 'search': a keyword alone. searchService matches pinyin, initials (qj → 请假), synonyms and one typo, and
 *   ranks by relevance; it knows no filters.
 * - 'page': no keyword, or a keyword with filters or another sort. serverCenterPage filters, sorts and pages the
 *   services the same search engine matches the keyword with, in the chosen order.
 */
export type ListSource =
  | { kind: 'search'; request: SearchServiceRequest }
  | { kind: 'page'; request: DirectoryPageRequest };

export function listSourceFor(state: DirectoryUrlState, serviceType: CentreType): ListSource {
  if (state.keyword !== '' && !hasFilters(state) && state.sort === 'default') {
    return { kind: 'search', request: { keyword: state.keyword, serviceType, current: state.page, size: PAGE_SIZE } };
  }
  return {
    kind: 'page',
    request: {
      serviceType,
      keyword: state.keyword,
      deptId: state.deptId,
      sceneId: state.sceneId,
      typeId: state.typeId,
      processType: state.processType,
      shelfLabelId: state.shelfLabelId,
      sort: state.sort,
      current: state.page,
      size: PAGE_SIZE,
    },
  };
}

/** A service as the list shows it. A search result has no ratings summary: `ratingAvg` is null there. */
export interface ListItem extends ServiceItem {
  ratingAvg: number | null;
  ratingCount: number;
  collected: boolean;
}

export interface ListResult {
  items: ListItem[];
  total: number;
  /** The spelling the search matched instead of the keyword as typed (one-typo tolerance). */
  corrected?: string;
}

export function fromDirectoryPage(page: DirectoryPage): ListResult {
  return { items: page.records, total: page.total };
}

/** Search results, with `collected` from the user's favourites (the search answers nothing about the caller). */
export function fromSearchResult(result: SearchServiceResult, collectedIds: ReadonlySet<string>): ListResult {
  const items = result.records.map((item) => ({
    ...item, ratingAvg: null, ratingCount: 0, collected: collectedIds.has(item.serviceId),
  }));
  const corrected = result.corrected?.trim();
  return corrected && corrected !== result.keyword ? { items, total: result.total, corrected } : { items, total: result.total };
}

/** OPEN-05: OFFLINE is offline handling, anything else online. */
export function isOffline(item: Pick<ServiceItem, 'processType'>): boolean {
  return item.processType === 'OFFLINE';
}

/** The number of pages of `total` services (at least 1, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}
