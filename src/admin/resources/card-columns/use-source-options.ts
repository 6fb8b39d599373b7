import { useMemo } from 'react';
import { apiDetail, apiList, dataSourceList } from '../../../shared/api/catalogue/cards-admin';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import type { CardKind } from '../../../shared/schema/cards';
import { useCallQuery } from '../../data-provider/use-call';

export type BuiltinOption = CallResult<typeof dataSourceList>[number];
export type ApiOption = CallResult<typeof apiList>[number];

const NO_SOURCES: BuiltinOption[] = [];
const NO_APIS: ApiOption[] = [];
const NO_NAMES: string[] = [];

/**
 * The built-in sources that fit the card's kind, and the saved external APIs (getDataSourceList / getApiList). The
 * sources of the previous kind stay offered while the new kind's are read; a failed read offers none.
 */
export function useSourceOptions(cardKind: CardKind | undefined): { sources: BuiltinOption[]; apis: ApiOption[] } {
  const sources = useCallQuery(dataSourceList, cardKind ? { cardKind } : {}, { keepPrevious: true });
  const apis = useCallQuery(apiList, {});
  return {
    sources: sources.isError ? NO_SOURCES : sources.data ?? NO_SOURCES,
    apis: apis.isError ? NO_APIS : apis.data ?? NO_APIS,
  };
}

/** The chosen API's parameter names (getApiDetail), to say which params the column may set. */
export function useApiParamNames(apiId: string | undefined): string[] {
  const api = useCallQuery(apiDetail, { id: apiId ?? '' }, { enabled: Boolean(apiId), keepPrevious: true });
  const answer = apiId && !api.isError ? api.data : undefined;
  return useMemo(() => answer?.params.map((p) => p.name) ?? NO_NAMES, [answer]);
}
