import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useRawUrl } from '../../app/raw-url';
import { changeDirectoryState, directoryHref, parseDirectoryQuery, type DirectoryUrlState } from './url-state';

export interface DirectoryUrl {
  state: DirectoryUrlState;
  /** The address of the state after `patch` (for links). */
  hrefWith(patch: Partial<DirectoryUrlState>): string;
  /** Goes to the state after `patch`: a new history entry, or the current one replaced. */
  update(patch: Partial<DirectoryUrlState>, options?: { replace?: boolean }): void;
}

/**
 * The page's state read from, and written to, the address. The raw query is parsed here: wouter's useSearch
 * decodes it once before URLSearchParams would, which turns a keyword's own '%' into an escape.
 */
export function useDirectoryUrl(): DirectoryUrl {
  const { search } = useRawUrl();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseDirectoryQuery(search), [search]);
  const hrefWith = useCallback(
    (patch: Partial<DirectoryUrlState>) => directoryHref(path, changeDirectoryState(state, patch)),
    [path, state],
  );
  const update = useCallback((patch: Partial<DirectoryUrlState>, options?: { replace?: boolean }) => {
    const next = directoryHref(path, changeDirectoryState(state, patch));
    if (next === directoryHref(path, state)) return;
    navigate(next, { replace: options?.replace === true });
  }, [navigate, path, state]);
  return useMemo(() => ({ state, hrefWith, update }), [state, hrefWith, update]);
}
