import { useEffect, useState } from 'react';
import { apiDetail, apiList, dataSourceList } from '../../../shared/api/catalogue/cards-admin';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import type { CardKind } from '../../../shared/schema/cards';
import { useStudioProps } from '../../studio-props';

export type BuiltinOption = CallResult<typeof dataSourceList>[number];
export type ApiOption = CallResult<typeof apiList>[number];

/** The built-in sources that fit the card's kind, and the saved external APIs (getDataSourceList / getApiList). */
export function useSourceOptions(cardKind: CardKind | undefined): { sources: BuiltinOption[]; apis: ApiOption[] } {
  const { blade } = useStudioProps().clients;
  const [sources, setSources] = useState<BuiltinOption[]>([]);
  const [apis, setApis] = useState<ApiOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const options = { silent: true, signal: controller.signal };
    blade.call(dataSourceList, cardKind ? { cardKind } : {}, options).then(setSources, () => setSources([]));
    blade.call(apiList, {}, options).then(setApis, () => setApis([]));
    return () => controller.abort();
  }, [blade, cardKind]);
  return { sources, apis };
}

/** The chosen API's parameter names (getApiDetail), to say which params the column may set. */
export function useApiParamNames(apiId: string | undefined): string[] {
  const { blade } = useStudioProps().clients;
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!apiId) {
      setNames([]);
      return undefined;
    }
    const controller = new AbortController();
    blade.call(apiDetail, { id: apiId }, { silent: true, signal: controller.signal }).then(
      (api) => setNames(api.params.map((p) => p.name)),
      () => setNames([]),
    );
    return () => controller.abort();
  }, [blade, apiId]);
  return names;
}
