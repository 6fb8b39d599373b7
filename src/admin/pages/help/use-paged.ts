import { useEffect, useState } from 'react';
import type { CallDef, CallRequest, CallResult } from '../../../shared/api/catalogue/define-call';
import type { ListSort, SortOrder } from '../../../shared/schema/list-sort';
import { useCallQuery, useInvalidateCalls } from '../../data-provider/use-call';
import { messageOf } from './server-errors';

interface Page<T> {
  records: T[];
  total: number;
}

export type PagedLoad<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; page: Page<T> };

type RecordOf<C> = CallResult<C> extends Page<infer T> ? T : never;

/** A list's order as its page call takes it: nothing for the list's own order. */
export function sortInput<F extends string>(sort: ListSort<F> | null): { sort?: F; order?: SortOrder } {
  return sort === null ? {} : { sort: sort.field, order: sort.order };
}

/**
 * One server-paged list read with `call` through the studio's DataProvider: filters, order, page number and page size
 * make its input, and a change of one reads the page again (the last page stays shown meanwhile). A page emptied
 * by a removal steps back to the last page there is. A new filter or order starts at the first page.
 *
 * @example
 * const paged = usePaged(knowledgePage, (f, current, size, sort) => ({ ...f, current, size, ...sortInput(sort) }), { keyword: '', sceneId: '' });
 */
export function usePaged<C extends CallDef, F, S extends string = never>(
  call: C, input: (filters: F, current: number, size: number, sort: ListSort<S> | null) => CallRequest<C>, initial: F, initialSize = 10,
) {
  const [filters, setFiltersState] = useState<F>(initial);
  const [current, setCurrent] = useState(1);
  const [size, setSizeState] = useState(initialSize);
  const [sort, setSortState] = useState<ListSort<S> | null>(null);
  const query = useCallQuery(call, input(filters, current, size, sort), { keepPrevious: true });
  const invalidate = useInvalidateCalls();
  const page = query.data as Page<RecordOf<C>> | undefined;
  const emptied = !query.isPlaceholderData && page !== undefined && page.records.length === 0 && current > 1 && page.total > 0;

  useEffect(() => {
    if (emptied && page) setCurrent(Math.max(1, Math.ceil(page.total / size)));
  }, [emptied, page, size]);

  const state: PagedLoad<RecordOf<C>> = query.isError ? { kind: 'failed', message: messageOf(query.error) }
    : page === undefined || emptied ? { kind: 'loading' } : { kind: 'ready', page };
  return {
    state, filters, current, size, sort,
    reload: () => invalidate(call),
    setFilters: (next: F) => { setFiltersState(next); setCurrent(1); },
    setCurrent,
    setSize: (next: number) => { setSizeState(next); setCurrent(1); },
    /** A header clicked: its column ascending, or the other way round when it is the column already. */
    toggleSort: (field: S) => {
      setSortState(sort?.field === field ? { field, order: sort.order === 'ASC' ? 'DESC' : 'ASC' } : { field, order: 'ASC' });
      setCurrent(1);
    },
  };
}
