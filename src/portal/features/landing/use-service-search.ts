import { useCallback, useRef, useState } from 'react';
import { searchServiceNobody } from '../../../shared/api/catalogue/search';
import type { ServiceItem } from '../../../shared/schema/cards';
import { useServices } from '../../app/services';
import { errorMessage } from '../../../shared/api/error-message';

/** Results per page of the visitor search. */
const SEARCH_PAGE_SIZE = 10;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; keyword: string }
  | { status: 'error'; keyword: string; message: string }
  | {
    status: 'done';
    keyword: string;
    records: ServiceItem[];
    total: number;
    /** The spelling that matched when the keyword as typed found nothing (typo tolerance). */
    corrected: string | undefined;
    page: number;
    more: 'idle' | 'loading' | { error: string };
  };

/**
 * The visitor search (searchServiceNobody: services for everyone; pinyin, initials and one typo are the server's).
 * A newer search wins: the answer of one the visitor has since replaced is dropped.
 */
export function useServiceSearch() {
  const s = useServices();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const run = useRef(0);

  const search = useCallback((keyword: string) => {
    const id = ++run.current;
    setState({ status: 'loading', keyword });
    s.blade.call(searchServiceNobody, { keyword, serviceType: '', current: 1, size: SEARCH_PAGE_SIZE }, { silent: true }).then(
      (result) => {
        if (id !== run.current) return;
        setState({
          status: 'done', keyword, records: result.records, total: result.total, corrected: result.corrected, page: 1, more: 'idle',
        });
      },
      (error: unknown) => { if (id === run.current) setState({ status: 'error', keyword, message: errorMessage(error) }); },
    );
  }, [s]);

  const loadMore = useCallback(() => {
    if (state.status !== 'done' || state.more === 'loading') return;
    const id = run.current;
    const { keyword, page } = state;
    setState({ ...state, more: 'loading' });
    s.blade.call(searchServiceNobody, { keyword, serviceType: '', current: page + 1, size: SEARCH_PAGE_SIZE }, { silent: true }).then(
      (result) => {
        if (id !== run.current) return;
        setState((prev) => (prev.status !== 'done' ? prev : {
          ...prev,
          // A service that moved between pages since the first one was fetched is listed once.
          records: [...prev.records, ...result.records.filter((r) => !prev.records.some((p) => p.serviceId === r.serviceId))],
          total: result.total,
          page: page + 1,
          more: 'idle',
        }));
      },
      (error: unknown) => {
        if (id === run.current) setState((prev) => (prev.status === 'done' ? { ...prev, more: { error: errorMessage(error) } } : prev));
      },
    );
  }, [s, state]);

  const clear = useCallback(() => {
    run.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, search, loadMore, clear };
}
