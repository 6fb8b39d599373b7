import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LEMONLDAP_CAS_ATTRIBUTES, LEMONLDAP_OIDC_CLAIMS, LemonLdapBrowser, startLemonLdap, type LemonLdap, type LemonLdapUser,
} from '../../support/identity/lemonldap';
import { freePort } from '../../support/server-process';
import { until } from '../../support/until';

/**
 * LemonLDAP::NG from Debian as tests/support/identity/lemonldap.ts starts it, driven as a browser and a relying
 * party would: this pins the provider's real behaviour that the school sign-in is written against (its CAS 3.0
 * answers, its single logout, its OpenID Connect discovery, PKCE and id_token).
 */

/** A service of the test's own: records the CAS back-channel logout requests and front-channel logout calls. */
interface FakeService {
  baseUrl: string;
  received: { path: string; method: string; body: string }[];
  server: Server;
}

async function startFakeService(): Promise<FakeService> {
  const port = await freePort();
  const received: FakeService['received'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', method: request.method ?? '', body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { baseUrl: `http://127.0.0.1:${port}`, received, server };
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  jwks_uri: z.string(),
  end_session_endpoint: z.string(),
  code_challenge_methods_supported: z.array(z.string()),
  backchannel_logout_supported: z.boolean(),
  frontchannel_logout_supported: z.boolean(),
});
const tokenSchema = z.object({ id_token: z.string(), access_token: z.string(), token_type: z.string() });

/** The text of one CAS XML element, e.g. `cas:user`. */
function casElement(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]?.trim();
}

function userOf(idp: LemonLdap, login: string): LemonLdapUser {
  const user = idp.users.find((candidate) => candidate.login === login);
  if (!user) throw new Error(`no demo user ${login}`);
  return user;
}

