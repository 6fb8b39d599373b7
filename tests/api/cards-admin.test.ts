import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin, home } from '../../src/shared/api/catalogue';
import type { CallDef, CallRequest } from '../../src/shared/api/catalogue';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const USER = { teacher: '1123598821738675202', student: '1123598821738675203' } as const;
const ROLE = { admin: '1123598816738675201', teacher: '1123598816738675202', student: '1123598816738675203' } as const;
const card = (key: string) => `card-${DEMO_TENANT_ID}-${key}`;

/**
 * The call with the client's own input check switched off, so the server's validation is what answers (the real
 * client refuses such input before sending it).
 */

/** One well-formed request per admin call: the guard must refuse them before looking at anything else. */
const SAMPLE_REQUESTS: Array<[CallDef, unknown]> = [
  [cardsAdmin.cardTypeList, {}],
  [cardsAdmin.cardTypeSubmit, { typeName: '越权', sort: 1 }],
  [cardsAdmin.cardTypeRemove, { id: `ctype-${DEMO_TENANT_ID}-tools` }],
  [cardsAdmin.cardList, {}],
  [cardsAdmin.cardSubmit, { typeId: `ctype-${DEMO_TENANT_ID}-tools`, cardKind: 'COMMON_TOOLS', cardName: '越权', cardIntroduction: '', displayRows: 1, url: '', status: 1, sort: 1 }],
  [cardsAdmin.cardRemove, { id: card('tools') }],
  [cardsAdmin.cardBasicDetail, { cardId: card('tools') }],
  [cardsAdmin.cardBasicSubmit, { cardId: card('tools'), cardName: '越权', cardIntroduction: '', displayRows: 1 }],
  [cardsAdmin.columnList, { cardId: card('tools') }],
  [cardsAdmin.columnDetail, { id: `ccol-${DEMO_TENANT_ID}-tools-1` }],
  [cardsAdmin.columnSubmit, { cardId: card('tools'), columnName: '越权', sort: 1, dataSource: { kind: 'builtin', source: 'tools', params: {} } }],
  [cardsAdmin.columnRemove, { id: `ccol-${DEMO_TENANT_ID}-tools-1` }],
  [cardsAdmin.columnAdjustOrder, { cardId: card('tools'), ids: [] }],
  [cardsAdmin.cardPreview, { id: card('todo') }],
  [cardsAdmin.dataSourceList, {}],
  [cardsAdmin.apiList, {}],
  [cardsAdmin.apiDetail, { id: 'x' }],
  [cardsAdmin.apiSave, { apiName: '越权', url: 'https://example.com/a', method: 'GET', params: [], resultPath: '', timeoutMs: 1000, cacheSeconds: 0 }],
  [cardsAdmin.apiRemove, { id: 'x' }],
  [cardsAdmin.apiTest, { apiName: '越权', url: 'https://example.com/a', method: 'GET', params: [], resultPath: '', timeoutMs: 1000, cacheSeconds: 0 }],
  [cardsAdmin.cardAuthConfig, { cardId: card('tools'), roles: [] }],
  [cardsAdmin.cardGetAuthConfig, { cardId: card('tools') }],
  [cardsAdmin.cardTypeUnder, { id: `ctype-${DEMO_TENANT_ID}-tools`, status: 0 }],
  [cardsAdmin.cardTypeCardList, { typeId: `ctype-${DEMO_TENANT_ID}-tools` }],
  [cardsAdmin.cardTypeSubmitCard, { typeId: `ctype-${DEMO_TENANT_ID}-tools`, cardIds: [] }],
  [cardsAdmin.cardUnder, { id: card('tools'), status: 0 }],
  [cardsAdmin.columnTodoRemindDetail, { id: `ccol-${DEMO_TENANT_ID}-tools-1` }],
  [cardsAdmin.columnField, { id: `ccol-${DEMO_TENANT_ID}-tools-1` }],
  [cardsAdmin.columnSave, { id: `ccol-${DEMO_TENANT_ID}-tools-1`, remindTodoNum: true }],
  [cardsAdmin.columnGetConfig, { cardId: card('tools') }],
  [cardsAdmin.columnServiceList, {}],
  [cardsAdmin.columnParamTypeList, {}],
  [cardsAdmin.columnRequestParams, { source: 'todo' }],
  [cardsAdmin.columnReturnParams, { cardKind: 'TODO' }],
  [cardsAdmin.columnFlowTypes, {}],
];

