import { describe, expect, it, vi } from 'vitest';
import { openTargetOf } from '../../../../../src/shared/state/dialogs';
import { fromSearchResult, isOffline, listSourceFor, pageCount, PAGE_SIZE } from '../../../../../src/portal/features/directory/list-source';
import { memoiseUntilFailure } from '../../../../../src/portal/features/directory/memo-promise';
import { pageSlots } from '../../../../../src/portal/features/directory/pagination';
import {
  activeFilterCount, changeDirectoryState, DEFAULT_DIRECTORY_STATE, directoryHref, formatDirectoryQuery, hasFilters,
  normaliseKeyword, parseDirectoryQuery, type DirectoryUrlState,
} from '../../../../../src/portal/features/directory/url-state';
import { item } from './page-fixtures';

const full: DirectoryUrlState = {
  keyword: '请假 证明', deptId: 'd-1', sceneId: 's-2', typeId: 't-3', processType: 'OFFLINE', shelfLabelId: 'l-4',
  sort: 'rating', page: 3, guide: 'svc-9',
};

describe('directory state in the address', () => {
  it('round-trips every field through the query string', () => {
    const query = formatDirectoryQuery(full);
    expect(query).toBe('keyword=%E8%AF%B7%E5%81%87%20%E8%AF%81%E6%98%8E&dept=d-1&scene=s-2&type=t-3&way=offline&label=l-4&sort=rating&page=3&guide=svc-9');
    expect(parseDirectoryQuery(query)).toEqual(full);
    expect(parseDirectoryQuery(`?${query}`)).toEqual(full);
  });

  it('writes nothing for the default state, and reads an empty query as the default', () => {
    expect(formatDirectoryQuery(DEFAULT_DIRECTORY_STATE)).toBe('');
    expect(directoryHref('/serviceHall', DEFAULT_DIRECTORY_STATE)).toBe('/serviceHall');
    expect(parseDirectoryQuery('')).toEqual(DEFAULT_DIRECTORY_STATE);
  });

  it("[DLG-02] reads the workGuide target's keyword as the page's search", () => {
    const target = openTargetOf({ openType: 'workGuide', keyword: '请假 证明' });
    expect(target.kind).toBe('directory');
    if (target.kind !== 'directory') return;
    const [path, query = ''] = target.path.split('?');
    expect(path).toBe('/serviceHall');
    expect(parseDirectoryQuery(query).keyword).toBe('请假 证明');
  });

  it("keeps a keyword's own %, & and + as typed", () => {
    const state = { ...DEFAULT_DIRECTORY_STATE, keyword: '50% & a+b' };
    expect(parseDirectoryQuery(formatDirectoryQuery(state)).keyword).toBe('50% & a+b');
    // A form-encoded space (+) reads as a space too.
    expect(parseDirectoryQuery('keyword=%E8%AF%B7%E5%81%87+%E8%AF%81%E6%98%8E').keyword).toBe('请假 证明');
  });

  it('falls back to the default for anything it cannot use', () => {
    const state = parseDirectoryQuery(`sort=price&page=-2&way=somewhere&dept=${'x'.repeat(33)}&keyword=%20%20`);
    expect(state).toEqual(DEFAULT_DIRECTORY_STATE);
    expect(parseDirectoryQuery('page=abc').page).toBe(1);
    expect(parseDirectoryQuery('page=0').page).toBe(1);
    expect(parseDirectoryQuery('page=99999999').page).toBe(1);
    expect(parseDirectoryQuery('way=ONLINE').processType).toBe('ONLINE');
  });

  it('cuts a keyword to 50 characters without splitting a character in two', () => {
    expect(normaliseKeyword(`  ${'请'.repeat(60)}  `)).toBe('请'.repeat(50));
    const emoji = `${'a'.repeat(49)}😀`;
    expect(normaliseKeyword(emoji)).toBe('a'.repeat(49));
  });

  it('starts a changed list at page 1 and closes the guide, but keeps the page when only the page changes', () => {
    const onPage3 = { ...full, guide: '' };
    expect(changeDirectoryState(onPage3, { deptId: 'd-2' })).toMatchObject({ deptId: 'd-2', page: 1 });
    expect(changeDirectoryState(onPage3, { sort: 'heat' }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { keyword: '  报销 ' })).toMatchObject({ keyword: '报销', page: 1 });
    expect(changeDirectoryState(onPage3, { page: 4 }).page).toBe(4);
    expect(changeDirectoryState(full, { page: 3 }).guide).toBe('');
    expect(changeDirectoryState(onPage3, { guide: 'svc-1' })).toMatchObject({ guide: 'svc-1', page: 3, keyword: '请假 证明' });
  });

  it('counts the filters the phone button shows', () => {
    expect(activeFilterCount(full)).toBe(4);
    expect(activeFilterCount(DEFAULT_DIRECTORY_STATE)).toBe(0);
    expect(hasFilters({ ...DEFAULT_DIRECTORY_STATE, shelfLabelId: 'l' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_DIRECTORY_STATE, keyword: '请假', sort: 'heat' })).toBe(false);
  });
});

