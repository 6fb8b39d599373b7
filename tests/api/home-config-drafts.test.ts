import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin, home } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const studio = cardsAdmin.homePageStudio;
const ROLE = { teacher: '1123598816738675202', student: '1123598816738675203' } as const;
const card = (key: string) => `card-${DEMO_TENANT_ID}-${key}`;
const INFO_TYPE = `ctype-${DEMO_TENANT_ID}-info`;

/**
 * The home page as a studio configuration area (issue 6, ADR 009): the card configuration calls edit a draft that
 * users do not see until it is published; versions, rollback, preview as a role and the audit log come from the
 * generic studio calls. The tests run in order on one server: each builds on the history the previous one left.
 */
describe.each(testDatabases())('home page drafts, publish, rollback and preview on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  let teacher: TestPortal;
  let lectureCard = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.7.0.1' });
    student = createTestPortal(server, { ip: '10.7.0.2' });
    teacher = createTestPortal(server, { ip: '10.7.0.3' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
    await teacher.signIn('teacher', 'Teacher@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  const studentCards = async () => (await student.api.call(home.getUserApplyCardList, {})).cards.map((c) => c.cardName);

  it('keeps every edit in the draft: the student\'s home page and card data do not change until publish', async () => {
    const before = await studentCards();
    expect(before).toContain('待办事项');

    await admin.api.call(cardsAdmin.cardBasicSubmit, { cardId: card('todo'), cardName: '我的待办', cardIntroduction: '待处理事项', displayRows: 2 });
    ({ id: lectureCard } = await admin.api.call(cardsAdmin.cardSubmit, {
      typeId: INFO_TYPE, cardKind: 'CAMPUS_NEWS', cardName: '讲座速递', cardIntroduction: '', displayRows: 1, url: '', status: 1, sort: 20,
    }));
    await admin.api.call(cardsAdmin.columnSubmit, { cardId: lectureCard, columnName: '讲座', sort: 1, dataSource: { kind: 'builtin', source: 'news', params: { channel: '学术讲座' } } });
    await admin.api.call(cardsAdmin.cardAuthConfig, { cardId: lectureCard, roles: [{ roleId: ROLE.student, visible: true, inDefault: true, mandatory: false, defaultSort: 1 }] });

    // The studio reads the draft back…
    expect((await admin.api.call(cardsAdmin.cardBasicDetail, { cardId: card('todo') })).cardName).toBe('我的待办');
    expect((await admin.api.call(cardsAdmin.cardList, { typeId: INFO_TYPE })).map((c) => c.cardName)).toContain('讲座速递');
    const state = await admin.api.call(studio.draft, {});
    expect(state).toMatchObject({ area: 'homePage', isDirty: true, publishedVersion: 1, revision: 4 });
    expect(state.changes.map((c) => c.path)).toEqual(expect.arrayContaining([`cards[id=${card('todo')}].cardName`, `cards[id=${lectureCard}]`]));

    // …the portal does not.
    expect(await studentCards()).toEqual(before);
    const todo = await student.api.call(home.getCardData, { cardId: card('todo') });
    expect(todo.basicConfig.cardName).toBe('待办事项');
    const unpublished: unknown = await student.api.call(home.getCardData, { cardId: lectureCard }, { silent: true }).then(() => null, (e: unknown) => e);
    expect(unpublished).toBeInstanceOf(ApiError);
  });

  it('previews the draft as a role: the student gets the new card, the teacher does not', async () => {
    const asStudent = await admin.api.call(studio.preview, { roleId: ROLE.student });
    const asTeacher = await admin.api.call(studio.preview, { roleId: ROLE.teacher });
    // Both at defaultSort 1: the catalogue's card order settles it, as the portal's query does.
    expect(asStudent.layout.cards.slice(0, 2).map((c) => c.cardName)).toEqual(['重要公告', '讲座速递']);
    expect(asStudent.layout.cards.map((c) => c.cardName)).toContain('我的待办');
    expect(asTeacher.layout.cards.map((c) => c.cardName)).not.toContain('讲座速递');
    expect(asTeacher.catalogue.flatMap((t) => t.cardConfigs.map((c) => c.cardName))).not.toContain('讲座速递');
    expect(asStudent.catalogue.find((t) => t.id === INFO_TYPE)?.cardConfigs.map((c) => c.cardName)).toContain('讲座速递');
    // What the preview answers for today's published state is exactly what the portal answers the student.
    const published = (await admin.api.call(studio.version, { version: 1 })).body;
    expect(published.cards.find((c) => c.id === card('todo'))?.cardName).toBe('待办事项');
  });

  it('publishes the draft as version 2: the student sees it at once, and a stored layout survives', async () => {
    await student.api.call(home.saveUserApplyCardList, { cardIds: [card('notice'), card('todo')] });
    const result = await admin.api.call(studio.publish, { note: '首页改版', revision: 4 });
    expect(result).toMatchObject({ version: 2 });
    expect(result.changeCount).toBeGreaterThanOrEqual(2);

    const layout = await student.api.call(home.getUserApplyCardList, {});
    // The student's own order is kept (publishing upserts; it never deletes and re-creates a card).
    expect(layout).toMatchObject({ customised: true });
    expect(layout.cards.map((c) => c.cardName)).toEqual(['重要公告', '我的待办']);
    const catalogue = await student.api.call(home.getNavigationUserApplyCardList, {});
    expect(catalogue.flatMap((t) => t.cardConfigs.map((c) => c.cardName))).toContain('讲座速递');
    const view = await student.api.call(home.getCardData, { cardId: lectureCard });
    expect(view.columns.map((c) => c.columnName)).toEqual(['讲座']);
    expect((await admin.api.call(studio.draft, {})).isDirty).toBe(false);

    const again = await admin.api.call(studio.publish, {}, { silent: true }).then(() => null, (e: unknown) => e);
    expect(again).toBeInstanceOf(ApiError);
    expect(admin.lastResponse?.http).toBe(409);
  });

  it('refuses a publish of a draft that moved since it was previewed', async () => {
    await admin.api.call(cardsAdmin.cardTypeSubmit, { id: INFO_TYPE, typeName: '资讯', sort: 2 });
    const stale = await admin.api.call(studio.publish, { revision: 4 }, { silent: true }).then(() => null, (e: unknown) => e);
    expect(stale).toBeInstanceOf(ApiError);
    expect(admin.lastResponse?.http).toBe(409);
    await admin.api.call(studio.discard, {});
    expect((await admin.api.call(cardsAdmin.cardTypeList, {})).find((t) => t.id === INFO_TYPE)?.typeName).toBe('信息资讯');
  });

  it('[CARD-14] hiding a card\'s configuration takes it out of the stored card list once published', async () => {
    await admin.api.call(cardsAdmin.cardUnder, { id: card('todo'), status: 0 });
    expect((await studentCards())).toContain('我的待办');
    await admin.api.call(studio.publish, { note: '隐藏待办' });
    expect(await studentCards()).toEqual(['重要公告']);
    const hidden: unknown = await student.api.call(home.getCardData, { cardId: card('todo') }, { silent: true }).then(() => null, (e: unknown) => e);
    expect(hidden).toBeInstanceOf(ApiError);
  });

  it('rolls back to the seeded version: the portal is as before, the draft follows, history and compare tell it', async () => {
    const result = await admin.api.call(studio.rollback, { version: 1, note: '恢复初始首页' });
    expect(result.version).toBe(4);
    await student.api.call(home.resetUserApplyCardList, {});
    const names = await studentCards();
    expect(names).toContain('待办事项');
    expect(names).not.toContain('讲座速递');
    expect(names).not.toContain('我的待办');
    const missing: unknown = await admin.api.call(cardsAdmin.cardBasicDetail, { cardId: lectureCard }, { silent: true }).then(() => null, (e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(admin.lastResponse?.http).toBe(404);

    const history = await admin.api.call(studio.history, {});
    expect(history.records.map((r) => [r.version, r.action, r.fromVersion])).toEqual([[4, 'rollback', 1], [3, 'publish', null], [2, 'publish', null], [1, 'baseline', null]]);
    expect((await admin.api.call(studio.compare, { from: 1, to: 'published' })).changes).toEqual([]);
    const compared = await admin.api.call(studio.compare, { from: 1, to: 2 });
    expect(compared.changes).toContainEqual({ op: 'replace', path: `cards[id=${card('todo')}].cardName`, before: '待办事项', after: '我的待办' });
  });

  it('writes one audit row per edit, naming the call, the object and the change, and one per publish and rollback', async () => {
    const page = await admin.api.call(studio.audit, { size: 50 });
    const rows = [...page.records].reverse().map((r) => [r.action, r.summary, r.objectId]);
    expect(rows).toEqual([
      ['draft.update', 'cardbasicconfig/submit', card('todo')],
      ['draft.create', 'indexcardconfig/submit', lectureCard],
      ['draft.create', 'cardcolumnconfig/submit', expect.stringMatching(/^[0-9A-Za-z]{32}$/)],
      ['draft.update', 'indextypeconfig/authConfig', lectureCard],
      ['publish', 'studio/homePage/publish', ''],
      ['draft.update', 'indextypeconfig/submit', INFO_TYPE],
      ['draft.discard', 'studio/homePage/draft/discard', ''],
      ['draft.update', 'indexcardconfig/under', card('todo')],
      ['publish', 'studio/homePage/publish', ''],
      ['rollback', 'studio/homePage/rollback', '1'],
    ]);
    expect(page.records.every((r) => r.userName !== '' && r.userId !== '')).toBe(true);
    const auth = page.records.find((r) => r.summary === 'indextypeconfig/authConfig');
    expect(auth?.changes).toEqual([{ op: 'add', path: `cards[id=${lectureCard}].roles.${ROLE.student}`, after: { inDefault: true, mandatory: false, defaultSort: 1 } }]);
    const byObject = await admin.api.call(studio.audit, { objectId: lectureCard });
    expect(byObject.records.map((r) => r.summary)).toEqual(['indextypeconfig/authConfig', 'indexcardconfig/submit']);
  });

  it('reads and saves a column\'s reminder and field mappings, and moves cards between types, through the draft', async () => {
    const column = `ccol-${DEMO_TENANT_ID}-todo-1`;
    expect(await admin.api.call(cardsAdmin.columnTodoRemindDetail, { id: column })).toMatchObject({ id: column, cardId: card('todo'), fieldMapping: {} });
    await admin.api.call(cardsAdmin.columnSave, { id: column, remindTodoNum: true });
    expect(await admin.api.call(cardsAdmin.columnField, { id: column })).toMatchObject({ remindTodoNum: true });
    expect((await admin.api.call(cardsAdmin.columnDetail, { id: column })).remindTodoNum).toBe(true);

    const info = (await admin.api.call(cardsAdmin.cardTypeCardList, { typeId: INFO_TYPE })).map((c) => c.id);
    await admin.api.call(cardsAdmin.cardTypeSubmitCard, { typeId: INFO_TYPE, cardIds: [card('tools'), ...[...info].reverse()] });
    expect((await admin.api.call(cardsAdmin.cardTypeCardList, { typeId: INFO_TYPE })).map((c) => c.id)).toEqual([card('tools'), ...[...info].reverse()]);
    await admin.api.call(cardsAdmin.cardTypeUnder, { id: INFO_TYPE, status: 0 });
    const asStudent = await admin.api.call(studio.preview, { roleId: ROLE.student });
    expect(asStudent.layout.cards.map((c) => c.cardId)).not.toContain(card('tools'));
    // None of it reached the portal.
    expect(await studentCards()).toContain('常用工具');
    await admin.api.call(studio.discard, {});

    // With nothing unpublished, the preview as a role is exactly what the portal answers a user of that role.
    for (const [portal, roleId] of [[student, ROLE.student], [teacher, ROLE.teacher]] as const) {
      const live = await portal.api.call(home.resetUserApplyCardList, {});
      const preview = await admin.api.call(studio.preview, { roleId });
      expect(preview.layout).toEqual(live);
      expect(preview.catalogue).toEqual(await portal.api.call(home.getNavigationUserApplyCardList, {}));
    }
  });

  it('answers the column form\'s read-only lists: services, parameter kinds, a source\'s params, a kind\'s fields, flow types', async () => {
    const leave = await admin.api.call(cardsAdmin.columnServiceList, { keyword: '请假', size: 5 });
    expect(leave.length).toBeGreaterThan(0);
    expect(leave.every((s) => s.serviceName.includes('请假'))).toBe(true);
    expect((await admin.api.call(cardsAdmin.columnParamTypeList, {})).map((t) => t.paramType)).toEqual(['fixed', 'userAccount', 'userId', 'tenantId']);
    const staging = await admin.api.call(cardsAdmin.columnRequestParams, { source: 'staging' });
    expect(staging.params.find((p) => p.name === 'tableKey')).toEqual({ name: 'tableKey', label: '暂存表标识', required: true });
    const news = await admin.api.call(cardsAdmin.columnReturnParams, { cardKind: 'CAMPUS_NEWS' });
    expect(news.fields.filter((f) => f.required).map((f) => f.field)).toEqual(['id', 'title']);
    const flows = await admin.api.call(cardsAdmin.columnFlowTypes, {});
    expect(flows.length).toBeGreaterThan(0);
    expect(flows.every((f) => f.flowType !== '' && f.count > 0)).toBe(true);
    const config = await admin.api.call(cardsAdmin.columnGetConfig, { cardId: card('todo') });
    expect(config).toMatchObject({ id: card('todo'), cardKind: 'TODO' });
    expect(config.columns.length).toBeGreaterThan(0);
    expect(Object.keys(config.roles)).toContain(ROLE.student);
  });
});
