import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { createStudioI18nProvider } from '../../../../../src/admin/i18n/i18n-provider';
import { createDictionaryCache, type DictionaryCache } from '../../../../../src/admin/components/dictionary/cache';
import { DictionaryProvider } from '../../../../../src/admin/components/dictionary';
import { createDataProvider, type StudioDataProvider } from '../../../../../src/admin/data-provider/create-data-provider';
import type { CallDef } from '../../../../../src/shared/api/catalogue/define-call';
import type { ApiClient } from '../../../../../src/shared/api/client-types';
import { createMemoryStorage } from '../../../../../src/shared/state/session-store';

export interface RecordedCall {
  method: string;
  path: string;
  input: Record<string, unknown>;
}

/** A client that answers from `answer` and records every call, as the wrapped client would send it. */
export function fakeClient(answer: (call: CallDef, input: Record<string, unknown>) => unknown): ApiClient & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    kind: 'blade',
    calls,
    async call(def, input) {
      const body = input as Record<string, unknown>;
      calls.push({ method: def.method, path: def.path, input: body });
      return answer(def, body) as never;
    },
  };
}

/** The studio's DataProvider over the fake, for both page clients: the dictionary calls go through its `send`. */
export function fakeDataProvider(client: ApiClient): StudioDataProvider {
  return createDataProvider({ blade: client, osp: client }, {});
}

export function fakeClockedCache(): { cache: DictionaryCache; advance(ms: number): void } {
  let now = 1_800_000_000_000;
  return { cache: createDictionaryCache({ storage: createMemoryStorage(), now: () => now }), advance: (ms) => { now += ms; } };
}

export function Providers({ client, cache, locale = 'zh-CN', children }: {
  client: ApiClient; cache: DictionaryCache; locale?: string; children: ReactNode;
}) {
  return (
    <AdminContext dataProvider={fakeDataProvider(client)} i18nProvider={createStudioI18nProvider(locale === 'en' ? 'en' : 'zh-CN')}>
      <DictionaryProvider tenantId="000000" cache={cache}>{children}</DictionaryProvider>
    </AdminContext>
  );
}
