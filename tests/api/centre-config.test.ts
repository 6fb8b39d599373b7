import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreConfig as cfg } from '../../src/shared/api/catalogue';
import type { CallDef, CallRequest } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const ROLE_STUDENT = '1123598816738675203';
const { hallConfig: hall, processCentreConfig: proc, applicationCentreConfig: app } = cfg;

describe.each(testDatabases())('service centre configuration on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let visitor: TestPortal;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.9.4.1' });
    visitor = createTestPortal(server, { ip: '10.9.4.2' });
    student = createTestPortal(server, { ip: '10.9.4.3' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the portal’s defaults until a centre publishes; a publish changes that centre only', async () => {
    const before = await visitor.api.call(cfg.centreView, { centre: 'PROCESS' });
    expect(before).toMatchObject({ title: '', filters: { dept: true, scene: true, type: true, processType: true }, showShelfTabs: true, defaultSort: 'default', pinned: [] });

    await admin.api.call(proc.submit, {
      title: '办事服务中心', subtitle: '线上线下办理流程服务', filters: { dept: true, scene: false, type: true, processType: false }, showShelfTabs: false, defaultSort: 'heat',
    });
    const options = await admin.api.call(proc.serviceOptions, { keyword: '' });
    expect(options.length).toBeGreaterThan(2);
    const pinnedIds = options.slice(0, 3).map((o) => o.serviceId).reverse();
    expect((await admin.api.call(proc.pinned, { ids: pinnedIds })).map((p) => p.serviceId)).toEqual(pinnedIds);

    // A draft: the page still answers the published (default) config.
    expect(await visitor.api.call(cfg.centreView, { centre: 'PROCESS' })).toEqual(before);
    const preview = await admin.api.call(proc.studio.preview, { roleId: ROLE_STUDENT });
    expect(preview.title).toBe('办事服务中心');

    await admin.api.call(proc.studio.publish, { note: '流程中心改版' });
    const after = await student.api.call(cfg.centreView, { centre: 'PROCESS' });
    expect(after).toMatchObject({ title: '办事服务中心', filters: { scene: false, processType: false }, showShelfTabs: false, defaultSort: 'heat' });
    // The student sees the pinned services their role may see, in the pinned order.
    const shown = after.pinned.map((p) => p.serviceId);
    expect(shown).toEqual(pinnedIds.filter((id) => shown.includes(id)));
    expect((await visitor.api.call(cfg.centreView, { centre: 'hall' })).title).toBe('');
  });

  it('refuses a service of another centre and bad settings, in Chinese beside the field', async () => {
    const [applicationService] = await admin.api.call(app.serviceOptions, { keyword: '' });
    expect(await refusal(admin, admin.api.call(proc.pinned, { ids: [applicationService?.serviceId ?? 'x'] })))
      .toMatchObject({ http: 400, message: '置顶服务须为本中心的服务', fields: ['ids'] });
    const settings = (await admin.api.call(hall.detail, {})).settings;
    // The shared schema refuses it in the client already, in the same words the server would use.
    const tooLong = await refusal(admin, admin.api.call(hall.submit, { ...settings, title: '一二三四五六七八九十一二三四五六七八九十一' }));
    expect(tooLong.fields).toEqual(['title']);
    expect(tooLong.message).toContain('页面标题不能超过 20 个字符');
  });

  it('rolls back to the default', async () => {
    await admin.api.call(proc.studio.rollback, { version: 1 });
    expect((await visitor.api.call(cfg.centreView, { centre: 'PROCESS' })).title).toBe('');
  });
});

describe.each(testDatabases())('every centre studio call is refused without its menu, on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<'anonymous' | 'student' | 'teacher', TestPortal>;
  const settings = { title: '', subtitle: '', filters: { dept: true, scene: true, type: true, processType: true }, showShelfTabs: true, defaultSort: 'default' as const };
  const plan = (): [CallDef, unknown][] => [hall, proc, app].flatMap((c): [CallDef, unknown][] => [
    [c.detail, {}], [c.submit, settings], [c.pinned, { ids: [] }], [c.serviceOptions, {}],
    [c.studio.draft, {}], [c.studio.discard, {}], [c.studio.history, {}], [c.studio.version, { version: 1 }],
    [c.studio.compare, { from: 'published', to: 'draft' }], [c.studio.preview, { roleId: ROLE_STUDENT }], [c.studio.audit, {}],
    [c.studio.publish, {}], [c.studio.rollback, { version: 1 }],
  ]);

  beforeAll(async () => {
    server = await startTestServer(kind);
    portals.anonymous = createTestPortal(server, { ip: '10.9.5.1' });
    for (const [account, password, ip] of [['student', 'Student@123', '10.9.5.2'], ['teacher', 'Teacher@123', '10.9.5.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([['anonymous', 401], ['student', 403], ['teacher', 403]] as const)('refuses %s every call (HTTP %i)', async (who, http) => {
    const portal = portals[who];
    for (const [call, input] of plan()) {
      const error: unknown = await portal.api.call(call, input as CallRequest<typeof call>, { silent: true }).then(() => null, (e: unknown) => e);
      expect(error, call.name).toBeInstanceOf(ApiError);
      expect({ call: call.name, http: portal.lastResponse?.http }).toEqual({ call: call.name, http });
    }
  });
});
