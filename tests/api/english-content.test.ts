import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin, directory, home, navigationConfig as nav, prelogin as pre, preLoginConfig as preCfg, search, shell } from '../../src/shared/api/catalogue';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const card = (key: string) => `card-${DEMO_TENANT_ID}-${key}`;
const SERVICE_TYPE = `ctype-${DEMO_TENANT_ID}-service`;

/**
 * English content (ADR 033): the optional `<field>En` siblings travel with the configuration they belong to — into
 * the draft, through publish into the live tables, out in the portal's answers — and the seeded catalogue carries
 * English names for some services and not for others. The tests run in order on one server.
 */
describe.each(testDatabases())('English content fields on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.7.1.1' });
    student = createTestPortal(server, { ip: '10.7.1.2' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  const topMenu = async () => student.api.call(shell.getTopMenu, {});

  it('[SHELL-07] answers the seeded English navigation names beside the Chinese ones', async () => {
    const menu = await topMenu();
    expect(menu.map((e) => [e.navigationName, e.navigationNameEn])).toEqual(expect.arrayContaining([
      ['首页', 'Home'], ['服务大厅', 'Service Hall'],
    ]));
  });

  it('[SHELL-07] carries a navigation entry\'s English name through draft and publish; an edit without it keeps it', async () => {
    const { id } = await admin.api.call(nav.navigationConfigSubmit, {
      navigationName: '校园地图', navigationNameEn: '  Campus Map ', path: '/campusMap', isAuto: 1,
    });
    // The draft holds it (trimmed), the portal does not see it before the publish.
    expect(await admin.api.call(nav.applyNavigationDetail, { id })).toMatchObject({ navigationNameEn: 'Campus Map' });
    const draft = await admin.api.call(nav.navigationStudio.draft, {});
    expect(draft.changes).toEqual([expect.objectContaining({ op: 'add', path: `entries[id=${id}]` })]);
    expect((await topMenu()).some((e) => e.id === id)).toBe(false);

    await admin.api.call(nav.navigationStudio.publish, { note: '校园地图（含英文名称）' });
    expect((await topMenu()).find((e) => e.id === id)).toMatchObject({ navigationName: '校园地图', navigationNameEn: 'Campus Map' });

    // A caller that does not send the English name (an older client) keeps it; '' clears it.
    await admin.api.call(nav.applyNavigationSubmit, { id, navigationName: '校园导览', path: '/campusMap', isAuto: 1 });
    expect(await admin.api.call(nav.applyNavigationDetail, { id })).toMatchObject({ navigationName: '校园导览', navigationNameEn: 'Campus Map' });
    await admin.api.call(nav.applyNavigationSubmit, { id, navigationName: '校园导览', navigationNameEn: '', path: '/campusMap', isAuto: 1 });
    const changes = (await admin.api.call(nav.navigationStudio.draft, {})).changes.map((c) => c.path);
    expect(changes).toContain(`entries[id=${id}].navigationNameEn`);
    await admin.api.call(nav.navigationConfigRemove, { id });
    await admin.api.call(nav.navigationStudio.publish, {});
    expect((await topMenu()).some((e) => e.id === id)).toBe(false);
  });

  it('[CARD-02] carries card and card type English names through draft and publish to the layout and the catalogue', async () => {
    const before = await student.api.call(home.getUserApplyCardList, {});
    expect(before.cards.find((c) => c.cardId === card('todo'))).toMatchObject({ cardName: '待办事项', cardNameEn: 'To-dos' });

    await admin.api.call(cardsAdmin.cardBasicSubmit, {
      cardId: card('todo'), cardName: '待办事项', cardNameEn: 'My To-dos', cardIntroduction: '待处理事项', cardIntroductionEn: 'Steps to handle', displayRows: 1,
    });
    await admin.api.call(cardsAdmin.cardTypeSubmit, { id: SERVICE_TYPE, typeName: '办事服务', typeNameEn: 'Online Services', sort: 1 });
    expect(await admin.api.call(cardsAdmin.cardBasicDetail, { cardId: card('todo') })).toMatchObject({ cardNameEn: 'My To-dos', cardIntroductionEn: 'Steps to handle' });
    expect((await student.api.call(home.getUserApplyCardList, {})).cards.find((c) => c.cardId === card('todo'))?.cardNameEn).toBe('To-dos');

    await admin.api.call(cardsAdmin.homePageStudio.publish, { note: '英文名称' });
    const layout = await student.api.call(home.getUserApplyCardList, {});
    expect(layout.cards.find((c) => c.cardId === card('todo'))).toMatchObject({ cardNameEn: 'My To-dos', cardIntroductionEn: 'Steps to handle' });
    const catalogue = await student.api.call(home.getNavigationUserApplyCardList, {});
    expect(catalogue.find((t) => t.id === SERVICE_TYPE)?.typeNameEn).toBe('Online Services');
    const data = await student.api.call(home.getCardData, { cardId: card('todo') });
    expect(data.basicConfig).toMatchObject({ cardName: '待办事项', cardNameEn: 'My To-dos' });

    // Rolling back to the version before restores the seeded English name.
    const history = await admin.api.call(cardsAdmin.homePageStudio.history, {});
    const previous = Math.max(...history.records.map((v) => v.version)) - 1;
    await admin.api.call(cardsAdmin.homePageStudio.rollback, { version: previous });
    expect((await student.api.call(home.getUserApplyCardList, {})).cards.find((c) => c.cardId === card('todo'))?.cardNameEn).toBe('To-dos');
  });

  it('[ROUTE-06] answers English service, department and scene names where the catalogue has them, and none where not', async () => {
    const page = await student.api.call(directory.serverCenterPage, { size: 100 });
    const leave = page.records.find((s) => s.serviceName === '学生请假申请');
    expect(leave).toMatchObject({ serviceNameEn: 'Student Leave Application', serviceDeptNameEn: expect.any(String) });
    const untranslated = page.records.filter((s) => s.serviceNameEn === undefined);
    expect(untranslated.length).toBeGreaterThan(0);
    // An empty English name is left out of the answer rather than sent as ''.
    expect(page.records.every((s) => s.serviceNameEn !== '')).toBe(true);

    const details = await student.api.call(directory.serverCenterDetails, { serviceId: leave?.serviceId ?? '' });
    expect(details.descriptionEn).toMatch(/Student Leave Application/);
    expect(details.typeNameEn).toBe('Applications');

    const depts = await student.api.call(directory.serviceDept, {});
    expect(depts.find((d) => d.name === '教务处')?.nameEn).toBe('Office of Academic Affairs');
    const scenes = await student.api.call(directory.serviceScene, {});
    expect(scenes.every((s) => typeof s.nameEn === 'string' && s.nameEn !== '')).toBe(true);
  });

  it('[ROUTE-06] finds a service by its English name', async () => {
    const found = await student.api.call(search.searchService, { keyword: 'leave application' });
    expect(found.records.map((s) => s.serviceName)).toContain('学生请假申请');
    // The landing page's visitor search too, for a service everyone sees.
    const visitor = createTestPortal(server, { ip: '10.7.1.3' });
    const { records } = await visitor.api.call(directory.customPage, { size: 100 });
    const named = records.find((s) => s.serviceNameEn !== undefined);
    const keyword = (named?.serviceNameEn ?? '').toLowerCase();
    const page = await visitor.api.call(pre.getPreLoginPage, { keyword, current: 1, size: 10 });
    expect(page.records.map((s) => s.serviceId)).toContain(named?.serviceId);
  });

  it('carries the landing page\'s English headings through draft and publish', async () => {
    const doc = (await admin.api.call(preCfg.preLoginStudio.draft, {})).body;
    const columns = doc.config.columns.map((c) => (c.key === 'serviceColumn' ? { ...c, titleEn: 'Services' } : c));
    await admin.api.call(pre.savePreLoginConfig, { ...doc.config, pageTitleEn: 'Online Service Hall', columns });
    const visitor = createTestPortal(server, { ip: '10.7.1.4' });
    expect((await visitor.api.call(pre.getPreLoginIndex, {})).config.pageTitleEn).toBeUndefined();

    await admin.api.call(preCfg.preLoginStudio.publish, {});
    const { config } = await visitor.api.call(pre.getPreLoginIndex, {});
    expect(config.pageTitleEn).toBe('Online Service Hall');
    expect(config.columns.find((c) => c.key === 'serviceColumn')?.titleEn).toBe('Services');
  });
});