describe('LemonLDAP::NG started by the tests (CAS 3.0 server and OpenID Connect provider)', () => {
  let idp: LemonLdap;
  let service: FakeService;
  let casService = '';
  let redirectUri = '';
  const client = { clientId: 'service-hall', clientSecret: randomBytes(16).toString('hex') };
  let startedInMs = 0;

  beforeAll(async () => {
    service = await startFakeService();
    casService = `${service.baseUrl}/api/auth/cas/callback`;
    redirectUri = `${service.baseUrl}/api/auth/oidc/callback`;
    const started = Date.now();
    idp = await startLemonLdap({
      casServices: [casService],
      oidcClient: {
        ...client,
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [`${service.baseUrl}/login`],
        frontChannelLogoutUri: `${service.baseUrl}/api/auth/oidc/frontchannel-logout`,
      },
    });
    startedInMs = Date.now() - started;
  }, 120_000);

  afterAll(async () => {
    await idp?.stop();
    service?.server.close();
  });

  it('starts within a minute on this machine and serves its own login page', async () => {
    expect(startedInMs).toBeLessThan(60_000);
    const page = await (await fetch(idp.portalUrl)).text();
    expect(page).toContain('name="user"');
    expect(page).toContain('name="password"');
  });

  /** Signs `login` in on the CAS login page for `service`; answers the ticket the browser is sent back with. */
  async function casTicket(browser: LemonLdapBrowser, login: string, forService = casService): Promise<string> {
    const user = userOf(idp, login);
    const { leftTo } = await browser.visit(`${idp.casUrl}/login?service=${encodeURIComponent(forService)}`, user);
    if (!leftTo) throw new Error(`the CAS login did not send the browser back to the service:\n${await idp.logs()}`);
    expect(`${leftTo.origin}${leftTo.pathname}`).toBe(forService);
    const ticket = leftTo.searchParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^ST-/);
    return ticket;
  }

  function serviceValidate(ticket: string, forService = casService): Promise<string> {
    return fetch(`${idp.casUrl}/p3/serviceValidate?service=${encodeURIComponent(forService)}&ticket=${encodeURIComponent(ticket)}`).then((r) => r.text());
  }

  it('CAS: the login form signs dwho in and sends the browser to the service with ticket=ST-…', async () => {
    await casTicket(new LemonLdapBrowser(idp.portalUrl), 'dwho');
  });

  it('CAS: /cas/p3/serviceValidate answers the user and the released attributes, each user its own department and affiliation', async () => {
    for (const login of ['dwho', 'rtyler']) {
      const user = userOf(idp, login);
      const xml = await serviceValidate(await casTicket(new LemonLdapBrowser(idp.portalUrl), login));
      expect(xml).toContain('<cas:authenticationSuccess>');
      expect(casElement(xml, 'cas:user')).toBe(login);
      expect(casElement(xml, `cas:${LEMONLDAP_CAS_ATTRIBUTES.account}`)).toBe(login);
      expect(casElement(xml, `cas:${LEMONLDAP_CAS_ATTRIBUTES.name}`)).toBe(user.name);
      expect(casElement(xml, `cas:${LEMONLDAP_CAS_ATTRIBUTES.mail}`)).toBe(user.mail);
      expect(casElement(xml, `cas:${LEMONLDAP_CAS_ATTRIBUTES.department}`)).toBe(user.department);
      expect(casElement(xml, `cas:${LEMONLDAP_CAS_ATTRIBUTES.affiliation}`)).toBe(user.affiliation);
    }
    expect(userOf(idp, 'dwho').department).not.toBe(userOf(idp, 'rtyler').department);
  });

  it('CAS: a ticket validates once, only for its own service, and a forged one never', async () => {
    const ticket = await casTicket(new LemonLdapBrowser(idp.portalUrl), 'rtyler');
    const other = await serviceValidate(ticket, `${service.baseUrl}/elsewhere`);
    expect(other).toContain('<cas:authenticationFailure');
    expect(await serviceValidate(ticket)).toContain('<cas:authenticationFailure');

    const fresh = await casTicket(new LemonLdapBrowser(idp.portalUrl), 'rtyler');
    expect(await serviceValidate(fresh)).toContain('<cas:authenticationSuccess>');
    const replay = await serviceValidate(fresh);
    expect(replay).toContain('<cas:authenticationFailure');
    expect(replay).toMatch(/code="INVALID_TICKET"/);
    expect(await serviceValidate(`ST-${randomBytes(16).toString('hex')}`)).toMatch(/code="INVALID_TICKET"/);
  });

  it('CAS: a service the provider does not know gets no ticket', async () => {
    const browser = new LemonLdapBrowser(idp.portalUrl);
    const { leftTo, page } = await browser.visit(`${idp.casUrl}/login?service=${encodeURIComponent('http://127.0.0.1:1/not-registered')}`, userOf(idp, 'dwho'));
    expect(leftTo).toBeUndefined();
    expect(page).not.toContain('ticket=ST-');
  });

  it("CAS: a logout at the provider sends the service a back-channel logoutRequest naming the ticket it issued", async () => {
    const browser = new LemonLdapBrowser(idp.portalUrl);
    const ticket = await casTicket(browser, 'msmith');
    expect(await serviceValidate(ticket)).toContain('<cas:authenticationSuccess>');
    const before = service.received.length;
    await browser.visit(idp.logoutUrl);
    const request = await until('the CAS back-channel logoutRequest', () => service.received.slice(before).find((r) => r.method === 'POST' && r.body.includes('logoutRequest')));
    expect(request.path).toBe(new URL(casService).pathname);
    const logoutRequest = new URLSearchParams(request.body).get('logoutRequest') ?? '';
    expect(logoutRequest).toContain('<samlp:LogoutRequest');
    expect(logoutRequest).toContain(`<samlp:SessionIndex>${ticket}</samlp:SessionIndex>`);
  });

  async function discovery(): Promise<z.infer<typeof discoverySchema>> {
    const response = await fetch(`${idp.oidcIssuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    return discoverySchema.parse(await response.json());
  }

  it('OIDC: discovery answers the issuer and its endpoints; PKCE S256 and front-channel logout, but no back-channel logout', async () => {
    const meta = await discovery();
    expect(meta.issuer).toBe(idp.oidcIssuer);
    for (const endpoint of [meta.authorization_endpoint, meta.token_endpoint, meta.jwks_uri, meta.end_session_endpoint]) {
      expect(endpoint.startsWith(`${idp.oidcIssuer}/`)).toBe(true);
    }
    expect(meta.code_challenge_methods_supported).toContain('S256');
    expect(meta.frontchannel_logout_supported).toBe(true);
    expect(meta.backchannel_logout_supported).toBe(false);
  });

  /** The authorization-code flow up to the code, as the relying party starts it. */
  async function authorize(browser: LemonLdapBrowser, login: string, challenge: string, state: string, nonce: string): Promise<string> {
    const meta = await discovery();
    const url = new URL(meta.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code', client_id: client.clientId, redirect_uri: redirectUri, scope: 'openid profile email',
      state, nonce, code_challenge: challenge, code_challenge_method: 'S256',
    }).toString();
    const { leftTo } = await browser.visit(url.href, userOf(idp, login));
    if (!leftTo) throw new Error(`the authorization did not come back to the relying party:\n${await idp.logs()}`);
    expect(`${leftTo.origin}${leftTo.pathname}`).toBe(redirectUri);
    expect(leftTo.searchParams.get('state')).toBe(state);
    const code = leftTo.searchParams.get('code');
    if (!code) throw new Error(`no code in ${leftTo.href}`);
    return code;
  }

  function exchange(code: string, verifier: string): Promise<Response> {
    return discovery().then((meta) => fetch(meta.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }),
    }));
  }

  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  it('OIDC: the authorization-code flow with PKCE gives an RS256 id_token with the claims', async () => {
    const { verifier, challenge } = pkce();
    const nonce = randomBytes(12).toString('hex');
    const code = await authorize(new LemonLdapBrowser(idp.portalUrl), 'rtyler', challenge, randomBytes(12).toString('hex'), nonce);
    const response = await exchange(code, verifier);
    expect(response.status).toBe(200);
    const tokens = tokenSchema.parse(await response.json());
    const meta = await discovery();
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(meta.jwks_uri)), {
      issuer: idp.oidcIssuer, audience: client.clientId,
    });
    const user = userOf(idp, 'rtyler');
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.nonce).toBe(nonce);
    expect(payload.sub).toBe('rtyler');
    expect(payload[LEMONLDAP_OIDC_CLAIMS.account]).toBe('rtyler');
    expect(payload[LEMONLDAP_OIDC_CLAIMS.name]).toBe(user.name);
    expect(payload[LEMONLDAP_OIDC_CLAIMS.mail]).toBe(user.mail);
    expect(payload[LEMONLDAP_OIDC_CLAIMS.department]).toBe(user.department);
    expect(payload[LEMONLDAP_OIDC_CLAIMS.affiliation]).toBe(user.affiliation);

    const userinfo = await fetch(meta.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await userinfo.json()).toMatchObject({ sub: 'rtyler', [LEMONLDAP_OIDC_CLAIMS.department]: user.department });
  });

  it('OIDC: a code is exchanged only with its PKCE verifier, and only once', async () => {
    const { verifier, challenge } = pkce();
    const browser = new LemonLdapBrowser(idp.portalUrl);
    const code = await authorize(browser, 'dwho', challenge, 's1', 'n1');
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    // A refused exchange spends the code too: the provider removes it before checking the verifier.
    expect((await exchange(code, verifier)).status).toBe(400);

    const again = pkce();
    const second = await authorize(browser, 'dwho', again.challenge, 's2', 'n2');
    expect((await exchange(second, again.verifier)).status).toBe(200);
    expect((await exchange(second, again.verifier)).status).toBe(400);
  });

  it('OIDC: the token endpoint reads client_secret_basic without form-decoding it; client_secret_post works for any secret', async () => {
    // RFC 6749 §2.3.1 form-encodes the client id and secret before Basic; openid-client encodes '-' as %2D, and
    // LemonLDAP 2.16 compares the encoded text (and reads only \w characters of the base64): a secret with '-' fails.
    const idpWithDash = await startLemonLdap({
      casServices: [casService],
      oidcClient: { clientId: 'hall', clientSecret: 'secret-with-dashes', redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    try {
      const meta = discoverySchema.parse(await (await fetch(`${idpWithDash.oidcIssuer}/.well-known/openid-configuration`)).json());
      const codeFor = async (verifierChallenge: string) => {
        const url = new URL(meta.authorization_endpoint);
        url.search = new URLSearchParams({
          response_type: 'code', client_id: 'hall', redirect_uri: redirectUri, scope: 'openid', state: 's', nonce: 'n',
          code_challenge: verifierChallenge, code_challenge_method: 'S256',
        }).toString();
        const { leftTo } = await new LemonLdapBrowser(idpWithDash.portalUrl).visit(url.href, userOf(idpWithDash, 'dwho'));
        return leftTo?.searchParams.get('code') ?? '';
      };
      const formEncoded = (value: string) => encodeURIComponent(value).replace(/-/g, '%2D');
      const basic = pkce();
      const refused = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${formEncoded('hall')}:${formEncoded('secret-with-dashes')}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: await codeFor(basic.challenge), redirect_uri: redirectUri, code_verifier: basic.verifier }),
      });
      expect(refused.status).toBe(401);
      const post = pkce();
      const accepted = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code', code: await codeFor(post.challenge), redirect_uri: redirectUri, code_verifier: post.verifier,
          client_id: 'hall', client_secret: 'secret-with-dashes',
        }),
      });
      expect(accepted.status).toBe(200);
    } finally {
      await idpWithDash.stop();
    }
  });

  it("OIDC: a logout at the provider shows the relying party's front-channel logout URI in an iframe, with iss and sid", async () => {
    const browser = new LemonLdapBrowser(idp.portalUrl);
    const { verifier, challenge } = pkce();
    // The provider counts a relying party as signed in (and to be logged out) once it has exchanged its code.
    expect((await exchange(await authorize(browser, 'msmith', challenge, 's3', 'n3'), verifier)).status).toBe(200);
    const { page } = await browser.visit(idp.logoutUrl);
    const src = /<iframe src="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    if (!src) throw new Error(`no front-channel logout iframe on the logout page:\n${page}`);
    const frame = new URL(src);
    expect(`${frame.origin}${frame.pathname}`).toBe(`${service.baseUrl}/api/auth/oidc/frontchannel-logout`);
    expect(frame.searchParams.get('iss')).toBe(idp.oidcIssuer);
    expect(frame.searchParams.get('sid')).toBe('msmith');
  });
});
