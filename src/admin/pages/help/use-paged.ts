import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from './server-errors';

export interface Page<T> {
  records: T[];
  total: number;
}

export type PagedLoad<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; page: Page<T> };

/**
 * One server-paged list: page number, page size and filters, read again whenever one of them changes. A late
 * answer of an older read never overwrites a newer one; a page emptied by a removal steps back one page.
 */
export function usePaged<T, F>(load: (filters: F, current: number, size: number) => Promise<Page<T>>, initial: F, initialSize = 10) {
  const [filters, setFiltersState] = useState<F>(initial);
  const [current, setCurrent] = useState(1);
  const [size, setSizeState] = useState(initialSize);
  const [state, setState] = useState<PagedLoad<T>>({ kind: 'loading' });
  const seq = useRef(0);

  const reload = useCallback(async () => {
    seq.current += 1;
    const mine = seq.current;
    try {
      const page = await load(filters, current, size);
      if (mine !== seq.current) return;
      if (page.records.length === 0 && current > 1 && page.total > 0) {
        setCurrent(Math.max(1, Math.ceil(page.total / size)));
        return;
      }
      setState({ kind: 'ready', page });
    } catch (error) {
      if (mine === seq.current) setState({ kind: 'failed', message: messageOf(error) });
    }
  }, [current, filters, load, size]);

  useEffect(() => { void reload(); }, [reload]);

  return {
    state, filters, current, size, reload,
    setFilters: (next: F) => { setFiltersState(next); setCurrent(1); },
    setCurrent,
    setSize: (next: number) => { setSizeState(next); setCurrent(1); },
  };
}
