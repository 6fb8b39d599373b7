import { once } from 'node:events';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInfo } from '../../../src/shared/api/catalogue/auth';
import { schoolSignInTest } from '../../../src/shared/api/catalogue/school-sign-in-config';
import { signInAddresses } from '../../../src/shared/schema/school-sign-in-config';
import { LEMONLDAP_CAS_ATTRIBUTES, LemonLdapBrowser, startLemonLdap, type LemonLdap } from '../../support/identity/lemonldap';
import { createTestPortal, getWithToken } from '../../support/portal-client';
import { until } from '../../support/until';
import { startTestServer, testDatabases, type TestServer } from '../helpers/test-server';
import { baseSettings, HallBrowser, publishSignIn } from '../../support/identity/hall-browser';

const CAS_MAPPING = {
  account: LEMONLDAP_CAS_ATTRIBUTES.account, name: LEMONLDAP_CAS_ATTRIBUTES.name, mail: LEMONLDAP_CAS_ATTRIBUTES.mail,
  deptCode: LEMONLDAP_CAS_ATTRIBUTES.department, affiliation: LEMONLDAP_CAS_ATTRIBUTES.affiliation,
};

/** A server that accepts connections and never answers: a provider too slow to wait for. */
async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const silent = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  const address = silent.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    },
  };
}

/**
 * Signing in through CAS 3.0 (ADR 022) against LemonLDAP::NG from Debian: the ticket validated at
 * /p3/serviceValidate for our exact service URL, attributes mapped, first sign-in provisioned, the one-time
 * hand-over, replayed, forged and foreign tickets refused, and the CAS back-channel single logout.
 */
