import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useRawUrl } from '../../app/raw-url';
import { changeThreeListsState, parseThreeListsQuery, threeListsHref, type ThreeListsUrlState } from './url-state';

export interface ThreeListsUrl {
  state: ThreeListsUrlState;
  /** Goes to the state after `patch`: a new history entry, or the current one replaced. */
  update(patch: Partial<ThreeListsUrlState>, options?: { replace?: boolean }): void;
}

/**
 * The page's selection read from, and written to, the address. The raw query is parsed (wouter's useSearch
 * decodes once before URLSearchParams would, turning a keyword's own '%' into an escape).
 */
export function useThreeListsUrl(): ThreeListsUrl {
  const { search } = useRawUrl();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseThreeListsQuery(search), [search]);
  const update = useCallback((patch: Partial<ThreeListsUrlState>, options?: { replace?: boolean }) => {
    const next = threeListsHref(path, changeThreeListsState(state, patch));
    if (next === threeListsHref(path, state)) return;
    navigate(next, { replace: options?.replace === true });
  }, [navigate, path, state]);
  return useMemo(() => ({ state, update }), [state, update]);
}
