import { useEffect, useMemo, useState } from 'react';
import type { CallDef, CallRequest } from '../../../shared/api/catalogue/define-call';
import { useCallQuery } from '../../data-provider/use-call';
import { useDictionaryServices } from './dictionary-context';
import { dictionaryRequest, toDictionaryOptions, type DictionaryOption, type OptionMapping } from './options';

/** Where a select's options come from (DICT-01). */
export interface DictionarySource extends OptionMapping {
  /** A catalogue call, GET or POST; its answer's result holds the list. */
  call: CallDef;
  /** Parameters sent besides tenantId and the search term. */
  params?: Readonly<Record<string, unknown>>;
  /** Sends the typed term to the server (remote search) instead of filtering the loaded list in the page. */
  remote?: boolean;
  /** The name the term travels under; deptName by default (DICT-01). */
  searchParam?: string;
  /** Only entries without children may be chosen (roles, not their classes); groups stay as headings. */
  leavesOnly?: boolean;
}

export interface DictionaryOptionsState {
  options: DictionaryOption[];
  loading: boolean;
  failed: boolean;
}

/** `value`, once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The options of `source`: read on mount, and again for each typed term of a remote search once typing has
 * paused for `debounceMs`, through the studio's DataProvider (useCallQuery: selects asking the same request share
 * one read, and an answer to a term no longer asked for never shows) and the DICT-02 session cache.
 */
export function useDictionaryOptions(source: DictionarySource, typed: string, debounceMs: number): DictionaryOptionsState {
  const { tenantId, answers } = useDictionaryServices();
  const term = useDebounced(source.remote ? typed.trim() : '', debounceMs);
  const { call, labelKey, valueKey, searchParam } = source;
  // By content: a form that writes `params={{ type: 'PROCESS' }}` inline must not read again on every render.
  const paramsKey = JSON.stringify(source.params ?? {});
  const request = useMemo(
    () => dictionaryRequest({ tenantId, params: JSON.parse(paramsKey) as Record<string, unknown>, searchParam, term }),
    [tenantId, paramsKey, searchParam, term],
  );
  // The client checks the request against the call's own schema before sending, so the widened type is safe.
  const query = useCallQuery(call, request as CallRequest<CallDef>, { keepPrevious: true, store: answers });
  const result: unknown = query.data;
  const options = useMemo(() => toDictionaryOptions(result, { labelKey, valueKey }), [result, labelKey, valueKey]);

  if (query.isError) return { options: [], loading: false, failed: true };
  return { options, loading: query.isPending || query.isPlaceholderData, failed: false };
}
