import type { CallDef, CallRequest } from '../../../shared/api/catalogue/define-call';
import type { ApiClient } from '../../../shared/api/client-types';
import { dictionaryCacheKey, type DictionaryCache } from './cache';

export interface DictionaryLoader {
  client: ApiClient;
  cache: DictionaryCache;
}

/**
 * Requests that are on their way, by cache key: selects mounted together (a form with three department pickers)
 * share one request instead of racing to fill the same cache entry.
 */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * One dictionary answer (its result), from the session cache while it is fresh (DICT-02), else from the call.
 * The request carries tenantId (dictionaryRequest), which keys the entry with the call and the parameters.
 */
export async function loadDictionary(loader: DictionaryLoader, call: CallDef, request: Record<string, unknown>): Promise<unknown> {
  const tenantId = typeof request.tenantId === 'string' ? request.tenantId : '';
  const key = dictionaryCacheKey({ method: call.method, path: call.path, tenantId, params: request });
  const cached = loader.cache.read(key);
  if (cached !== undefined) return cached;
  const pending = inFlight.get(key);
  if (pending) return pending;

  // The client checks the request against the call's own schema before sending, so the widened type is safe.
  const fetching = loader.client.call(call, request as CallRequest<CallDef>, { silent: true })
    .then((result: unknown) => {
      if (typeof result === 'object' && result !== null) loader.cache.write(key, result);
      return result;
    })
    .finally(() => { inFlight.delete(key); });
  inFlight.set(key, fetching);
  return fetching;
}
