import { auth } from '../../src/shared/api/catalogue';
import { createApiClient } from '../../src/shared/api/client';
import type { ApiClient, AuthSource } from '../../src/shared/api/client-types';
import { createWebCryptoSealer } from '../../src/shared/api/crypto/web-crypto-sealer';
import type { LoginResult } from '../../src/shared/schema/auth';

export interface SignedInClient {
  client: ApiClient;
  login: LoginResult;
}

/** A blade client against `baseUrl` that carries whatever tokens the holder sets, like the portal does. */
export function createNodeClient(baseUrl: string, holder: { token: string | null; user: { account: string; nick_name: string } | null } = { token: null, user: null }): ApiClient {
  const source: AuthSource = {
    getAccessToken: () => holder.token,
    getUser: () => holder.user,
    getTenantId: () => '000000',
  };
  return createApiClient({
    kind: 'blade',
    baseUrl,
    fetch: globalThis.fetch,
    auth: source,
    sealer: createWebCryptoSealer({ baseUrl, fetch: globalThis.fetch }),
  });
}

/** Signs in through the encrypted modelLogin call, as the login page does. */
export async function signInAs(baseUrl: string, username: string, password: string): Promise<SignedInClient> {
  const holder: { token: string | null; user: { account: string; nick_name: string } | null } = { token: null, user: null };
  const client = createNodeClient(baseUrl, holder);
  const login = await client.call(auth.modelLogin, { tenantId: '000000', username, password }, { silent: true });
  holder.token = login.access_token;
  holder.user = { account: login.account, nick_name: login.nick_name };
  return { client, login };
}
