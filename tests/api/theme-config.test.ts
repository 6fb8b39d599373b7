import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { home, prelogin as pre, themeConfig as cfg } from '../../src/shared/api/catalogue';
import type { CallDef, CallRequest } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const ROLE_STUDENT = '1123598816738675203';

describe.each(testDatabases())('theme configuration on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  let visitor: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.11.0.1' });
    student = createTestPortal(server, { ip: '10.11.0.2' });
    visitor = createTestPortal(server, { ip: '10.11.0.3' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps themeSetUp and the guise off the portal until published, then shows them on the portal\'s own calls', async () => {
    const before = await student.api.call(home.themeDetail, {});
    const list = await student.api.call(home.getThemeManageList, {});
    const guise = await visitor.api.call(pre.guiseLogoDetail, {});
    expect(before.themeColor).toBe('#008cff');

    const { body } = await admin.api.call(cfg.themeStudio.draft, {});
    const red = body.themes.find((t) => t.themeName === '中国红');
    expect(red).toBeDefined();
    const added = { id: 'new-1', themeName: '墨绿', themeColor: '#1f5f3f', themeImg: '', themeImgBorderColor: '#7fbf9f', waitingBgImg: '' };
    const saved = await admin.api.call(cfg.themeSetUpSubmit, { themes: [...body.themes, added], defaultThemeId: red?.id ?? '' });
    const newId = saved.themes.at(-1)?.id ?? '';
    expect(newId).toMatch(/^[0-9A-Za-z]{32}$/);
    await admin.api.call(cfg.guiseLogoSubmit, { schoolName: '华夏理工大学（新）', logo: guise.logo });

    expect(await student.api.call(home.themeDetail, {})).toEqual(before);
    expect(await student.api.call(home.getThemeManageList, {})).toEqual(list);
    expect(await visitor.api.call(pre.guiseLogoDetail, {})).toEqual(guise);
    expect(await admin.api.call(cfg.themeStudio.preview, { roleId: ROLE_STUDENT })).toMatchObject({ themeName: '中国红' });

    await admin.api.call(cfg.themeStudio.publish, { note: '默认主题改为中国红' });
    expect(await student.api.call(home.themeDetail, {})).toMatchObject({ themeName: '中国红', themeColor: red?.themeColor });
    expect((await student.api.call(home.getThemeManageList, {})).map((t) => t.themeName)).toEqual([...list.map((t) => t.themeName), '墨绿']);
    expect((await visitor.api.call(pre.guiseLogoDetail, {})).schoolName).toBe('华夏理工大学（新）');

    await admin.api.call(cfg.themeStudio.rollback, { version: 1 });
    expect(await student.api.call(home.themeDetail, {})).toEqual(before);
    expect(await visitor.api.call(pre.guiseLogoDetail, {})).toEqual(guise);
  });

  it('keeps a user\'s own pick over the published default', async () => {
    const list = await student.api.call(home.getThemeManageList, {});
    const purple = list.find((t) => t.themeName === '典雅紫');
    await student.api.call(home.userThemeSubmit, { themeId: purple?.themeId ?? '' });
    const { body } = await admin.api.call(cfg.themeStudio.draft, {});
    await admin.api.call(cfg.themeSetUpSubmit, { themes: body.themes, defaultThemeId: body.themes.at(-1)?.id ?? '' });
    await admin.api.call(cfg.themeStudio.publish, {});
    expect((await student.api.call(home.themeDetail, {})).themeName).toBe('典雅紫');
  });

  it('refuses a default that is not among the themes, a bad colour and an unsafe logo, naming the field', async () => {
    const { body } = await admin.api.call(cfg.themeStudio.draft, {});
    expect(await refusal(admin, admin.api.call(cfg.themeSetUpSubmit, { themes: body.themes, defaultThemeId: 'missing' }, { silent: true })))
      .toMatchObject({ http: 400, message: '默认主题不存在', fields: ['defaultThemeId'] });
    const bad = body.themes.map((t, i) => (i === 0 ? { ...t, themeColor: 'red' } : t));
    expect(await refusal(admin, admin.api.call(unchecked(cfg.themeSetUpSubmit), { themes: bad, defaultThemeId: body.defaultThemeId }, { silent: true })))
      .toMatchObject({ http: 400, fields: ['themes.0.themeColor'] });
    expect(await refusal(admin, admin.api.call(unchecked(cfg.guiseLogoSubmit), { schoolName: '学校', logo: 'javascript:alert(1)' }, { silent: true })))
      .toMatchObject({ http: 400, fields: ['logo'] });
    expect(await refusal(admin, admin.api.call(unchecked(cfg.themeSetUpSubmit), { themes: [], defaultThemeId: 'x' }, { silent: true })))
      .toMatchObject({ http: 400 });
  });
});

function plan(ids: () => { themes: CallRequest<typeof cfg.themeSetUpSubmit>['themes']; defaultThemeId: string }): Array<[CallDef, () => unknown]> {
  const s = cfg.themeStudio;
  return [
    [s.draft, () => ({})], [cfg.themeSetUpSubmit, ids], [cfg.guiseLogoSubmit, () => ({ schoolName: '越权学校', logo: '' })],
    [s.preview, () => ({ roleId: ROLE_STUDENT })], [s.compare, () => ({ from: 'published', to: 'draft' })], [s.publish, () => ({})],
    [s.history, () => ({})], [s.version, () => ({ version: 1 })], [s.audit, () => ({})], [s.rollback, () => ({ version: 1 })], [s.discard, () => ({})],
  ];
}

describe.each(testDatabases())('every theme studio call is refused without the homePageConfig menu, on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<'anonymous' | 'student' | 'teacher' | 'admin', TestPortal>;
  let body: { themes: CallRequest<typeof cfg.themeSetUpSubmit>['themes']; defaultThemeId: string } = { themes: [], defaultThemeId: '' };

  beforeAll(async () => {
    server = await startTestServer(kind);
    portals.anonymous = createTestPortal(server, { ip: '10.11.1.1' });
    for (const [account, password, ip] of [['student', 'Student@123', '10.11.1.2'], ['teacher', 'Teacher@123', '10.11.1.3'], ['admin', 'Admin@123', '10.11.1.4']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
    body = (await portals.admin.api.call(cfg.themeStudio.draft, {})).body;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the walk covers every call of the catalogue file', () => {
    const { themeStudio, ...spec } = cfg;
    expect(plan(() => body).map(([c]) => c.name).sort()).toEqual([...Object.values(spec), ...Object.values(themeStudio)].map((c) => c.name).sort());
  });

  it.each([['anonymous', 401], ['student', 403], ['teacher', 403]] as const)('refuses %s every call (HTTP %i) and changes nothing', async (who, http) => {
    const portal = portals[who];
    for (const [call, input] of plan(() => body)) {
      const error: unknown = await portal.api.call(call, input() as CallRequest<typeof call>, { silent: true }).then(() => null, (e: unknown) => e);
      expect(error, call.name).toBeInstanceOf(ApiError);
      expect({ call: call.name, http: portal.lastResponse?.http }).toEqual({ call: call.name, http });
    }
    expect(await portals.admin.api.call(cfg.themeStudio.history, {})).toMatchObject({ total: 0 });
  });

  it('lets the administrator make every call', async () => {
    for (const [call, input] of plan(() => ({ ...body, defaultThemeId: body.themes.at(-1)?.id ?? '' }))) {
      await portals.admin.api.call(call, input() as CallRequest<typeof call>, { silent: true });
      expect(portals.admin.lastResponse?.http, call.name).toBe(200);
    }
  });
});