describe.each(testDatabases())('school sign-in through CAS 3.0 (LemonLDAP::NG) on %s', (kind) => {
  let server: TestServer;
  let idp: LemonLdap;
  let service = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    service = signInAddresses(server.baseUrl, '000000').casService;
    idp = await startLemonLdap({ casServices: [service, `${server.baseUrl}/another-service`] });
    const admin = createTestPortal(server, { ip: '10.78.0.1' });
    await admin.signIn('admin', 'Admin@123');
    await publishSignIn(admin, baseSettings({
      mode: 'cas', siteUrl: server.baseUrl, cas: { serverUrl: idp.casUrl },
      mapping: CAS_MAPPING,
      timeoutSeconds: 15,
    }));
  }, 180_000);
  afterAll(async () => {
    await idp?.stop();
    await server?.close();
  });

  /** Our login button, the provider's form as `login`, and the provider's redirect back with a ticket. */
  async function ticketFor(login: string) {
    const hall = new HallBrowser(server.baseUrl);
    const casLogin = await hall.start('/myCenter');
    expect(casLogin.searchParams.get('service')).toBe(service);
    const user = idp.users.find((candidate) => candidate.login === login);
    if (!user) throw new Error(`no user ${login}`);
    const provider = new LemonLdapBrowser(idp.portalUrl);
    const { leftTo } = await provider.visit(casLogin.href, user);
    if (!leftTo) throw new Error('the CAS server kept the browser');
    return { hall, callback: leftTo, provider };
  }

  it('[AUTH-01] a teacher signs in through CAS: provisioned with the rule\'s role and the mapped department, lands where they were going', async () => {
    const { hall, callback } = await ticketFor('dwho');
    expect(callback.searchParams.get('ticket')).toMatch(/^ST-/);
    const landing = await hall.redirectOf(callback.href);
    expect(landing.searchParams.get('redirect')).toBe('/myCenter');
    const exchanged = await hall.exchange(landing.searchParams.get('ssoCode') ?? '');
    if (!exchanged.ok) throw new Error(exchanged.msg);
    expect(exchanged.login).toMatchObject({ account: 'dwho', role_type: 'teacher', nick_name: 'Doctor Who' });
    const info = await getWithToken(server, getUserInfo.path, exchanged.login.access_token);
    expect(info.body).toMatchObject({ result: { account: 'dwho', dept_name: '计算机科学与技术学院' } });
  });

  it('a replayed ticket is refused on our side, even from a fresh sign-in of the same browser', async () => {
    const { hall, callback } = await ticketFor('rtyler');
    const first = await hall.redirectOf(callback.href);
    expect(first.searchParams.get('ssoCode')).toBeTruthy();
    await hall.start();
    expect((await hall.redirectOf(callback.href)).searchParams.get('ssoError')).toBe('ticket_replayed');
  });

  it('a forged ticket and a ticket for another service are refused with ticket_invalid', async () => {
    const hall = new HallBrowser(server.baseUrl);
    await hall.start();
    const forged = await hall.redirectOf(`/api/sso/000000/cas/callback?ticket=ST-1-forgedTicketValue`);
    expect(forged.searchParams.get('ssoError')).toBe('ticket_invalid');

    // A ticket the CAS server issued for another service URL.
    const provider = new LemonLdapBrowser(idp.portalUrl);
    const other = new URL(`${idp.casUrl}/login`);
    other.searchParams.set('service', `${server.baseUrl}/another-service`);
    const user = idp.users[0];
    if (!user) throw new Error('no demo user');
    const { leftTo } = await provider.visit(other.href, user);
    const foreignTicket = leftTo?.searchParams.get('ticket') ?? '';
    expect(foreignTicket).toMatch(/^ST-/);
    await hall.start();
    const foreign = await hall.redirectOf(`/api/sso/000000/cas/callback?ticket=${encodeURIComponent(foreignTicket)}`);
    expect(foreign.searchParams.get('ssoError')).toBe('ticket_invalid');
  });

  it('测试连接 expects INVALID_TICKET for a made-up ticket, and says when the server does not answer in time', async () => {
    const admin = createTestPortal(server, { ip: '10.78.0.2' });
    await admin.signIn('admin', 'Admin@123');
    const cas = baseSettings({ mode: 'cas', siteUrl: server.baseUrl, cas: { serverUrl: idp.casUrl }, mapping: CAS_MAPPING, timeoutSeconds: 15 });
    expect(await admin.api.call(schoolSignInTest, cas)).toMatchObject({ ok: true, message: expect.stringContaining('INVALID_TICKET') });
    const slow = await startSilentServer();
    try {
      const answer = await admin.api.call(schoolSignInTest, { ...cas, cas: { serverUrl: `${slow.url}/cas` }, timeoutSeconds: 1 });
      expect(answer).toMatchObject({ ok: false, message: expect.stringContaining('无法连接（超时或地址不可达）') });
      // A slow CAS server at sign-in: the callback gives up after the time-out and says so.
      await publishSignIn(admin, { ...cas, cas: { serverUrl: `${slow.url}/cas` }, timeoutSeconds: 1 });
      const hall = new HallBrowser(server.baseUrl);
      await hall.start();
      const landing = await hall.redirectOf('/api/sso/000000/cas/callback?ticket=ST-1-slowProvider');
      expect(landing.searchParams.get('ssoError')).toBe('idp_unreachable');
    } finally {
      await publishSignIn(admin, cas);
      await slow.close();
    }
  });

  it('the CAS server\'s back-channel logoutRequest ends the session opened with that ticket', async () => {
    const { hall, callback, provider } = await ticketFor('dwho');
    const landing = await hall.redirectOf(callback.href);
    const exchanged = await hall.exchange(landing.searchParams.get('ssoCode') ?? '');
    if (!exchanged.ok) throw new Error(exchanged.msg);
    expect((await getWithToken(server, getUserInfo.path, exchanged.login.access_token)).http).toBe(200);
    await provider.visit(idp.logoutUrl);
    await until('the CAS logoutRequest ended the session',
      () => getWithToken(server, getUserInfo.path, exchanged.login.access_token), (answer) => answer.http === 401, { timeoutMs: 30_000 });
  });
});