describe.each(testDatabases())('card configuration (studio calls) on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.9.0.1' });
    await admin.signIn('admin', 'Admin@123');
    student = createTestPortal(server, { ip: '10.9.0.2' });
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses every card configuration call to a student with 403, on the server', async () => {
    expect(SAMPLE_REQUESTS.map(([call]) => call.name).sort()).toEqual(
      Object.values(cardsAdmin).flatMap((v) => ('path' in v ? [v.name] : [])).sort(),
    );
    for (const [call, input] of SAMPLE_REQUESTS) {
      const error = await refusal(student, student.api.call(call, input as CallRequest<typeof call>, { silent: true }));
      expect({ call: call.name, ...error }).toEqual({ call: call.name, http: 403, message: '没有访问权限', fields: [] });
    }
    // Nothing changed: the tools card is still there under its old name.
    const detail = await admin.api.call(cardsAdmin.cardBasicDetail, { cardId: card('tools') });
    expect(detail.cardName).toBe('常用工具');
  });

  it('lists the card types with their card counts, and the cards in order', async () => {
    const types = await admin.api.call(cardsAdmin.cardTypeList, {});
    expect(types.map((t) => [t.typeName, t.cardCount])).toEqual([['办事服务', 4], ['信息资讯', 2], ['个人事务', 3], ['效率工具', 1]]);
    const cards = await admin.api.call(cardsAdmin.cardList, {});
    expect(cards).toHaveLength(10);
    expect(cards.slice(0, 4).map((c) => c.cardName)).toEqual(['待办事项', '业务直通车', '推荐服务', '常用服务']);
    const info = await admin.api.call(cardsAdmin.cardList, { typeId: `ctype-${DEMO_TENANT_ID}-info` });
    expect(info.map((c) => c.cardKind)).toEqual(['CAMPUS_NEWS', 'ANNOUNCEMENTS']);
  });

  it('creates, renames and removes a card type; a type holding cards is IN_USE', async () => {
    const { id } = await admin.api.call(cardsAdmin.cardTypeSubmit, { typeName: '校园生活', sort: 5 });
    expect(id).toMatch(/^[0-9A-Za-z]{32}$/);
    await admin.api.call(cardsAdmin.cardTypeSubmit, { id, typeName: '校园服务', sort: 6 });
    expect((await admin.api.call(cardsAdmin.cardTypeList, {})).at(-1)).toEqual({ id, typeName: '校园服务', typeNameEn: '', sort: 6, cardCount: 0 });

    const inUse = await refusal(admin, admin.api.call(cardsAdmin.cardTypeRemove, { id: `ctype-${DEMO_TENANT_ID}-service` }, { silent: true }));
    expect(inUse.http).toBe(409);
    expect(inUse.message).toContain('仍有 4 张卡片');

    expect(await admin.api.call(cardsAdmin.cardTypeRemove, { id })).toBeNull();
    const gone = await refusal(admin, admin.api.call(cardsAdmin.cardTypeRemove, { id }, { silent: true }));
    expect(gone.http).toBe(404);
    const empty = await refusal(admin, admin.api.call(unchecked(cardsAdmin.cardTypeSubmit), { typeName: '   ', sort: 1 }, { silent: true }));
    expect(empty).toMatchObject({ http: 400, fields: ['typeName'] });
  });

  it('[CARD-03] refuses displayRows outside 1–3 and [CARD-13] a card url that is neither a frame config nor a web address', async () => {
    const base = { typeId: `ctype-${DEMO_TENANT_ID}-info`, cardKind: 'CAMPUS_NEWS' as const, cardName: '图片新闻', cardIntroduction: '', url: '', status: 1, sort: 9 };
    for (const displayRows of [0, 4]) {
      const error = await refusal(admin, admin.api.call(unchecked(cardsAdmin.cardSubmit), { ...base, displayRows }, { silent: true }));
      expect(error).toMatchObject({ http: 400, fields: ['displayRows'] });
      expect(error.message).toContain('显示行数为 1–3');
    }
    for (const url of ['javascript:alert(1)', '{"type":"iframe"}', '{"type":"iframe","url":"data:text/html,x"}']) {
      const error = await refusal(admin, admin.api.call(cardsAdmin.cardSubmit, { ...base, displayRows: 2, url }, { silent: true }));
      expect(error, url).toMatchObject({ http: 400, fields: ['url'] });
    }
    const unknownType = await refusal(admin, admin.api.call(cardsAdmin.cardSubmit, { ...base, typeId: 'nope', displayRows: 2 }, { silent: true }));
    expect(unknownType).toMatchObject({ http: 400, fields: ['typeId'] });
  });

  it('builds a new card with columns and role settings, and the student sees it', async () => {
    const api = admin.api;
    const { id: cardId } = await api.call(cardsAdmin.cardSubmit, {
      typeId: `ctype-${DEMO_TENANT_ID}-info`, cardKind: 'CAMPUS_NEWS', cardName: '讲座速递', cardIntroduction: '近期学术讲座',
      displayRows: 2, url: JSON.stringify({ type: 'iframe', url: 'https://news.hxlg.edu.cn/jz/' }), status: 1, sort: 20,
    });
    expect(await api.call(cardsAdmin.cardBasicDetail, { cardId })).toEqual({
      cardId, cardKind: 'CAMPUS_NEWS', cardName: '讲座速递', cardNameEn: '', cardIntroduction: '近期学术讲座', cardIntroductionEn: '', displayRows: 2,
    });
    await api.call(cardsAdmin.cardBasicSubmit, { cardId, cardName: '讲座预告', cardIntroduction: '近期学术讲座预告', displayRows: 1 });

    // A source must suit the card: to-dos cannot fill a news card.
    const misfit = await refusal(admin, api.call(cardsAdmin.columnSubmit, { cardId, columnName: '待办', sort: 1, dataSource: { kind: 'builtin', source: 'todo', params: {} } }, { silent: true }));
    expect(misfit).toMatchObject({ http: 400, fields: ['dataSource.source'] });
    const noApi = await refusal(admin, api.call(cardsAdmin.columnSubmit, { cardId, columnName: '外部', sort: 1, dataSource: { kind: 'api', apiId: 'nope', params: {}, fieldMapping: {} } }, { silent: true }));
    expect(noApi).toMatchObject({ http: 400, fields: ['dataSource.apiId'] });

    const lectures = await api.call(cardsAdmin.columnSubmit, { cardId, columnName: '讲座', sort: 1, dataSource: { kind: 'builtin', source: 'news', params: { channel: '学术讲座', limit: '5' } } });
    const school = await api.call(cardsAdmin.columnSubmit, { cardId, columnName: '要闻', sort: 2, dataSource: { kind: 'builtin', source: 'news', params: { channel: '学校要闻' } } });
    await api.call(cardsAdmin.columnAdjustOrder, { cardId, ids: [school.id, lectures.id] });
    const columns = await api.call(cardsAdmin.columnList, { cardId });
    expect(columns.map((c) => [c.columnName, c.sort])).toEqual([['要闻', 1], ['讲座', 2]]);
    expect(await api.call(cardsAdmin.columnDetail, { id: lectures.id })).toMatchObject({ cardId, columnName: '讲座', remindTodoNum: false });
    const stranger = await refusal(admin, api.call(cardsAdmin.columnAdjustOrder, { cardId, ids: [`ccol-${DEMO_TENANT_ID}-todo-1`] }, { silent: true }));
    expect(stranger).toMatchObject({ http: 400, fields: ['ids'] });

    // Not offered to students yet.
    const hidden = await refusal(student, student.api.call(home.getCardData, { cardId }, { silent: true }));
    expect(hidden.http).toBe(403);
    await api.call(cardsAdmin.cardAuthConfig, {
      cardId,
      roles: [
        // Ties with the to-do card's place (2): the catalogue's card order settles it, so it comes right after.
        { roleId: ROLE.student, visible: true, inDefault: true, mandatory: false, defaultSort: 2 },
        { roleId: ROLE.teacher, visible: true, inDefault: false, mandatory: false, defaultSort: 50 },
      ],
    });
    expect((await api.call(cardsAdmin.cardGetAuthConfig, { cardId })).roles).toEqual([
      { roleId: ROLE.admin, visible: false, inDefault: false, mandatory: false, defaultSort: 0 },
      { roleId: ROLE.teacher, visible: true, inDefault: false, mandatory: false, defaultSort: 50 },
      { roleId: ROLE.student, visible: true, inDefault: true, mandatory: false, defaultSort: 2 },
    ]);

    // Edits are drafts (issue 6): the student sees nothing until the home page is published.
    expect((await student.api.call(home.getUserApplyCardList, {})).cards.some((c) => c.cardId === cardId)).toBe(false);
    await api.call(cardsAdmin.homePageStudio.publish, { note: '讲座卡片' });
    const layout = await student.api.call(home.getUserApplyCardList, {});
    expect(layout.cards.map((c) => c.cardName).slice(0, 4)).toEqual(['重要公告', '待办事项', '讲座预告', '个人事务']);
    const view = await student.api.call(home.getCardData, { cardId });
    expect(view.basicConfig).toEqual({ cardName: '讲座预告', cardIntroduction: '近期学术讲座预告', displayRows: 1 });
    expect(view.columns.map((c) => c.columnName)).toEqual(['要闻', '讲座']);
    const lectureData = view.columns[1]?.data;
    expect(lectureData?.kind === 'news' ? lectureData.items.length : -1).toBe(5);

    // Removing the card takes it out of every layout.
    await api.call(cardsAdmin.columnRemove, { id: lectures.id });
    expect((await api.call(cardsAdmin.columnList, { cardId })).map((c) => c.columnName)).toEqual(['要闻']);
    await api.call(cardsAdmin.cardRemove, { id: cardId });
    await api.call(cardsAdmin.homePageStudio.publish, {});
    expect((await student.api.call(home.getUserApplyCardList, {})).cards.some((c) => c.cardId === cardId)).toBe(false);
    expect((await refusal(admin, api.call(cardsAdmin.cardBasicDetail, { cardId }, { silent: true }))).http).toBe(404);
  });

  it('makes a card mandatory for a role: it joins every layout and cannot be removed', async () => {
    const api = admin.api;
    await student.api.call(home.saveUserApplyCardList, { cardIds: [card('todo'), card('notice')] });
    await api.call(cardsAdmin.cardAuthConfig, { cardId: card('tools'), roles: [{ roleId: ROLE.student, visible: true, inDefault: false, mandatory: true, defaultSort: 9 }] });
    await api.call(cardsAdmin.homePageStudio.publish, {});
    try {
      const layout = await student.api.call(home.getUserApplyCardList, {});
      expect(layout.cards.map((c) => [c.cardId, c.mandatory])).toEqual([[card('todo'), true], [card('notice'), true], [card('tools'), true]]);
      const error = await refusal(student, student.api.call(home.saveUserApplyCardList, { cardIds: [card('todo'), card('notice')] }, { silent: true }));
      expect(error.http).toBe(400);
      expect(error.message).toBe('必选卡片「常用工具」不能从首页移除');
    } finally {
      await api.call(cardsAdmin.cardAuthConfig, { cardId: card('tools'), roles: [{ roleId: ROLE.student, visible: true, inDefault: true, mandatory: false, defaultSort: 8 }] });
      await api.call(cardsAdmin.homePageStudio.publish, {});
      await student.api.call(home.resetUserApplyCardList, {});
    }
  });

  it('[CARD-01] previews a card as another user would see it, and with a draft', async () => {
    const api = admin.api;
    const asTeacher = await api.call(cardsAdmin.cardPreview, { id: card('todo'), userId: USER.teacher });
    const asStudent = await api.call(cardsAdmin.cardPreview, { id: card('todo'), userId: USER.student });
    const count = (view: typeof asTeacher) => (view.columns[0]?.data?.kind === 'todo' ? view.columns[0].data.items[0]?.todoNum : undefined);
    expect(count(asTeacher)).toBeGreaterThan(0);
    expect(count(asStudent)).toBe(0);
    // The teacher is not offered the staging card; a preview still shows what it would hold for them.
    const staging = await api.call(cardsAdmin.cardPreview, { id: card('staging'), userId: USER.student });
    expect(staging.columns[0]?.data).toMatchObject({ kind: 'staging', num: 3 });

    const draft = await api.call(cardsAdmin.cardPreview, {
      id: card('news'),
      userId: USER.student,
      draft: {
        basicConfig: { cardName: '新闻草稿', cardIntroduction: '未保存', displayRows: 2 },
        url: '',
        columns: [
          { cardId: card('news'), columnName: '讲座', sort: 2, dataSource: { kind: 'builtin', source: 'news', params: { channel: '学术讲座', limit: '3' } } },
          { cardId: card('news'), columnName: '要闻', sort: 1, dataSource: { kind: 'builtin', source: 'news', params: { channel: '学校要闻', limit: '2' } } },
        ],
      },
    });
    expect(draft.basicConfig).toEqual({ cardName: '新闻草稿', cardIntroduction: '未保存', displayRows: 2 });
    expect(draft.url).toBe('');
    expect(draft.typeList.map((t) => t.typeName)).toEqual(['要闻', '讲座']);
    expect(draft.columns.map((c) => (c.data?.kind === 'news' ? c.data.items.length : -1))).toEqual([2, 3]);
    expect(draft.columns.every((c) => /^[0-9A-Za-z]{32}$/.test(c.columnId))).toBe(true);
    // The stored card is untouched.
    expect((await api.call(cardsAdmin.cardBasicDetail, { cardId: card('news') })).cardName).toBe('校园新闻');

    const unknownUser = await refusal(admin, api.call(cardsAdmin.cardPreview, { id: card('todo'), userId: 'nobody' }, { silent: true }));
    expect(unknownUser).toMatchObject({ http: 400, fields: ['userId'] });
  });

  it('lists the built-in sources, all or those fitting a card kind', async () => {
    const all = await admin.api.call(cardsAdmin.dataSourceList, {});
    expect(all.map((s) => s.source)).toEqual(['todo', 'services', 'personalMatters', 'staging', 'favorites', 'news', 'tools', 'recommendations', 'announcements']);
    expect(all.every((s) => s.label !== '' && s.cardKinds.length > 0)).toBe(true);
    expect((await admin.api.call(cardsAdmin.dataSourceList, { cardKind: 'CAMPUS_NEWS' })).map((s) => s.source)).toEqual(['news']);
    expect((await admin.api.call(cardsAdmin.dataSourceList, { cardKind: 'MY_FAVORITES' })).map((s) => s.source)).toEqual(['services', 'favorites']);
  });
});
