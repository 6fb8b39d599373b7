import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin, robot } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const TYPE = `ctype-${DEMO_TENANT_ID}-tools`;
const card = (url: string) => ({ typeId: TYPE, cardKind: 'COMMON_TOOLS' as const, cardName: '地址检查', cardIntroduction: '', displayRows: 1, url, status: 1, sort: 1 });

/** What each of the calls run at once came back with: 'ok', or the HTTP status and message of the refusal. */
async function outcomes(portal: TestPortal, calls: Array<Promise<unknown>>): Promise<Array<'ok' | { message: string }>> {
  const settled = await Promise.allSettled(calls);
  return settled.map((s) => (s.status === 'fulfilled' ? 'ok' : { message: s.reason instanceof ApiError ? s.reason.message : String(s.reason) }));
}

describe.each(testDatabases())('the studio\'s validation speaks Chinese and holds names unique, on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let second: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.13.0.1' });
    await admin.signIn('admin', 'Admin@123');
    second = createTestPortal(server, { ip: '10.13.0.2' });
    await second.signIn('admin', 'Admin@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('an empty card-type name and a missing card type are refused in Chinese, never \'Invalid input\'', async () => {
    const noName = await refusal(admin, admin.api.call(unchecked(cardsAdmin.cardTypeSubmit), { typeName: null, sort: 0 }, { silent: true }));
    expect(noName).toMatchObject({ http: 400, fields: ['typeName'], message: 'typeName：请输入类型名称' });
    const blank = await refusal(admin, admin.api.call(unchecked(cardsAdmin.cardTypeSubmit), { typeName: '  ', sort: 0 }, { silent: true }));
    expect(blank.message).toBe('typeName：请输入类型名称');
    const noType = await refusal(admin, admin.api.call(unchecked(cardsAdmin.cardSubmit), { ...card(''), typeId: undefined }, { silent: true }));
    expect(noType).toMatchObject({ http: 400, fields: ['typeId'], message: 'typeId：请选择卡片类型' });
    const noKind = await refusal(admin, admin.api.call(unchecked(cardsAdmin.cardSubmit), { ...card(''), cardKind: '' }, { silent: true }));
    expect(noKind.message).toBe('cardKind：请选择卡片种类');
    for (const message of [noName.message, blank.message, noType.message, noKind.message]) expect(message).not.toMatch(/Invalid/i);
  });

  it('a duplicate card-type name is refused with 409, also when two administrators save it at the same moment', async () => {
    const taken = await refusal(admin, admin.api.call(cardsAdmin.cardTypeSubmit, { typeName: '效率工具', sort: 5 }, { silent: true }));
    expect(taken).toMatchObject({ http: 409, fields: ['typeName'], message: '卡片类型「效率工具」已存在，请换一个名称' });

    const name = '并发新增的类型';
    const results = await outcomes(admin, [
      admin.api.call(cardsAdmin.cardTypeSubmit, { typeName: name, sort: 8 }, { silent: true }),
      second.api.call(cardsAdmin.cardTypeSubmit, { typeName: name, sort: 8 }, { silent: true }),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual([{ message: `卡片类型「${name}」已存在，请换一个名称` }]);
    const types = await admin.api.call(cardsAdmin.cardTypeList, {});
    expect(types.filter((t) => t.typeName === name)).toHaveLength(1);
    // Renaming a type to its own name is no duplicate.
    const own = types.find((t) => t.typeName === name);
    await admin.api.call(cardsAdmin.cardTypeSubmit, { id: own?.id ?? '', typeName: name, sort: 9 });
  });

  it('a duplicate knowledge-base question is refused with 409, also when saved twice at once (a unique index)', async () => {
    const [scene] = await admin.api.call(robot.questionSceneSelectList, {});
    const sceneId = scene?.value ?? '';
    const question = '并发提交的同一个问题怎么办？';
    const results = await outcomes(admin, [
      admin.api.call(robot.knowledgeSubmit, { sceneId, question, answer: '第一份答案' }, { silent: true }),
      second.api.call(robot.knowledgeSubmit, { sceneId, question, answer: '第二份答案' }, { silent: true }),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual([{ message: `知识库中已有问题「${question}」，请修改已有问题或换一种问法` }]);
    const again = await refusal(admin, admin.api.call(robot.knowledgeSubmit, { sceneId, question, answer: '第三份' }, { silent: true }));
    expect(again).toMatchObject({ http: 409, fields: ['question'] });
  });

  it('[CARD-13] a card address that is neither a frame config nor an http(s) or site address is refused, by the form\'s schema and the server', async () => {
    for (const url of ['校园新闻', 'news.example.edu', '{"type":"iframe"}', '{broken', 'javascript:alert(1)', 'ftp://files.example.edu/a']) {
      const refused = await refusal(admin, admin.api.call(unchecked(cardsAdmin.cardSubmit), card(url), { silent: true }));
      expect({ url, http: refused.http, fields: refused.fields }).toEqual({ url, http: 400, fields: ['url'] });
      expect(refused.message).toContain('卡片地址须为');
    }
    for (const url of ['', 'https://news.example.edu/list', '/threelists', JSON.stringify({ type: 'iframe', url: 'https://news.example.edu/' })]) {
      const { id } = await admin.api.call(cardsAdmin.cardSubmit, card(url));
      await admin.api.call(cardsAdmin.cardRemove, { id });
    }
  });
});
