import { modelLogin } from '../../src/shared/api/catalogue/auth';
import { createApiClient } from '../../src/shared/api/client';
import type { ApiClient } from '../../src/shared/api/client-types';
import { createWebCryptoSealer } from '../../src/shared/api/crypto';
import type { LoginResult } from '../../src/shared/schema/auth';
/** Where the portal talks to: a base URL and, for in-process test servers, the server's (movable) clock. */
export interface PortalTarget {
  baseUrl: string;
  context?: { now: () => number };
}

/** The tokens a signed-in page holds. */
export interface HeldTokens {
  access_token: string;
  refresh_token: string;
  tenant_id: string;
  account: string;
  nick_name: string;
}

/** A portal as the browser runs it: the real request wrapper with the WebCrypto sealer, against a test server. */
export interface TestPortal {
  api: ApiClient;
  tokens: HeldTokens | null;
  /** How often the wrapper reported a 401 (WRAP-08). */
  unauthorizedCount: number;
  /** HTTP status and headers of the last answer, which the wrapper does not pass on (e.g. Retry-After). */
  lastResponse: { http: number; headers: Headers } | null;
  /** Signs in through the encrypted modelLogin and keeps the tokens. */
  signIn(account: string, password: string): Promise<LoginResult>;
}

export interface TestPortalOptions {
  /**
   * Sent as X-Forwarded-For; the server trusts its proxy, so this is the client address it sees. A function is asked
   * for each request: one portal (one crypto session) then speaks from many addresses.
   */
  ip?: string | (() => string);
}

export function createTestPortal(server: PortalTarget, options: TestPortalOptions = {}): TestPortal {
  const now = () => (server.context ? server.context.now() : Date.now());
  const fetchWithAddress: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    const ip = typeof options.ip === 'function' ? options.ip() : options.ip;
    if (ip) headers.set('X-Forwarded-For', ip);
    return fetch(input, { ...init, headers }).then((response) => {
      portal.lastResponse = { http: response.status, headers: response.headers };
      return response;
    });
  };
  const portal: TestPortal = {
    tokens: null,
    unauthorizedCount: 0,
    lastResponse: null,
    api: createApiClient({
      kind: 'blade',
      baseUrl: server.baseUrl,
      fetch: fetchWithAddress,
      // The sealer's clock follows the server's, so moving the server clock does not make requests look stale.
      sealer: createWebCryptoSealer({ baseUrl: server.baseUrl, fetch: fetchWithAddress, now }),
      now,
      auth: {
        getAccessToken: () => portal.tokens?.access_token ?? null,
        getUser: () => (portal.tokens ? { account: portal.tokens.account, nick_name: portal.tokens.nick_name } : null),
        getTenantId: () => portal.tokens?.tenant_id ?? '000000',
      },
      onUnauthorized: () => {
        portal.unauthorizedCount += 1;
      },
    }),
    async signIn(account, password) {
      const login = await portal.api.call(modelLogin, { username: account, password }, { silent: true });
      portal.tokens = login;
      return login;
    },
  };
  return portal;
}

/** GET with a bearer token, outside the wrapper: for asserting the raw HTTP answer of unwrapped paths. */
export async function getWithToken(server: PortalTarget, path: string, accessToken: string): Promise<{ http: number; body: unknown }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { 'Blade-Auth': `bearer ${accessToken}`, Accept: 'application/json' },
  });
  return { http: response.status, body: (await response.json()) as unknown };
}

/** POST a JSON body outside the wrapper (visitor paths such as the session-time calls). */
export async function postJson(
  server: PortalTarget, path: string, body: unknown, headers: Record<string, string> = {},
): Promise<{ http: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

/** Signs in through the encrypted modelLogin, as the login page does; for servers run as separate processes. */
export async function signInAs(baseUrl: string, account: string, password: string): Promise<{ portal: TestPortal; login: LoginResult }> {
  const portal = createTestPortal({ baseUrl });
  const login = await portal.signIn(account, password);
  return { portal, login };
}
