import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigationConfig as nav } from '../../src/shared/api/catalogue';
import type { CallDef, CallRequest } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const ROLE_STUDENT = '1123598816738675203';

/** Every call of the navigation area's files: the spec's calls and the area's studio calls. */
function everyCall(): CallDef[] {
  const { navigationStudio, ...specCalls } = nav;
  return [...Object.values(specCalls), ...Object.values(navigationStudio)];
}

/**
 * One well-formed request per call, in an order in which the administrator's run succeeds end to end (the added
 * entry is published, then rolled back). The refused callers send the same requests.
 */
function requests(ids: { builtIn: string; all: string[]; added: () => string }): Array<[CallDef, () => unknown]> {
  return [
    [nav.navigationConfigList, () => ({})],
    [nav.navigationConfigSubmit, () => ({ navigationName: '越权导航', path: '/forbidden' })],
    [nav.applyNavigationDetail, () => ({ id: ids.builtIn })],
    [nav.applyNavigationSubmit, () => ({ id: ids.builtIn, navigationName: '首页', path: '/homePage', isAuto: 1 })],
    [nav.applyNavigationIdentities, () => ({ id: ids.builtIn })],
    [nav.applyNavigationOrder, () => ({ ids: [...ids.all, ids.added()].filter((id) => id !== '') })],
    [nav.navigationStudio.draft, () => ({})],
    [nav.navigationStudio.preview, () => ({ roleId: ROLE_STUDENT })],
    [nav.navigationStudio.compare, () => ({ from: 'published', to: 'draft' })],
    [nav.navigationStudio.publish, () => ({ note: '越权发布' })],
    [nav.navigationStudio.history, () => ({})],
    [nav.navigationStudio.version, () => ({ version: 1 })],
    [nav.navigationStudio.audit, () => ({})],
    [nav.navigationConfigRemove, () => ({ id: ids.added() || ids.builtIn })],
    [nav.navigationStudio.rollback, () => ({ version: 1 })],
    [nav.navigationStudio.discard, () => ({})],
  ];
}

describe.each(testDatabases())('every navigation and studio call is refused without the addNavigation menu, on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<'anonymous' | 'student' | 'teacher' | 'admin', TestPortal>;
  let builtIn = '';
  let all: string[] = [];
  let added = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    portals.anonymous = createTestPortal(server, { ip: '10.5.0.1' });
    for (const [account, password, ip] of [['student', 'Student@123', '10.5.0.2'], ['teacher', 'Teacher@123', '10.5.0.3'], ['admin', 'Admin@123', '10.5.0.4']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
    all = (await portals.admin.api.call(nav.navigationConfigList, {})).map((e) => e.id);
    builtIn = all[0] ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  const plan = () => requests({ builtIn, all, added: () => added });

  it('the walk covers every call the two catalogue files define', () => {
    expect(plan().map(([call]) => call.name).sort()).toEqual(everyCall().map((call) => call.name).sort());
    expect(everyCall()).toHaveLength(16);
  });

  it.each([['anonymous', 401], ['student', 403], ['teacher', 403]] as const)('refuses %s every call (HTTP %i) and changes nothing', async (who, http) => {
    const portal = portals[who];
    for (const [call, input] of plan()) {
      const error: unknown = await portal.api.call(call, input() as CallRequest<typeof call>, { silent: true }).then(() => null, (e: unknown) => e);
      expect(error, call.name).toBeInstanceOf(ApiError);
      expect({ call: call.name, http: portal.lastResponse?.http }).toEqual({ call: call.name, http });
    }
    expect(await portals.admin.api.call(nav.navigationStudio.history, {})).toMatchObject({ total: 0 });
    expect((await portals.admin.api.call(nav.navigationStudio.draft, {})).revision).toBe(0);
  });

  it('lets the administrator make every call', async () => {
    for (const [call, input] of plan()) {
      const answer: unknown = await portals.admin.api.call(call, input() as CallRequest<typeof call>, { silent: true });
      if (call === nav.navigationConfigSubmit) added = (answer as { id: string }).id;
      expect(portals.admin.lastResponse?.http, call.name).toBe(200);
    }
    const history = await portals.admin.api.call(nav.navigationStudio.history, {});
    expect(history.records.map((r) => r.action)).toEqual(['rollback', 'publish', 'baseline']);
  });
});
