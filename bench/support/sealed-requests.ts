import { createApiClient } from '../../src/shared/api/client';
import type { CallDef, CallRequest } from '../../src/shared/api/catalogue/define-call';
import { createWebCryptoSealer } from '../../src/shared/api/crypto';
import type { HeldTokens } from '../../tests/support/portal-client';

/** One wrapped request exactly as the browser would send it, ready to be sent once. */
export interface SealedHttpRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Seals `count` requests of one call with the real request wrapper (each with its own request id and nonce, so the
 * server accepts each once), without sending them: a load generator can then fire them and the figure is the
 * server's, not the cost of the benchmark's own encryption. The crypto handshake goes to the server as usual.
 */
export async function sealRequests<C extends CallDef>(
  baseUrl: string, tokens: HeldTokens, call: C, input: CallRequest<C>, count: number,
): Promise<SealedHttpRequest[]> {
  const sealed: SealedHttpRequest[] = [];
  const capture: typeof fetch = async (url, init) => {
    const target = new URL(String(url));
    if (target.pathname !== call.path) return fetch(url, init);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    sealed.push({ method: init?.method ?? 'GET', path: `${target.pathname}${target.search}`, headers, ...(typeof init?.body === 'string' ? { body: init.body } : {}) });
    // Never sent: the wrapper gets an answer it refuses, which the loop below expects.
    return new Response('', { status: 599 });
  };
  const api = createApiClient({
    kind: 'blade',
    baseUrl,
    fetch: capture,
    sealer: createWebCryptoSealer({ baseUrl, fetch: capture }),
    auth: {
      getAccessToken: () => tokens.access_token,
      getUser: () => ({ account: tokens.account, nick_name: tokens.nick_name }),
      getTenantId: () => tokens.tenant_id,
    },
  });
  const batch = 200;
  while (sealed.length < count) {
    const n = Math.min(batch, count - sealed.length);
    await Promise.all(Array.from({ length: n }, () => api.call(call, input, { silent: true }).catch(() => undefined)));
  }
  return sealed;
}
