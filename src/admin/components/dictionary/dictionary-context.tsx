import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../../shared/api/client-types';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { DEFAULT_TENANT_ID } from '../../../shared/schema/auth';
import { createSessionStore } from '../../../shared/state/session-store';
import { createDictionaryCache, type DictionaryCache } from './cache';

/** What every dictionary select below a provider uses: the client, the session's tenant and the DICT-02 cache. */
export interface DictionaryServices {
  client: ApiClient;
  tenantId: string;
  cache: DictionaryCache;
}

const DictionaryContext = createContext<DictionaryServices | null>(null);

export interface DictionaryProviderProps {
  /** The studio's blade client (AdminMountProps.clients.blade): wrapped, signed, with the page's tokens. */
  client: ApiClient;
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
 * @example <DictionaryProvider client={props.clients.blade}><DeptForm /></DictionaryProvider>
 */
export function DictionaryProvider({ client, tenantId, cache, children }: DictionaryProviderProps) {
  const value = useMemo<DictionaryServices>(() => {
    const services = { client, tenantId: tenantId ?? sessionTenantId(), cache: cache ?? createDictionaryCache() };
    // Expired entries of earlier visits go when the studio starts, not only when their own key is read again.
    services.cache.prune();
    return services;
  }, [client, tenantId, cache]);
  return <DictionaryContext.Provider value={value}>{children}</DictionaryContext.Provider>;
}

/** The provider's services; a select outside a provider is a programming error, named as such. */
export function useDictionaryServices(): DictionaryServices {
  const services = useContext(DictionaryContext);
  if (!services) throw new Error('A dictionary select needs a <DictionaryProvider> above it');
  return services;
}
