import { useCallback, useEffect, useState } from 'react';
import { myCollect } from '../../../shared/api/catalogue/directory';
import type { ApiClient } from '../../../shared/api/client-types';
import { useServices } from '../../app/services';
import { useDirectoryCalls, type DirectoryCalls } from './directory-mode';
import { memoiseUntilFailure } from './memo-promise';
import { fromDirectoryPage, fromSearchResult, type ListResult, type ListSource } from './list-source';

export interface ServiceListState {
  /** The latest list that arrived; kept while the next one loads, so typing does not blank the page. */
  data: ListResult | null;
  loading: boolean;
  error: Error | null;
}

function loadList(
  blade: ApiClient, calls: DirectoryCalls, source: ListSource, favouriteIds: () => Promise<ReadonlySet<string>>, signal: AbortSignal,
): Promise<ListResult> {
  const options = { silent: true, signal };
  if (source.kind === 'page') return blade.call(calls.page, source.request, options).then(fromDirectoryPage);
  const collected = favouriteIds().catch((): ReadonlySet<string> => new Set());
  return Promise.all([blade.call(calls.search, source.request, options), collected])
    .then(([result, ids]) => fromSearchResult(result, ids));
}

/**
 * The list of a source (see listSourceFor; keep it stable with useMemo). A new source loads at once; an older
 * answer that arrives late is dropped, and its request aborted. Errors are shown by the page (silent calls).
 */
export function useServiceList(source: ListSource, favouriteIds: () => Promise<ReadonlySet<string>>) {
  const s = useServices();
  const calls = useDirectoryCalls();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ServiceListState>({ data: null, loading: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.loading && !previous.error ? previous : { ...previous, loading: true, error: null }));
    const load = loadList(s.blade, calls, source, favouriteIds, controller.signal);
    load.then(
      (data) => { if (!controller.signal.aborted) setState({ data, loading: false, error: null }); },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, loading: false, error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
    return () => controller.abort();
  }, [s, calls, source, favouriteIds, attempt]);

  /** Loads the same source again, keeping the current list on screen meanwhile. */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * The ids of the user's favourites, fetched once and kept until `invalidate()`: search results carry no
 * `collected` flag, and asking for the whole list again on every keystroke would be waste. A failed fetch is not
 * kept (the list then shows the stars as not collected; collecting again changes nothing on the server). A visitor
 * has none.
 */
export function useFavouriteIds() {
  const s = useServices();
  const { visitor } = useDirectoryCalls();
  const fetchIds = useCallback(
    (): Promise<ReadonlySet<string>> => (visitor ? Promise.resolve(new Set<string>()) : s.blade.call(myCollect, {}, { silent: true })
      .then((items): ReadonlySet<string> => new Set(items.map((item) => item.serviceId)))),
    [s, visitor],
  );
  // A new function after invalidate(), so a list that depends on it loads again.
  const [load, setLoad] = useState(() => memoiseUntilFailure(fetchIds));
  const invalidate = useCallback(() => setLoad(() => memoiseUntilFailure(fetchIds)), [fetchIds]);
  return { load, invalidate };
}
