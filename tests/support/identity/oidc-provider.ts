import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';
import { freePort } from '../server-process';

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port for the school sign-in API tests: one
 * confidential client for us (authorization code, PKCE required, back-channel logout with sid, RP-initiated logout),
 * accounts with claims, and its login and consent interactions answered over plain HTTP (OidcBrowser below).
 */

interface OidcAccount {
  sub: string;
  claims: Record<string, unknown>;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  backChannelLogoutUri?: string;
  accounts: OidcAccount[];
  /** The issuer it announces, when a proxy in front of it serves that address (bench/school-sign-in.ts); its own by default. */
  issuer?: string;
}

/** Changes an id_token on its way out of the token endpoint: new claims, and how to sign them. */
type IdTokenTamper = (claims: JWTPayload) => { claims: JWTPayload; sign: 'provider-key' | 'other-key' | 'none' };

export interface TestOidcProvider {
  issuer: string;
  /** Where it listens (the issuer's origin unless `issuer` named a proxy). */
  url: string;
  /** From now on, every id_token the token endpoint answers passes `tamper` (null: as the provider made it). */
  tamperIdTokens(tamper: IdTokenTamper | null): void;
  /** Back-channel logout calls the provider made, with our answer's status. */
  backChannelCalls(): number;
  stop(): Promise<void>;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const issuer = options.issuer ?? url;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  let tamper: IdTokenTamper | null = null;
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

  const provider = new Provider(issuer, {
    clients: [{
      client_id: options.clientId,
      client_secret: options.clientSecret,
      redirect_uris: options.redirectUris,
      post_logout_redirect_uris: options.postLogoutRedirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      ...(options.backChannelLogoutUri ? { backchannel_logout_uri: options.backChannelLogoutUri, backchannel_logout_session_required: true } : {}),
    }],
    jwks: { keys: [jwk] },
    // Our server listens on loopback, which the provider's own SSRF dispatcher refuses: the test provider may reach it.
    fetch: (url: string, init: RequestInit & { dispatcher?: unknown }) => {
      const { dispatcher: _ssrfGuard, ...plain } = init;
      return globalThis.fetch(url, plain);
    },
    cookies: { keys: ['service-hall-test-cookie-key'] },
    pkce: { required: () => true },
    // The id_token carries the scopes' claims (name, email, department, affiliation), as school providers do.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'department', 'affiliation'], email: ['email'] },
    features: { devInteractions: { enabled: false }, backchannelLogout: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account.claims }) } : undefined;
    },
  });
  let backChannelCalls = 0;
  provider.on('backchannel.success', () => {
    backChannelCalls += 1;
  });


  const handle = provider.callback();

  /** Re-signs the id_token of a token answer as `tamper` says (a forged or broken token, for the relying party's checks). */
  async function tampered(body: string): Promise<string> {
    const answer = JSON.parse(body) as { id_token?: string };
    if (!tamper || !answer.id_token) return body;
    const { claims, sign } = tamper(decodeJwt(answer.id_token));
    const { kid } = decodeProtectedHeader(answer.id_token);
    answer.id_token = sign === 'none'
      ? `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
      : await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(sign === 'provider-key' ? privateKey : otherKey);
    return JSON.stringify(answer);
  }

  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/token' && tamper) {
      // The provider answers the token request in one end(); the answer is held, changed, then sent.
      const end = res.end.bind(res);
      res.end = ((chunk?: unknown) => {
        void tampered(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk ?? '')).then((body) => {
          res.setHeader('content-length', Buffer.byteLength(body));
          end(body);
        });
        return res;
      }) as typeof res.end;
      handle(req, res);
      return;
    }
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match || req.method !== 'POST') {
      handle(req, res);
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const login = new URLSearchParams(body).get('login') ?? '';
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
          return;
        }
        const grant = new provider.Grant({ accountId: details.session?.accountId ?? login, clientId: details.params.client_id });
        if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
        if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    issuer,
    url,
    backChannelCalls: () => backChannelCalls,
    tamperIdTokens(next) {
      tamper = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A browser on the provider's pages without a browser: its cookies, its redirects, the login (as `account`) and
 * consent interactions, until the provider sends it elsewhere (our callback, our login page).
 */
export class OidcBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  private keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    this.keep(response);
    return response;
  }

  /** Follows the provider from `url`, signing in as `account` when asked; answers where it leaves the provider. */
  async visit(url: string, account?: string): Promise<URL> {
    const origin = new URL(this.issuer).origin;
    let next = new URL(url);
    let post: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      if (next.origin !== origin) return next;
      const response = await this.request(next.href, post ? { method: 'POST', body: post, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {});
      post = undefined;
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        next = new URL(location, next);
        if (/^\/interaction\/[\w-]+$/.test(next.pathname)) post = new URLSearchParams({ login: account ?? '' });
        continue;
      }
      const page = await response.text();
      // The RP-initiated logout asks to confirm: post its form back with logout=yes.
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (xsrf && action) {
        next = new URL(action, next);
        post = new URLSearchParams({ xsrf, logout: 'yes' });
        continue;
      }
      throw new Error(`the provider kept the browser at ${next.href} (${response.status}): ${page.slice(0, 300)}`);
    }
    throw new Error(`the provider kept redirecting from ${url}`);
  }
}
