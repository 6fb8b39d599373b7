import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpConfig as cfg, robot, shell } from '../../src/shared/api/catalogue';
import type { CallDef, CallRequest } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const ROLE_STUDENT = '1123598816738675203';

describe.each(testDatabases())('help-and-feedback configuration drafts on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let visitor: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.9.2.1' });
    visitor = createTestPortal(server, { ip: '10.9.2.2' });
    await admin.signIn('admin', 'Admin@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the robot config and scene edits off the panel until they are published', async () => {
    const liveBase = await visitor.api.call(robot.questionBaseInfo, {});
    const liveScenes = await visitor.api.call(robot.questionSceneList, {});
    expect(liveScenes.length).toBeGreaterThan(2);

    await admin.api.call(cfg.robotBaseSubmit, { robotName: '小海', greeting: '同学你好，我是小海。', isOpen: 1 });
    const scenes = await admin.api.call(cfg.sceneAdminList, {});
    expect(scenes.map((s) => s.id)).toEqual(expect.arrayContaining(liveScenes.map((s) => s.sceneId)));
    const reversed = [...scenes].reverse();
    expect((await admin.api.call(cfg.sceneOrder, { ids: reversed.map((s) => s.id) })).map((s) => s.id)).toEqual(reversed.map((s) => s.id));
    const first = reversed[0];
    if (!first) throw new Error('no scene');
    await admin.api.call(cfg.sceneSubmit, { id: first.id, sceneName: `${first.sceneName}（新）`, icon: first.icon, description: first.description });
    const added = await admin.api.call(cfg.sceneSubmit, { sceneName: '实验室安全', description: '准入培训与安全检查' });

    // Nothing reached the panel's calls yet (nor ROUTE-05's nobody/index/index).
    expect(await visitor.api.call(robot.questionBaseInfo, {})).toEqual(liveBase);
    expect(await visitor.api.call(robot.questionSceneList, {})).toEqual(liveScenes);
    expect((await visitor.api.call(shell.indexIndex, {})).questionBasciConfig).toEqual(liveBase);

    const draft = await admin.api.call(cfg.helpStudio.draft, {});
    expect(draft.isDirty).toBe(true);
    const preview = await admin.api.call(cfg.helpStudio.preview, { roleId: ROLE_STUDENT });
    expect(preview.base.robotName).toBe('小海');

    await admin.api.call(cfg.helpStudio.publish, { note: '机器人改名' });
    expect(await visitor.api.call(robot.questionBaseInfo, {})).toMatchObject({ robotName: '小海', greeting: '同学你好，我是小海。' });
    expect((await visitor.api.call(shell.indexIndex, {})).questionBasciConfig.robotName).toBe('小海');
    expect((await visitor.api.call(robot.greet, {})).robotName).toBe('小海');
    const shown = await visitor.api.call(robot.questionSceneList, {});
    // The panel leaves out scenes without questions (the new one), in the published order.
    expect(shown.map((s) => s.sceneId)).toEqual(reversed.map((s) => s.id).filter((id) => liveScenes.some((l) => l.sceneId === id)));
    expect(shown[0]?.sceneName).toBe(`${first.sceneName}（新）`);
    expect((await visitor.api.call(robot.questionSceneSelectList, {})).map((o) => o.value)).toContain(added.id);

    // The published new scene takes questions; a scene with questions cannot be removed.
    await admin.api.call(robot.knowledgeSubmit, { sceneId: added.id, question: '实验室准入培训在哪里报名？', answer: '在实验室与设备管理处网站报名，考试通过后开通门禁。' });
    const refused = await refusal(admin, admin.api.call(cfg.sceneRemove, { id: added.id }));
    expect(refused).toMatchObject({ http: 400, message: '该场景下还有 1 个问题，请先移走或删除这些问题' });
  });

  it('answers validation errors in Chinese beside the fields', async () => {
    expect(await refusal(admin, admin.api.call(cfg.robotBaseSubmit, { robotName: '', greeting: '你好', isOpen: 1 })))
      .toMatchObject({ http: 400, message: 'robotName: 请输入机器人名称', fields: ['robotName'] });
    const [scene] = await admin.api.call(cfg.sceneAdminList, {});
    expect(await refusal(admin, admin.api.call(cfg.sceneSubmit, { sceneName: scene?.sceneName ?? '' })))
      .toMatchObject({ http: 400, message: '场景名称已存在', fields: ['sceneName'] });
    expect(await refusal(admin, admin.api.call(cfg.sceneOrder, { ids: [scene?.id ?? ''] })))
      .toMatchObject({ http: 400, fields: ['ids'] });
  });

  it('rolls back to the seeded robot config once the new scene holds no questions', async () => {
    // Version 1 has no 实验室安全 scene: dropping it while it holds a question would orphan the question.
    expect(await refusal(admin, admin.api.call(cfg.helpStudio.rollback, { version: 1 })))
      .toMatchObject({ http: 400, message: '要删除的问题场景下已有问题，请先移走这些问题' });
    const held = await admin.api.call(robot.knowledgePage, { keyword: '实验室准入培训' });
    await admin.api.call(robot.knowledgeRemove, { questionIds: held.records.map((r) => r.questionId) });
    await admin.api.call(cfg.helpStudio.rollback, { version: 1 });
    expect((await visitor.api.call(robot.questionBaseInfo, {})).robotName).not.toBe('小海');
    const audit = await admin.api.call(cfg.helpStudio.audit, {});
    expect(audit.records.map((r) => r.action)).toEqual(expect.arrayContaining(['draft.update', 'draft.order', 'draft.create', 'publish', 'rollback']));
  });
});

describe.each(testDatabases())('every help-and-feedback studio call is refused without the serviceHallConfig menu, on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<'anonymous' | 'student' | 'teacher' | 'admin', TestPortal>;
  const plan = (): [CallDef, unknown][] => [
    [cfg.robotBaseDetail, {}], [cfg.robotBaseSubmit, { robotName: '助手', greeting: '你好', isOpen: 1 }], [cfg.sceneAdminList, {}],
    [cfg.sceneSubmit, { sceneName: '访问测试' }], [cfg.sceneOrder, { ids: [] }], [cfg.sceneRemove, { id: 'nope' }],
    [cfg.helpStudio.draft, {}], [cfg.helpStudio.discard, {}], [cfg.helpStudio.history, {}], [cfg.helpStudio.version, { version: 1 }],
    [cfg.helpStudio.compare, { from: 'published', to: 'draft' }], [cfg.helpStudio.preview, { roleId: ROLE_STUDENT }], [cfg.helpStudio.audit, {}],
    [cfg.helpStudio.publish, {}], [cfg.helpStudio.rollback, { version: 1 }],
  ];

  beforeAll(async () => {
    server = await startTestServer(kind);
    portals.anonymous = createTestPortal(server, { ip: '10.9.3.1' });
    for (const [account, password, ip] of [['student', 'Student@123', '10.9.3.2'], ['teacher', 'Teacher@123', '10.9.3.3'], ['admin', 'Admin@123', '10.9.3.4']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the walk covers every call of the catalogue file', () => {
    const { helpStudio, ...spec } = cfg;
    expect(plan().map(([c]) => c.name).sort()).toEqual([...Object.values(spec), ...Object.values(helpStudio)].map((c) => c.name).sort());
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
