import Fastify from 'fastify';
import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticator } from '../../src/server/features/auth/authenticator';
import { installErrorHandling } from '../../src/server/http/error-handler';
import { registerCall } from '../../src/server/http/route';
import { defineCall } from '../../src/shared/api/catalogue/define-call';
import { getBusinessConfigMenu } from '../../src/shared/api/catalogue/shell';
import { createTestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** A test-only admin call: the guard is what is under test, so its path exists only here. */
const adminProbe = defineCall({
  name: 'adminProbe', method: 'POST', path: '/api/test-only/admin-probe',
  request: z.object({}), response: z.object({ account: z.string() }),
});

describe.each(testDatabases())('configuration menu and the admin guard on %s', (kind) => {
  let server: TestServer;
  const guarded = Fastify({ logger: false });
  beforeAll(async () => {
    server = await startTestServer(kind);
    // A second app on the same database and keys, holding only the probe route behind {menu:'homePageConfig'}.
    installErrorHandling(guarded);
    registerCall(guarded, createAuthenticator(server.context), adminProbe, { access: { menu: 'homePageConfig' } },
      async (_input, { user }) => ({ account: user.account }));
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await server?.close();
  });

  async function probe(accessToken: string | null) {
    const response = await guarded.inject({
      method: 'POST', url: adminProbe.path, payload: {},
      headers: accessToken ? { 'blade-auth': `bearer ${accessToken}` } : {},
    });
    return { http: response.statusCode, body: response.json<unknown>() };
  }

  it('[ROUTE-03] admin\'s configuration menu lists all 12 configuration routes, in order', async () => {
    const portal = createTestPortal(server, { ip: '10.5.0.1' });
    await portal.signIn('admin', 'Admin@123');
    const menu = await portal.api.call(getBusinessConfigMenu, {});
    expect(menu).toHaveLength(13);
    expect(menu.map((entry) => entry.name)).toEqual([
      'homePageConfig', 'serviceHallConfig', 'threeListsConfig', 'processServiceCenterConfig',
      'applicationServiceCenterConfig', 'effectivenessMonitoringConfig', 'preLoginConfig', 'addNavigation',
      'cardBusinessConfig', 'deptResponsibilityListConfig', 'managementGuideConfig', 'identityAuthConfig', 'businessSystemConfig',
    ]);
    expect(menu[0]).toMatchObject({ title: '首页配置', path: '/userFrameConfig/homePageConfig' });
    expect(menu.find((entry) => entry.name === 'cardBusinessConfig')?.path).toBe('/cardBusinessConfig');
  });

  it.each([['student', 'Student@123'], ['teacher', 'Teacher@123']])('[ROUTE-03] %s has an empty configuration menu', async (account, password) => {
    const portal = createTestPortal(server, { ip: `10.5.1.${account.length}` });
    await portal.signIn(account, password);
    expect(await portal.api.call(getBusinessConfigMenu, {})).toEqual([]);
  });

  it('[ROUTE-03] an admin route answers 403 to a student and passes for admin, on the server', async () => {
    const student = await createTestPortal(server, { ip: '10.5.2.1' }).signIn('student', 'Student@123');
    const admin = await createTestPortal(server, { ip: '10.5.2.2' }).signIn('admin', 'Admin@123');
    expect(await probe(student.access_token)).toEqual({
      http: 403, body: { status: 403, msg: '没有访问权限', result: null },
    });
    expect(await probe(admin.access_token)).toEqual({
      http: 200, body: { status: 1000, msg: '操作成功', result: { account: 'admin' } },
    });
    expect((await probe(null)).http).toBe(401);
  });
});
