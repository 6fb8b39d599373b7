import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { DEFAULT_TENANT_ID } from '../../../shared/schema/auth';
import { createSessionStore } from '../../../shared/state/session-store';
import type { AnswerStore } from '../../data-provider/use-call';
import { createDictionaryCache, dictionaryAnswerStore, type DictionaryCache } from './cache';

/**
 * What every dictionary select below a provider uses: the session's tenant and the DICT-02 cache as an answer store.
 * The calls themselves go through the studio's DataProvider (useCallQuery).
 */
export interface DictionaryServices {
  tenantId: string;
  answers: AnswerStore;
}

const DictionaryContext = createContext<DictionaryServices | null>(null);

export interface DictionaryProviderProps {
  /** DICT-01's tenantId; by default the signed-in session's (STATE-01 tenant_id), else the default tenant. */
  tenantId?: string;
  /** Tests pass one over memory storage with a fake clock. */
  cache?: DictionaryCache;
  children: ReactNode;
}

function sessionTenantId(): string {
  const stored = createSessionStore().get(SESSION_KEYS.tenantId);
  return typeof stored === 'string' && stored !== '' ? stored : DEFAULT_TENANT_ID;
}

/**
 * Makes the dictionary selects work below it; the studio mounts one around its pages.
 * @example <DictionaryProvider><DeptForm /></DictionaryProvider>
 */
export function DictionaryProvider({ tenantId, cache, children }: DictionaryProviderProps) {
  const value = useMemo<DictionaryServices>(() => {
    const stored = cache ?? createDictionaryCache();
    // Expired entries of earlier visits go when the studio starts, not only when their own key is read again.
    stored.prune();
    return { tenantId: tenantId ?? sessionTenantId(), answers: dictionaryAnswerStore(stored) };
  }, [tenantId, cache]);
  return <DictionaryContext.Provider value={value}>{children}</DictionaryContext.Provider>;
}

/** The provider's services; a select outside a provider is a programming error, named as such. */
export function useDictionaryServices(): DictionaryServices {
  const services = useContext(DictionaryContext);
  if (!services) throw new Error('A dictionary select needs a <DictionaryProvider> above it');
  return services;
}