describe('where the list comes from', () => {
  it('[ROUTE-06] a keyword alone goes to searchService with the centre, page and page size of 12', () => {
    const state = { ...DEFAULT_DIRECTORY_STATE, keyword: 'qj', page: 2 };
    expect(listSourceFor(state, 'PROCESS')).toEqual({
      kind: 'search', request: { keyword: 'qj', serviceType: 'PROCESS', current: 2, size: PAGE_SIZE },
    });
  });

  it('[ROUTE-06] no keyword, or a keyword with filters or a sort, goes to serverCenterPage with every filter', () => {
    expect(listSourceFor(DEFAULT_DIRECTORY_STATE, 'APPLICATION')).toEqual({
      kind: 'page',
      request: {
        serviceType: 'APPLICATION', keyword: '', deptId: '', sceneId: '', typeId: '', processType: '', shelfLabelId: '',
        sort: 'default', current: 1, size: 12,
      },
    });
    const filtered = listSourceFor({ ...full, guide: '' }, '');
    expect(filtered).toMatchObject({ kind: 'page', request: { serviceType: '', keyword: '请假 证明', processType: 'OFFLINE', sort: 'rating', current: 3 } });
    expect(listSourceFor({ ...DEFAULT_DIRECTORY_STATE, keyword: '请假', sort: 'heat' }, '').kind).toBe('page');
  });

  it('marks search results collected from the favourites and keeps a correction that differs from the keyword', () => {
    const result = fromSearchResult(
      { records: [item('a', '请假'), item('b', '销假')], total: 2, keyword: 'qingjai', corrected: 'qingjia' },
      new Set(['b']),
    );
    expect(result.items.map((i) => [i.serviceId, i.collected, i.ratingAvg])).toEqual([['a', false, null], ['b', true, null]]);
    expect(result.corrected).toBe('qingjia');
    expect(fromSearchResult({ records: [], total: 0, keyword: 'qj', corrected: 'qj' }, new Set()).corrected).toBeUndefined();
  });

  it('[OPEN-05] OFFLINE is offline handling, anything else online', () => {
    expect(isOffline({ processType: 'OFFLINE' })).toBe(true);
    expect(isOffline({ processType: 'ONLINE' })).toBe(false);
    expect(isOffline({ processType: '' })).toBe(false);
    expect(isOffline({ processType: 'offline' })).toBe(false);
  });

  it('counts pages of 12, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});

describe('pager', () => {
  it('shows the ends, the current page with its neighbours, and gaps for longer runs', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(2, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap', 20]);
    // One left-out page is shown rather than a gap.
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(25, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('memoiseUntilFailure', () => {
  it('asks once while the answer stands, and again after a failure', async () => {
    const fetch = vi.fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(7);
    const load = memoiseUntilFailure(fetch);
    await expect(load()).rejects.toThrow('down');
    expect(await load()).toBe(7);
    expect(await load()).toBe(7);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
