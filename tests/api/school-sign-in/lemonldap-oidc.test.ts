import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInfo } from '../../../src/shared/api/catalogue/auth';
import { ssoLogoutAddress } from '../../../src/shared/api/catalogue/school-sign-in';
import { signInAddresses } from '../../../src/shared/schema/school-sign-in-config';
import { LEMONLDAP_OIDC_CLAIMS, LemonLdapBrowser, startLemonLdap, type LemonLdap } from '../../support/identity/lemonldap';
import { createTestPortal, getWithToken } from '../../support/portal-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { baseSettings, HallBrowser, publishSignIn } from '../../support/identity/hall-browser';

/**
 * Signing in through OpenID Connect (ADR 022) against LemonLDAP::NG, the single sign-on server universities run:
 * discovery, code with PKCE (which this provider requires), the id_token's checks and its claims mapped.
 */
describe('school sign-in through OpenID Connect (LemonLDAP::NG)', () => {
  let server: TestServer;
  let idp: LemonLdap;
  const client = { clientId: 'service-hall', clientSecret: randomBytes(16).toString('hex') };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const addresses = signInAddresses(server.baseUrl, '000000');
    idp = await startLemonLdap({
      casServices: [addresses.casService],
      oidcClient: { ...client, redirectUris: [addresses.oidcRedirect], postLogoutRedirectUris: [addresses.oidcPostLogout] },
    });
    const admin = createTestPortal(server, { ip: '10.79.0.1' });
    await admin.signIn('admin', 'Admin@123');
    await publishSignIn(admin, baseSettings({
      mode: 'oidc', siteUrl: server.baseUrl, timeoutSeconds: 15,
      oidc: { issuer: idp.oidcIssuer, clientId: client.clientId, clientSecret: client.clientSecret, scopes: 'openid profile email' },
      mapping: {
        account: LEMONLDAP_OIDC_CLAIMS.account, name: LEMONLDAP_OIDC_CLAIMS.name, mail: LEMONLDAP_OIDC_CLAIMS.mail,
        deptCode: LEMONLDAP_OIDC_CLAIMS.department, affiliation: LEMONLDAP_OIDC_CLAIMS.affiliation,
      },
    }));
  }, 180_000);
  afterAll(async () => {
    await idp?.stop();
    await server?.close();
  });

  it('[AUTH-01] a student signs in on the provider\'s own page and lands with the rule\'s role; sign-out goes to the provider', async () => {
    const hall = new HallBrowser(server.baseUrl);
    const authorization = await hall.start('/homePage');
    expect(authorization.origin).toBe(new URL(idp.oidcIssuer).origin);
    const user = idp.users.find((candidate) => candidate.login === 'rtyler');
    if (!user) throw new Error('no demo user rtyler');
    const { leftTo } = await new LemonLdapBrowser(idp.portalUrl).visit(authorization.href, user);
    if (!leftTo) throw new Error('the provider kept the browser');
    const landing = await hall.redirectOf(leftTo.href);
    const exchanged = await hall.exchange(landing.searchParams.get('ssoCode') ?? '');
    if (!exchanged.ok) throw new Error(`${exchanged.msg} (${landing.href})\n${await idp.logs()}`);
    expect(exchanged.login).toMatchObject({ account: 'rtyler', role_type: 'student', nick_name: 'Rose Tyler' });
    const info = await getWithToken(server, getUserInfo.path, exchanged.login.access_token);
    expect(info.body).toMatchObject({ result: { account: 'rtyler', role_type: 'student' } });

    const portal = createTestPortal(server, { ip: '10.79.0.2' });
    portal.tokens = exchanged.login;
    const { url } = await portal.api.call(ssoLogoutAddress, {});
    expect(url.startsWith(idp.oidcIssuer)).toBe(true);
    expect(new URL(url).searchParams.get('id_token_hint')).toBeTruthy();
  });
});
