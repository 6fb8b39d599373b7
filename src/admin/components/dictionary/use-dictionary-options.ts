import { useEffect, useState } from 'react';
import type { CallDef } from '../../../shared/api/catalogue/define-call';
import { useDictionaryServices } from './dictionary-context';
import { loadDictionary } from './load';
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
 * The options of `source`: loaded on mount, and again for each typed term of a remote search once typing has
 * paused for `debounceMs`. An answer that arrives after a newer term was asked for is dropped.
 */
export function useDictionaryOptions(source: DictionarySource, typed: string, debounceMs: number): DictionaryOptionsState {
  const { client, tenantId, cache } = useDictionaryServices();
  const term = useDebounced(source.remote ? typed.trim() : '', debounceMs);
  const [state, setState] = useState<DictionaryOptionsState>({ options: [], loading: true, failed: false });
  const { call, labelKey, valueKey, searchParam } = source;
  // By content: a form that writes `params={{ type: 'PROCESS' }}` inline must not reload on every render.
  const paramsKey = JSON.stringify(source.params ?? {});

  useEffect(() => {
    let isCurrent = true;
    const params = JSON.parse(paramsKey) as Record<string, unknown>;
    const request = dictionaryRequest({ tenantId, params, searchParam, term });
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    loadDictionary({ client, cache }, call, request).then(
      (result) => {
        if (isCurrent) setState({ options: toDictionaryOptions(result, { labelKey, valueKey }), loading: false, failed: false });
      },
      () => {
        if (isCurrent) setState({ options: [], loading: false, failed: true });
      },
    );
    return () => { isCurrent = false; };
  }, [client, cache, tenantId, call, paramsKey, labelKey, valueKey, searchParam, term]);

  return state;
}
